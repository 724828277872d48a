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
    let [d0, d1, d2, d3] = d;
    let e = e_function(d0, k.0, k.1);
    let [d1, d2, d3] = mix_in(i, [d1, d2, d3], &e, u32::wrapping_add);
    ([d1, d2, d3, d0.rotate_left(13)], e)
}

/// The E-function's outputs mixed into `D[1..3]` by core round `i` (`combine` adds them, or
/// subtracts them to undo it): M into `D[2]`; in the first half L into `D[1]` and R XORed into
/// `D[3]`, in the second half (backward mode) the other way round.
fn mix_in(i: usize, [d1, d2, d3]: [u32; 3], e: &EOutput, combine: fn(u32, u32) -> u32) -> [u32; 3] {
    let d2 = combine(d2, e.m);
    if i < CORE_ROUNDS / 2 {
        [combine(d1, e.l), d2, d3 ^ e.r]
    } else {
        [d1 ^ e.r, d2, combine(d3, e.l)]
    }
}

/// Core round `i` undone: `D[0]` comes back first (from the last word, rotated back by 13), so
/// the E-function's outputs are recomputed exactly as encryption had them.
pub fn inverse_round(d: [u32; 4], i: usize, k: (u32, u32)) -> ([u32; 4], EOutput) {
    let [d1, d2, d3, d0] = d;
    let d0 = d0.rotate_right(13);
    let e = e_function(d0, k.0, k.1);
    let [d1, d2, d3] = mix_in(i, [d1, d2, d3], &e, u32::wrapping_sub);
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
