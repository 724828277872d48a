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
use crate::cipher::{BlockCipher, TraceStep};
use crate::modes::Block;
use crate::Error;

impl BlockCipher for Rc6 {
    type Block = Block;
    const NAME: &'static str = "RC6";

    fn new(key: &[u8]) -> Result<Self, Error> {
        Rc6::new(key)
    }

    fn rounds(&self) -> usize {
        ROUNDS
    }

    fn encrypt_block(&self, block: &Block) -> Block {
        Rc6::encrypt_block(self, block)
    }

    fn decrypt_block(&self, block: &Block) -> Block {
        Rc6::decrypt_block(self, block)
    }

    fn encrypt_round_states(&self, block: &Block) -> Vec<Block> {
        self.encrypt_traced(block).into_iter().map(|e| e.state).collect()
    }

    fn decrypt_round_states(&self, block: &Block) -> Vec<Block> {
        self.decrypt_traced(block).into_iter().map(|e| e.state).collect()
    }

    fn round_keys(&self) -> Vec<Block> {
        Rc6::round_keys(self)
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
                // Decryption undoes the paper's round 20 first, as its round 1.
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
