//! A record of one SIMON block, round by round, as the lab shows it and the RTL's probes
//! compare: the state after each round (encrypting) or with each round undone (decrypting),
//! with its words x and y and the round's key. A SIMON round has one step (x ← y ⊕ f(x) ⊕ k,
//! y ← x: [`super::round`]), so the round-by-round trace is the whole trace.

use crate::round_trace::RoundEntry;

pub use crate::cipher::Direction;

/// One line of the trace: the block after the paper's round `round` (1 to T) was applied or
/// undone, labelled `R[ 1].out`, `R^-1[44].out`, with the round's key k_{round−1} (an n-bit
/// word) as `values`, the same either way. The state's words x and y are
/// [`super::byte_order::block_to_words`] of it.
pub type TraceEntry<const B: usize> = RoundEntry<[u8; B], u64>;
