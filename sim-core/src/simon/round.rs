//! The round function (Beaulieu et al. §3, Fig. 3.1): with f(x) = (S¹x & S⁸x) ⊕ S²x,
//! R_k(x, y) = (y ⊕ f(x) ⊕ k, x). Its inverse, R_k⁻¹(x, y) = (y, x ⊕ f(y) ⊕ k), is the
//! decryption round: the paper's own decryption swaps the halves around the same function.

use super::words::rotate;

/// f(x) = (S¹x & S⁸x) ⊕ S²x on an n-bit word.
pub const fn f(x: u64, n: u32) -> u64 {
    (rotate(x, 1, n) & rotate(x, 8, n)) ^ rotate(x, 2, n)
}

/// One round with round key k: (x, y) → (y ⊕ f(x) ⊕ k, x).
pub const fn encrypt((x, y): (u64, u64), k: u64, n: u32) -> (u64, u64) {
    (y ^ f(x, n) ^ k, x)
}

/// One round undone: (x', y') → (y', x' ⊕ f(y') ⊕ k), the state before [`encrypt`].
pub const fn decrypt((x, y): (u64, u64), k: u64, n: u32) -> (u64, u64) {
    (y, x ^ f(y, n) ^ k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decrypt_undoes_encrypt() {
        for n in [32, 64] {
            let m = super::super::words::mask(n);
            let state = (0x0123_4567_89ab_cdef & m, 0xfedc_ba98_7654_3210 & m);
            let k = 0x1111_2222_3333_4444 & m;
            assert_eq!(decrypt(encrypt(state, k, n), k, n), state);
        }
    }

    #[test]
    fn f_is_the_papers() {
        // x = 1: S¹x & S⁸x = 2 & 0x100 = 0, S²x = 4.
        assert_eq!(f(1, 32), 4);
        // x = 0x81: S¹x = 0x102, S⁸x = 0x8100, & = 0x100; S²x = 0x204.
        assert_eq!(f(0x81, 32), 0x304);
    }
}
