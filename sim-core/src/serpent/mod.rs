//! Serpent (Anderson, Biham and Knudsen, "Serpent: A Proposal for the Advanced Encryption
//! Standard", 1998), an AES finalist: a 32-round substitution–permutation network on a
//! 128-bit block, with keys of up to 256 bits.
//!
//! # The bitslice form
//!
//! The submission describes Serpent twice: a "standard" form with an initial permutation IP,
//! 32 rounds on the permuted 128-bit value, and a final permutation FP = IP⁻¹; and a bitslice
//! form on four 32-bit words X0..X3 with neither permutation. This model uses the bitslice
//! form. The two are the same cipher because IP is exactly the relabelling that turns the
//! one into the other: IP puts bit 32k + j of the block (bit j of word X_k) at bit 4j + k,
//! so the 4-bit nibble j of IP(B) that the standard form's S-box takes is the bit column j
//! of the four words that the bitslice S-box takes. The standard form's round keys are
//! IP(K_i), and its linear transformation is IP ∘ LT ∘ IP⁻¹ of the bitslice LT. Hence each
//! standard round is R̂_i = IP ∘ R_i ∘ IP⁻¹, and FP ∘ R̂_31 ∘ … ∘ R̂_0 ∘ IP = R_31 ∘ … ∘ R_0:
//! the permutations cancel between rounds and at both ends.
//!
//! Round i (0 ≤ i ≤ 31): B ← B ⊕ K_i; B ← S_{i mod 8}(B), bitslice; then B ← LT(B) in rounds
//! 0–30, and B ← B ⊕ K_32 in round 31. Blocks, keys and round keys are bytes in the lab's
//! order ([`byte_order`]: NESSIE's, words little-endian, X0 first).

mod block_cipher;
pub mod byte_order;
pub mod key_schedule;
pub mod linear;
pub mod sbox;
pub mod trace;

use crate::modes::Block;
use crate::round_trace::step_traces;
use crate::{hex, Error};
use byte_order::{block_to_words, words_to_block};
use key_schedule::{MAX_KEY_BYTES, ROUND_KEYS};
use sbox::{apply_bitslice, INV_SBOXES, SBOXES};
pub use trace::{Direction, Step, StepEntry, TraceEntry};

/// The number of rounds.
pub const ROUNDS: usize = 32;

/// A Serpent key, expanded into its 33 round keys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Serpent {
    key_bytes: usize,
    round_keys: [[u32; 4]; ROUND_KEYS],
}

fn xor_words(a: [u32; 4], b: &[u32; 4]) -> [u32; 4] {
    core::array::from_fn(|k| a[k] ^ b[k])
}

impl Serpent {
    /// Any key of 1 to 32 bytes (the standard's 128, 192 and 256 bits, and the shorter keys it
    /// pads, in whole bytes).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        if key.is_empty() || key.len() > MAX_KEY_BYTES {
            return Err(Error::field(
                "key",
                format!(
                    "Serpent keys are 1 to 32 bytes (128, 192 or 256 bits, or shorter), got {} bytes",
                    key.len()
                ),
            ));
        }
        Ok(Serpent {
            key_bytes: key.len(),
            round_keys: key_schedule::round_keys(key),
        })
    }

    /// A key typed as hex in the lab's byte order: 32, 48 or 64 digits.
    pub fn from_hex(key: &str) -> Result<Self, Error> {
        Serpent::new(&hex::parse("key", key, &[16, 24, 32])?)
    }

    /// The key's length in bits as given (before padding).
    pub fn key_bits(&self) -> usize {
        8 * self.key_bytes
    }

    /// The round keys K_0..K_32 as blocks, in the lab's byte order.
    pub fn round_keys(&self) -> Vec<Block> {
        self.round_keys.iter().map(|k| words_to_block(*k)).collect()
    }

    pub fn encrypt_block(&self, block: &Block) -> Block {
        self.encrypt_observed(block, &mut |_, _, _| {})
    }

    pub fn decrypt_block(&self, block: &Block) -> Block {
        self.decrypt_observed(block, &mut |_, _, _| {})
    }

    /// The cipher; `observe(i, step, state)` sees each step of round i, the last
    /// ([`Step::Out`]) with B_{i+1}.
    fn encrypt_observed(&self, block: &Block, observe: &mut impl FnMut(usize, Step, [u32; 4])) -> Block {
        let k = &self.round_keys;
        let mut x = block_to_words(block);
        for round in 0..ROUNDS {
            x = xor_words(x, &k[round]);
            observe(round, Step::KeyMix, x);
            x = apply_bitslice(&SBOXES[round % 8], x);
            observe(round, Step::SBoxes, x);
            if round < ROUNDS - 1 {
                x = linear::transform(x);
                observe(round, Step::LinearTransform, x);
            } else {
                x = xor_words(x, &k[ROUNDS]);
                observe(round, Step::FinalKeyMix, x);
            }
            observe(round, Step::Out, x);
        }
        words_to_block(x)
    }

    /// The inverse cipher, rounds undone from 31 to 0; `observe(i, step, state)` sees each
    /// step of undoing round i, the last ([`Step::InvOut`]) with B_i.
    fn decrypt_observed(&self, block: &Block, observe: &mut impl FnMut(usize, Step, [u32; 4])) -> Block {
        let k = &self.round_keys;
        let mut x = block_to_words(block);
        for round in (0..ROUNDS).rev() {
            if round < ROUNDS - 1 {
                x = linear::inverse(x);
                observe(round, Step::InvLinearTransform, x);
            } else {
                x = xor_words(x, &k[ROUNDS]);
                observe(round, Step::InvFinalKeyMix, x);
            }
            x = apply_bitslice(&INV_SBOXES[round % 8], x);
            observe(round, Step::InvSBoxes, x);
            x = xor_words(x, &k[round]);
            observe(round, Step::InvKeyMix, x);
            observe(round, Step::InvOut, x);
        }
        words_to_block(x)
    }
}

step_traces!(Serpent, block: Block, steps: 4 * ROUNDS, entry: |round, step, words| StepEntry {
    round: round as u8,
    step,
    state: words_to_block(words),
});

/// The 33 round keys K_0..K_32 of `key` as 16-byte blocks in the lab's byte order (the
/// schedule the RTL loads offline).
pub fn serpent_round_keys(key: &[u8]) -> Result<Vec<Block>, Error> {
    Ok(Serpent::new(key)?.round_keys())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_lengths() {
        for bytes in 1..=32 {
            let serpent = Serpent::new(&vec![7; bytes]).unwrap();
            let block = [0x42; 16];
            assert_eq!(serpent.decrypt_block(&serpent.encrypt_block(&block)), block);
        }
        let e = Serpent::new(&[0; 33]).unwrap_err().to_string();
        assert_eq!(
            e,
            "key: Serpent keys are 1 to 32 bytes (128, 192 or 256 bits, or shorter), got 33 bytes"
        );
        assert!(Serpent::new(&[]).is_err());
        assert_eq!(serpent_round_keys(&[0; 16]).unwrap().len(), 33);
    }
}
