//! MARS's S-box (submission, Sec. "S-box design"): one table S of 512 32-bit words, used as
//! two 8×32 tables in the mixing, S0 = `S[0..255]` and S1 = `S[256..511]`, and whole, with a
//! 9-bit index, in the E-function and the key schedule.
//!
//! The table is not typed in here: it is generated as the submission describes. With the
//! constants c1 = 0xb7e15162 and c2 = 0x243f6a88 (the binary expansions of the fractional
//! parts of e and π) and the c3 = 0x02917d59 the designers settled on, entry `S[5i + k]`
//! (i = 0..102, k = 0..4) is word k of SHA-1(5i | c1 | c2 | c3); the 515 words are cut to 512.
//! The designers then repaired the table where it lacked a property they asked for (every two
//! entries of S0, and every two of S1, differ in at least three of their four bytes): for each
//! such pair `S[i]`, `S[j]`, i < j, `S[i]` was replaced by 3·`S[i]` (mod 2^32). Nine entries
//! change: 17, 67, 76, 131, 147, 210, 297, 351 and 420.
//!
//! Byte conventions the text leaves to the implementer: the 16-byte SHA-1 message is the four
//! words written little-endian, and the 20-byte digest is read back as five little-endian
//! words (MARS's own byte order, [`super::byte_order`]). These choices, and the repair rule as
//! written above, reproduce the published table entry for entry:
//! `sim-core/tests/mars_cryptopp.rs` compares all 512 words with Crypto++'s copy of the
//! submission's table at run time, and this module's tests pin a few entries.
//!
//! The whole table is computed at compile time (`const`), so the model holds plain data.

/// c1, c2, c3: the SHA-1 input's three fixed words after the index 5i.
pub const C1: u32 = 0xb7e1_5162;
pub const C2: u32 = 0x243f_6a88;
pub const C3: u32 = 0x0291_7d59;

/// The S-box S, 512 words.
pub const S: [u32; 512] = generate();

/// S0 = `S[0..255]`, the first 8×32 table of the mixing.
pub const S0: [u32; 256] = half(0);

/// S1 = `S[256..511]`, the second.
pub const S1: [u32; 256] = half(256);

/// S0's entry for byte `x`.
pub fn s0(x: u8) -> u32 {
    S0[x as usize]
}

/// S1's entry for byte `x`.
pub fn s1(x: u8) -> u32 {
    S1[x as usize]
}

/// S's entry for the low nine bits of `x`: the E-function's and key schedule's lookup.
pub fn s9(x: u32) -> u32 {
    S[(x & 0x1ff) as usize]
}

const fn half(from: usize) -> [u32; 256] {
    let mut out = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        out[i] = S[from + i];
        i += 1;
    }
    out
}

/// SHA-1 (FIPS 180-1) of one 16-byte message, the four words `m` written little-endian; the
/// digest as five words read little-endian.
const fn sha1_16(m: [u32; 4]) -> [u32; 5] {
    // One padded block: the message, a 1 bit, zeros, the length (128 bits), big-endian words.
    let mut w = [0u32; 80];
    let mut t = 0;
    while t < 4 {
        w[t] = m[t].swap_bytes();
        t += 1;
    }
    w[4] = 0x8000_0000;
    w[15] = 128;
    t = 16;
    while t < 80 {
        w[t] = (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotate_left(1);
        t += 1;
    }
    let h = [0x6745_2301u32, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0];
    let (mut a, mut b, mut c, mut d, mut e) = (h[0], h[1], h[2], h[3], h[4]);
    t = 0;
    while t < 80 {
        let (f, k) = if t < 20 {
            ((b & c) | (!b & d), 0x5a82_7999)
        } else if t < 40 {
            (b ^ c ^ d, 0x6ed9_eba1)
        } else if t < 60 {
            ((b & c) | (b & d) | (c & d), 0x8f1b_bcdc)
        } else {
            (b ^ c ^ d, 0xca62_c1d6)
        };
        let temp = a
            .rotate_left(5)
            .wrapping_add(f)
            .wrapping_add(e)
            .wrapping_add(k)
            .wrapping_add(w[t]);
        e = d;
        d = c;
        c = b.rotate_left(30);
        b = a;
        a = temp;
        t += 1;
    }
    [
        h[0].wrapping_add(a).swap_bytes(),
        h[1].wrapping_add(b).swap_bytes(),
        h[2].wrapping_add(c).swap_bytes(),
        h[3].wrapping_add(d).swap_bytes(),
        h[4].wrapping_add(e).swap_bytes(),
    ]
}

/// How many of the four bytes of `a` and `b` are equal.
pub const fn equal_bytes(a: u32, b: u32) -> u32 {
    let x = a ^ b;
    let mut n = 0;
    let mut k = 0;
    while k < 4 {
        if (x >> (8 * k)) & 0xff == 0 {
            n += 1;
        }
        k += 1;
    }
    n
}

/// The SHA-1 words before the repair: `S[5i + k]` = word k of SHA-1(5i | c1 | c2 | c3).
pub const fn sha1_words() -> [u32; 512] {
    let mut s = [0u32; 512];
    let mut i = 0;
    while 5 * i < 512 {
        let digest = sha1_16([5 * i as u32, C1, C2, C3]);
        let mut k = 0;
        while k < 5 && 5 * i + k < 512 {
            s[5 * i + k] = digest[k];
            k += 1;
        }
        i += 1;
    }
    s
}

/// The table: the SHA-1 words, then 3·`S[i]` for the first entry of each pair within S0 or
/// within S1 that shares two or more bytes.
const fn generate() -> [u32; 512] {
    let mut s = sha1_words();
    let mut from = 0;
    while from < 512 {
        let mut i = from;
        while i < from + 256 {
            let mut j = i + 1;
            while j < from + 256 {
                if equal_bytes(s[i], s[j]) >= 2 {
                    s[i] = s[i].wrapping_mul(3);
                    break;
                }
                j += 1;
            }
            i += 1;
        }
        from += 256;
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha1_of_a_16_byte_message() {
        // A 16-byte message as the generator feeds it: SHA-1("0123456789abcdef") is
        // fe5567e8 d7695508 52182cdf 69d74bb1 6dff8e29 (Python's hashlib).
        let words = sha1_16([0x3332_3130, 0x3736_3534, 0x6261_3938, 0x6665_6463]);
        let expected = [0xfe55_67e8u32, 0xd769_5508, 0x5218_2cdf, 0x69d7_4bb1, 0x6dff_8e29];
        assert_eq!(words.map(u32::swap_bytes), expected);
    }

    #[test]
    fn a_few_published_entries() {
        // Values of the published table (the submission's Appendix; Crypto++ carries a copy).
        assert_eq!(S[0], 0x09d0_c479);
        assert_eq!(S[1], 0x28c8_ffe0);
        assert_eq!(S[17], 0x0d72_ee46);
        assert_eq!(S[255], 0x9e5f_d030);
        assert_eq!(S0[255], S[255]);
        assert_eq!(S1[0], 0x6b57_e354);
        assert_eq!(S1[255], 0x19af_70ee);
    }

    #[test]
    fn nine_entries_are_repaired() {
        let raw = sha1_words();
        let changed: Vec<usize> = (0..512).filter(|&i| raw[i] != S[i]).collect();
        assert_eq!(changed, [17, 67, 76, 131, 147, 210, 297, 351, 420]);
        for i in changed {
            assert_eq!(S[i], raw[i].wrapping_mul(3));
        }
    }

    #[test]
    fn every_two_entries_of_a_half_differ_in_three_bytes() {
        for half in [&S0, &S1] {
            for i in 0..256 {
                for j in i + 1..256 {
                    assert!(equal_bytes(half[i], half[j]) < 2, "{i} {j}");
                }
            }
        }
    }
}
