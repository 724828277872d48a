//! How a MARS block or key is written as bytes: MARS's own order, which the lab uses.
//!
//! A block's 16 bytes are in memory order, each 32-bit word little-endian, word `D[0]` first:
//! byte 0 is the least significant byte of `D[0]`, byte 15 the most significant of `D[3]`. A key
//! of n words (4 ≤ n ≤ 14) fills `k[0]`, `k[1]`, … the same way. This is how the submission's
//! test vectors print blocks and keys (each a string of bytes in memory order), and how
//! Crypto++'s `marsval.dat` and `mars.txt` (`vectors/mars/`) and its implementation read them.
//! A value printed as one big-endian number (last word first) would be these bytes reversed;
//! `sim-core/tests/mars_vectors.rs` shows no published vector passes that way.

use crate::modes::Block;

/// The words `D[0..3]` of a block (`D[0]` from bytes 0–3, little-endian).
pub fn block_to_words(block: &Block) -> [u32; 4] {
    std::array::from_fn(|k| u32::from_le_bytes(block[4 * k..4 * k + 4].try_into().expect("4 bytes")))
}

/// The block whose words are `D[0..3]`.
pub fn words_to_block(words: [u32; 4]) -> Block {
    let mut block = [0u8; 16];
    for (bytes, word) in block.chunks_exact_mut(4).zip(words) {
        bytes.copy_from_slice(&word.to_le_bytes());
    }
    block
}

/// The key words `k[0..n−1]` of a key whose length is a multiple of 4 bytes.
///
/// # Panics
/// If the length is not a multiple of 4; [`super::Mars::new`] checks.
pub fn key_to_words(key: &[u8]) -> Vec<u32> {
    assert_eq!(key.len() % 4, 0, "a MARS key is whole words");
    key.chunks_exact(4)
        .map(|w| u32::from_le_bytes(w.try_into().expect("4 bytes")))
        .collect()
}

/// A value's bytes reversed: what a big-endian print of it would give.
pub fn reverse(bytes: &[u8]) -> Vec<u8> {
    bytes.iter().rev().copied().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_0_is_the_low_byte_of_d0() {
        let block: Block = std::array::from_fn(|i| i as u8);
        let words = block_to_words(&block);
        assert_eq!(words, [0x0302_0100, 0x0706_0504, 0x0b0a_0908, 0x0f0e_0d0c]);
        assert_eq!(words_to_block(words), block);
        assert_eq!(key_to_words(&[1, 0, 0, 0, 0, 0, 0, 0x80]), [1, 0x8000_0000]);
    }
}
