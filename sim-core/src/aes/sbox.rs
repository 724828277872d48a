//! The AES S-box and its inverse, derived from their definition (FIPS-197 §5.1.1):
//! the multiplicative inverse in GF(2^8) followed by the affine transformation.

use super::gf;

const fn affine(b: u8) -> u8 {
    b ^ b.rotate_left(1) ^ b.rotate_left(2) ^ b.rotate_left(3) ^ b.rotate_left(4) ^ 0x63
}

const fn forward_table() -> [u8; 256] {
    let mut table = [0; 256];
    let mut i = 0;
    while i < 256 {
        table[i] = affine(gf::inverse(i as u8));
        i += 1;
    }
    table
}

const fn inverse_table(forward: &[u8; 256]) -> [u8; 256] {
    let mut table = [0; 256];
    let mut i = 0;
    while i < 256 {
        table[forward[i] as usize] = i as u8;
        i += 1;
    }
    table
}

/// SubBytes table (FIPS-197 Fig. 7).
pub const SBOX: [u8; 256] = forward_table();
/// InvSubBytes table (FIPS-197 Fig. 14).
pub const INV_SBOX: [u8; 256] = inverse_table(&SBOX);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_fips197_figure7_corners() {
        assert_eq!(SBOX[0x00], 0x63);
        assert_eq!(SBOX[0x53], 0xed); // the worked example of §5.1.1
        assert_eq!(SBOX[0xff], 0x16);
        assert_eq!(INV_SBOX[0x63], 0x00);
    }
}
