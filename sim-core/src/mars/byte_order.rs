//! How a MARS block or key is written as bytes: MARS's own order, which the lab uses.
//!
//! A block's 16 bytes are in memory order, each 32-bit word little-endian, word `D[0]` first:
//! byte 0 is the least significant byte of `D[0]`, byte 15 the most significant of `D[3]`. A key
//! of n words (4 ≤ n ≤ 14) fills `k[0]`, `k[1]`, … the same way. This is how the submission's
//! test vectors print blocks and keys (each a string of bytes in memory order), and how
//! Crypto++'s `marsval.dat` and `mars.txt` (`vectors/mars/`) and its implementation read them.
//! A value printed as one big-endian number (last word first) would be these bytes reversed;
//! `sim-core/tests/mars_vectors.rs` shows no published vector passes that way.
//!
//! The block conversions are the shared ones of [`crate::words`].

pub use crate::words::{block_to_words, reverse, words_to_block};

/// The key words `k[0..n−1]` of a key whose length is a multiple of 4 bytes.
///
/// # Panics
/// If the length is not a multiple of 4; [`super::Mars::new`] checks.
pub fn key_to_words(key: &[u8]) -> Vec<u32> {
    assert_eq!(key.len() % 4, 0, "a MARS key is whole words");
    crate::words::bytes_to_words(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    // That byte 0 of a block is the low byte of D[0] is crate::words's test of the same
    // conversions (byte_0_is_the_low_byte_of_word_0).
    #[test]
    fn key_words_are_little_endian_k0_first() {
        assert_eq!(key_to_words(&[1, 0, 0, 0, 0, 0, 0, 0x80]), [1, 0x8000_0000]);
    }
}
