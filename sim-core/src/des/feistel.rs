//! The cipher function f of DES (FIPS 46-3, "The Cipher Function f", Figure 2) and one round
//! of the Feistel network around it.
//!
//! f(R, K) = P(S1(B1) S2(B2) ... S8(B8)), where B1..B8 are the eight 6-bit blocks of
//! E(R) ⊕ K: the 32-bit half R expanded to 48 bits ([`super::permutations::E`]), XORed with
//! the 48-bit subkey K, substituted by the eight S-boxes ([`super::sbox`]) and permuted by P.
//! A round (FIPS 46-3, "Enciphering") takes L_{n-1}‖R_{n-1} to L_n = R_{n-1},
//! R_n = L_{n-1} ⊕ f(R_{n-1}, K_n).

use super::permutations::{expand, permute_p};
use super::sbox::substitute;

/// Every intermediate value of one f(R, K), in the order f computes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FValues {
    /// E(R), 48 bits.
    pub expanded: u64,
    /// E(R) ⊕ K, 48 bits: the S-boxes' input.
    pub key_mixed: u64,
    /// S1(B1)..S8(B8), 32 bits.
    pub substituted: u32,
    /// P of the S-box outputs: f(R, K) itself.
    pub f: u32,
}

/// f(R, K) with its intermediate values; `k` is a 48-bit subkey (right-aligned).
pub fn f_values(r: u32, k: u64) -> FValues {
    let expanded = expand(r);
    let key_mixed = expanded ^ k;
    let substituted = substitute(key_mixed);
    FValues {
        expanded,
        key_mixed,
        substituted,
        f: permute_p(substituted),
    }
}

/// f(R, K).
pub fn f(r: u32, k: u64) -> u32 {
    f_values(r, k).f
}

/// The two halves of a 64-bit state L‖R (L the first 32 bits).
pub fn halves(state: u64) -> (u32, u32) {
    ((state >> 32) as u32, state as u32)
}

/// L‖R.
pub fn join(l: u32, r: u32) -> u64 {
    (u64::from(l) << 32) | u64::from(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f_is_p_of_the_sboxes_of_e_xor_k() {
        // With R = 0 and K = 0 every S-box sees 000000: f is P(efa72c4d).
        let v = f_values(0, 0);
        assert_eq!((v.expanded, v.key_mixed, v.substituted), (0, 0, 0xefa7_2c4d));
        assert_eq!(v.f, permute_p(0xefa7_2c4d));
        // The key enters only through E(R) ⊕ K.
        let r = 0x1234_5678;
        let k = 0xabc_def0_1234;
        assert_eq!(f(r, k), f_values(0, expand(r) ^ k).f);
        assert_eq!(halves(join(1, 2)), (1, 2));
    }
}
