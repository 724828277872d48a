//! MARS's key expansion as revised (submission, Sec. "Key expansion", the 1999 tweak): a key
//! of n words `k[0..n−1]` (4 ≤ n ≤ 14) becomes the 40 words `K[0..39]`.
//!
//! ```text
//! T[0..n−1] = k[0..n−1];  T[n] = n;  T[n+1..14] = 0            the 15-word array T
//! for j = 0 to 3:                                               four iterations
//!     for i = 0 to 14:                                          linear transformation
//!         T[i] ^= ((T[i−7 mod 15] ^ T[i−2 mod 15]) <<< 3) ^ (4i + j)
//!     repeat 4 times:                                           stirring
//!         for i = 0 to 14:
//!             T[i] = (T[i] + S[low 9 bits of T[i−1 mod 15]]) <<< 9
//!     for i = 0 to 9:  K[10j + i] = T[4i mod 15]                ten words out
//! ```
//!
//! Then the multiplication-key fix (Sec. "Key expansion", "modifying multiplication keys"):
//! the words the E-function multiplies by, `K[5]`, `K[7]`, …, `K[35]`, must be odd (≡ 3 mod 4) and
//! must not contain ten or more equal consecutive bits, which would make the product weak.
//! For each such i:
//!
//! ```text
//! j = K[i] & 3;  w = K[i] | 3                  remember the low two bits, then set them
//! M = mask of the bits of w that lie in a run of ≥ 10 equal bits, excluding both ends of
//!     the run and bits 0, 1 and 31 (M_l = 1 iff 2 ≤ l ≤ 30, w_{l−1} = w_l = w_{l+1}, and
//!     bit l is in such a run)
//! r = K[i−1] & 31;  p = B[j] <<< r             B is a fixed table of four words
//! K[i] = w ^ (p & M)                           flip a fixed pattern inside the long runs
//! ```
//!
//! # The schedule without the fix
//!
//! [`expand_without_multiplication_key_fix`] stops before the fix: `K[5]`, `K[7]`, …, `K[35]` are
//! left as the stirring produced them. This is **not MARS** (its ciphertexts differ from every
//! published vector); it is there because Dandalis et al.'s FPGA implementation of MARS left
//! that stage out, and the lab shows what that changes. The words the fix never touches (the
//! even-indexed `K[i]`, `K[0..4]` and `K[36..39]`) are the same in both; a multiplication key that
//! already ends in binary 11 and has no run of ten equal bits is left as it was by the fix too,
//! so the two schedules agree there and differ on the others. Since a real key has 16
//! multiplication keys, each needing no change with probability about 1/5, the two schedules
//! agree on a whole key practically never.

use super::byte_order::key_to_words;
use super::sbox::s9;

/// The expanded key's words.
pub const EXPANDED_WORDS: usize = 40;

/// The length of the array T.
pub const T_WORDS: usize = 15;

/// The outer iterations, each yielding ten words of K.
pub const ITERATIONS: usize = 4;

/// Stirring passes over T in each iteration.
pub const STIRRING_PASSES: usize = 4;

/// The fix's table B (submission, "modifying multiplication keys"), indexed by the low two
/// bits of the word being fixed.
pub const B: [u32; 4] = [0xa4a8_d57b, 0x5b5d_193b, 0xc8a8_309b, 0x73f9_a978];

/// The indices of the multiplication keys, `K[5]`, `K[7]`, …, `K[35]`: the ones the fix changes.
pub fn multiplication_key_indices() -> impl Iterator<Item = usize> {
    (5..=35).step_by(2)
}

/// `K[0..39]` as the linear transformation and stirring leave them, before the fix.
///
/// # Panics
/// If the key is not 4 to 14 whole words; [`super::Mars::new`] checks.
pub fn expand_without_multiplication_key_fix(key: &[u8]) -> [u32; EXPANDED_WORDS] {
    let k = key_to_words(key);
    let n = k.len();
    assert!((4..=14).contains(&n), "MARS keys are 4 to 14 words");
    let mut t = [0u32; T_WORDS];
    t[..n].copy_from_slice(&k);
    t[n] = n as u32;
    let mut out = [0u32; EXPANDED_WORDS];
    for j in 0..ITERATIONS {
        // Linear transformation.
        for i in 0..T_WORDS {
            let mixed = (t[(i + 8) % T_WORDS] ^ t[(i + 13) % T_WORDS]).rotate_left(3);
            t[i] ^= mixed ^ (4 * i + j) as u32;
        }
        // Stirring: four passes of an S-box-driven Feistel-like update.
        for _ in 0..STIRRING_PASSES {
            for i in 0..T_WORDS {
                t[i] = t[i].wrapping_add(s9(t[(i + 14) % T_WORDS])).rotate_left(9);
            }
        }
        for i in 0..10 {
            out[10 * j + i] = t[(4 * i) % T_WORDS];
        }
    }
    out
}

/// M for the word `w` (whose bits 0 and 1 are set): bits 2 to 30 that lie strictly inside a
/// run of ten or more equal bits.
pub fn fix_mask(w: u32) -> u32 {
    let bit = |l: u32| (w >> l) & 1;
    let mut mask = 0;
    let mut start = 0;
    while start < 32 {
        let mut end = start;
        while end < 32 && bit(end) == bit(start) {
            end += 1;
        }
        // The run is bits start..end−1; its interior, start+1..end−2, has equal neighbours.
        if end - start >= 10 {
            for l in start + 1..end - 1 {
                if (2..=30).contains(&l) {
                    mask |= 1 << l;
                }
            }
        }
        start = end;
    }
    mask
}

/// The fix of one multiplication key `k` = `K[i]`, given the word before it, `K[i−1]`.
pub fn fix_multiplication_key(previous: u32, k: u32) -> u32 {
    let j = (k & 3) as usize;
    let w = k | 3;
    let p = B[j].rotate_left(previous & 31);
    w ^ (p & fix_mask(w))
}

/// `K[0..39]`, the key expansion with the multiplication-key fix: MARS's.
pub fn expand(key: &[u8]) -> [u32; EXPANDED_WORDS] {
    let mut k = expand_without_multiplication_key_fix(key);
    for i in multiplication_key_indices() {
        k[i] = fix_multiplication_key(k[i - 1], k[i]);
    }
    k
}

/// The work of one key setup, for the timing model: MARS's key setup is the slowest of the five
/// AES finalists' in hardware (Dandalis, Prasanna and Rolim's FPGA comparison), because it is a
/// long serial chain. Every count is the same for every key length (T is always 15 words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeySetupWork {
    /// Outer iterations j (4).
    pub iterations: usize,
    /// Linear-transformation word updates: 15 an iteration (60).
    pub linear_steps: usize,
    /// Stirring word updates, each an S-box lookup, an addition and a rotation: 4 × 15 an
    /// iteration (240).
    pub stirring_steps: usize,
    /// S-box lookups in all (the stirring's, 240).
    pub sbox_lookups: usize,
    /// All word updates of T: 4 × (15 + 4 × 15) = 300, each depending on the one before.
    pub word_updates: usize,
    /// Words written to K (40).
    pub words_out: usize,
    /// Multiplication keys the fix examines: `K[5]`, `K[7]`, …, `K[35]` (16), each a run-length mask
    /// of 32 bits, a rotation of a B word, an AND and an exclusive-or.
    pub fixed_words: usize,
}

/// The work of one key setup with the multiplication-key fix (see [`KeySetupWork`]); without
/// it, `fixed_words` is 0 and the rest the same.
pub const fn key_setup_work(with_fix: bool) -> KeySetupWork {
    let linear_steps = ITERATIONS * T_WORDS;
    let stirring_steps = ITERATIONS * STIRRING_PASSES * T_WORDS;
    KeySetupWork {
        iterations: ITERATIONS,
        linear_steps,
        stirring_steps,
        sbox_lookups: stirring_steps,
        word_updates: linear_steps + stirring_steps,
        words_out: EXPANDED_WORDS,
        fixed_words: if with_fix { 16 } else { 0 },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mask_covers_the_inside_of_long_runs_only() {
        // Bits 0, 1 ones, bits 2 to 31 zeros: the zero run's inside is bits 3 to 30.
        assert_eq!(fix_mask(0x0000_0003), 0x7fff_fff8);
        // All ones: bits 0 and 31 are ends, bit 1 is excluded by rule.
        assert_eq!(fix_mask(0xffff_ffff), 0x7fff_fffc);
        // Alternating bits (no long run) with ones at bits 5 to 14 exactly (bits 4 and 15 are
        // zero): a run of ten, whose inside is bits 6 to 13.
        let alternating = 0x5555_5555 & !(1 << 4);
        assert_eq!(fix_mask(alternating | 0x3ff << 5 | 3), 0xff << 6);
        // Ones at bits 5 to 13 only (bit 14 cleared): nine are not enough.
        assert_eq!(fix_mask((alternating & !(1 << 14)) | 0x1ff << 5 | 3), 0);
        assert_eq!(fix_mask(0x5555_5555 | 3), 0);
    }

    #[test]
    fn the_fix_makes_every_multiplication_key_end_in_11() {
        let k = expand(&[0; 16]);
        for i in multiplication_key_indices() {
            assert_eq!(k[i] & 3, 3, "K[{i}]");
        }
    }

    #[test]
    fn the_work_is_300_word_updates() {
        let w = key_setup_work(true);
        assert_eq!((w.linear_steps, w.stirring_steps, w.word_updates), (60, 240, 300));
        assert_eq!(w.fixed_words, 16);
        assert_eq!(key_setup_work(false).fixed_words, 0);
    }
}
