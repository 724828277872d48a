//! A record of one Serpent block, as the lab shows it and the RTL's probes compare: the state
//! after each of the 32 rounds ([`TraceEntry`]), and the steps inside each round ([`Step`],
//! [`StepEntry`]), in the lab's byte order.
//!
//! Round i (0..31, the submission's R_i) takes B_i to B_{i+1}; B_0 is the plaintext and
//! B_32 the ciphertext. Encrypting records B_{i+1} for round i, so its last entry is the
//! ciphertext. Decrypting undoes round 31 first and records B_i for round i, so its last
//! entry is the plaintext and its states are the encryption's in reverse.
//!
//! The steps are the submission's bitslice description of a round (Anderson, Biham and
//! Knudsen, "Serpent: A Proposal for the Advanced Encryption Standard", 1998, Sec. 2):
//! key mixing B ⊕ K_i, the S-box layer S_{i mod 8} on the 32 bit columns, then the linear
//! transformation LT, or in round 31 the final key mixing ⊕ K_32 in place of LT. The inverse
//! cipher undoes them in the reverse order: LT⁻¹ (⊕ K_32 in round 31), S⁻¹_{i mod 8}, ⊕ K_i.
//! Each round ends with the round's state once more, labelled as the round-by-round trace
//! labels it (`out`, `iout`), so a reader that wants only the round ends filters on it.

use crate::cipher::{INVERSE_ROUND_STEP, ROUND_STEP};
use crate::modes::Block;
use crate::round_trace::{round_end, RoundEntry};

pub use crate::cipher::Direction;

/// One line of the trace: the state after the submission's round `round` (R_i, 0 to 31) was
/// applied (encryption) or undone (decryption), labelled `R[ 0].out`, `R^-1[31].out`.
pub type TraceEntry = RoundEntry<Block>;

/// A step of a round, in the order a round takes them. Labels are short, lower case and
/// `i`-prefixed for the inverse cipher, as AES's FIPS-197 labels are (`s_box`, `is_box`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// B ⊕ K_i, the key mixing.
    KeyMix,
    /// S_{i mod 8} on each of the 32 bit columns.
    SBoxes,
    /// The linear transformation LT (rounds 0 to 30).
    LinearTransform,
    /// ⊕ K_32, the final key mixing in place of LT (round 31).
    FinalKeyMix,
    /// The state after the round: the step above's state again, the round-by-round trace's.
    Out,
    /// ⊕ K_32 undone, first step of undoing round 31.
    InvFinalKeyMix,
    /// LT⁻¹, first step of undoing rounds 30 to 0.
    InvLinearTransform,
    /// S⁻¹_{i mod 8} on each of the 32 bit columns.
    InvSBoxes,
    /// ⊕ K_i, undoing the key mixing.
    InvKeyMix,
    /// The state after the round is undone (B_i), the round-by-round trace's.
    InvOut,
}

impl Step {
    pub const fn label(self) -> &'static str {
        match self {
            Step::KeyMix => "k_mix",
            Step::SBoxes => "s_box",
            Step::LinearTransform => "lt",
            Step::FinalKeyMix => "k_mix32",
            Step::Out => ROUND_STEP,
            Step::InvFinalKeyMix => "ik_mix32",
            Step::InvLinearTransform => "ilt",
            Step::InvSBoxes => "is_box",
            Step::InvKeyMix => "ik_mix",
            Step::InvOut => INVERSE_ROUND_STEP,
        }
    }

    /// The steps of round i (0 to 31) in order, encrypting or undoing it.
    pub fn of_round(round: usize, direction: Direction) -> [Step; 4] {
        let last = round == super::ROUNDS - 1;
        match direction {
            Direction::Encrypt => [
                Step::KeyMix,
                Step::SBoxes,
                if last { Step::FinalKeyMix } else { Step::LinearTransform },
                Step::Out,
            ],
            Direction::Decrypt => [
                if last {
                    Step::InvFinalKeyMix
                } else {
                    Step::InvLinearTransform
                },
                Step::InvSBoxes,
                Step::InvKeyMix,
                Step::InvOut,
            ],
        }
    }
}

/// One step of one round: the state after `step` of the submission's round `round` (0 to 31).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepEntry {
    pub round: u8,
    pub step: Step,
    pub state: Block,
}

round_end!(|e| state: e.state, values: ());
