//! The SIMON parameters of Beaulieu et al. 2013, Table 3.1, for the two block sizes the lab
//! builds: the word size n (a block is two words, x and y), the key words m, the rounds T and
//! the constant sequence z_j the key schedule mixes in. The table's other block sizes (32, 48
//! and 96 bits) have no core in the lab and are left out.

/// One row of Table 3.1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parameters {
    /// Block size 2n in bits.
    pub block_bits: u32,
    /// Word size n in bits.
    pub word_bits: u32,
    /// Key words m (a key is mn bits).
    pub key_words: usize,
    /// Rounds T.
    pub rounds: usize,
    /// The constant sequence z_j, by its index j.
    pub z: usize,
}

/// Table 3.1's rows with 64- and 128-bit blocks: SIMON 64/96, 64/128, 128/128, 128/192, 128/256.
pub const TABLE_3_1: [Parameters; 5] = [
    row(64, 32, 3, 42, 2),
    row(64, 32, 4, 44, 3),
    row(128, 64, 2, 68, 2),
    row(128, 64, 3, 69, 3),
    row(128, 64, 4, 72, 4),
];

const fn row(block_bits: u32, word_bits: u32, key_words: usize, rounds: usize, z: usize) -> Parameters {
    Parameters {
        block_bits,
        word_bits,
        key_words,
        rounds,
        z,
    }
}

/// The constant sequences z_2, z_3 and z_4 (§3, "The key schedule"), period 62, the first
/// character (z_j)_0. z_0 and z_1 belong only to the 32- and 48-bit blocks.
const Z: [(usize, &str); 3] = [
    (2, "10101111011100000011010010011000101000010001111110010110110011"),
    (3, "11011011101011000110010111100000010010001010011100110100001111"),
    (4, "11010001111001101011011000100000010111000011001010010011101111"),
];

/// The period of every z_j.
pub const Z_PERIOD: usize = 62;

/// Bit (z_j)_i, i taken modulo the period.
///
/// # Panics
/// If j is not 2, 3 or 4 (the sequences of [`TABLE_3_1`]'s rows).
pub fn z_bit(j: usize, i: usize) -> u64 {
    let (_, bits) = Z.iter().find(|(index, _)| *index == j).expect("z_2, z_3 or z_4");
    u64::from(bits.as_bytes()[i % Z_PERIOD] == b'1')
}

/// The row of a block and key size in bits, if Table 3.1 has it (among the lab's blocks).
pub fn of(block_bits: u32, key_bits: u32) -> Option<Parameters> {
    TABLE_3_1
        .iter()
        .copied()
        .find(|p| p.block_bits == block_bits && p.key_words as u32 * p.word_bits == key_bits)
}

/// The key lengths in bytes Table 3.1 gives a block size.
pub fn key_bytes(block_bits: u32) -> Vec<usize> {
    TABLE_3_1
        .iter()
        .filter(|p| p.block_bits == block_bits)
        .map(|p| p.key_words * p.word_bits as usize / 8)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lab_rows() {
        assert_eq!(of(64, 128), Some(row(64, 32, 4, 44, 3)));
        assert_eq!(of(128, 128), Some(row(128, 64, 2, 68, 2)));
        assert_eq!(of(64, 256), None);
        assert_eq!(key_bytes(64), [12, 16]);
        assert_eq!(key_bytes(128), [16, 24, 32]);
    }

    #[test]
    fn every_z_is_62_bits() {
        for (_, bits) in Z {
            assert_eq!(bits.len(), Z_PERIOD);
            assert!(bits.bytes().all(|b| b == b'0' || b == b'1'));
        }
        assert_eq!((z_bit(3, 0), z_bit(3, 2), z_bit(3, 62)), (1, 0, 1));
    }
}
