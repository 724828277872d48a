//! The 4 × 4 MDS matrix over GF(2^8) (Twofish paper, Sec. 4.2 and 4.3.2): the last step of h,
//! mixing the four bytes the S-boxes leave into one 32-bit word. The field is GF(2^8) modulo
//! x^8 + x^6 + x^5 + x^3 + 1 ([`super::gf256::MDS_POLY`]).

use super::gf256::{mul, MDS_POLY};

/// MDS, row i giving output byte z_i (Sec. 4.2).
pub const MDS: [[u8; 4]; 4] = [
    [0x01, 0xef, 0x5b, 0x5b],
    [0x5b, 0xef, 0xef, 0x01],
    [0xef, 0x5b, 0x01, 0xef],
    [0xef, 0x01, 0xef, 0x5b],
];

/// Z = MDS · (y0, y1, y2, y3)ᵀ, as the word Σ z_i 2^{8i} (z_0 its least significant byte).
pub fn multiply(y: [u8; 4]) -> u32 {
    let z: [u8; 4] = core::array::from_fn(|i| (0..4).fold(0u8, |acc, j| acc ^ mul(MDS[i][j], y[j], MDS_POLY)));
    u32::from_le_bytes(z)
}

/// Column j of MDS times the byte `y`, as a word: what input byte j alone contributes to Z
/// (MDS · y is the XOR of its four columns' contributions), the form a table or an RTL
/// column multiplier computes.
pub fn column(j: usize, y: u8) -> u32 {
    u32::from_le_bytes(core::array::from_fn(|i| mul(MDS[i][j], y, MDS_POLY)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_vectors_give_the_columns() {
        for j in 0..4 {
            let mut y = [0u8; 4];
            y[j] = 1;
            let expected = u32::from_le_bytes([MDS[0][j], MDS[1][j], MDS[2][j], MDS[3][j]]);
            assert_eq!(multiply(y), expected);
            assert_eq!(column(j, 1), expected);
        }
    }

    #[test]
    fn multiply_is_the_xor_of_the_columns() {
        let y = [0x12, 0x9a, 0xfe, 0x07];
        assert_eq!(multiply(y), (0..4).fold(0, |z, j| z ^ column(j, y[j])));
    }

    #[test]
    fn maximum_distance_separable_on_single_byte_inputs() {
        // MDS: a non-zero input of weight 1 gives an output of weight 4 (the branch number is
        // 5); enough here to check all 4 × 255 inputs of one non-zero byte.
        for j in 0..4 {
            for y in 1..=255u8 {
                let z = column(j, y).to_le_bytes();
                assert!(z.iter().all(|&b| b != 0), "column {j}, {y:#x}");
            }
        }
    }
}
