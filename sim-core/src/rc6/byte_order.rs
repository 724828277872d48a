//! How an RC6 block or key is written as bytes: RC6's own order, which the lab uses.
//!
//! The paper (Rivest, Robshaw, Sidney and Yin, "The RC6 Block Cipher", 1998, Sec. 2) works on
//! four w-bit words A, B, C, D and loads a block into them little-endian: the first byte
//! becomes the least significant byte of A, the last the most significant byte of D. The key
//! is loaded the same way into `L[0..c-1]` ([`super::key_schedule`]). Its test
//! vectors print blocks and keys as bytes in that memory order, byte 0 first, and so do
//! Crypto++'s `rc6val.dat` and RustCrypto's `rc6`.
//!
//! Two other orders are easy mistakes, and the vector tests pin that neither is the lab's:
//! the whole block read as one big-endian number (the bytes reversed: D first, each word
//! big-endian), and each word big-endian in place.
//!
//! The conversions are the shared ones of [`crate::words`].

pub use crate::words::{block_to_words, reverse, words_to_block};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_papers_second_plaintext_is_these_words() {
        // The paper's plaintext 02 13 24 35 46 57 68 79 8a 9b ac bd ce df e0 f1 is, as words,
        // A = 0x35241302, B = 0x79685746, C = 0xbdac9b8a, D = 0xf1e0dfce.
        let block = crate::hex::parse_block("pt", "02132435465768798a9bacbdcedfe0f1").unwrap();
        assert_eq!(
            block_to_words(&block),
            [0x3524_1302, 0x7968_5746, 0xbdac_9b8a, 0xf1e0_dfce]
        );
    }
}
