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
//!
//! The conversions are the shared ones of [`crate::words`].

pub use crate::words::{block_to_words, reverse, words_to_block, words_to_bytes};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_printed_word_is_its_bytes_backwards() {
        // The paper's listing prints the zero key's ciphertext word C_0 as 5C9F589F; the
        // ciphertext's first four bytes are 9F 58 9F 5C.
        assert_eq!(words_to_bytes(&[0x5c9f_589f]), [0x9f, 0x58, 0x9f, 0x5c]);
    }
}
