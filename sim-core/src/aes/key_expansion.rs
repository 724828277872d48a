//! KeyExpansion (FIPS-197 §5.2): the cipher key grows into Nr + 1 round keys of 4 words.

use super::sbox::SBOX;
use super::state::State;

/// Round constants Rcon[i] = x^(i-1) in GF(2^8), as the first byte of the word.
pub const RCON: [u8; 10] = [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36];

fn sub_word(w: [u8; 4]) -> [u8; 4] {
    w.map(|b| SBOX[b as usize])
}

/// Expand a 16-, 24- or 32-byte key (length already checked) into its schedule of words.
pub fn expand_words(key: &[u8]) -> Vec<[u8; 4]> {
    let nk = key.len() / 4;
    let nr = nk + 6;
    let mut w: Vec<[u8; 4]> = key.chunks_exact(4).map(|c| [c[0], c[1], c[2], c[3]]).collect();
    for i in nk..4 * (nr + 1) {
        let mut temp = w[i - 1];
        if i % nk == 0 {
            temp.rotate_left(1);
            temp = sub_word(temp);
            temp[0] ^= RCON[i / nk - 1];
        } else if nk > 6 && i % nk == 4 {
            temp = sub_word(temp);
        }
        let prev = w[i - nk];
        w.push(core::array::from_fn(|j| prev[j] ^ temp[j]));
    }
    w
}

/// The round keys, round 0 (the initial AddRoundKey) to round Nr.
pub fn round_keys(key: &[u8]) -> Vec<State> {
    expand_words(key)
        .chunks_exact(4)
        .map(|words| core::array::from_fn(|i| words[i / 4][i % 4]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex;

    #[test]
    fn fips197_a1_last_word() {
        // FIPS-197 Appendix A.1: w[43] = b6630ca6 for key 2b7e1516...
        let key = hex::parse("key", "2b7e151628aed2a6abf7158809cf4f3c", &[16]).unwrap();
        assert_eq!(hex::format(&expand_words(&key)[43]), "b6630ca6");
    }

    #[test]
    fn fips197_a3_last_word() {
        // FIPS-197 Appendix A.3: w[59] = 706c631e for the 256-bit key 603deb10...
        let key = hex::parse(
            "key",
            "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
            &[32],
        )
        .unwrap();
        assert_eq!(hex::format(&expand_words(&key)[59]), "706c631e");
    }
}
