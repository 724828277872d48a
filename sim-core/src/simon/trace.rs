//! A record of one SIMON block, round by round, as the lab shows it and the RTL's probes
//! compare: the state after each round (encrypting) or with each round undone (decrypting),
//! with its words x and y and the round's key. A SIMON round has one step (x ← y ⊕ f(x) ⊕ k,
//! y ← x: [`super::round`]), so the round-by-round trace is the whole trace.

use crate::round_trace::RoundEntry;

pub use crate::cipher::Direction;

/// What a trace line records besides the block: the state's words and the round key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundWords {
    pub x: u64,
    pub y: u64,
    /// k_{i−1}, the key of the paper's round i (1 to T).
    pub round_key: u64,
}

/// One line of the trace: the block after the paper's round `round` (1 to T) was applied or
/// undone, labelled `R[ 1].out`, `R^-1[44].out`.
pub type TraceEntry<const B: usize> = RoundEntry<[u8; B], RoundWords>;
