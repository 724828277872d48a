//! Serpent as one of the lab's block ciphers ([`BlockCipher`]); its round states are the
//! trace's (see [`super::trace`]): B_1..B_32 encrypting, B_31..B_0 decrypting.
//!
//! Its round keys are the 33 K_0..K_32 (the blocks the RTL's offline schedule loads). Its trace
//! is every step of every round ([`super::trace::Step`]), four a round, rounds numbered 1 to 32
//! as the RTL's probes count them (encryption round r is the submission's R_{r-1}; decryption
//! round d undoes R_{32-d}): encrypting `k_mix`, `s_box`, `lt` (`k_mix32` in round 32), then
//! the round's state again as `out`; decrypting `ilt` (`ik_mix32` in round 1), `is_box`,
//! `ik_mix`, then `iout`. The `out` and `iout` steps are the trait's round-by-round trace,
//! exactly: a reader that wants only the round ends keeps the steps with those labels.

use super::{Serpent, ROUNDS};
use crate::cipher::block_cipher_from_traces;
use crate::modes::Block;
use crate::round_trace::probe_round;

block_cipher_from_traces!(Serpent, name: "Serpent", block: Block, rounds: ROUNDS,
    probe_round: |round, decrypt| probe_round(round, decrypt, 0, ROUNDS), step_bytes: state);
