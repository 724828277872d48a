//! A record of one DES or Triple DES block, as the lab shows it and an RTL's probes would
//! compare: the state after each round ([`TraceEntry`]) and the steps inside each round
//! ([`Step`], [`StepEntry`]). Blocks and states are bytes in the standard's order (bit 1, the
//! leftmost, is the MSB of byte 0); the state between rounds is L‖R, L the first four bytes.
//!
//! # The rounds, as the iterated hardware sees them
//!
//! The lab's DES core, like Chodowiec et al.'s Triple DES, iterates one round: IP before the
//! first round, FP (IP⁻¹) after the last, and a register holding L‖R in between. FIPS 46-3
//! ("Enciphering") ends DES with the preoutput R_16‖L_16, the halves exchanged; the hardware
//! gets it by not exchanging the halves in the last round of a DES operation
//! (`R_16 = L_15 ⊕ f(R_15, K_16)` is written to the left half, `L_16 = R_15` stays right).
//! In Triple DES the FP of one DES operation and the IP of the next cancel (IP ∘ IP⁻¹ is the
//! identity), so the 48 rounds run back to back on the register: the preoutput of DES
//! operation 1 (after round 16) is L_0‖R_0 of operation 2, and likewise after round 32. The
//! trace therefore has no IP or FP between the operations; rounds 16 and 32 record the
//! preoutput, and only round 48 (16 for DES) ends with FP.
//!
//! Encrypting, round n (1 to 16, or 48) with subkey K_n records:
//!
//! - `ip` (round 1 only, first): IP(P) = L_0‖R_0, 8 bytes;
//! - `e`: E(R_{n-1}), 48 bits as 6 bytes;
//! - `k_mix`: E(R_{n-1}) ⊕ K_n, 6 bytes;
//! - `s_box`: the eight S-box outputs, 4 bytes;
//! - `f`: P of them, f(R_{n-1}, K_n), 4 bytes;
//! - `r`: the new right half R_n = L_{n-1} ⊕ f, 4 bytes;
//! - `fp` (last round only): FP of the preoutput: the ciphertext, 8 bytes;
//! - `out` ([`crate::cipher::ROUND_STEP`]): the state after the round, L_n‖R_n (the preoutput
//!   R_16‖L_16 at the end of a DES operation), and after the last round the ciphertext, so
//!   the last `out` is the ciphertext, as the lab's shared trace wants.
//!
//! Decrypting undoes the rounds, the last first, with FIPS 46-3's own inverse
//! ("Deciphering": R = L', L = R' ⊕ f(L', K)): decryption round d undoes encryption round
//! n + 1 − d with the same subkey, recording `iip` (round 1 only: IP(C), the preoutput),
//! `ie`, `ik_mix`, `is_box`, `if` (f recomputed from the half that was R_{n-1}), `il` (the
//! recovered L_{n-1}), `ifp` (round n only: FP(L_0‖R_0), the plaintext) and `iout`
//! ([`crate::cipher::INVERSE_ROUND_STEP`]): the state before the undone round, so decryption's
//! `iout` states are encryption's `out` states in reverse, ending at the plaintext. A
//! hardware decryptor that runs the same forward round with the subkeys reversed holds the
//! same two halves in its register, but in the order R‖L inside a DES operation; after the
//! last round of each DES operation (and so at the end) its register equals the state here.

use crate::cipher::{INVERSE_ROUND_STEP, ROUND_STEP};
use crate::round_trace::{round_end, round_steps, RoundEntry};

pub use crate::cipher::Direction;

/// One line of the round-by-round trace: the state after `round` was applied (encryption;
/// the last round's is the ciphertext) or undone (decryption; the last is the plaintext),
/// labelled `R[ 1].out`, `R^-1[16].out`. Rounds are numbered in the order the block meets
/// them, 1 to 16 (48 for Triple DES); decryption round d undoes encryption round n + 1 − d.
pub type TraceEntry = RoundEntry<[u8; 8]>;

/// A step of a round, in the order a round takes them (see the module's comment). Labels are
/// short, lower case and `i`-prefixed for the inverse cipher, as the lab's other ciphers' are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// IP(P) = L_0‖R_0 (round 1, first).
    InitialPermutation,
    /// E(R_{n-1}).
    Expansion,
    /// E(R_{n-1}) ⊕ K_n.
    KeyMix,
    /// S1(B1)..S8(B8).
    SBoxes,
    /// P of the S-box outputs: f(R_{n-1}, K_n).
    F,
    /// R_n = L_{n-1} ⊕ f.
    NewRight,
    /// FP (IP⁻¹) of the preoutput: the ciphertext (last round, after `r`).
    FinalPermutation,
    /// The state after the round (the last round: the ciphertext).
    Out,
    /// IP(C): the preoutput (decryption round 1, first).
    InvInitialPermutation,
    /// E of the half that was R_{n-1}.
    InvExpansion,
    /// That ⊕ K_n.
    InvKeyMix,
    /// The S-box outputs.
    InvSBoxes,
    /// f(R_{n-1}, K_n) recomputed.
    InvF,
    /// L_{n-1} = R_n ⊕ f recovered.
    NewLeft,
    /// FP(L_0‖R_0): the plaintext (last round of decryption).
    InvFinalPermutation,
    /// The state with the round undone, L_{n-1}‖R_{n-1} (the last: the plaintext).
    InvOut,
}

impl Step {
    pub const fn label(self) -> &'static str {
        match self {
            Step::InitialPermutation => "ip",
            Step::Expansion => "e",
            Step::KeyMix => "k_mix",
            Step::SBoxes => "s_box",
            Step::F => "f",
            Step::NewRight => "r",
            Step::FinalPermutation => "fp",
            Step::Out => ROUND_STEP,
            Step::InvInitialPermutation => "iip",
            Step::InvExpansion => "ie",
            Step::InvKeyMix => "ik_mix",
            Step::InvSBoxes => "is_box",
            Step::InvF => "if",
            Step::NewLeft => "il",
            Step::InvFinalPermutation => "ifp",
            Step::InvOut => INVERSE_ROUND_STEP,
        }
    }

    /// How many bytes the step's value is: 8 for a block or state, 6 for the 48-bit values
    /// (E and the key mix), 4 for a half or f's values.
    pub const fn bytes(self) -> usize {
        match self {
            Step::Expansion | Step::KeyMix | Step::InvExpansion | Step::InvKeyMix => 6,
            Step::SBoxes | Step::F | Step::NewRight | Step::InvSBoxes | Step::InvF | Step::NewLeft => 4,
            _ => 8,
        }
    }

    /// The steps of round `round` (1 to `rounds`) in order, encrypting or undoing it: six a
    /// round, one more in round 1 (IP) and round `rounds` (FP).
    pub fn of_round(round: usize, rounds: usize, direction: Direction) -> Vec<Step> {
        let (first, middle, last, out) = match direction {
            Direction::Encrypt => (
                Step::InitialPermutation,
                [Step::Expansion, Step::KeyMix, Step::SBoxes, Step::F, Step::NewRight],
                Step::FinalPermutation,
                Step::Out,
            ),
            Direction::Decrypt => (
                Step::InvInitialPermutation,
                [
                    Step::InvExpansion,
                    Step::InvKeyMix,
                    Step::InvSBoxes,
                    Step::InvF,
                    Step::NewLeft,
                ],
                Step::InvFinalPermutation,
                Step::InvOut,
            ),
        };
        round_steps(
            (round == 1).then_some(first),
            &middle,
            (round == rounds).then_some(last),
            out,
        )
    }
}

/// The number of steps in one block's trace of `rounds` rounds: six a round, IP and FP.
pub const fn steps(rounds: usize) -> usize {
    6 * rounds + 2
}

/// One step of one round: the value after `step` of round `round` (1-based, in the order the
/// block meets the rounds), right-aligned in a `u64`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepEntry {
    pub round: u8,
    pub step: Step,
    pub value: u64,
}

impl StepEntry {
    /// The value as [`Step::bytes`] bytes, bit 1 the MSB of byte 0.
    pub fn bytes(&self) -> Vec<u8> {
        self.value.to_be_bytes()[8 - self.step.bytes()..].to_vec()
    }
}

round_end!(|e| state: e.value.to_be_bytes(), values: ());
