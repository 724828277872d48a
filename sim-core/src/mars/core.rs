//! MARS's cryptographic core (submission, Sec. "The cryptographic core"): 16 keyed rounds,
//! eight in forward mode and eight in backward mode, each a type-3 Feistel round around the
//! E-function ([`super::e_function`]).
//!
//! Core round i (0 to 15), with keys `K[2i+4]` (added) and `K[2i+5]` (multiplied):
//!
//! ```text
//! (L, M, R) = E(D[0], K[2i+4], K[2i+5])
//! D[0] = D[0] <<< 13
//! D[2] += M
//! forward mode (i < 8):   D[1] += L;  D[3] ^= R
//! backward mode (i ≥ 8):  D[3] += L;  D[1] ^= R
//! (D[0], D[1], D[2], D[3]) = (D[1], D[2], D[3], D[0])
//! ```
//!
//! The two modes differ only in which of `D[1]` and `D[3]` takes L and which R: that is how MARS
//! gives the core the same strength against chosen plaintexts and chosen ciphertexts.

use super::e_function::{e_function, EOutput};

/// The core's rounds.
pub const CORE_ROUNDS: usize = 16;

/// Core round `i` (0 to 15) with its key words `k` = (`K[2i+4]`, `K[2i+5]`): the new state and the
/// E-function's outputs.
pub fn round(d: [u32; 4], i: usize, k: (u32, u32)) -> ([u32; 4], EOutput) {
    let [d0, mut d1, mut d2, mut d3] = d;
    let e = e_function(d0, k.0, k.1);
    d2 = d2.wrapping_add(e.m);
    if i < CORE_ROUNDS / 2 {
        d1 = d1.wrapping_add(e.l);
        d3 ^= e.r;
    } else {
        d3 = d3.wrapping_add(e.l);
        d1 ^= e.r;
    }
    ([d1, d2, d3, d0.rotate_left(13)], e)
}

/// Core round `i` undone: `D[0]` comes back first (from the last word, rotated back by 13), so
/// the E-function's outputs are recomputed exactly as encryption had them.
pub fn inverse_round(d: [u32; 4], i: usize, k: (u32, u32)) -> ([u32; 4], EOutput) {
    let [mut d1, mut d2, mut d3, d0] = d;
    let d0 = d0.rotate_right(13);
    let e = e_function(d0, k.0, k.1);
    d2 = d2.wrapping_sub(e.m);
    if i < CORE_ROUNDS / 2 {
        d1 = d1.wrapping_sub(e.l);
        d3 ^= e.r;
    } else {
        d3 = d3.wrapping_sub(e.l);
        d1 ^= e.r;
    }
    ([d0, d1, d2, d3], e)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_round_inverts_with_the_same_e_outputs() {
        let d = [0x0123_4567, 0x89ab_cdef, 0xfedc_ba98, 0x7654_3210];
        for i in 0..CORE_ROUNDS {
            let k = (0x1111_1111 * i as u32, 0x2222_2223 ^ i as u32);
            let (out, e) = round(d, i, k);
            assert_eq!(inverse_round(out, i, k), (d, e), "round {i}");
        }
    }
}
