//! Serpent's key schedule (Serpent submission, Anderson, Biham and Knudsen 1998, "the key
//! schedule"): the key is padded to 256 bits, grows into 132 prekey words by an affine
//! recurrence, and every four prekey words pass through an S-box, bitslice, to give one of
//! the 33 round keys K_0..K_32.

use super::sbox::{apply_bitslice, SBOXES};

/// φ, the fractional part of the golden ratio, (√5 − 1)·2^31, in the prekey recurrence.
pub const PHI: u32 = 0x9e37_79b9;

/// 32 rounds use K_0..K_31; the last round also adds K_32.
pub const ROUND_KEYS: usize = 33;

/// The longest key, in bytes (256 bits).
pub const MAX_KEY_BYTES: usize = 32;

/// The eight words w_{-8}..w_{-1}: the key, in the lab's byte order (words little-endian),
/// padded to 256 bits. A shorter key gets a single 1 bit just above its most significant bit
/// and 0 bits after it; in bytes, a 0x01 right after the key's last byte.
///
/// # Panics
/// If `key` is longer than 32 bytes; [`super::Serpent::new`] checks.
pub fn padded_key_words(key: &[u8]) -> [u32; 8] {
    let mut bytes = [0u8; MAX_KEY_BYTES];
    bytes[..key.len()].copy_from_slice(key);
    if key.len() < MAX_KEY_BYTES {
        bytes[key.len()] = 0x01;
    }
    core::array::from_fn(|i| u32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().expect("4 bytes")))
}

/// The prekeys w_0..w_131: w_i = (w_{i-8} ⊕ w_{i-5} ⊕ w_{i-3} ⊕ w_{i-1} ⊕ φ ⊕ i) <<< 11.
pub fn prekeys(key: &[u8]) -> [u32; 4 * ROUND_KEYS] {
    // w[0..8] is w_{-8}..w_{-1}; w[8 + i] is w_i.
    let mut w = [0u32; 8 + 4 * ROUND_KEYS];
    w[..8].copy_from_slice(&padded_key_words(key));
    for i in 0..4 * ROUND_KEYS {
        let j = i + 8;
        w[j] = (w[j - 8] ^ w[j - 5] ^ w[j - 3] ^ w[j - 1] ^ PHI ^ i as u32).rotate_left(11);
    }
    core::array::from_fn(|i| w[8 + i])
}

/// Which S-box makes round key K_i: S_{(3 − i) mod 8}, so K_0 uses S3, K_1 S2, …, K_32 S3.
pub const fn key_sbox(i: usize) -> usize {
    (3 + 8 * ROUND_KEYS - i) % 8
}

/// K_0..K_32, each as four words (bitslice form: no IP applied).
pub fn round_keys(key: &[u8]) -> [[u32; 4]; ROUND_KEYS] {
    let w = prekeys(key);
    core::array::from_fn(|i| {
        apply_bitslice(
            &SBOXES[key_sbox(i)],
            [w[4 * i], w[4 * i + 1], w[4 * i + 2], w[4 * i + 3]],
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_keys_get_one_bit_of_padding() {
        let words = padded_key_words(&[0xaa; 16]);
        assert_eq!(words[..4], [0xaaaa_aaaa; 4]);
        assert_eq!(words[4..], [1, 0, 0, 0]);
        let words = padded_key_words(&[0xff; 31]);
        assert_eq!(words[7], 0x01ff_ffff);
        assert_eq!(padded_key_words(&[0xff; 32]), [u32::MAX; 8]);
    }

    #[test]
    fn round_key_sboxes_count_down_from_s3() {
        let order: Vec<usize> = (0..ROUND_KEYS).map(key_sbox).collect();
        assert_eq!(order[..9], [3, 2, 1, 0, 7, 6, 5, 4, 3]);
        assert_eq!(order[32], 3);
    }

    #[test]
    fn a_128_bit_key_equals_its_padded_256_bit_form() {
        // The submission defines short keys by this padding, so both must give one schedule.
        let short = [0x5a; 16];
        let mut long = [0u8; 32];
        long[..16].copy_from_slice(&short);
        long[16] = 0x01;
        assert_eq!(round_keys(&short), round_keys(&long));
    }
}
