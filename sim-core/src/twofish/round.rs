//! One Twofish round (Twofish paper, Sec. 4.1 and Figure 1), split into the values a hardware
//! round computes: the function F on the left half (R_0, R_1), then the mixing of F's output
//! into the right half (R_2, R_3) and the swap of the halves.
//!
//! F (Sec. 4.1): T_0 = g(R_0), T_1 = g(ROL(R_1, 8)); the PHT (T_0 + T_1, T_0 + 2T_1); and the
//! round's two key words added, F_0 = T_0 + T_1 + K_{2r+8}, F_1 = T_0 + 2T_1 + K_{2r+9}
//! (all mod 2^32; r = 0..15 is the paper's round index, round r + 1 in the lab's count).
//! Then R'_0 = ROR(R_2 ⊕ F_0, 1), R'_1 = ROL(R_3, 1) ⊕ F_1, R'_2 = R_0, R'_3 = R_1.

use super::h_function::g;
use super::pht::pht;

/// What F computes in one round: the g outputs, the PHT outputs, and the PHT outputs plus the
/// round's key words (F_0, F_1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FValues {
    /// T_0 = g(R_0), T_1 = g(ROL(R_1, 8)).
    pub t: [u32; 2],
    /// (T_0 + T_1, T_0 + 2T_1) mod 2^32.
    pub pht: [u32; 2],
    /// F_0, F_1: the PHT outputs plus K_{2r+8}, K_{2r+9}.
    pub f: [u32; 2],
}

/// F(R_0, R_1) with the S-box key `s` (S_0..S_{k-1}) and the round's two key words.
pub fn f_function(r0: u32, r1: u32, s: &[u32], keys: [u32; 2]) -> FValues {
    let t = [g(r0, s), g(r1.rotate_left(8), s)];
    let (sum, double) = pht(t[0], t[1]);
    FValues {
        t,
        pht: [sum, double],
        f: [sum.wrapping_add(keys[0]), double.wrapping_add(keys[1])],
    }
}

/// The rest of the round once F is known: mix F into the right half and swap the halves.
pub fn mix(x: [u32; 4], f: [u32; 2]) -> [u32; 4] {
    [(x[2] ^ f[0]).rotate_right(1), x[3].rotate_left(1) ^ f[1], x[0], x[1]]
}

/// [`mix`] undone: F is computed from the state's words 2 and 3 (the left half before the
/// round, which the swap moved there), then the right half is unmixed and swapped back.
pub fn unmix(y: [u32; 4], f: [u32; 2]) -> [u32; 4] {
    [y[2], y[3], y[0].rotate_left(1) ^ f[0], (y[1] ^ f[1]).rotate_right(1)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unmix_undoes_mix() {
        let x = [0x0123_4567, 0x89ab_cdef, 0xdead_beef, 0x8000_0001];
        let f = [0x1357_9bdf, 0xfdb9_7531];
        assert_eq!(unmix(mix(x, f), f), x);
        // The left half moves to the right untouched.
        assert_eq!(mix(x, f)[2..], x[..2]);
    }

    #[test]
    fn f_adds_the_keys_after_the_pht() {
        let s = [0x0102_0304, 0x0506_0708];
        let zero = f_function(0xcafe_babe, 0x1234_5678, &s, [0, 0]);
        let keyed = f_function(0xcafe_babe, 0x1234_5678, &s, [5, u32::MAX]);
        assert_eq!(zero.t, keyed.t);
        assert_eq!(zero.f, zero.pht);
        assert_eq!(keyed.f, [zero.pht[0].wrapping_add(5), zero.pht[1].wrapping_sub(1)]);
    }
}
