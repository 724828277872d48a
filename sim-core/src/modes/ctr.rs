//! Counter mode (NIST SP 800-38A §6.5): C_j = P_j ⊕ CIPH_K(T_j), encryption and decryption
//! alike. The counter blocks come from the standard incrementing function of SP 800-38A
//! Appendix B.1 with m = b: the whole block is one big-endian integer,
//! T_i = T_0 + i mod 2^b (here T_0 is the first block's counter, the standard's T_1), b = 128
//! for AES and Serpent.
//!
//! RFC 3686 (AES-CTR for IPsec) increments only its last 32 bits, the block counter; as long
//! as that counter does not wrap (at most 2^32 − 1 blocks from its usual start of 1), it
//! gives the same counter blocks, so its test vectors apply here unchanged.

use super::{blocks, count, xor, Block};
use crate::cipher::{BlockBytes, BlockCipher};
use crate::Error;

/// The 128-bit counter block for block `i`: `t0 + i` modulo 2^128, big-endian.
pub fn counter_block(t0: &Block, i: u128) -> Block {
    u128::from_be_bytes(*t0).wrapping_add(i).to_be_bytes()
}

/// The next counter block of any width: `counter + 1` modulo 2^b, big-endian.
pub fn increment<B: BlockBytes>(counter: &mut B) {
    for byte in counter.as_mut().iter_mut().rev() {
        *byte = byte.wrapping_add(1);
        if *byte != 0 {
            return;
        }
    }
}

pub fn encrypt<C: BlockCipher>(cipher: &C, t0: &C::Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    count::<C::Block>(data)?;
    let mut counter = *t0;
    let mut out = Vec::with_capacity(data.len());
    for block in blocks::<C::Block>(data) {
        let pad = cipher.encrypt_block(&counter);
        increment(&mut counter);
        out.extend_from_slice(xor(&block, &pad).as_ref());
    }
    Ok(out)
}

pub fn decrypt<C: BlockCipher>(cipher: &C, t0: &C::Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    encrypt(cipher, t0, data)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex;

    #[test]
    fn sp800_38a_f5_counter_blocks() {
        // SP 800-38A F.5.1 lists T_1 .. T_4 as ...fcfdfeff, ...fcfdff00, ...fcfdff01, ...fcfdff02.
        let t0 = hex::parse_block("t0", "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff").unwrap();
        assert_eq!(hex::format(&counter_block(&t0, 1)), "f0f1f2f3f4f5f6f7f8f9fafbfcfdff00");
        assert_eq!(hex::format(&counter_block(&t0, 3)), "f0f1f2f3f4f5f6f7f8f9fafbfcfdff02");
    }

    #[test]
    fn the_whole_block_carries_and_wraps() {
        let t0 = [0xff; 16];
        assert_eq!(counter_block(&t0, 1), [0; 16]);
        let mut t = [0; 16];
        t[7] = 0xff;
        t[8..].fill(0xff);
        let next = counter_block(&t, 1);
        assert_eq!(hex::format(&next), "00000000000001000000000000000000");
    }

    #[test]
    fn increment_agrees_with_the_128_bit_counter_and_works_on_64_bits() {
        for t0 in [
            [0xff; 16],
            [0; 16],
            hex::parse_block("t0", "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff").unwrap(),
        ] {
            let mut t = t0;
            increment(&mut t);
            assert_eq!(t, counter_block(&t0, 1));
        }
        let mut t: [u8; 8] = [0, 0, 0, 0, 0, 0, 0xff, 0xff];
        increment(&mut t);
        assert_eq!(t, [0, 0, 0, 0, 0, 1, 0, 0]);
        let mut t = [0xff_u8; 8];
        increment(&mut t);
        assert_eq!(t, [0; 8]);
    }
}
