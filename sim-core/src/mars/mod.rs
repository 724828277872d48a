//! MARS (Burwick, Coppersmith, D'Avignon, Gennaro, Halevi, Jutla, Matyas, O'Connor, Peyravian,
//! Safford and Zunic, "MARS — a candidate cipher for AES", IBM, 1998, revised 1999), an AES
//! finalist: a 128-bit block in four 32-bit words `D[0..3]`, keys of 4 to 14 words, and a
//! heterogeneous structure of unkeyed mixing around a keyed core.
//!
//! # The cipher (submission, Sec. "Detailed description")
//!
//! ```text
//! D[i] += K[i], i = 0..3                      initial key addition
//! 8 rounds of forward mixing                  S-box lookups, no key      (mixing)
//! 16 rounds of the cryptographic core         E-function, K[4..35]       (core)
//!     8 in forward mode, 8 in backward mode
//! 8 rounds of backward mixing                 S-box lookups, no key      (mixing)
//! D[i] −= K[36 + i], i = 0..3                 final key subtraction
//! ```
//!
//! All arithmetic is mod 2^32. The pieces, one a module: the S-box S with its halves S0 and S1
//! ([`sbox`]), the key expansion into `K[0..39]` with the multiplication-key fix
//! ([`key_schedule`]), the mixing rounds ([`mixing`]), the E-function with the two operations
//! that size a hardware core, the 32×32 multiplication and the 9-bit S-box lookup
//! ([`e_function`]), the core rounds ([`core`]), and the trace ([`trace`]). Decryption runs the
//! inverse of every round in reverse order (the submission's decryption is exactly that).
//!
//! # Byte order
//!
//! MARS's own ([`byte_order`]): a block's 16 bytes in memory order, `D[0]` first, each word
//! little-endian (byte 0 is the least significant byte of `D[0]`); a key's bytes fill `k[0]`,
//! `k[1]`, … the same way. This is how the submission's test vectors and Crypto++'s
//! `marsval.dat` and `mars.txt` (`vectors/mars/`) print them. Round keys are `K[0..39]` in the
//! same order, four words a block.
//!
//! # Keys
//!
//! MARS takes any key of 4 to 14 words: 16 to 56 bytes in steps of 4 (128 to 448 bits). The
//! lab's cores use 128, 192 and 256 bits; the model takes every length the submission allows and
//! refuses any other, naming the field `key`.
//!
//! # Rounds
//!
//! The lab counts 32 rounds, as encryption runs them: 8 forward mixing, 16 core, 8 backward
//! mixing ([`trace::stage_of`]); the key addition belongs to round 1 and the key subtraction to
//! round 32. [`ROUNDS`] is what [`crate::BlockCipher::rounds`] reports.
//!
//! # Without the multiplication-key fix
//!
//! [`Mars::new_without_multiplication_key_fix`] expands the key without the fix of `K[5]`,
//! `K[7]`, …, `K[35]` (see [`key_schedule`]), as Dandalis et al.'s FPGA MARS did. That is not
//! MARS: it exists so that the lab can show what leaving the stage out changes.

mod block_cipher;
pub mod byte_order;
pub mod core;
pub mod e_function;
pub mod key_schedule;
pub mod mixing;
pub mod sbox;
pub mod trace;

use crate::modes::Block;
use crate::round_trace::step_traces;
use crate::{hex, Error};
use byte_order::{block_to_words, words_to_block};
use e_function::EOutput;
use key_schedule::EXPANDED_WORDS;
pub use key_schedule::{key_setup_work, KeySetupWork};
use mixing::MIXING_ROUNDS;
pub use trace::{stage_of, Direction, Stage, Step, StepEntry, TraceEntry};

/// The lab's rounds: 8 forward mixing, 16 core, 8 backward mixing.
pub const ROUNDS: usize = 2 * MIXING_ROUNDS + core::CORE_ROUNDS;

/// The key lengths MARS takes, in bytes: 4 to 14 words.
pub const KEY_BYTES: [usize; 11] = [16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56];

/// A MARS key, expanded into its 40 words `K[0..39]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mars {
    key_bytes: usize,
    multiplication_key_fix: bool,
    k: [u32; EXPANDED_WORDS],
}

/// One step's record before it is shaped into an entry: the lab's round (1 to 32), the step,
/// a core round's E-function outputs, and `D[0..3]` after the step.
type Observe<'a> = dyn FnMut(usize, Step, Option<EOutput>, [u32; 4]) + 'a;

fn check_key(key: &[u8]) -> Result<(), Error> {
    let sizes = "MARS keys are 16 to 56 bytes in whole 4-byte words (4 to 14 words, 128 to 448 bits)";
    crate::cipher::key_length(key, &KEY_BYTES, sizes)
}

impl Mars {
    /// A key of 16 to 56 bytes, a multiple of 4 (128 to 448 bits).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        check_key(key)?;
        Ok(Mars {
            key_bytes: key.len(),
            multiplication_key_fix: true,
            k: key_schedule::expand(key),
        })
    }

    /// **Not MARS**: the cipher with the key expansion stopped before the multiplication-key
    /// fix (`K[5]`, `K[7]`, …, `K[35]` as the stirring left them), as Dandalis et al.'s hardware
    /// did. Same key lengths as [`Mars::new`].
    pub fn new_without_multiplication_key_fix(key: &[u8]) -> Result<Self, Error> {
        check_key(key)?;
        Ok(Mars {
            key_bytes: key.len(),
            multiplication_key_fix: false,
            k: key_schedule::expand_without_multiplication_key_fix(key),
        })
    }

    /// A key typed as hex in MARS's byte order: 32 to 112 digits, 8 a word.
    pub fn from_hex(key: &str) -> Result<Self, Error> {
        Mars::new(&hex::parse("key", key, &KEY_BYTES)?)
    }

    /// The key's length in bits.
    pub fn key_bits(&self) -> usize {
        8 * self.key_bytes
    }

    /// Whether the key expansion included the multiplication-key fix (MARS's does).
    pub fn has_multiplication_key_fix(&self) -> bool {
        self.multiplication_key_fix
    }

    /// The work this key's setup took ([`key_setup_work`]).
    pub fn key_setup_work(&self) -> KeySetupWork {
        key_setup_work(self.multiplication_key_fix)
    }

    /// The expanded key `K[0..39]`.
    pub fn expanded_key(&self) -> [u32; EXPANDED_WORDS] {
        self.k
    }

    /// The round keys as 10 blocks in MARS's byte order: `K[4b..4b+3]`, little-endian words.
    pub fn round_keys(&self) -> Vec<Block> {
        self.k
            .chunks_exact(4)
            .map(|w| words_to_block(w.try_into().expect("4 words")))
            .collect()
    }

    pub fn encrypt_block(&self, block: &Block) -> Block {
        self.encrypt_observed(block, &mut |_, _, _, _| {})
    }

    pub fn decrypt_block(&self, block: &Block) -> Block {
        self.decrypt_observed(block, &mut |_, _, _, _| {})
    }

    /// The core round i's key pair (`K[2i+4]`, `K[2i+5]`).
    fn core_keys(&self, i: usize) -> (u32, u32) {
        (self.k[2 * i + 4], self.k[2 * i + 5])
    }

    /// The cipher; `observe` sees each step of round r (1 to 32), the last ([`Step::Out`])
    /// with the state after it.
    fn encrypt_observed(&self, block: &Block, observe: &mut Observe<'_>) -> Block {
        let k = &self.k;
        let mut d = block_to_words(block);
        for round in 1..=ROUNDS {
            if round == 1 {
                d = std::array::from_fn(|i| d[i].wrapping_add(k[i]));
                observe(round, Step::KeyAdd, None, d);
            }
            let e = match stage_of(round) {
                (Stage::ForwardMixing, i) => {
                    d = mixing::forward_round(d, i);
                    observe(round, Step::ForwardMixing, None, d);
                    None
                }
                (Stage::Core, i) => {
                    let (out, e) = core::round(d, i, self.core_keys(i));
                    d = out;
                    observe(round, Step::Core, Some(e), d);
                    Some(e)
                }
                (Stage::BackwardMixing, i) => {
                    d = mixing::backward_round(d, i);
                    observe(round, Step::BackwardMixing, None, d);
                    None
                }
            };
            if round == ROUNDS {
                d = std::array::from_fn(|i| d[i].wrapping_sub(k[36 + i]));
                observe(round, Step::KeySubtract, None, d);
            }
            observe(round, Step::Out, e, d);
        }
        words_to_block(d)
    }

    /// The inverse cipher, rounds undone from 32 to 1; `observe` sees each step of undoing
    /// round r, the last ([`Step::InvOut`]) with the state before round r.
    fn decrypt_observed(&self, block: &Block, observe: &mut Observe<'_>) -> Block {
        let k = &self.k;
        let mut d = block_to_words(block);
        for round in (1..=ROUNDS).rev() {
            if round == ROUNDS {
                d = std::array::from_fn(|i| d[i].wrapping_add(k[36 + i]));
                observe(round, Step::InvKeySubtract, None, d);
            }
            let e = match stage_of(round) {
                (Stage::BackwardMixing, i) => {
                    d = mixing::inverse_backward_round(d, i);
                    observe(round, Step::InvBackwardMixing, None, d);
                    None
                }
                (Stage::Core, i) => {
                    let (out, e) = core::inverse_round(d, i, self.core_keys(i));
                    d = out;
                    observe(round, Step::InvCore, Some(e), d);
                    Some(e)
                }
                (Stage::ForwardMixing, i) => {
                    d = mixing::inverse_forward_round(d, i);
                    observe(round, Step::InvForwardMixing, None, d);
                    None
                }
            };
            if round == 1 {
                d = std::array::from_fn(|i| d[i].wrapping_sub(k[i]));
                observe(round, Step::InvKeyAdd, None, d);
            }
            observe(round, Step::InvOut, e, d);
        }
        words_to_block(d)
    }
}

step_traces!(Mars, block: Block, steps: trace::STEPS, entry: |round, step, e, words| StepEntry {
    round: round as u8,
    step,
    e,
    state: words_to_block(words),
});

/// The 10 round-key blocks (`K[0..39]`, four words each) of `key` in MARS's byte order.
pub fn mars_round_keys(key: &[u8]) -> Result<Vec<Block>, Error> {
    Ok(Mars::new(key)?.round_keys())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cipher::check_key_lengths;

    #[test]
    fn key_lengths() {
        let refused = [0, 4, 12, 15, 17, 18, 19, 33, 57, 60, 64];
        let message = |bytes| {
            format!("key: MARS keys are 16 to 56 bytes in whole 4-byte words (4 to 14 words, 128 to 448 bits), got {bytes} bytes")
        };
        check_key_lengths(&KEY_BYTES, &refused, message, |mars: &Mars, bytes| {
            assert_eq!(mars.key_bits(), 8 * bytes)
        });
        for bytes in refused {
            assert!(Mars::new_without_multiplication_key_fix(&vec![0; bytes]).is_err());
        }
        assert_eq!(mars_round_keys(&[0; 16]).unwrap().len(), 10);
        assert!(Mars::from_hex("00").is_err());
    }

    #[test]
    fn round_keys_are_the_expanded_key_in_memory_order() {
        let mars = Mars::new(&[0; 16]).unwrap();
        let words = crate::words::bytes_to_words(&mars.round_keys().concat());
        assert_eq!(words, mars.expanded_key());
    }

    #[test]
    fn the_submission_zero_vector() {
        // Key 0 (128 bits), plaintext 0 (the first line of Crypto++'s marsval.dat).
        let mars = Mars::new(&[0; 16]).unwrap();
        assert_eq!(
            hex::format(&mars.encrypt_block(&[0; 16])),
            "dcc07b8dfb0738d6e30a22dfcf27e886"
        );
    }
}
