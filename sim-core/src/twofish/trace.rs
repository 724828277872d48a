//! A record of one Twofish block, as the lab shows it and an RTL's probes would compare: the
//! state after each of the 16 rounds ([`TraceEntry`]), and the steps inside each round
//! ([`Step`], [`StepEntry`]), in Twofish's byte order ([`super::byte_order`]).
//!
//! The paper's cipher (Twofish paper, Sec. 4 and Figure 1), rounds counted 1 to 16 here (the
//! paper's r = 0..15 is round r + 1; the paper's state R_r is the state after round r):
//!
//! - **Input whitening** (`in_white`, round 1's first step): R_0 = P ⊕ (K_0, K_1, K_2, K_3),
//!   word by word.
//! - Each round r, on the state (R_0, R_1, R_2, R_3) before it:
//!   - `g`: the two g outputs T_0 = g(R_0), T_1 = g(ROL(R_1, 8)) (Sec. 4.1, 4.2);
//!   - `pht`: the pseudo-Hadamard transform of them, (T_0 + T_1, T_0 + 2T_1) mod 2^32;
//!   - `f`: F_0, F_1, the PHT outputs plus the round's key words K_{2r+6}, K_{2r+7};
//!   - `mix`: the state after the round, R_r = (ROR(R_2 ⊕ F_0, 1), ROL(R_3, 1) ⊕ F_1, R_0, R_1):
//!     F mixed into the right half, and the halves swapped, as Sec. 4.1 defines R_{r+1}.
//! - **Output whitening** (`out_white`, round 16's step after `mix`): the last swap undone and
//!   K_4..K_7 added, C = (R_2, R_3, R_0, R_1) ⊕ (K_4, K_5, K_6, K_7): the ciphertext.
//! - Each round ends with `out`, the round-by-round trace's label
//!   ([`crate::cipher::ROUND_STEP`]): the state after the round again (`mix`'s), except that
//!   round 16's is the ciphertext (`out_white`'s), so the last `out` is the ciphertext, as the
//!   lab's shared trace wants.
//!
//! `g`, `pht` and `f` are pairs of words (8 bytes: word 0 then word 1, each little-endian);
//! every other step is a 16-byte state. The paper's intermediate-value listing (Appendix A.1)
//! prints the same cipher without the swaps: its `R[r]` is our R_r with the halves exchanged
//! after odd rounds (equal after even ones), its t0, t1 our `g`.
//!
//! Decryption undoes round 16 first and mirrors this: `iout_white` (C ⊕ K_4..K_7, swap
//! redone: R_16), then for each round undone `ig`, `ipht`, `if` (the same F as encryption's,
//! computed from R_r's words 2 and 3, which are R_{r-1}'s 0 and 1), `imix` (R_{r-1}: the right
//! half unmixed, halves swapped back), round 1's `iin_white` (R_0 ⊕ K_0..K_3: the plaintext),
//! and `iout` ([`crate::cipher::INVERSE_ROUND_STEP`]) with the state after the round is
//! undone, so decryption's `iout` states are encryption's `out` states in reverse, ending at
//! the plaintext.

use crate::cipher::{INVERSE_ROUND_STEP, ROUND_STEP};
use crate::modes::Block;
use crate::round_trace::{bracketed_round_steps, round_end, RoundEntry};

use super::byte_order::{words_to_block, words_to_bytes};
use super::ROUNDS;

pub use crate::cipher::Direction;

/// One line of the round-by-round trace: the state after `round` (1 to 16, the paper's r + 1)
/// was applied (encryption; round 16's is the ciphertext) or undone (decryption; round 1's is
/// the plaintext), labelled `R[ 1].out`, `R^-1[16].out`.
pub type TraceEntry = RoundEntry<Block>;

/// A step of a round, in the order a round takes them. Labels are short, lower case and
/// `i`-prefixed for the inverse cipher, as the lab's AES and Serpent labels are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// R_0 = P ⊕ K_0..K_3 (round 1, first).
    InputWhitening,
    /// T_0, T_1: the two g outputs.
    G,
    /// T_0 + T_1, T_0 + 2T_1: the PHT.
    Pht,
    /// F_0, F_1: the PHT plus the round's two key words.
    F,
    /// The state after the round, R_r: F mixed into the right half, halves swapped.
    Mix,
    /// C = (R_2, R_3, R_0, R_1) ⊕ K_4..K_7 (round 16, after `mix`).
    OutputWhitening,
    /// The state after the round again (round 16: the ciphertext), the round-by-round trace's.
    Out,
    /// C ⊕ K_4..K_7 with the swap redone: R_16 (first step of undoing round 16).
    InvOutputWhitening,
    /// T_0, T_1 recomputed from the state's words 2 and 3.
    InvG,
    /// The PHT of them.
    InvPht,
    /// F_0, F_1.
    InvF,
    /// The state with the round undone, R_{r-1}.
    InvMix,
    /// R_0 ⊕ K_0..K_3: the plaintext (last step of undoing round 1).
    InvInputWhitening,
    /// The state after the round is undone again (round 1: the plaintext), the round-by-round
    /// trace's.
    InvOut,
}

impl Step {
    pub const fn label(self) -> &'static str {
        match self {
            Step::InputWhitening => "in_white",
            Step::G => "g",
            Step::Pht => "pht",
            Step::F => "f",
            Step::Mix => "mix",
            Step::OutputWhitening => "out_white",
            Step::Out => ROUND_STEP,
            Step::InvOutputWhitening => "iout_white",
            Step::InvG => "ig",
            Step::InvPht => "ipht",
            Step::InvF => "if",
            Step::InvMix => "imix",
            Step::InvInputWhitening => "iin_white",
            Step::InvOut => INVERSE_ROUND_STEP,
        }
    }

    /// Whether the step's value is a pair of words (8 bytes) rather than a 16-byte state.
    pub const fn is_pair(self) -> bool {
        matches!(
            self,
            Step::G | Step::Pht | Step::F | Step::InvG | Step::InvPht | Step::InvF
        )
    }

    /// The steps of round `round` (1 to 16) in order, encrypting or undoing it: five a round,
    /// and one more in round 1 (input whitening) and round 16 (output whitening).
    pub fn of_round(round: usize, direction: Direction) -> Vec<Step> {
        use Step::*;
        let (steps, brackets) = match direction {
            Direction::Encrypt => ([G, Pht, F, Mix], [InputWhitening, OutputWhitening, Out]),
            Direction::Decrypt => (
                [InvG, InvPht, InvF, InvMix],
                [InvInputWhitening, InvOutputWhitening, InvOut],
            ),
        };
        bracketed_round_steps(round, ROUNDS, direction, &steps, brackets)
    }
}

/// The number of steps in one block's trace: 5 a round, and the two whitenings.
pub const STEPS: usize = 5 * ROUNDS + 2;

/// One step of one round: the value after `step` of round `round` (1 to 16): two words for
/// the F steps, four for the states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepEntry {
    pub round: u8,
    pub step: Step,
    pub words: Vec<u32>,
}

impl StepEntry {
    /// The value as bytes in Twofish's order (each word little-endian, word 0 first).
    pub fn bytes(&self) -> Vec<u8> {
        words_to_bytes(&self.words)
    }
}

round_end!(|e| state: words_to_block(e.words[..].try_into().expect("a state")), values: ());
