//! RC6 as one of the lab's block ciphers ([`BlockCipher`]); its round states are the trace's
//! (see [`super::trace`]): the state after each of the 20 rounds encrypting (the last, after
//! post-whitening, the ciphertext), after undoing rounds 20 to 1 decrypting (the last, after
//! undoing the pre-whitening, the plaintext).
//!
//! Its round keys are `S[0..43]` as 11 blocks, four words each in the lab's byte order. Its
//! trace is every step of every round ([`super::trace::Step`]), rounds numbered 1 to 20 as the
//! paper numbers them encrypting; decryption round d undoes the paper's round 21 − d (as
//! Serpent's decryption round d undoes its R_{32-d}): encrypting `xor`, `rot`, `k_add`,
//! `perm`, then `out` (`pre_white` first in round 1, `post_white` before `out` in round 20);
//! decrypting `iperm`, `ik_add`, `irot`, `ixor`, then `iout` (`ipost_white` first in round 1,
//! `ipre_white` before `iout` in round 20). The `out` and `iout` steps are the trait's
//! round-by-round trace, exactly. The rounds' t and u are in [`super::Rc6::encrypt_steps`].

use super::{Rc6, ROUNDS};
use crate::cipher::block_cipher_from_traces;
use crate::modes::Block;
use crate::round_trace::probe_round;

block_cipher_from_traces!(Rc6, name: "RC6", block: Block, rounds: ROUNDS,
    probe_round: |round, decrypt| probe_round(round, decrypt, 1, ROUNDS), step_bytes: state);
