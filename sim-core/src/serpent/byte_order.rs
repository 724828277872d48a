//! How a Serpent block or key is written as bytes. Two orders circulate:
//!
//! - **The lab's order**, NESSIE's, and Crypto++'s and RustCrypto's: bytes in memory order,
//!   each 32-bit word little-endian, word X0 first. Byte 0 of a block is the least
//!   significant byte of X0; byte 0 of a key is the least significant byte of its first word.
//! - **The submission's order**: the original AES submission's test files print a block or
//!   key as one big hexadecimal number, most significant bit first, i.e. the last word first
//!   and each word big-endian. That is the lab's byte string reversed.
//!
//! The lab uses the first for blocks, keys and round keys; [`reverse`] turns the submission's
//! printed values into it.

use crate::modes::Block;

/// The four words X0..X3 of a block (X0 from bytes 0–3, little-endian).
pub fn block_to_words(block: &Block) -> [u32; 4] {
    core::array::from_fn(|k| u32::from_le_bytes(block[4 * k..4 * k + 4].try_into().expect("4 bytes")))
}

/// The block whose words are X0..X3.
pub fn words_to_block(words: [u32; 4]) -> Block {
    let mut block = [0u8; 16];
    for (bytes, word) in block.chunks_exact_mut(4).zip(words) {
        bytes.copy_from_slice(&word.to_le_bytes());
    }
    block
}

/// A value printed in the submission's order, in the lab's order (and back): the bytes reversed.
pub fn reverse(bytes: &[u8]) -> Vec<u8> {
    bytes.iter().rev().copied().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_0_is_the_low_byte_of_x0() {
        let block: Block = core::array::from_fn(|i| i as u8);
        let words = block_to_words(&block);
        assert_eq!(words, [0x0302_0100, 0x0706_0504, 0x0b0a_0908, 0x0f0e_0d0c]);
        assert_eq!(words_to_block(words), block);
    }

    #[test]
    fn the_submission_prints_the_words_from_x3_down() {
        // Printed as one number, X3 X2 X1 X0 big-endian, the block above reads 0f0e…0100.
        let block: Block = core::array::from_fn(|i| i as u8);
        assert_eq!(crate::hex::format(&reverse(&block)), "0f0e0d0c0b0a09080706050403020100");
    }
}
