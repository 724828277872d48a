//! How a SIMON block or key is written as bytes: the paper's order (Beaulieu et al. 2013,
//! Appendix B), which the lab uses.
//!
//! A block of 2n bits is the word x, then the word y, each big-endian: SIMON 64/128's
//! plaintext `656b696c 20646e75` is x = 0x656b696c, y = 0x20646e75. A key of m words is k_{m−1}
//! first and k_0 last, each big-endian: `1b1a1918 13121110 0b0a0908 03020100` is k_3 =
//! 0x1b1a1918 … k_0 = 0x03020100. The appendix prints every value this way, as numbers whose
//! most significant word is written first. Crypto++ (`simon.h`, `TestVectors/simon.txt`)
//! reads the same values as the byte strings reversed (each word little-endian, k_0 and y
//! first): `vectors/README.md` and `sim-core/tests/simon_vectors.rs`.

/// The big-endian word of `bytes` (at most 8).
fn word(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0, |w, &b| (w << 8) | u64::from(b))
}

/// `word` as `out.len()` big-endian bytes.
fn put(word: u64, out: &mut [u8]) {
    let n = out.len();
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = (word >> (8 * (n - 1 - i))) as u8;
    }
}

/// (x, y) of a block: its first half big-endian, then its second.
pub fn block_to_words(block: &[u8]) -> (u64, u64) {
    let (x, y) = block.split_at(block.len() / 2);
    (word(x), word(y))
}

/// The block of (x, y).
pub fn words_to_block<const B: usize>((x, y): (u64, u64)) -> [u8; B] {
    let mut block = [0; B];
    let (high, low) = block.split_at_mut(B / 2);
    put(x, high);
    put(y, low);
    block
}

/// The key words k_0 … k_{m−1} of a key of m words of `word_bytes` bytes, k_{m−1} first in
/// the key.
pub fn key_to_words(key: &[u8], word_bytes: usize) -> Vec<u64> {
    key.chunks_exact(word_bytes).rev().map(word).collect()
}

/// A word as a block (the lab's round-key blocks): the word big-endian in x's place, y zero.
pub fn word_block<const B: usize>(word: u64) -> [u8; B] {
    words_to_block((word, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_papers_order() {
        let pt: [u8; 8] = words_to_block((0x656b_696c, 0x2064_6e75));
        assert_eq!(crate::hex::format(&pt), "656b696c20646e75");
        assert_eq!(block_to_words(&pt), (0x656b_696c, 0x2064_6e75));
        let key = crate::hex::parse("key", "1b1a1918131211100b0a090803020100", &[16]).unwrap();
        assert_eq!(
            key_to_words(&key, 4),
            [0x0302_0100, 0x0b0a_0908, 0x1312_1110, 0x1b1a_1918]
        );
        let wide: [u8; 16] = word_block(0x0102_0304_0506_0708);
        assert_eq!(crate::hex::format(&wide), "01020304050607080000000000000000");
    }
}
