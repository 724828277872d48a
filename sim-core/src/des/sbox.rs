//! The eight S-boxes S1..S8 of DES (FIPS 46-3, "The Cipher Function f", and the appendix's
//! "Primitive Functions for the Data Encryption Algorithm"), as the standard prints them: four
//! rows of sixteen 4-bit values each.
//!
//! S_i takes a 6-bit block B = b1 b2 b3 b4 b5 b6 (b1 the leftmost): b1 b6 as a 2-bit number
//! is the row (0 to 3), b2 b3 b4 b5 the column (0 to 15), and the entry is the 4-bit output.

/// S1..S8, `SBOXES[i][row][column]` for S_{i+1}.
pub const SBOXES: [[[u8; 16]; 4]; 8] = [
    // S1
    [
        [14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7],
        [0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8],
        [4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0],
        [15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13],
    ],
    // S2
    [
        [15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10],
        [3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5],
        [0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15],
        [13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9],
    ],
    // S3
    [
        [10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8],
        [13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1],
        [13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7],
        [1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12],
    ],
    // S4
    [
        [7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15],
        [13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9],
        [10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4],
        [3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14],
    ],
    // S5
    [
        [2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9],
        [14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6],
        [4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14],
        [11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3],
    ],
    // S6
    [
        [12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11],
        [10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8],
        [9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6],
        [4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13],
    ],
    // S7
    [
        [4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1],
        [13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6],
        [1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2],
        [6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12],
    ],
    // S8
    [
        [13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7],
        [1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2],
        [7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8],
        [2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11],
    ],
];

/// S_{i+1} (`i` 0 to 7) of the 6-bit value `six` (b1 its bit 5, b6 its bit 0).
pub fn lookup(i: usize, six: u8) -> u8 {
    let row = ((six >> 4) & 0b10) | (six & 1);
    let column = (six >> 1) & 0xf;
    SBOXES[i][row as usize][column as usize]
}

/// The S-box layer: the 48-bit value (right-aligned) cut into eight 6-bit blocks B1..B8 from
/// the left, S_i(B_i) each, the eight 4-bit outputs concatenated in order: 32 bits.
pub fn substitute(x: u64) -> u32 {
    (0..8).fold(0, |out, i| {
        let six = ((x >> (42 - 6 * i)) & 0x3f) as u8;
        (out << 4) | u32::from(lookup(i, six))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_is_a_permutation_of_0_to_15() {
        for (i, sbox) in SBOXES.iter().enumerate() {
            for (r, row) in sbox.iter().enumerate() {
                let mut seen = [false; 16];
                row.iter().for_each(|&v| seen[v as usize] = true);
                assert!(seen.iter().all(|&s| s), "S{} row {r}", i + 1);
            }
        }
    }

    #[test]
    fn the_standards_example() {
        // FIPS 46-3: for B = 011011 in S1, row 01 = 1, column 1101 = 13, output 5 (0101).
        assert_eq!(lookup(0, 0b011011), 5);
        // All-zero input takes row 0 column 0 of every box: 14 15 10 7 2 12 4 13.
        assert_eq!(substitute(0), 0xefa7_2c4d);
    }
}
