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
use crate::cipher::{BlockCipher, TraceStep};
use crate::modes::Block;
use crate::Error;

impl BlockCipher for Mars {
    type Block = Block;
    const NAME: &'static str = "MARS";

    fn new(key: &[u8]) -> Result<Self, Error> {
        Mars::new(key)
    }

    fn rounds(&self) -> usize {
        ROUNDS
    }

    fn encrypt_block(&self, block: &Block) -> Block {
        Mars::encrypt_block(self, block)
    }

    fn decrypt_block(&self, block: &Block) -> Block {
        Mars::decrypt_block(self, block)
    }

    fn encrypt_round_states(&self, block: &Block) -> Vec<Block> {
        self.encrypt_traced(block).into_iter().map(|e| e.state).collect()
    }

    fn decrypt_round_states(&self, block: &Block) -> Vec<Block> {
        self.decrypt_traced(block).into_iter().map(|e| e.state).collect()
    }

    fn round_keys(&self) -> Vec<Block> {
        Mars::round_keys(self)
    }

    fn trace(&self, block: &Block, decrypt: bool) -> Vec<TraceStep> {
        let entries = if decrypt {
            self.decrypt_steps(block)
        } else {
            self.encrypt_steps(block)
        };
        entries
            .iter()
            .map(|e| {
                // Decryption undoes encryption's round 32 first, as its round 1.
                let round = if decrypt {
                    ROUNDS + 1 - e.round as usize
                } else {
                    e.round as usize
                };
                TraceStep::new(round as u8, e.step.label(), &e.state)
            })
            .collect()
    }
}
