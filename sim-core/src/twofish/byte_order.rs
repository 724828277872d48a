//! How a Twofish block or key is written as bytes: Twofish's own order (Twofish paper, Sec. 4,
//! the mapping of p_0..p_15 to P_0..P_3), which is the lab's. The bytes are in memory order
//! and each 32-bit word is little-endian: P_i = Σ_j p_{4i+j} 2^{8j}, so byte 0 of a block is
//! the least significant byte of word 0, and the ciphertext bytes come out the same way
//! (c_i = ⌊C_{⌊i/4⌋} / 2^{8(i mod 4)}⌋ mod 2^8). Keys likewise (M_i = Σ_j m_{4i+j} 2^{8j}).
//!
//! The paper's test vectors (Appendix A) and Crypto++'s and RustCrypto's print blocks and keys
//! in this byte order. Its intermediate-value listing prints the *words* as hexadecimal
//! numbers, so a word printed `5C9F589F` is the bytes `9F 58 9F 5C`. [`reverse`] gives the
//! other order a reader might assume (the whole block as one big-endian number); no vector
//! uses it, and the tests check that none passes that way.

use crate::modes::Block;

/// The four words P_0..P_3 of a block (P_0 from bytes 0–3, little-endian).
pub fn block_to_words(block: &Block) -> [u32; 4] {
    core::array::from_fn(|k| u32::from_le_bytes(block[4 * k..4 * k + 4].try_into().expect("4 bytes")))
}

/// The block whose words are X_0..X_3.
pub fn words_to_block(words: [u32; 4]) -> Block {
    let mut block = [0u8; 16];
    for (bytes, word) in block.chunks_exact_mut(4).zip(words) {
        bytes.copy_from_slice(&word.to_le_bytes());
    }
    block
}

/// Words as bytes, each little-endian, in order (a block, or a trace step's pair of words).
pub fn words_to_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The bytes reversed: a block or key read as one big-endian number, the order Twofish does
/// not use.
pub fn reverse(bytes: &[u8]) -> Vec<u8> {
    bytes.iter().rev().copied().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_0_is_the_low_byte_of_word_0() {
        let block: Block = core::array::from_fn(|i| i as u8);
        let words = block_to_words(&block);
        assert_eq!(words, [0x0302_0100, 0x0706_0504, 0x0b0a_0908, 0x0f0e_0d0c]);
        assert_eq!(words_to_block(words), block);
        assert_eq!(words_to_bytes(&words), block);
    }

    #[test]
    fn a_printed_word_is_its_bytes_backwards() {
        // The paper's listing prints the zero key's ciphertext word C_0 as 5C9F589F; the
        // ciphertext's first four bytes are 9F 58 9F 5C.
        assert_eq!(words_to_bytes(&[0x5c9f_589f]), [0x9f, 0x58, 0x9f, 0x5c]);
    }
}
