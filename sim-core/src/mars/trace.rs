//! A record of one MARS block, as the lab shows it and the RTL's probes compare: the state after
//! each of the 32 rounds ([`TraceEntry`]) and the steps inside them ([`Step`], [`StepEntry`]),
//! states in MARS's byte order ([`super::byte_order`]), core rounds with the E-function's
//! outputs L, M, R.
//!
//! # What a round is
//!
//! MARS has three kinds of round (submission, Sec. "Detailed description"); the lab numbers
//! them 1 to 32 in the order encryption runs them ([`stage_of`]):
//!
//! - rounds 1–8: the forward mixing's rounds 0–7 ([`super::mixing::forward_round`]); round 1
//!   starts with the **initial key addition** `D[i]` += `K[i]`, i = 0..3;
//! - rounds 9–24: the core's rounds 0–15 ([`super::core::round`]), 9–16 in forward mode and
//!   17–24 in backward mode;
//! - rounds 25–32: the backward mixing's rounds 0–7 ([`super::mixing::backward_round`]); round
//!   32 ends with the **final key subtraction** `D[i]` −= `K[36 + i]`.
//!
//! Each round's function includes its rotation of the four words by one place, so a round's
//! state is the submission's `D[0..3]` after that round, and the 32nd is the ciphertext.
//!
//! # Steps
//!
//! Encrypting: `k_add` (round 1 only), then the round's function — `f_mix`, `core` or `b_mix` —
//! then `k_sub` (round 32 only), then `out`, the round's state again ([`ROUND_STEP`]): a reader
//! that wants only the round ends keeps those, which are the trait's round-by-round trace. A
//! core round's steps carry that round's E-function outputs (L, M, R); mixing steps carry none.
//!
//! Decrypting undoes round 32 first and each round's steps in reverse: `ik_sub` (round 32),
//! `ib_mix`, `icore` or `if_mix`, `ik_add` (round 1), then `iout` ([`INVERSE_ROUND_STEP`]).
//! Each inverse step leaves the state encryption had before the step it undoes, so the
//! decryption's round states are the encryption's in reverse, ending with the plaintext. An
//! undone core round recomputes the same L, M, R.

use super::e_function::EOutput;
use crate::cipher::{INVERSE_ROUND_STEP, ROUND_STEP};
use crate::modes::Block;
use crate::round_trace::{bracketed_round_steps, round_end, RoundEntry};

pub use crate::cipher::Direction;

/// The three kinds of MARS round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Unkeyed forward mixing.
    ForwardMixing,
    /// The keyed cryptographic core.
    Core,
    /// Unkeyed backward mixing.
    BackwardMixing,
}

/// Which kind of round the lab's round `round` (1 to 32) is, and its index within that stage
/// (the submission's i: 0–7 for the mixings, 0–15 for the core).
///
/// # Panics
/// If `round` is not 1 to 32.
pub fn stage_of(round: usize) -> (Stage, usize) {
    match round {
        1..=8 => (Stage::ForwardMixing, round - 1),
        9..=24 => (Stage::Core, round - 9),
        25..=32 => (Stage::BackwardMixing, round - 25),
        _ => panic!("MARS rounds are 1 to 32, not {round}"),
    }
}

/// One line of the trace: the state after the lab's round `round` (1 to 32, see [`stage_of`])
/// was applied (encryption) or undone (decryption), labelled `R[ 1].out`, `R^-1[32].out`,
/// with a core round's E-function outputs L, M, R as `values` (`None` for a mixing round).
pub type TraceEntry = RoundEntry<Block, Option<EOutput>>;

/// A step of a round, in the order a round takes them. Labels are short, lower case and
/// `i`-prefixed for the inverse cipher, as the other ciphers' are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// `D[i]` += `K[i]`, i = 0..3, before round 1.
    KeyAdd,
    /// A forward mixing round (rounds 1–8).
    ForwardMixing,
    /// A core round (rounds 9–24), with its E-function outputs.
    Core,
    /// A backward mixing round (rounds 25–32).
    BackwardMixing,
    /// `D[i]` −= `K[36 + i]`, after round 32.
    KeySubtract,
    /// The state after the round: the step above's state again, the round-by-round trace's.
    Out,
    /// `D[i]` += `K[36 + i]`, first step of undoing round 32.
    InvKeySubtract,
    /// A backward mixing round undone.
    InvBackwardMixing,
    /// A core round undone.
    InvCore,
    /// A forward mixing round undone.
    InvForwardMixing,
    /// `D[i]` −= `K[i]`, last step of undoing round 1.
    InvKeyAdd,
    /// The state after the round is undone, the round-by-round trace's.
    InvOut,
}

impl Step {
    pub const fn label(self) -> &'static str {
        match self {
            Step::KeyAdd => "k_add",
            Step::ForwardMixing => "f_mix",
            Step::Core => "core",
            Step::BackwardMixing => "b_mix",
            Step::KeySubtract => "k_sub",
            Step::Out => ROUND_STEP,
            Step::InvKeySubtract => "ik_sub",
            Step::InvBackwardMixing => "ib_mix",
            Step::InvCore => "icore",
            Step::InvForwardMixing => "if_mix",
            Step::InvKeyAdd => "ik_add",
            Step::InvOut => INVERSE_ROUND_STEP,
        }
    }

    /// The steps of round `round` (1 to 32) in order, encrypting or undoing it: two, three in
    /// rounds 1 and 32 (the key addition and subtraction).
    pub fn of_round(round: usize, direction: Direction) -> Vec<Step> {
        use Step::*;
        let (forward, core, backward) = match direction {
            Direction::Encrypt => (ForwardMixing, Core, BackwardMixing),
            Direction::Decrypt => (InvForwardMixing, InvCore, InvBackwardMixing),
        };
        let step = match stage_of(round).0 {
            Stage::ForwardMixing => forward,
            Stage::Core => core,
            Stage::BackwardMixing => backward,
        };
        let brackets = match direction {
            Direction::Encrypt => [KeyAdd, KeySubtract, Out],
            Direction::Decrypt => [InvKeyAdd, InvKeySubtract, InvOut],
        };
        bracketed_round_steps(round, super::ROUNDS, direction, &[step], brackets)
    }
}

/// How many steps a block's trace has, either way: two a round and the key addition and
/// subtraction (66).
pub const STEPS: usize = 2 * super::ROUNDS + 2;

/// One step of one round: the state after `step` of the lab's round `round` (1 to 32, in
/// encryption's numbering either way), with the round's E-function outputs if it is a core
/// round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepEntry {
    pub round: u8,
    pub step: Step,
    pub e: Option<EOutput>,
    pub state: Block,
}

round_end!(|e| state: e.state, values: e.e);
