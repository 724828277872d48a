//! The E-function of MARS's cryptographic core (submission, Sec. "The cryptographic core",
//! "The E-function"): one data word and two key words in, three words L, M, R out.
//!
//! ```text
//! M = A + K                      addition with the first key word
//! R = (A <<< 13) · K'            32×32 multiplication (mod 2^32) with the second
//! L = S[low 9 bits of M]         S-box lookup, the whole 512-word S
//! R = R <<< 5;  M = M <<< (low 5 bits of R)
//! L = L ⊕ R
//! R = R <<< 5;  L = L ⊕ R        (so R = ((A <<< 13) · K') <<< 10 in all)
//! L = L <<< (low 5 bits of R)
//! ```
//!
//! Two of these operations set the cost of a MARS core in hardware, and the lab treats them as
//! its axes: the 32×32-bit multiplication [`multiply`] (a multiplier, or DSP blocks, per
//! round) and the 9-bit S-box lookup [`lookup`] (a 512×32 ROM, a block RAM). The rotations by
//! the low five bits of R are data-dependent, a barrel shifter each.

use super::sbox::s9;

/// The E-function's three outputs, in the submission's order (out1, out2, out3) = (L, M, R).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct EOutput {
    pub l: u32,
    pub m: u32,
    pub r: u32,
}

/// The multiplier axis: a · b mod 2^32, the low half of the 32×32 product.
pub fn multiply(a: u32, b: u32) -> u32 {
    a.wrapping_mul(b)
}

/// The S-box axis: `S[x mod 512]`.
pub fn lookup(x: u32) -> u32 {
    s9(x)
}

/// E(A, K, K'): `add_key` is `K[2i+4]`, `mul_key` `K[2i+5]` of core round i.
pub fn e_function(a: u32, add_key: u32, mul_key: u32) -> EOutput {
    let mut m = a.wrapping_add(add_key);
    let mut r = multiply(a.rotate_left(13), mul_key);
    let mut l = lookup(m);
    r = r.rotate_left(5);
    m = m.rotate_left(r & 31);
    l ^= r;
    r = r.rotate_left(5);
    l ^= r;
    l = l.rotate_left(r & 31);
    EOutput { l, m, r }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mars::sbox::S;

    #[test]
    fn zero_in_zero_keys() {
        // A = K = K' = 0: M = 0, R = 0, L = S[0] with no rotation.
        assert_eq!(e_function(0, 0, 0), EOutput { l: S[0], m: 0, r: 0 });
    }

    #[test]
    fn r_is_the_product_rotated_by_ten() {
        let (a, k) = (0x0123_4567, 0x89ab_cdef);
        assert_eq!(e_function(a, 5, k).r, a.rotate_left(13).wrapping_mul(k).rotate_left(10));
    }
}
