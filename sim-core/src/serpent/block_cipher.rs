//! Serpent as one of the lab's block ciphers ([`BlockCipher`]); its round states are the
//! trace's (see [`super::trace`]): B_1..B_32 encrypting, B_31..B_0 decrypting.

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
}
