//! The bit permutations of DES (FIPS 46-3), as the standard prints them, and the one
//! table-driven function that applies them all.
//!
//! # Bit numbering
//!
//! FIPS 46-3 numbers the bits of every block from 1, left to right: bit 1 is the first
//! (most significant) bit, so in a 64-bit block bit 1 is the top bit of byte 0 and bit 64
//! the bottom bit of byte 7, exactly the order in which the CAVP files print a block as hex.
//! Each table lists, for output bit 1, 2, ..., the number of the input bit it takes: IP's
//! first entry 58 means "bit 1 of IP(B) is bit 58 of B". [`permute`] reads the tables that
//! way, on a value held right-aligned in a `u64` (a 32-, 48- or 56-bit value occupies the
//! low bits, its bit 1 the highest of them).
//!
//! The tables are IP and IP⁻¹ (FIPS 46-3, "Enciphering", the two tables of the initial and
//! inverse initial permutation), E and P (the E bit-selection table and the permutation P of
//! "The Cipher Function f"), and PC-1 and PC-2 (permuted choices 1 and 2 of the appendix's
//! "Key Schedule Calculation"). E and PC-1/PC-2 are not permutations in the strict sense: E
//! repeats 16 of its 32 input bits to make 48, PC-1 drops the 8 parity bits, PC-2 drops 8
//! of its 56 input bits.

/// The initial permutation IP (FIPS 46-3, "Enciphering"): 64 → 64 bits.
pub const IP: [u8; 64] = [
    58, 50, 42, 34, 26, 18, 10, 2, //
    60, 52, 44, 36, 28, 20, 12, 4, //
    62, 54, 46, 38, 30, 22, 14, 6, //
    64, 56, 48, 40, 32, 24, 16, 8, //
    57, 49, 41, 33, 25, 17, 9, 1, //
    59, 51, 43, 35, 27, 19, 11, 3, //
    61, 53, 45, 37, 29, 21, 13, 5, //
    63, 55, 47, 39, 31, 23, 15, 7, //
];

/// The inverse initial permutation IP⁻¹ (FIPS 46-3, "Enciphering"), which the lab calls FP,
/// the final permutation: 64 → 64 bits.
pub const FP: [u8; 64] = [
    40, 8, 48, 16, 56, 24, 64, 32, //
    39, 7, 47, 15, 55, 23, 63, 31, //
    38, 6, 46, 14, 54, 22, 62, 30, //
    37, 5, 45, 13, 53, 21, 61, 29, //
    36, 4, 44, 12, 52, 20, 60, 28, //
    35, 3, 43, 11, 51, 19, 59, 27, //
    34, 2, 42, 10, 50, 18, 58, 26, //
    33, 1, 41, 9, 49, 17, 57, 25, //
];

/// The E bit-selection table (FIPS 46-3, "The Cipher Function f"): 32 → 48 bits, eight
/// groups of six, group i the input to S-box S_{i+1}.
pub const E: [u8; 48] = [
    32, 1, 2, 3, 4, 5, //
    4, 5, 6, 7, 8, 9, //
    8, 9, 10, 11, 12, 13, //
    12, 13, 14, 15, 16, 17, //
    16, 17, 18, 19, 20, 21, //
    20, 21, 22, 23, 24, 25, //
    24, 25, 26, 27, 28, 29, //
    28, 29, 30, 31, 32, 1, //
];

/// The permutation P (FIPS 46-3, "The Cipher Function f"): 32 → 32 bits, applied to the
/// eight S-box outputs.
pub const P: [u8; 32] = [
    16, 7, 20, 21, //
    29, 12, 28, 17, //
    1, 15, 23, 26, //
    5, 18, 31, 10, //
    2, 8, 24, 14, //
    32, 27, 3, 9, //
    19, 13, 30, 6, //
    22, 11, 4, 25, //
];

/// Permuted choice 1, PC-1 (FIPS 46-3, appendix "Key Schedule Calculation"): the 64-bit key
/// → 56 bits, C_0 the first 28, D_0 the last 28. Bits 8, 16, ..., 64, the parity bits, appear
/// nowhere in it.
pub const PC1: [u8; 56] = [
    57, 49, 41, 33, 25, 17, 9, //
    1, 58, 50, 42, 34, 26, 18, //
    10, 2, 59, 51, 43, 35, 27, //
    19, 11, 3, 60, 52, 44, 36, //
    63, 55, 47, 39, 31, 23, 15, //
    7, 62, 54, 46, 38, 30, 22, //
    14, 6, 61, 53, 45, 37, 29, //
    21, 13, 5, 28, 20, 12, 4, //
];

/// Permuted choice 2, PC-2 (FIPS 46-3, appendix "Key Schedule Calculation"): C_n‖D_n (56
/// bits) → the 48-bit subkey K_n.
pub const PC2: [u8; 48] = [
    14, 17, 11, 24, 1, 5, //
    3, 28, 15, 6, 21, 10, //
    23, 19, 12, 4, 26, 8, //
    16, 7, 27, 20, 13, 2, //
    41, 52, 31, 37, 47, 55, //
    30, 40, 51, 45, 33, 48, //
    44, 49, 39, 56, 34, 53, //
    46, 42, 50, 36, 29, 32, //
];

/// Apply `table` to the `input_bits`-bit value `input` (right-aligned): output bit k (1-based,
/// from the left) is input bit `table[k - 1]`. The result is `table.len()` bits, right-aligned.
pub fn permute(input: u64, input_bits: u32, table: &[u8]) -> u64 {
    table.iter().fold(0, |out, &bit| {
        (out << 1) | ((input >> (input_bits - u32::from(bit))) & 1)
    })
}

/// IP(B): the block's 64 bits, as L_0‖R_0.
pub fn initial_permutation(block: u64) -> u64 {
    permute(block, 64, &IP)
}

/// IP⁻¹(B), the lab's FP.
pub fn final_permutation(block: u64) -> u64 {
    permute(block, 64, &FP)
}

/// E(R): the 32-bit half → 48 bits.
pub fn expand(r: u32) -> u64 {
    permute(u64::from(r), 32, &E)
}

/// P(S): the 32 S-box output bits permuted.
pub fn permute_p(s: u32) -> u32 {
    permute(u64::from(s), 32, &P) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_permutation_of(table: &[u8], n: u8) -> bool {
        let mut seen = vec![false; n as usize];
        table.iter().for_each(|&b| seen[b as usize - 1] = true);
        table.len() == n as usize && seen.iter().all(|&s| s)
    }

    #[test]
    fn tables_have_the_standards_shapes() {
        assert!(is_permutation_of(&IP, 64));
        assert!(is_permutation_of(&FP, 64));
        assert!(is_permutation_of(&P, 32));
        // E takes every bit of R, 16 of them twice.
        let mut counts = [0; 32];
        E.iter().for_each(|&b| counts[b as usize - 1] += 1);
        assert_eq!(counts.iter().filter(|&&c| c == 2).count(), 16);
        assert!(counts.iter().all(|&c| c == 1 || c == 2));
        // PC-1 drops exactly the parity bits 8, 16, ..., 64.
        for bit in 1..=64u8 {
            assert_eq!(PC1.contains(&bit), bit % 8 != 0, "bit {bit}");
        }
        // PC-2 drops 9, 18, 22, 25 of C and 35, 38, 43, 54 of D.
        let dropped: Vec<u8> = (1..=56).filter(|b| !PC2.contains(b)).collect();
        assert_eq!(dropped, [9, 18, 22, 25, 35, 38, 43, 54]);
    }

    #[test]
    fn fp_undoes_ip() {
        for x in [0u64, 1, 0x8000_0000_0000_0000, 0x0123_4567_89ab_cdef, u64::MAX] {
            assert_eq!(final_permutation(initial_permutation(x)), x);
            assert_eq!(initial_permutation(final_permutation(x)), x);
        }
    }

    #[test]
    fn bit_numbering_is_one_based_from_the_left() {
        // IP's first entry is 58: input bit 58 alone lands on output bit 1 (the MSB).
        assert_eq!(initial_permutation(1 << (64 - 58)), 1 << 63);
        // E's first entry is 32: R's last bit becomes E's first (and, entry 47, its 47th).
        assert_eq!(expand(1), (1 << 47) | (1 << 1));
        assert_eq!(permute(0b100, 3, &[3, 2, 1]), 0b001);
    }
}
