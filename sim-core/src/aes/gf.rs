//! Arithmetic in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 (FIPS-197 §4.2), as `const fn`
//! so the S-box tables are derived from the definition at compile time.

/// Multiply by x (FIPS-197 §4.2.1, `xtime`).
pub const fn xtime(a: u8) -> u8 {
    (a << 1) ^ if a & 0x80 != 0 { 0x1b } else { 0 }
}

/// Multiply two field elements.
pub const fn mul(mut a: u8, mut b: u8) -> u8 {
    let mut product = 0;
    while b != 0 {
        if b & 1 != 0 {
            product ^= a;
        }
        a = xtime(a);
        b >>= 1;
    }
    product
}

/// Multiplicative inverse, with 0 mapped to 0 (FIPS-197 §5.1.1): a^254.
pub const fn inverse(a: u8) -> u8 {
    let mut result = 1;
    let mut i = 0;
    while i < 254 {
        result = mul(result, a);
        i += 1;
    }
    if a == 0 {
        0
    } else {
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fips197_examples() {
        // FIPS-197 §4.2: {57} • {83} = {c1}; §4.2.1: {57} • {13} = {fe}.
        assert_eq!(mul(0x57, 0x83), 0xc1);
        assert_eq!(mul(0x57, 0x13), 0xfe);
    }

    #[test]
    fn every_nonzero_element_has_an_inverse() {
        for a in 1..=255u8 {
            assert_eq!(mul(a, inverse(a)), 1, "a = {a:#04x}");
        }
    }
}
