//! Multiplication in GF(2^8), the field both of Twofish's byte matrices work in (Twofish paper,
//! Schneier et al. 1998, Sec. 4.2 and 4.3.2): bytes are polynomials over GF(2) of degree < 8,
//! multiplied modulo a primitive polynomial of degree 8. The MDS matrix uses
//! x^8 + x^6 + x^5 + x^3 + 1 ([`MDS_POLY`]), the RS code of the key schedule
//! x^8 + x^6 + x^3 + x^2 + 1 ([`RS_POLY`]).

/// x^8 + x^6 + x^5 + x^3 + 1, the MDS matrix's field (Sec. 4.2).
pub const MDS_POLY: u16 = 0x169;

/// x^8 + x^6 + x^3 + x^2 + 1, the RS code's field (Sec. 4.3).
pub const RS_POLY: u16 = 0x14d;

/// a · b modulo `poly` (a degree-8 polynomial, bit i the coefficient of x^i), shift and add:
/// for each bit of b, add the current a; multiply a by x, reducing when x^8 appears.
pub const fn mul(a: u8, b: u8, poly: u16) -> u8 {
    let reduce = (poly & 0xff) as u8;
    let (mut a, mut b, mut product) = (a, b, 0u8);
    while b != 0 {
        if b & 1 != 0 {
            product ^= a;
        }
        let carry = a & 0x80 != 0;
        a <<= 1;
        if carry {
            a ^= reduce;
        }
        b >>= 1;
    }
    product
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn x_times_x7_wraps_to_the_polynomials_low_terms() {
        // x · x^7 = x^8 ≡ x^6 + x^5 + x^3 + 1 (MDS) or x^6 + x^3 + x^2 + 1 (RS).
        assert_eq!(mul(0x02, 0x80, MDS_POLY), 0x69);
        assert_eq!(mul(0x02, 0x80, RS_POLY), 0x4d);
    }

    #[test]
    fn multiplication_is_commutative_and_every_nonzero_byte_has_an_inverse() {
        for poly in [MDS_POLY, RS_POLY] {
            for a in 1..=255u8 {
                assert_eq!(mul(a, 1, poly), a);
                assert!((1..=255u8).any(|b| mul(a, b, poly) == 1), "{a:#x} mod {poly:#x}");
                for b in [0x5b, 0xef, 0xa4, 0x03] {
                    assert_eq!(mul(a, b, poly), mul(b, a, poly));
                }
            }
        }
    }

    #[test]
    fn x_generates_the_whole_multiplicative_group() {
        // Both polynomials are primitive: the powers of x run through all 255 non-zero bytes.
        for poly in [MDS_POLY, RS_POLY] {
            let mut seen = [false; 256];
            let mut p = 1u8;
            for _ in 0..255 {
                assert!(!seen[p as usize], "{poly:#x}");
                seen[p as usize] = true;
                p = mul(p, 2, poly);
            }
            assert_eq!(p, 1);
        }
    }
}
