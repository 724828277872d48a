//! Diffusion, round by round: which plaintext and key bits each bit of the state after round r
//! depends on, for any cipher of the lab, measured on its golden model ([`BlockCipher`]).
//!
//! # Measured by flipping input bits, not propagated
//!
//! The analysis is generic over the trait: it knows a cipher only by its key expansion and
//! [`BlockCipher::encrypt_round_states`] (the state after each round, as the cipher's module
//! defines a round: AES's round r ends with its AddRoundKey, Twofish's and RC6's first and last
//! rounds carry their whitening, MARS's rounds 1–8 and 25–32 are its unkeyed mixing, Triple
//! DES's 48 rounds run on the register with no IP or FP between its operations, a Feistel
//! state keeps the half it copies). Propagating dependencies through each round would need a
//! second description of every round (which bits of an S-box, a rotation by a data-dependent
//! amount, a carry chain each output bit reads), a model beside the golden one that could
//! disagree with it; flipping needs none, and a new cipher gets its diffusion for free.
//!
//! For each of `samples` random (plaintext, key) pairs (a seeded generator: the same seed gives
//! the same answer), each plaintext bit and each key bit is flipped in turn and the block run
//! again; state bit s after round r depends on input bit i if flipping i changed s after r in
//! any sample. What this finds is a lower bound of the functional dependence:
//!
//! - a dependency that flipping i shows with probability p on a random input is missed with
//!   probability (1 − p)^samples: with 32 samples, 2.3 × 10⁻¹⁰ for p = 1/2 (an S-box's or a
//!   mixing's output bit), 10⁻⁴ for p = 1/4;
//! - a dependency that shows only on rare inputs is missed: a carry that runs k places in an
//!   addition changes bit i + k with probability 2^−k, and a flip passes an AND only when the
//!   AND's other input is 1, so in the first rounds of RC6, MARS and Twofish (additions) and
//!   SIMON (ANDs) a dependency counts only once the rounds make it likely. That is the
//!   avalanche a student can see. Where it matters, the round of full diffusion comes later
//!   than a structural count's: AES's 2 and DES's 5 are the literature's; SIMON 128/128's 13
//!   reads 14 here (the tests count SIMON structurally and check both).
//!
//! Bits are numbered as the blocks are printed: bit 0 is the most significant bit of byte 0
//! (the block's and the key's byte order, the cipher's own: [`BlockCipher::Block`]).

use crate::cipher::BlockCipher;
use crate::Error;

/// How many random (plaintext, key) pairs the lab's diffusion view flips each input bit on.
pub const SAMPLES: usize = 32;
/// The seed of the lab's diffusion view: fixed, so every student sees the same figures.
pub const SEED: u32 = 0x6369_7068;

/// Which input bits each state bit depends on after each round, and what follows from it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Diffusion {
    /// Rounds traced: the cipher's [`BlockCipher::rounds`] (48 for Triple DES).
    pub rounds: usize,
    pub block_bits: usize,
    pub key_bits: usize,
    /// The random (plaintext, key) pairs each input bit was flipped on, and their seed.
    pub samples: usize,
    pub seed: u32,
    /// Words of 32 bits in one state bit's row: inputs 0..block_bits are the plaintext's bits,
    /// then the key's, bit i of the row in word i / 32 at bit i % 32.
    pub row_words: usize,
    /// `rounds × block_bits` rows of `row_words` words: the row of state bit s after round r
    /// (from 1) starts at word `((r − 1) × block_bits + s) × row_words`.
    pub depends: Vec<u32>,
    /// Key bits that changed no state bit after any round in any sample: bits the cipher does
    /// not use (Triple DES's parity bits).
    pub unused_key_bits: Vec<usize>,
    /// Per round (index r − 1): the fewest plaintext bits, and the fewest used key bits, any
    /// state bit depends on after round r.
    pub min_plaintext: Vec<usize>,
    pub min_key: Vec<usize>,
    /// The first round after which every state bit depends on every plaintext bit (every
    /// used key bit), if any; and whether that holds from there to the last round.
    pub full_plaintext: Option<usize>,
    pub full_key: Option<usize>,
    pub full_plaintext_holds: bool,
    pub full_key_holds: bool,
}

/// SplitMix64 (Steele, Lea and Flood 2014): small, seeded, and the same on every platform.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn fill(&mut self, bytes: &mut [u8]) {
        for chunk in bytes.chunks_mut(8) {
            let word = self.next().to_le_bytes();
            chunk.copy_from_slice(&word[..chunk.len()]);
        }
    }
}

/// Flip bit `i` of `bytes`, bit 0 the most significant bit of byte 0.
fn flip(bytes: &mut [u8], i: usize) {
    bytes[i / 8] ^= 0x80 >> (i % 8);
}

/// Measure cipher `C`'s diffusion under keys of `key_bytes` bytes, flipping each input bit on
/// `samples` random (plaintext, key) pairs drawn from `seed` (see the module's comment).
/// A key length `C` does not take is its error.
pub fn measure<C: BlockCipher>(key_bytes: usize, samples: usize, seed: u32) -> Result<Diffusion, Error> {
    if samples == 0 {
        return Err(Error::field("samples", "at least one sample is needed".to_string()));
    }
    let block_bits = 8 * C::BLOCK_BYTES;
    let key_bits = 8 * key_bytes;
    let inputs = block_bits + key_bits;
    let row_words = inputs.div_ceil(32);
    let mut rng = SplitMix64(seed.into());
    let mut rounds = 0;
    let mut depends: Vec<u32> = Vec::new();
    let mut key = vec![0u8; key_bytes];
    for _ in 0..samples {
        rng.fill(&mut key);
        let mut block = C::Block::default();
        rng.fill(block.as_mut());
        let cipher = C::new(&key)?;
        let base = cipher.encrypt_round_states(&block);
        if depends.is_empty() {
            rounds = base.len();
            depends = vec![0; rounds * block_bits * row_words];
        }
        let mut record = |input: usize, states: &[C::Block]| {
            for (r, (after, before)) in states.iter().zip(&base).enumerate() {
                for (byte, (a, b)) in after.as_ref().iter().zip(before.as_ref()).enumerate() {
                    let mut changed = a ^ b;
                    while changed != 0 {
                        let bit = 8 * byte + changed.leading_zeros() as usize;
                        changed &= !(0x80 >> (bit % 8));
                        depends[(r * block_bits + bit) * row_words + input / 32] |= 1 << (input % 32);
                    }
                }
            }
        };
        for i in 0..block_bits {
            let mut flipped = block;
            flip(flipped.as_mut(), i);
            record(i, &cipher.encrypt_round_states(&flipped));
        }
        for k in 0..key_bits {
            let mut flipped = key.clone();
            flip(&mut flipped, k);
            record(block_bits + k, &C::new(&flipped)?.encrypt_round_states(&block));
        }
    }
    Ok(summarise(rounds, block_bits, key_bits, samples, seed, depends))
}

/// Whether input `i` is set in `row`.
fn has(row: &[u32], i: usize) -> bool {
    row[i / 32] >> (i % 32) & 1 == 1
}

fn summarise(
    rounds: usize,
    block_bits: usize,
    key_bits: usize,
    samples: usize,
    seed: u32,
    depends: Vec<u32>,
) -> Diffusion {
    let row_words = (block_bits + key_bits).div_ceil(32);
    let rows: Vec<&[u32]> = depends.chunks(row_words).collect();
    let unused_key_bits: Vec<usize> = (0..key_bits)
        .filter(|&k| !rows.iter().any(|row| has(row, block_bits + k)))
        .collect();
    let used_key = key_bits - unused_key_bits.len();
    let count = |row: &[u32], from: usize, to: usize| (from..to).filter(|&i| has(row, i)).count();
    let per_round = |from: usize, to: usize| -> Vec<usize> {
        (0..rounds)
            .map(|r| {
                rows[r * block_bits..(r + 1) * block_bits]
                    .iter()
                    .map(|row| count(row, from, to))
                    .min()
                    .unwrap_or(0)
            })
            .collect()
    };
    let min_plaintext = per_round(0, block_bits);
    let min_key = per_round(block_bits, block_bits + key_bits);
    let full = |mins: &[usize], all: usize| {
        let first = mins.iter().position(|&m| m == all && all > 0).map(|r| r + 1);
        let holds = first.is_some_and(|f| mins[f - 1..].iter().all(|&m| m == all));
        (first, holds)
    };
    let (full_plaintext, full_plaintext_holds) = full(&min_plaintext, block_bits);
    let (full_key, full_key_holds) = full(&min_key, used_key);
    Diffusion {
        rounds,
        block_bits,
        key_bits,
        samples,
        seed,
        row_words,
        depends,
        unused_key_bits,
        min_plaintext,
        min_key,
        full_plaintext,
        full_key,
        full_plaintext_holds,
        full_key_holds,
    }
}

impl Diffusion {
    /// Whether state bit `state` after round `round` (from 1) depends on input `input`
    /// (plaintext bits first, then the key's).
    pub fn depends_on(&self, round: usize, state: usize, input: usize) -> bool {
        let start = ((round - 1) * self.block_bits + state) * self.row_words;
        has(&self.depends[start..start + self.row_words], input)
    }

    /// How many plaintext bits and how many key bits state bit `state` after round `round`
    /// depends on.
    pub fn counts(&self, round: usize, state: usize) -> (usize, usize) {
        let p = (0..self.block_bits)
            .filter(|&i| self.depends_on(round, state, i))
            .count();
        let k = (0..self.key_bits)
            .filter(|&i| self.depends_on(round, state, self.block_bits + i))
            .count();
        (p, k)
    }
}

#[cfg(test)]
mod tests;
