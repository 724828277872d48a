//! Serpent as one of the lab's block ciphers ([`BlockCipher`]); its round states are the
//! trace's (see [`super::trace`]): B_1..B_32 encrypting, B_31..B_0 decrypting.
//!
//! Its round keys are the 33 K_0..K_32 (the blocks the RTL's offline schedule loads). Its trace
//! is the trait's round-by-round one, one step a round: rounds are numbered 1 to 32 as the
//! RTL's probes count them (encryption round r is the submission's R_{r-1}; decryption round d
//! undoes R_{32-d}), step `out` encrypting and `iout` decrypting.

use super::{Serpent, ROUNDS};
use crate::cipher::BlockCipher;
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
}
