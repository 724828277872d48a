//! MARS as one of the lab's block ciphers ([`BlockCipher`]); its round states are the trace's
//! (see [`super::trace`]): the state after each of the 32 rounds encrypting (8 forward mixing,
//! 16 core, 8 backward mixing; the last, after the final key subtraction, the ciphertext),
//! after undoing rounds 32 to 1 decrypting (the last, after undoing the initial key addition,
//! the plaintext).
//!
//! Its round keys are `K[0..39]` as 10 blocks, `K[4b..4b+3]` in block b, words little-endian: the
//! first block is the initial key addition's, the last the final subtraction's, and the eight
//! between hold the core rounds' pairs (`K[2i+4]`, `K[2i+5]`), two rounds a block. Its trace is
//! every step of every round ([`super::trace::Step`]), rounds numbered 1 to 32 as encryption
//! runs them; decryption round d undoes encryption round 33 − d: encrypting `f_mix`, `core` or
//! `b_mix`, then `out` (`k_add` first in round 1, `k_sub` before `out` in round 32); decrypting
//! `ib_mix`, `icore` or `if_mix`, then `iout` (`ik_sub` first in decryption round 1, `ik_add`
//! before `iout` in round 32). The `out` and `iout` steps are the trait's round-by-round trace,
//! exactly. The core rounds' L, M, R are in [`super::Mars::encrypt_steps`].

use super::{Mars, ROUNDS};
use crate::cipher::block_cipher_from_traces;
use crate::modes::Block;
use crate::round_trace::probe_round;

block_cipher_from_traces!(
    Mars,
    name: "MARS",
    block: Block,
    rounds: ROUNDS,
    probe_round: |round, decrypt| probe_round(round, decrypt, 1, ROUNDS),
    items: {
        /// The submission's 4 to 14 words (the lab's cores take 4, 6 or 8).
        const STANDARD_KEY_BYTES: Option<&'static [usize]> = Some(&super::KEY_BYTES);
    },
    step_bytes: state
);
