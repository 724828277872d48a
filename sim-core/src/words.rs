//! A 128-bit block as four 32-bit words, the way Serpent, Twofish and RC6 (and MARS) load it:
//! bytes in memory order, each word little-endian, word 0 from bytes 0–3. Each cipher's
//! `byte_order` module says what its words are called and which printed orders circulate;
//! the conversions themselves are these.

use crate::modes::Block;

/// The four words of a block, word 0 from bytes 0–3 (little-endian).
pub fn block_to_words(block: &Block) -> [u32; 4] {
    core::array::from_fn(|k| u32::from_le_bytes(block[4 * k..4 * k + 4].try_into().expect("4 bytes")))
}

/// The block whose words are these, word 0 first.
pub fn words_to_block(words: [u32; 4]) -> Block {
    let mut block = [0u8; 16];
    for (bytes, word) in block.chunks_exact_mut(4).zip(words) {
        bytes.copy_from_slice(&word.to_le_bytes());
    }
    block
}

/// Bytes as words, each little-endian, in order (a key, or round keys' blocks); a last partial
/// word is left out.
pub fn bytes_to_words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|w| u32::from_le_bytes(w.try_into().expect("4 bytes")))
        .collect()
}

/// Words as bytes, each little-endian, in order (a block, or a trace step's pair of words).
pub fn words_to_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The bytes reversed: a block or key read as one big-endian number, last word first, the
/// order some submissions' own test files print (and a common mistake for the others).
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
        assert_eq!(crate::hex::format(&reverse(&block)), "0f0e0d0c0b0a09080706050403020100");
    }
}
