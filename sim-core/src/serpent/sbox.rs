//! Serpent's eight 4-bit S-boxes S0–S7 and their inverses (Serpent submission, Anderson,
//! Biham and Knudsen 1998: the table of S-boxes), and their bitslice application to four
//! 32-bit words.

/// S0–S7: entry x is the S-box's output for input x. Round i uses S_{i mod 8}.
pub const SBOXES: [[u8; 16]; 8] = [
    [3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12],
    [15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4],
    [8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2],
    [0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14],
    [1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13],
    [15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1],
    [7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0],
    [1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6],
];

/// The inverse S-boxes, computed from [`SBOXES`] when compiling.
pub const INV_SBOXES: [[u8; 16]; 8] = {
    let mut inverse = [[0u8; 16]; 8];
    let mut s = 0;
    while s < 8 {
        let mut x = 0;
        while x < 16 {
            inverse[s][SBOXES[s][x] as usize] = x as u8;
            x += 1;
        }
        s += 1;
    }
    inverse
};

/// Apply a 4-bit S-box to the 32 bit columns of four words, the bitslice way: column j is the
/// nibble whose bit k is bit j of `words[k]` (so `words[0]` gives the least significant bit),
/// and the output nibble goes back to the same column.
pub fn apply_bitslice(sbox: &[u8; 16], words: [u32; 4]) -> [u32; 4] {
    let mut out = [0u32; 4];
    for column in 0..32 {
        let nibble = (0..4).fold(0usize, |n, k| n | (((words[k] >> column) & 1) as usize) << k);
        let substituted = sbox[nibble] as u32;
        for (k, word) in out.iter_mut().enumerate() {
            *word |= ((substituted >> k) & 1) << column;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sbox_is_a_permutation_and_its_inverse_undoes_it() {
        for (sbox, inverse) in SBOXES.iter().zip(&INV_SBOXES) {
            let mut seen = [false; 16];
            for x in 0..16 {
                seen[sbox[x] as usize] = true;
                assert_eq!(inverse[sbox[x] as usize] as usize, x);
            }
            assert!(seen.iter().all(|&s| s));
        }
    }

    #[test]
    fn bitslice_takes_bit_j_of_each_word_as_column_j() {
        // Column 5 holds the nibble 0b0110 (bits from words 1 and 2); S0(6) = 5 = 0b0101.
        let out = apply_bitslice(&SBOXES[0], [0, 1 << 5, 1 << 5, 0]);
        // The other 31 columns hold 0, and S0(0) = 3 sets words 0 and 1 there.
        let rest = !(1u32 << 5);
        assert_eq!(out, [u32::MAX, rest, 1 << 5, 0]);
        let back = apply_bitslice(&INV_SBOXES[0], out);
        assert_eq!(back, [0, 1 << 5, 1 << 5, 0]);
    }
}
