//! A record of one RC6 block, as the lab shows it and the RTL's probes compare: the state
//! after each of the 20 rounds with the round's t and u ([`TraceEntry`]), and the steps inside
//! each round ([`Step`], [`StepEntry`]), states in the lab's byte order ([`super::byte_order`]).
//!
//! The steps are the paper's encryption (Rivest, Robshaw, Sidney and Yin, "The RC6 Block
//! Cipher", 1998, Sec. 2, "Encryption with RC6-w/r/b"), round i from 1 to 20:
//!
//! - before round 1, **pre-whitening** B += `S[0]`, D += `S[1]` (kept in round 1 as its first
//!   step, as Serpent keeps its final key mixing in its last round);
//! - t = (B·(2B + 1)) <<< 5 and u = (D·(2D + 1)) <<< 5, the quadratic function of
//!   [`super::quadratic`]; they change no word, so they are recorded with the round, not as a
//!   state;
//! - **xor**: A ⊕= t, C ⊕= u;
//! - **rot**: A <<<= u, C <<<= t, the data-dependent rotations by the low five bits
//!   ([`super::rotation`]);
//! - **k_add**: A += `S[2i]`, C += `S[2i+1]`;
//! - **perm**: (A, B, C, D) = (B, C, D, A);
//! - after round 20, **post-whitening** A += `S[42]`, C += `S[43]` (kept in round 20);
//! - **out**: the round's state once more ([`ROUND_STEP`]), so a reader that wants only the
//!   round ends keeps those; round 20's is the ciphertext.
//!
//! Decryption ("Decryption with RC6-w/r/b") undoes round 20 first and each round's steps in
//! reverse: `ipost_white` (A −= `S[42]`, C −= `S[43]`, round 20), `iperm` ((A, B, C, D) =
//! (D, A, B, C)), t and u recomputed from the B and D that encryption had, `ik_add`
//! (A −= `S[2i]`, C −= `S[2i+1]`), `irot` (A >>>= u, C >>>= t), `ixor` (A ⊕= t, C ⊕= u),
//! `ipre_white` (B −= `S[0]`, D −= `S[1]`, round 1), then `iout` ([`INVERSE_ROUND_STEP`]). Each
//! inverse step leaves the state encryption had before the step it undoes.

use crate::cipher::{INVERSE_ROUND_STEP, ROUND_STEP};
use crate::modes::Block;
use crate::round_trace::{bracketed_round_steps, round_end, RoundEntry};

pub use crate::cipher::Direction;

/// One line of the trace: the state after the paper's round `round` (1 to 20) was applied
/// (encryption) or undone (decryption), labelled `R[ 1].out`, `R^-1[20].out`, with the round's
/// (t, u) as `values`: t = (B·(2B + 1)) <<< 5 (B after the previous round, pre-whitened in
/// round 1), u = (D·(2D + 1)) <<< 5.
pub type TraceEntry = RoundEntry<Block, (u32, u32)>;

/// A step of a round, in the order a round takes them. Labels are short, lower case and
/// `i`-prefixed for the inverse cipher, as the other ciphers' are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// B += `S[0]`, D += `S[1]`, before round 1.
    PreWhitening,
    /// A ⊕= t, C ⊕= u.
    Xor,
    /// A <<<= u, C <<<= t.
    Rotate,
    /// A += `S[2i]`, C += `S[2i+1]`.
    KeyAdd,
    /// (A, B, C, D) = (B, C, D, A).
    Permute,
    /// A += `S[42]`, C += `S[43]`, after round 20.
    PostWhitening,
    /// The state after the round: the step above's state again, the round-by-round trace's.
    Out,
    /// A −= `S[42]`, C −= `S[43]`, first step of undoing round 20.
    InvPostWhitening,
    /// (A, B, C, D) = (D, A, B, C).
    InvPermute,
    /// A −= `S[2i]`, C −= `S[2i+1]`.
    InvKeyAdd,
    /// A >>>= u, C >>>= t.
    InvRotate,
    /// A ⊕= t, C ⊕= u.
    InvXor,
    /// B −= `S[0]`, D −= `S[1]`, last step of undoing round 1.
    InvPreWhitening,
    /// The state after the round is undone, the round-by-round trace's.
    InvOut,
}

impl Step {
    pub const fn label(self) -> &'static str {
        match self {
            Step::PreWhitening => "pre_white",
            Step::Xor => "xor",
            Step::Rotate => "rot",
            Step::KeyAdd => "k_add",
            Step::Permute => "perm",
            Step::PostWhitening => "post_white",
            Step::Out => ROUND_STEP,
            Step::InvPostWhitening => "ipost_white",
            Step::InvPermute => "iperm",
            Step::InvKeyAdd => "ik_add",
            Step::InvRotate => "irot",
            Step::InvXor => "ixor",
            Step::InvPreWhitening => "ipre_white",
            Step::InvOut => INVERSE_ROUND_STEP,
        }
    }

    /// The steps of round i (1 to 20) in order, encrypting or undoing it: five, six in the
    /// first and last rounds (the whitening).
    pub fn of_round(round: usize, direction: Direction) -> Vec<Step> {
        use Step::*;
        let (steps, brackets) = match direction {
            Direction::Encrypt => ([Xor, Rotate, KeyAdd, Permute], [PreWhitening, PostWhitening, Out]),
            Direction::Decrypt => (
                [InvPermute, InvKeyAdd, InvRotate, InvXor],
                [InvPreWhitening, InvPostWhitening, InvOut],
            ),
        };
        bracketed_round_steps(round, super::ROUNDS, direction, &steps, brackets)
    }
}

/// How many steps a block's trace has, either way: five a round and the two whitenings (102).
pub const STEPS: usize = 5 * super::ROUNDS + 2;

/// One step of one round: the state after `step` of the paper's round `round` (1 to 20), with
/// that round's t and u.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepEntry {
    pub round: u8,
    pub step: Step,
    pub t: u32,
    pub u: u32,
    pub state: Block,
}

round_end!(|e| state: e.state, values: (e.t, e.u));
