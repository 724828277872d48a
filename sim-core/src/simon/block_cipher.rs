//! SIMON 64 and SIMON 128 as the lab's block ciphers ([`BlockCipher`], `Block = [u8; 8]` and
//! `[u8; 16]`). The trait's round-by-round trace is the whole trace (a SIMON round is one
//! step): the state after each round encrypting, the last the ciphertext; with each round
//! undone decrypting, round T first, the last the plaintext; rounds numbered 1 to T in the
//! order the block meets them (the lab's probes' rounds). The round keys are k_0 … k_{T−1}, one
//! block each: the word big-endian in x's place, y zero ([`super::byte_order::word_block`]).

use super::{Simon, Simon128, Simon64};
use crate::cipher::BlockCipher;
use crate::Error;

/// `impl BlockCipher` for `Simon<B>`, named as registry/ciphers.json names the lab's SIMON of
/// that block (the model takes Table 3.1's other key sizes too).
macro_rules! simon_block_cipher {
    ($cipher:ty, $bytes:literal, $name:literal, $key_bytes:expr) => {
        impl BlockCipher for $cipher {
            type Block = [u8; $bytes];
            const NAME: &'static str = $name;
            const STANDARD_KEY_BYTES: Option<&'static [usize]> = Some(&$key_bytes);

            fn new(key: &[u8]) -> Result<Self, Error> {
                Simon::new(key)
            }

            fn rounds(&self) -> usize {
                Simon::rounds(self)
            }

            fn encrypt_block(&self, block: &Self::Block) -> Self::Block {
                Simon::encrypt_block(self, block)
            }

            fn decrypt_block(&self, block: &Self::Block) -> Self::Block {
                Simon::decrypt_block(self, block)
            }

            fn encrypt_round_states(&self, block: &Self::Block) -> Vec<Self::Block> {
                self.encrypt_traced(block).into_iter().map(|e| e.state).collect()
            }

            fn decrypt_round_states(&self, block: &Self::Block) -> Vec<Self::Block> {
                self.decrypt_traced(block).into_iter().map(|e| e.state).collect()
            }

            fn round_keys(&self) -> Vec<Self::Block> {
                Simon::round_keys(self)
            }
        }
    };
}

// Table 3.1: SIMON 64/96 and 64/128; SIMON 128/128, 128/192 and 128/256.
simon_block_cipher!(Simon64, 8, "SIMON 64/128", [12, 16]);
simon_block_cipher!(Simon128, 16, "SIMON 128/128", [16, 24, 32]);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_key_bytes_are_the_models() {
        assert_eq!(Simon64::STANDARD_KEY_BYTES.unwrap(), Simon64::key_bytes());
        assert_eq!(Simon128::STANDARD_KEY_BYTES.unwrap(), Simon128::key_bytes());
    }
}
