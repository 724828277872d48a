//! MARS's unkeyed mixing (submission, Sec. "Forward mixing" and "Backward mixing"): eight
//! rounds before the cryptographic core and eight after it, each built from four S-box
//! lookups (S0 and S1, indexed by the bytes of `D[0]`), additions or subtractions, exclusive-ors,
//! a fixed rotation of `D[0]` by 24, and the rotation of the four words by one place.
//!
//! Forward mixing round i (0 to 7):
//!
//! ```text
//! D[1] ^= S0[byte 0 of D[0]];  D[1] += S1[byte 1];  D[2] += S0[byte 2];  D[3] ^= S1[byte 3]
//! D[0] = D[0] >>> 24
//! if i = 0 or 4: D[0] += D[3]          the extra mixing
//! if i = 1 or 5: D[0] += D[1]
//! (D[0], D[1], D[2], D[3]) = (D[1], D[2], D[3], D[0])
//! ```
//!
//! Backward mixing round i (0 to 7):
//!
//! ```text
//! if i = 2 or 6: D[0] −= D[3]
//! if i = 3 or 7: D[0] −= D[1]
//! D[1] ^= S1[byte 0 of D[0]];  D[2] −= S0[byte 3];  D[3] −= S1[byte 2];  D[3] ^= S0[byte 1]
//! D[0] = D[0] <<< 24
//! (D[0], D[1], D[2], D[3]) = (D[1], D[2], D[3], D[0])
//! ```
//!
//! Byte 0 is the least significant. Decryption runs the inverse of each round (the
//! submission's decryption does exactly this: its "forward mixing" undoes the backward mixing
//! and the reverse): the `inverse_*` functions here.

use super::sbox::{s0, s1};

/// The mixing's rounds, either way.
pub const MIXING_ROUNDS: usize = 8;

fn byte(x: u32, k: u32) -> u8 {
    (x >> (8 * k)) as u8
}

/// Forward mixing round `i` (0 to 7).
pub fn forward_round(d: [u32; 4], i: usize) -> [u32; 4] {
    let [mut d0, mut d1, mut d2, mut d3] = d;
    d1 ^= s0(byte(d0, 0));
    d1 = d1.wrapping_add(s1(byte(d0, 1)));
    d2 = d2.wrapping_add(s0(byte(d0, 2)));
    d3 ^= s1(byte(d0, 3));
    d0 = d0.rotate_right(24);
    if i == 0 || i == 4 {
        d0 = d0.wrapping_add(d3);
    }
    if i == 1 || i == 5 {
        d0 = d0.wrapping_add(d1);
    }
    [d1, d2, d3, d0]
}

/// Forward mixing round `i` undone: `inverse_forward_round(forward_round(d, i), i) == d`.
pub fn inverse_forward_round(d: [u32; 4], i: usize) -> [u32; 4] {
    let [mut d1, mut d2, mut d3, mut d0] = d;
    if i == 0 || i == 4 {
        d0 = d0.wrapping_sub(d3);
    }
    if i == 1 || i == 5 {
        d0 = d0.wrapping_sub(d1);
    }
    d0 = d0.rotate_left(24);
    d3 ^= s1(byte(d0, 3));
    d2 = d2.wrapping_sub(s0(byte(d0, 2)));
    d1 = d1.wrapping_sub(s1(byte(d0, 1)));
    d1 ^= s0(byte(d0, 0));
    [d0, d1, d2, d3]
}

/// Backward mixing round `i` (0 to 7).
pub fn backward_round(d: [u32; 4], i: usize) -> [u32; 4] {
    let [mut d0, mut d1, mut d2, mut d3] = d;
    if i == 2 || i == 6 {
        d0 = d0.wrapping_sub(d3);
    }
    if i == 3 || i == 7 {
        d0 = d0.wrapping_sub(d1);
    }
    d1 ^= s1(byte(d0, 0));
    d2 = d2.wrapping_sub(s0(byte(d0, 3)));
    d3 = d3.wrapping_sub(s1(byte(d0, 2)));
    d3 ^= s0(byte(d0, 1));
    d0 = d0.rotate_left(24);
    [d1, d2, d3, d0]
}

/// Backward mixing round `i` undone: `inverse_backward_round(backward_round(d, i), i) == d`.
pub fn inverse_backward_round(d: [u32; 4], i: usize) -> [u32; 4] {
    let [mut d1, mut d2, mut d3, mut d0] = d;
    d0 = d0.rotate_right(24);
    d3 ^= s0(byte(d0, 1));
    d3 = d3.wrapping_add(s1(byte(d0, 2)));
    d2 = d2.wrapping_add(s0(byte(d0, 3)));
    d1 ^= s1(byte(d0, 0));
    if i == 2 || i == 6 {
        d0 = d0.wrapping_add(d3);
    }
    if i == 3 || i == 7 {
        d0 = d0.wrapping_add(d1);
    }
    [d0, d1, d2, d3]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_round_inverts() {
        let d = [0x0123_4567, 0x89ab_cdef, 0xfedc_ba98, 0x7654_3210];
        for i in 0..MIXING_ROUNDS {
            assert_eq!(inverse_forward_round(forward_round(d, i), i), d, "forward {i}");
            assert_eq!(inverse_backward_round(backward_round(d, i), i), d, "backward {i}");
        }
    }

    #[test]
    fn the_words_turn_one_place() {
        // With D[0] = 0 every lookup is entry 0, and rounds 2, 3 add nothing to D[0].
        let out = forward_round([0, 1, 2, 3], 2);
        assert_eq!(out[3], 0);
        assert_eq!(out[0], (1 ^ s0(0)).wrapping_add(s1(0)));
    }
}
