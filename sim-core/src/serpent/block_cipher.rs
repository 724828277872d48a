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
use crate::cipher::{BlockCipher, TraceStep};
use crate::modes::Block;
use crate::Error;

impl BlockCipher for Serpent {
    type Block = Block;
    const NAME: &'static str = "Serpent";

    fn new(key: &[u8]) -> Result<Self, Error> {
        Serpent::new(key)
    }

    fn rounds(&self) -> usize {
        ROUNDS
    }

    fn encrypt_block(&self, block: &Block) -> Block {
        Serpent::encrypt_block(self, block)
    }

    fn decrypt_block(&self, block: &Block) -> Block {
        Serpent::decrypt_block(self, block)
    }

    fn encrypt_round_states(&self, block: &Block) -> Vec<Block> {
        self.encrypt_traced(block).into_iter().map(|e| e.state).collect()
    }

    fn decrypt_round_states(&self, block: &Block) -> Vec<Block> {
        self.decrypt_traced(block).into_iter().map(|e| e.state).collect()
    }

    fn round_keys(&self) -> Vec<Block> {
        Serpent::round_keys(self)
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
                // The probes' numbering: encryption's R_i is round i + 1, decryption undoes
                // R_31 first, as its round 1.
                let round = if decrypt {
                    ROUNDS - e.round as usize
                } else {
                    e.round as usize + 1
                };
                TraceStep::new(round as u8, e.step.label(), &e.state)
            })
            .collect()
    }
}
