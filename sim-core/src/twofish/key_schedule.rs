//! Twofish's key schedule (Twofish paper, Schneier et al. 1998, Sec. 4.3): from a key of
//! N = 128, 192 or 256 bits, k = N/64, it derives three word vectors and the 40 expanded key
//! words.
//!
//! - The key bytes m_0..m_{8k-1} as 2k little-endian words M_i = Σ_j m_{4i+j} 2^{8j}, split
//!   into the even ones Me = (M_0, M_2, …, M_{2k-2}) and the odd ones
//!   Mo = (M_1, M_3, …, M_{2k-1}).
//! - The S-box key S_0..S_{k-1}: S_i is 8 key bytes m_{8i}..m_{8i+7} times the 4 × 8 RS
//!   matrix over GF(2^8) modulo x^8 + x^6 + x^3 + x^2 + 1 (a Reed–Solomon code's generator),
//!   4 bytes as a little-endian word. g uses them in reverse, S = (S_{k-1}, …, S_0), as the
//!   key words of its k S-box stages (Sec. 4.3.3, the key-dependent S-boxes).
//! - The expanded key words K_0..K_39 (Sec. 4.3.4): with ρ = 2^24 + 2^16 + 2^8 + 1,
//!   A_i = h(2iρ, Me), B_i = ROL(h((2i + 1)ρ, Mo), 8), K_{2i} = A_i + B_i mod 2^32 and
//!   K_{2i+1} = ROL(A_i + 2B_i mod 2^32, 9): a PHT of A_i and B_i, its second half rotated.
//!   K_0..K_3 whiten the input, K_4..K_7 the output, and round r (1 to 16) adds
//!   K_{2r+6}, K_{2r+7} to its F outputs.

use super::gf256::{mul, RS_POLY};
use super::h_function::h;
use super::pht::pht;

/// K_0..K_39: 8 whitening words and 2 for each of the 16 rounds.
pub const SUBKEYS: usize = 40;

/// ρ = 2^24 + 2^16 + 2^8 + 2^0: the byte i repeated in all four bytes of iρ.
pub const RHO: u32 = 0x0101_0101;

/// The RS matrix (Sec. 4.3): row i gives byte s_{i} of an S-box key word.
pub const RS: [[u8; 8]; 4] = [
    [0x01, 0xa4, 0x55, 0x87, 0x5a, 0x58, 0xdb, 0x9e],
    [0xa4, 0x56, 0x82, 0xf3, 0x1e, 0xc6, 0x68, 0xe5],
    [0x02, 0xa1, 0xfc, 0xc1, 0x47, 0xae, 0x3d, 0x19],
    [0xa4, 0x55, 0x87, 0x5a, 0x58, 0xdb, 0x9e, 0x03],
];

/// M_0..M_{2k-1}: the key's bytes as little-endian words.
///
/// # Panics
/// If the key is not a whole number of words; [`super::Twofish::new`] checks its length.
pub fn key_words(key: &[u8]) -> Vec<u32> {
    key.chunks_exact(4)
        .map(|w| u32::from_le_bytes(w.try_into().expect("4 bytes")))
        .collect()
}

/// Me = (M_0, M_2, …) and Mo = (M_1, M_3, …).
pub fn even_odd(key: &[u8]) -> (Vec<u32>, Vec<u32>) {
    let m = key_words(key);
    let even = m.iter().step_by(2).copied().collect();
    let odd = m.iter().skip(1).step_by(2).copied().collect();
    (even, odd)
}

/// One S-box key word from 8 key bytes: (s_0, s_1, s_2, s_3)ᵀ = RS · (m_0, …, m_7)ᵀ, as the
/// word Σ s_j 2^{8j}.
pub fn rs_word(bytes: &[u8; 8]) -> u32 {
    u32::from_le_bytes(core::array::from_fn(|i| {
        (0..8).fold(0u8, |acc, j| acc ^ mul(RS[i][j], bytes[j], RS_POLY))
    }))
}

/// S_0..S_{k-1}: S_i from key bytes m_{8i}..m_{8i+7} (in this index order; g takes them
/// reversed, see [`super::h_function::g_list`]).
pub fn sbox_key(key: &[u8]) -> Vec<u32> {
    key.chunks_exact(8)
        .map(|c| rs_word(c.try_into().expect("8 bytes")))
        .collect()
}

/// A_i and B_i of Sec. 4.3.4, before the PHT: A_i = h(2iρ, Me), B_i = ROL(h((2i+1)ρ, Mo), 8).
pub fn a_b(i: usize, even: &[u32], odd: &[u32]) -> (u32, u32) {
    let i = i as u32;
    let a = h((2 * i).wrapping_mul(RHO), even);
    let b = h((2 * i + 1).wrapping_mul(RHO), odd).rotate_left(8);
    (a, b)
}

/// K_0..K_39 (Sec. 4.3.4).
pub fn subkeys(key: &[u8]) -> [u32; SUBKEYS] {
    let (even, odd) = even_odd(key);
    let mut k = [0u32; SUBKEYS];
    for i in 0..SUBKEYS / 2 {
        let (a, b) = a_b(i, &even, &odd);
        let (sum, double) = pht(a, b);
        k[2 * i] = sum;
        k[2 * i + 1] = double.rotate_left(9);
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_little_endian_and_split_even_odd() {
        let key: Vec<u8> = (0..24).collect();
        let (even, odd) = even_odd(&key);
        assert_eq!(even, [0x0302_0100, 0x0b0a_0908, 0x1312_1110]);
        assert_eq!(odd, [0x0706_0504, 0x0f0e_0d0c, 0x1716_1514]);
    }

    #[test]
    fn rs_of_a_unit_vector_is_a_column() {
        for j in 0..8 {
            let mut bytes = [0u8; 8];
            bytes[j] = 1;
            assert_eq!(
                rs_word(&bytes),
                u32::from_le_bytes([RS[0][j], RS[1][j], RS[2][j], RS[3][j]])
            );
        }
    }

    #[test]
    fn the_rs_code_is_linear() {
        let a = [1, 2, 3, 4, 5, 6, 7, 8];
        let b = [0x80, 0x7f, 0xaa, 0x55, 0, 0xff, 0x10, 0x01];
        let sum: [u8; 8] = core::array::from_fn(|j| a[j] ^ b[j]);
        assert_eq!(rs_word(&sum), rs_word(&a) ^ rs_word(&b));
    }

    #[test]
    fn one_sbox_key_word_per_64_key_bits() {
        assert_eq!(sbox_key(&[0; 16]), [0, 0]);
        assert_eq!(sbox_key(&[9; 24]).len(), 3);
        assert_eq!(sbox_key(&[9; 32]).len(), 4);
    }
}
