//! The DES key schedule (FIPS 46-3, appendix "Key Schedule Calculation", Figure 3) and the
//! key's parity bits.
//!
//! The 64-bit key goes through PC-1 ([`super::permutations::PC1`]), which drops the parity
//! bits and splits the remaining 56 into two 28-bit halves C_0 and D_0. For n = 1..16, C_n
//! and D_n are C_{n-1} and D_{n-1} each rotated left by [`SHIFTS`]`[n-1]` places (the
//! standard's "left shifts", which are rotations of the 28-bit registers), and the subkey K_n
//! is PC-2(C_n‖D_n), 48 bits ([`super::permutations::PC2`]). The 16 shifts add up to 28, so
//! C_16 = C_0 and D_16 = D_0: a decryptor can run the schedule backwards with right
//! rotations.
//!
//! # Parity
//!
//! FIPS 46-3 makes bits 8, 16, ..., 64 of the key (the last bit of each byte) parity bits,
//! "used for error detection" and ignored by the algorithm (PC-1 drops them), each byte having
//! odd parity. SP 800-67 asks that TDEA keys be so parity-adjusted but lets an
//! implementation ignore the parity bits. The lab ignores them: any 8 bytes are a key, two
//! keys that differ only in parity bits are the same key, and nothing is refused for bad
//! parity. [`has_odd_parity`] says whether a key is parity-adjusted; [`with_odd_parity`]
//! adjusts one (the CAVP files' keys are all adjusted).

use super::permutations::{permute, PC1, PC2};

/// The left shifts (rotations) of C and D before each of the 16 subkeys (FIPS 46-3,
/// appendix "Key Schedule Calculation", the table of iteration number against left shifts).
pub const SHIFTS: [u32; 16] = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];

/// The number of subkeys of one DES key.
pub const SUBKEYS: usize = 16;

const MASK_28: u32 = (1 << 28) - 1;

fn rotate_28(x: u32, by: u32) -> u32 {
    ((x << by) | (x >> (28 - by))) & MASK_28
}

/// PC-1 of `key`: (C_0, D_0), 28 bits each.
pub fn pc1(key: u64) -> (u32, u32) {
    let cd = permute(key, 64, &PC1);
    ((cd >> 28) as u32, (cd as u32) & MASK_28)
}

/// The 16 subkeys K_1..K_16 of the 64-bit key (bit 1 the MSB), each 48 bits right-aligned.
pub fn subkeys(key: u64) -> [u64; SUBKEYS] {
    let (mut c, mut d) = pc1(key);
    core::array::from_fn(|n| {
        c = rotate_28(c, SHIFTS[n]);
        d = rotate_28(d, SHIFTS[n]);
        permute((u64::from(c) << 28) | u64::from(d), 56, &PC2)
    })
}

/// Whether every byte of `key` has an odd number of one bits: the parity FIPS 46-3 gives the
/// key's bits 8, 16, ..., 64. True of an empty key.
pub fn has_odd_parity(key: &[u8]) -> bool {
    key.iter().all(|b| b.count_ones() % 2 == 1)
}

/// `key` with the last bit of each byte set so that the byte has odd parity.
pub fn with_odd_parity(key: &[u8]) -> Vec<u8> {
    key.iter()
        .map(|&b| {
            let high = b & 0xfe;
            high | u8::from(high.count_ones() % 2 == 0)
        })
        .collect()
}

/// A 48-bit subkey as the lab shows it in a 64-bit block: six bytes, bit 1 of the subkey the
/// MSB of byte 0 (the order the standard prints K_n in), then two zero bytes.
pub fn subkey_block(k: u64) -> [u8; 8] {
    (k << 16).to_be_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_add_up_to_a_full_turn() {
        assert_eq!(SHIFTS.iter().sum::<u32>(), 28);
        assert_eq!(rotate_28(0x800_0000, 1), 1);
        assert_eq!(rotate_28(0xc00_0000, 2), 3);
    }

    #[test]
    fn parity_bits_are_ignored_and_checked() {
        let key = 0x1334_5779_9bbc_dff1u64;
        assert_eq!(subkeys(key), subkeys(key ^ 0x0101_0101_0101_0101));
        assert!(has_odd_parity(&key.to_be_bytes()));
        assert!(!has_odd_parity(&[0, 1]));
        assert_eq!(with_odd_parity(&[0x00, 0x01, 0xfe, 0xff]), [0x01, 0x01, 0xfe, 0xfe]);
        assert!(has_odd_parity(&with_odd_parity(&[0x12, 0x34, 0x56])));
    }

    #[test]
    fn weak_key_subkeys_are_all_equal() {
        // 0101010101010101 is one of the four weak keys: C_0 = D_0 = 0, so every K_n is 0.
        assert_eq!(subkeys(0x0101_0101_0101_0101), [0; 16]);
        // fefe..fe: C_0 and D_0 all ones, so every K_n is all ones.
        assert_eq!(subkeys(0xfefe_fefe_fefe_fefe), [(1 << 48) - 1; 16]);
    }

    #[test]
    fn subkey_blocks_are_six_bytes_msb_first() {
        assert_eq!(subkey_block(0x8000_0000_0001), [0x80, 0, 0, 0, 0, 1, 0, 0]);
    }
}
