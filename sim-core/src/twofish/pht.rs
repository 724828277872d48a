//! The pseudo-Hadamard transform (Twofish paper, Sec. 3.4 and 4.1): a' = a + b mod 2^32,
//! b' = a + 2b mod 2^32. The round function mixes its two g outputs with it, and the key
//! schedule its A_i and B_i.

/// (a + b, a + 2b) mod 2^32.
pub const fn pht(a: u32, b: u32) -> (u32, u32) {
    (a.wrapping_add(b), a.wrapping_add(b).wrapping_add(b))
}

/// The inverse: (2a' − b', b' − a') mod 2^32. Twofish never needs it (decryption recomputes
/// the PHT forward); it shows the transform is a bijection.
pub const fn inverse_pht(sum: u32, double: u32) -> (u32, u32) {
    let b = double.wrapping_sub(sum);
    (sum.wrapping_sub(b), b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_undoes_pht_with_carries() {
        for (a, b) in [
            (0, 0),
            (1, 2),
            (u32::MAX, 1),
            (0x8000_0000, 0x8000_0000),
            (0xdead_beef, 0xffff_fff0),
        ] {
            assert_eq!(inverse_pht(pht(a, b).0, pht(a, b).1), (a, b));
        }
        assert_eq!(pht(u32::MAX, 1), (0, 1));
    }
}
