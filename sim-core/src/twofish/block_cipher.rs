//! Twofish as one of the lab's block ciphers ([`BlockCipher`]); its round states are the
//! trace's (see [`super::trace`]): R_1..R_15 and the ciphertext encrypting, R_15..R_0 and the
//! plaintext decrypting.
//!
//! Its round keys are K_0..K_39 in ten blocks of four words and the S-box key in an eleventh
//! ([`Twofish::round_keys`]). Its trace is every step of every round ([`super::trace::Step`]), rounds numbered 1 to 16 in the
//! order the block meets them (encryption round r is the paper's round r − 1, counting from
//! 0; decryption round d undoes encryption round 17 − d): encrypting `in_white` (round 1),
//! `g`, `pht`, `f`, `mix`, `out_white` (round 16), then the round's state again as `out`;
//! decrypting `iout_white` (round 1), `ig`, `ipht`, `if`, `imix`, `iin_white` (round 16), then
//! `iout`. The `out` and `iout` steps are the trait's round-by-round trace, exactly. The `g`,
//! `pht` and `f` steps (and their `i` forms) are two words, 8 bytes; the others 16.

use super::{Twofish, ROUNDS};
use crate::cipher::block_cipher_from_traces;
use crate::modes::Block;
use crate::round_trace::probe_round;

block_cipher_from_traces!(Twofish, name: "Twofish", block: Block, rounds: ROUNDS,
    probe_round: |round, decrypt| probe_round(round, decrypt, 1, ROUNDS), step_bytes: bytes());
