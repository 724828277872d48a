//! SIMON (Beaulieu, Shors, Smith, Treatman-Clark, Weeks and Wingers, "The SIMON and SPECK
//! Families of Lightweight Block Ciphers", 2013; ISO/IEC 29167-21), the lab's lightweight
//! cipher: a Feistel network on two n-bit words built from AND, XOR and rotations only, made
//! for small hardware. The lab builds SIMON 64/128 (n = 32, m = 4, 44 rounds: registry id
//! `simon64`) and SIMON 128/128 (n = 64, m = 2, 68 rounds: `simon128`).
//!
//! # The cipher (§3)
//!
//! A block is (x, y). Round i (1 to T) with round key k_{i−1} is x ← y ⊕ f(x) ⊕ k_{i−1},
//! y ← x, where f(x) = (S¹x & S⁸x) ⊕ S²x ([`round`]); there is no whitening and no initial
//! round. The round keys come from the key's m words by a linear recurrence with a constant
//! sequence z_j ([`key_schedule`]); the parameters are Table 3.1's ([`parameters`]).
//! Decryption undoes the rounds with the keys backwards; the schedule can run backwards too,
//! from the last m round keys, which is what a core that computes its keys beside the rounds
//! does when it decrypts ([`key_schedule::backwards`]).
//!
//! # Byte order
//!
//! The paper's ([`byte_order`]): x then y, k_{m−1} first, words big-endian. Crypto++ writes
//! every value byte-reversed.
//!
//! # Keys
//!
//! The lab's cores take 128-bit keys; the model takes every key size Table 3.1 gives the two
//! block sizes (SIMON 64: 96 and 128 bits; SIMON 128: 128, 192 and 256), so that every
//! Crypto++ vector checks it.

mod block_cipher;
pub mod byte_order;
pub mod key_schedule;
pub mod parameters;
pub mod round;
pub mod trace;
pub mod words;

use crate::round_trace::RoundEntry;
use crate::Error;
use byte_order::{block_to_words, key_to_words, word_block, words_to_block};
use parameters::Parameters;
pub use trace::{Direction, TraceEntry};

/// A SIMON key expanded for a block of `B` bytes (8 or 16): its Table 3.1 row and the round
/// keys k_0 … k_{T−1}.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Simon<const B: usize> {
    parameters: Parameters,
    round_keys: Vec<u64>,
}

/// SIMON 64/m·32: a 64-bit block (registry id `simon64`).
pub type Simon64 = Simon<8>;
/// SIMON 128/m·64: a 128-bit block (registry id `simon128`).
pub type Simon128 = Simon<16>;

impl<const B: usize> Simon<B> {
    /// The block size in bits.
    const BLOCK_BITS: u32 = 8 * B as u32;

    /// A key of any size Table 3.1 gives the block (k_{m−1} first, [`byte_order`]).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        let bits = Self::BLOCK_BITS;
        let parameters = parameters::of(bits, 8 * key.len() as u32).ok_or_else(|| {
            let sizes: Vec<String> = parameters::key_bytes(bits)
                .iter()
                .map(|b| format!("{b} bytes ({} bits)", 8 * b))
                .collect();
            Error::field(
                "key",
                format!(
                    "SIMON {bits} keys are {} (Beaulieu et al. Table 3.1), got {} bytes",
                    sizes.join(" or "),
                    key.len()
                ),
            )
        })?;
        let words = key_to_words(key, parameters.word_bits as usize / 8);
        Ok(Simon {
            parameters,
            round_keys: key_schedule::expand(&parameters, &words),
        })
    }

    /// The key lengths in bytes the model takes.
    pub fn key_bytes() -> Vec<usize> {
        parameters::key_bytes(Self::BLOCK_BITS)
    }

    /// The key's row of Table 3.1.
    pub fn parameters(&self) -> Parameters {
        self.parameters
    }

    /// The rounds T.
    pub fn rounds(&self) -> usize {
        self.parameters.rounds
    }

    /// The round keys k_0 … k_{T−1}, n-bit words.
    pub fn round_key_words(&self) -> &[u64] {
        &self.round_keys
    }

    /// The last m round keys k_{T−m} … k_{T−1}: what a core keeps to decrypt, running the
    /// schedule backwards from them.
    pub fn last_round_keys(&self) -> &[u64] {
        &self.round_keys[self.parameters.rounds - self.parameters.key_words..]
    }

    /// The round keys as blocks, k_0 first, each word big-endian in x's place and y zero.
    pub fn round_keys(&self) -> Vec<[u8; B]> {
        self.round_keys.iter().map(|&k| word_block(k)).collect()
    }

    pub fn encrypt_block(&self, block: &[u8; B]) -> [u8; B] {
        let n = self.parameters.word_bits;
        let state = self
            .round_keys
            .iter()
            .fold(block_to_words(block), |s, &k| round::encrypt(s, k, n));
        words_to_block(state)
    }

    pub fn decrypt_block(&self, block: &[u8; B]) -> [u8; B] {
        let n = self.parameters.word_bits;
        let state = self
            .round_keys
            .iter()
            .rev()
            .fold(block_to_words(block), |s, &k| round::decrypt(s, k, n));
        words_to_block(state)
    }

    /// Encrypt, recording the state after each round 1 … T (the last: the ciphertext).
    pub fn encrypt_traced(&self, block: &[u8; B]) -> Vec<TraceEntry<B>> {
        let n = self.parameters.word_bits;
        let mut state = block_to_words(block);
        let mut entries = Vec::with_capacity(self.rounds());
        for (i, &k) in self.round_keys.iter().enumerate() {
            state = round::encrypt(state, k, n);
            entries.push(entry(Direction::Encrypt, i + 1, state, k));
        }
        entries
    }

    /// Decrypt, recording the state with each round undone, round T first (the last: the
    /// plaintext).
    pub fn decrypt_traced(&self, block: &[u8; B]) -> Vec<TraceEntry<B>> {
        let n = self.parameters.word_bits;
        let mut state = block_to_words(block);
        let mut entries = Vec::with_capacity(self.rounds());
        for (i, &k) in self.round_keys.iter().enumerate().rev() {
            state = round::decrypt(state, k, n);
            entries.push(entry(Direction::Decrypt, i + 1, state, k));
        }
        entries
    }
}

/// The trace line of the paper's round `round` leaving `state`, its key `round_key`.
fn entry<const B: usize>(direction: Direction, round: usize, state: (u64, u64), round_key: u64) -> TraceEntry<B> {
    RoundEntry {
        direction,
        round: round as u8,
        state: words_to_block(state),
        values: round_key,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex;

    #[test]
    fn key_sizes_are_table_3_1s() {
        assert_eq!(Simon64::key_bytes(), [12, 16]);
        assert_eq!(Simon128::key_bytes(), [16, 24, 32]);
        assert_eq!(
            Simon64::new(&[0; 8]).unwrap_err().to_string(),
            "key: SIMON 64 keys are 12 bytes (96 bits) or 16 bytes (128 bits) (Beaulieu et al. Table 3.1), got 8 bytes"
        );
        assert_eq!(Simon128::new(&[0; 32]).unwrap().rounds(), 72);
    }

    #[test]
    fn appendix_b_64_128() {
        let key = hex::parse("key", "1b1a1918131211100b0a090803020100", &[16]).unwrap();
        let simon = Simon64::new(&key).unwrap();
        let pt: [u8; 8] = words_to_block((0x656b_696c, 0x2064_6e75));
        let ct = simon.encrypt_block(&pt);
        assert_eq!(hex::format(&ct), "44c8fc20b9dfa07a");
        assert_eq!(simon.decrypt_block(&ct), pt);
        assert_eq!(simon.last_round_keys().len(), 4);
    }
}
