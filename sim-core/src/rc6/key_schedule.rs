//! RC6's key schedule (paper, Sec. 2.3, "Key schedule for RC6-w/r/b"): the b-byte key fills
//! c words `L[0..c-1]`; the table `S[0..2r+3]` starts as an arithmetic progression of the magic
//! constants P32 and Q32; then 3·max(c, 2r + 4) iterations mix L into S. For RC6-32/20/b the
//! table is 44 words: `S[0], S[1]` pre-whiten, `S[2i], S[2i+1]` key round i (1 to 20), and
//! `S[42], S[43]` post-whiten.

use super::ROUNDS;

/// P_w for w = 32: Odd((e − 2)·2^32), from the base of natural logarithms.
pub const P32: u32 = 0xb7e1_5163;

/// Q_w for w = 32: Odd((φ − 1)·2^32), from the golden ratio.
pub const Q32: u32 = 0x9e37_79b9;

/// 2r + 4 = 44 round-key words.
pub const ROUND_KEY_WORDS: usize = 2 * ROUNDS + 4;

/// c, the number of 32-bit words `L[0..c-1]` a key of `key_bytes` bytes fills: ⌈b/4⌉, at least
/// 1 (an empty key is one zero word).
pub const fn key_words(key_bytes: usize) -> usize {
    if key_bytes == 0 {
        1
    } else {
        key_bytes.div_ceil(4)
    }
}

/// How many iterations the key schedule's mixing loop takes for a key of `c` words:
/// v = 3·max(c, 2r + 4) = 3·max(c, 44), 132 for every key up to 176 bytes. Each iteration is
/// two additions and two rotations (one of them data-dependent) updating `S[i]` and `L[j]`: the
/// key setup's serial work, which a hardware key schedule performs iteration by iteration.
/// Dandalis et al. measure RC6's key-setup latency on an FPGA; this is the count a timing model
/// scales by its cycles per iteration.
pub const fn key_schedule_iterations(c: usize) -> usize {
    let words = if c > ROUND_KEY_WORDS { c } else { ROUND_KEY_WORDS };
    3 * words
}

/// `L[0..c-1]`: the key's bytes little-endian into words, the last word padded with zero bytes
/// at its high end (the first key byte is the low byte of `L[0]`).
pub fn key_to_words(key: &[u8]) -> Vec<u32> {
    let mut words = vec![0u32; key_words(key.len())];
    for (k, byte) in key.iter().enumerate() {
        words[k / 4] |= u32::from(*byte) << (8 * (k % 4));
    }
    words
}

/// `S[0..43]` before mixing: `S[0]` = P32, `S[i]` = `S[i-1]` + Q32.
pub fn initial_table() -> [u32; ROUND_KEY_WORDS] {
    let mut s = [0u32; ROUND_KEY_WORDS];
    s[0] = P32;
    for i in 1..ROUND_KEY_WORDS {
        s[i] = s[i - 1].wrapping_add(Q32);
    }
    s
}

/// The round keys `S[0..43]` of `key` (any length; [`super::Rc6::new`] admits 16, 24, 32 bytes).
pub fn round_keys(key: &[u8]) -> [u32; ROUND_KEY_WORDS] {
    let mut l = key_to_words(key);
    let mut s = initial_table();
    let (mut a, mut b) = (0u32, 0u32);
    let (mut i, mut j) = (0usize, 0usize);
    for _ in 0..key_schedule_iterations(l.len()) {
        // A = S[i] = (S[i] + A + B) <<< 3; B = L[j] = (L[j] + A + B) <<< (A + B).
        a = s[i].wrapping_add(a).wrapping_add(b).rotate_left(3);
        s[i] = a;
        b = l[j].wrapping_add(a).wrapping_add(b).rotate_left(a.wrapping_add(b) % 32);
        l[j] = b;
        i = (i + 1) % ROUND_KEY_WORDS;
        j = (j + 1) % l.len();
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_magic_constants_are_e_and_the_golden_ratio() {
        // Odd((e − 2)·2^32) and Odd((φ − 1)·2^32), computed in f64 (53 bits are enough to
        // round 32 fraction bits correctly here).
        let odd = |x: f64| {
            let v = (x * 4_294_967_296.0) as u64 as u32;
            v | 1
        };
        assert_eq!(odd(core::f64::consts::E - 2.0), P32);
        assert_eq!(odd((1.0 + 5f64.sqrt()) / 2.0 - 1.0), Q32);
    }

    #[test]
    fn keys_load_little_endian_with_zero_padding() {
        assert_eq!(key_to_words(&[]), [0]);
        assert_eq!(key_to_words(&[1, 2, 3, 4, 5]), [0x0403_0201, 0x05]);
        assert_eq!(key_words(16), 4);
        assert_eq!(key_words(17), 5);
    }

    #[test]
    fn the_lab_keys_take_132_iterations() {
        for bytes in [16, 24, 32] {
            assert_eq!(key_schedule_iterations(key_words(bytes)), 132);
        }
        assert_eq!(key_schedule_iterations(44), 132);
        assert_eq!(key_schedule_iterations(45), 135);
        assert_eq!(key_schedule_iterations(key_words(255)), 192);
    }

    #[test]
    fn the_initial_table_is_an_arithmetic_progression() {
        let s = initial_table();
        assert_eq!(s[0], P32);
        assert_eq!(s[1], 0x5618_cb1c);
        assert_eq!(s[43], P32.wrapping_add(43u32.wrapping_mul(Q32)));
    }
}
