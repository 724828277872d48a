//! RC6-32/20/b (Rivest, Robshaw, Sidney and Yin, "The RC6 Block Cipher", v1.1, 1998), an AES
//! finalist: 20 rounds on four 32-bit words A, B, C, D, built from additions, exclusive-ors, a
//! quadratic function and data-dependent rotations, with a table of 44 round-key words.
//!
//! # The cipher (paper, Sec. 2)
//!
//! Encryption ("Encryption with RC6-w/r/b"), with w = 32, r = 20, lg w = 5:
//!
//! ```text
//! B += S[0]; D += S[1]                                   pre-whitening
//! for i = 1 to 20:
//!     t = (B × (2B + 1)) <<< 5                           quadratic function, then a fixed rotation
//!     u = (D × (2D + 1)) <<< 5
//!     A = ((A ⊕ t) <<< u) + S[2i]                        data-dependent rotation by u's low 5 bits
//!     C = ((C ⊕ u) <<< t) + S[2i + 1]
//!     (A, B, C, D) = (B, C, D, A)                        the words turn one place
//! A += S[42]; C += S[43]                                 post-whitening
//! ```
//!
//! All arithmetic is mod 2^32. Decryption runs the steps backwards with subtractions and right
//! rotations. f(x) = x(2x + 1) = 2x² + x is [`quadratic`] (where hardware can use a squarer),
//! the rotations are [`rotation`] (a five-level barrel shifter), the table `S[0..43]` is
//! [`key_schedule`] (Sec. 2.3), and the trace with its steps is [`trace`].
//!
//! # Byte order
//!
//! RC6's own ([`byte_order`]): a block's 16 bytes in memory order, A first, each word
//! little-endian (byte 0 is the least significant byte of A, byte 15 the most significant of
//! D); a key's bytes fill `L[0], L[1]`, … the same way. This is how the paper's test vectors,
//! Crypto++'s `rc6val.dat` (`vectors/rc6/cryptopp-rc6val.dat`) and RustCrypto's `rc6` print
//! them. Round keys are `S[0..43]` in the same order, four words a block.
//!
//! # Keys
//!
//! RC6 admits keys of 0 to 255 bytes; the lab's are the AES sizes, 16, 24 and 32 bytes (128,
//! 192 and 256 bits), and any other length is refused.

mod block_cipher;
pub mod byte_order;
pub mod key_schedule;
pub mod quadratic;
pub mod rotation;
pub mod trace;

use crate::modes::Block;
use crate::round_trace::step_traces;
use crate::{hex, Error};
use byte_order::{block_to_words, words_to_block};
use key_schedule::ROUND_KEY_WORDS;
pub use key_schedule::{key_schedule_iterations, key_words};
use quadratic::round_function;
use rotation::{rotate_left, rotate_right};
pub use trace::{Direction, Step, StepEntry, TraceEntry};

/// The number of rounds r.
pub const ROUNDS: usize = 20;

/// The key lengths the lab takes, in bytes.
pub const KEY_BYTES: [usize; 3] = [16, 24, 32];

/// An RC6-32/20/b key, expanded into its 44 round-key words `S[0..43]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rc6 {
    key_bytes: usize,
    s: [u32; ROUND_KEY_WORDS],
}

/// One step's record before it is shaped into an entry: round i (1 to 20), the step, the
/// round's t and u, and the words A, B, C, D after the step.
type Observe<'a> = dyn FnMut(usize, Step, u32, u32, [u32; 4]) + 'a;

impl Rc6 {
    /// A key of 16, 24 or 32 bytes (128, 192 or 256 bits).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        let sizes = "RC6 keys in the lab are 16, 24 or 32 bytes (128, 192 or 256 bits)";
        crate::cipher::key_length(key, &KEY_BYTES, sizes)?;
        Ok(Rc6 {
            key_bytes: key.len(),
            s: key_schedule::round_keys(key),
        })
    }

    /// A key typed as hex in the lab's byte order: 32, 48 or 64 digits.
    pub fn from_hex(key: &str) -> Result<Self, Error> {
        Rc6::new(&hex::parse("key", key, &KEY_BYTES)?)
    }

    /// The key's length in bits.
    pub fn key_bits(&self) -> usize {
        8 * self.key_bytes
    }

    /// The key-schedule iterations this key took: [`key_schedule_iterations`] of its c words.
    pub fn key_schedule_iterations(&self) -> usize {
        key_schedule_iterations(key_words(self.key_bytes))
    }

    /// The round-key words `S[0..43]`.
    pub fn subkeys(&self) -> [u32; ROUND_KEY_WORDS] {
        self.s
    }

    /// The round keys as 11 blocks in the lab's byte order: `S[4k..4k+3]`, little-endian words.
    pub fn round_keys(&self) -> Vec<Block> {
        self.s
            .chunks_exact(4)
            .map(|w| words_to_block(w.try_into().expect("4 words")))
            .collect()
    }

    pub fn encrypt_block(&self, block: &Block) -> Block {
        self.encrypt_observed(block, &mut |_, _, _, _, _| {})
    }

    pub fn decrypt_block(&self, block: &Block) -> Block {
        self.decrypt_observed(block, &mut |_, _, _, _, _| {})
    }

    /// The cipher (paper, "Encryption with RC6-w/r/b"); `observe` sees each step of round i
    /// (1 to 20) with the round's t and u, the last ([`Step::Out`]) with the state after it.
    fn encrypt_observed(&self, block: &Block, observe: &mut Observe<'_>) -> Block {
        let s = &self.s;
        let [mut a, mut b, mut c, mut d] = block_to_words(block);
        // Pre-whitening: B += S[0], D += S[1].
        b = b.wrapping_add(s[0]);
        d = d.wrapping_add(s[1]);
        let pre_whitened = [a, b, c, d];
        for i in 1..=ROUNDS {
            let t = round_function(b);
            let u = round_function(d);
            if i == 1 {
                // Recorded here, as round 1's first step, now that the round's t and u exist.
                observe(i, Step::PreWhitening, t, u, pre_whitened);
            }
            a ^= t;
            c ^= u;
            observe(i, Step::Xor, t, u, [a, b, c, d]);
            a = rotate_left(a, u);
            c = rotate_left(c, t);
            observe(i, Step::Rotate, t, u, [a, b, c, d]);
            a = a.wrapping_add(s[2 * i]);
            c = c.wrapping_add(s[2 * i + 1]);
            observe(i, Step::KeyAdd, t, u, [a, b, c, d]);
            [a, b, c, d] = [b, c, d, a];
            observe(i, Step::Permute, t, u, [a, b, c, d]);
            if i == ROUNDS {
                // Post-whitening: A += S[42], C += S[43].
                a = a.wrapping_add(s[2 * ROUNDS + 2]);
                c = c.wrapping_add(s[2 * ROUNDS + 3]);
                observe(i, Step::PostWhitening, t, u, [a, b, c, d]);
            }
            observe(i, Step::Out, t, u, [a, b, c, d]);
        }
        words_to_block([a, b, c, d])
    }

    /// The inverse cipher (paper, "Decryption with RC6-w/r/b"), rounds undone from 20 to 1;
    /// `observe` sees each step of undoing round i with its t and u, the last
    /// ([`Step::InvOut`]) with the state before round i.
    fn decrypt_observed(&self, block: &Block, observe: &mut Observe<'_>) -> Block {
        let s = &self.s;
        let [mut a, mut b, mut c, mut d] = block_to_words(block);
        for i in (1..=ROUNDS).rev() {
            let mut before_t_u = Vec::with_capacity(2);
            if i == ROUNDS {
                // Undo the post-whitening: C −= S[43], A −= S[42].
                a = a.wrapping_sub(s[2 * ROUNDS + 2]);
                c = c.wrapping_sub(s[2 * ROUNDS + 3]);
                before_t_u.push((Step::InvPostWhitening, [a, b, c, d]));
            }
            [a, b, c, d] = [d, a, b, c];
            before_t_u.push((Step::InvPermute, [a, b, c, d]));
            // B and D are back to what encryption's round i read: the same t and u.
            let t = round_function(b);
            let u = round_function(d);
            for (step, state) in before_t_u {
                observe(i, step, t, u, state);
            }
            a = a.wrapping_sub(s[2 * i]);
            c = c.wrapping_sub(s[2 * i + 1]);
            observe(i, Step::InvKeyAdd, t, u, [a, b, c, d]);
            a = rotate_right(a, u);
            c = rotate_right(c, t);
            observe(i, Step::InvRotate, t, u, [a, b, c, d]);
            a ^= t;
            c ^= u;
            observe(i, Step::InvXor, t, u, [a, b, c, d]);
            if i == 1 {
                // Undo the pre-whitening: D −= S[1], B −= S[0].
                b = b.wrapping_sub(s[0]);
                d = d.wrapping_sub(s[1]);
                observe(i, Step::InvPreWhitening, t, u, [a, b, c, d]);
            }
            observe(i, Step::InvOut, t, u, [a, b, c, d]);
        }
        words_to_block([a, b, c, d])
    }
}

step_traces!(Rc6, block: Block, steps: trace::STEPS, entry: |round, step, t, u, words| StepEntry {
    round: round as u8,
    step,
    t,
    u,
    state: words_to_block(words),
});

/// The 11 round-key blocks (`S[0..43]`, four words each) of `key` in the lab's byte order.
pub fn rc6_round_keys(key: &[u8]) -> Result<Vec<Block>, Error> {
    Ok(Rc6::new(key)?.round_keys())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cipher::check_key_lengths;

    #[test]
    fn key_lengths() {
        let refused = [0, 1, 15, 17, 23, 25, 31, 33, 255];
        let message = |bytes| {
            format!("key: RC6 keys in the lab are 16, 24 or 32 bytes (128, 192 or 256 bits), got {bytes} bytes")
        };
        check_key_lengths(&KEY_BYTES, &refused, message, |rc6: &Rc6, bytes| {
            assert_eq!((rc6.key_bits(), rc6.key_schedule_iterations()), (8 * bytes, 132))
        });
        assert_eq!(rc6_round_keys(&[0; 16]).unwrap().len(), 11);
        assert!(Rc6::from_hex("00").is_err());
    }

    #[test]
    fn round_keys_are_the_table_in_memory_order() {
        let rc6 = Rc6::new(&[0; 16]).unwrap();
        let words = crate::words::bytes_to_words(&rc6.round_keys().concat());
        assert_eq!(words, rc6.subkeys());
    }

    #[test]
    fn krovetz_rc6_32_20_16() {
        // draft-krovetz-rc6-rc5-vectors-00 (2018), RC6-32/20/16: key and plaintext 00 01 … 0f.
        let rc6 = Rc6::from_hex("000102030405060708090a0b0c0d0e0f").unwrap();
        let p = hex::parse_block("pt", "000102030405060708090a0b0c0d0e0f").unwrap();
        let c = rc6.encrypt_block(&p);
        assert_eq!(hex::format(&c), "3a96f9c7f6755cfe46f00e3dcd5d2a3c");
        assert_eq!(rc6.decrypt_block(&c), p);
    }
}
