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
//!
//! The conversions are the shared ones of [`crate::words`].

pub use crate::words::{block_to_words, reverse, words_to_block};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::modes::Block;

    #[test]
    fn the_submission_prints_the_words_from_x3_down() {
        // Printed as one number, X3 X2 X1 X0 big-endian, the block above reads 0f0e…0100.
        let block: Block = core::array::from_fn(|i| i as u8);
        assert_eq!(crate::hex::format(&reverse(&block)), "0f0e0d0c0b0a09080706050403020100");
    }
}
