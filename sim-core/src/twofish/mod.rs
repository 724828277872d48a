//! Twofish (Schneier, Kelsey, Whiting, Wagner, Hall and Ferguson, "Twofish: A 128-Bit Block
//! Cipher", 1998), an AES finalist: a 16-round Feistel network on a 128-bit block, with keys
//! of 128, 192 or 256 bits.
//!
//! # The cipher (paper, Sec. 4 and Figure 1)
//!
//! The block is four 32-bit words. They are XORed with K_0..K_3 (input whitening); then 16
//! rounds each take the left half (R_0, R_1) through the function F, mix F's two outputs into
//! the right half (one with a rotation right by 1 after the XOR, the other with a rotation
//! left by 1 before it) and swap the halves; after the last round the swap is undone and
//! K_4..K_7 are XORed in (output whitening). F is two applications of g, a PHT, and the
//! round's two key words ([`round`]); g is the four key-dependent S-boxes and the MDS matrix
//! ([`h_function`], [`mds`]); the S-boxes are the fixed permutations q0 and q1
//! ([`q_permutations`]) with S-box key bytes between them. The key schedule
//! ([`key_schedule`]) gives the S-box key S (from the key through an RS code) and the 40
//! expanded key words K_0..K_39 (from the key through h and a PHT). [`trace`] records each of
//! these steps.
//!
//! # Byte order
//!
//! Twofish's own, which is the lab's ([`byte_order`]): bytes in memory order, each 32-bit
//! word little-endian, word 0 first, for blocks and keys alike, as the paper's test vectors
//! print them. The paper defines Twofish for any key of up to 256 bits, a short one padded
//! with zero bytes to the next of 128, 192 or 256 bits (Sec. 4.3.1); the lab takes only those
//! three lengths, so that a key's bytes are always the key the cipher uses.

mod block_cipher;
pub mod byte_order;
pub mod gf256;
pub mod h_function;
pub mod key_schedule;
pub mod mds;
pub mod pht;
pub mod q_permutations;
pub mod round;
pub mod trace;

use crate::modes::Block;
use crate::round_trace::step_traces;
use crate::{hex, Error};
use byte_order::{block_to_words, words_to_block};
use key_schedule::SUBKEYS;
pub use trace::{Direction, Step, StepEntry, TraceEntry, STEPS};

/// The number of rounds.
pub const ROUNDS: usize = 16;

/// The key lengths the lab takes, in bytes.
pub const KEY_BYTES: [usize; 3] = [16, 24, 32];

/// A Twofish key, expanded: its S-box key words and its 40 expanded key words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Twofish {
    key_bytes: usize,
    /// S_0..S_{k-1}, k = key bytes / 8 (the rest zero).
    sbox_key: [u32; 4],
    subkeys: [u32; SUBKEYS],
}

fn xor_words(a: [u32; 4], b: &[u32]) -> [u32; 4] {
    core::array::from_fn(|i| a[i] ^ b[i])
}

impl Twofish {
    /// A key of 16, 24 or 32 bytes (128, 192 or 256 bits).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        let sizes = "Twofish keys are 16, 24 or 32 bytes (128, 192 or 256 bits)";
        crate::cipher::key_length(key, &KEY_BYTES, sizes)?;
        let mut sbox_key = [0u32; 4];
        let s = key_schedule::sbox_key(key);
        sbox_key[..s.len()].copy_from_slice(&s);
        Ok(Twofish {
            key_bytes: key.len(),
            sbox_key,
            subkeys: key_schedule::subkeys(key),
        })
    }

    /// A key typed as hex in Twofish's byte order: 32, 48 or 64 digits.
    pub fn from_hex(key: &str) -> Result<Self, Error> {
        Twofish::new(&hex::parse("key", key, &KEY_BYTES)?)
    }

    /// The key's length in bits.
    pub fn key_bits(&self) -> usize {
        8 * self.key_bytes
    }

    /// The expanded key words K_0..K_39 (Sec. 4.3.4): K_0..K_3 input whitening, K_4..K_7
    /// output whitening, K_{2r+6} and K_{2r+7} round r's (r = 1..16).
    pub fn subkeys(&self) -> [u32; SUBKEYS] {
        self.subkeys
    }

    /// What a Twofish core's key store holds (hdl/rtl/twofish/twofish_key_offline.sv), as 11
    /// blocks in Twofish's byte order: the expanded key words in fours, K_0..K_3 (input
    /// whitening), K_4..K_7 (output whitening), then K_8..K_11 (rounds 1 and 2) up to
    /// K_36..K_39 (rounds 15 and 16); then the S-box key S_0..S_3 (zero past the key's k words),
    /// which g needs beside them.
    pub fn round_keys(&self) -> Vec<Block> {
        self.subkeys
            .chunks_exact(4)
            .chain([&self.sbox_key[..]])
            .map(|k| words_to_block(k.try_into().expect("4 words")))
            .collect()
    }

    /// The S-box key words S_0..S_{k-1} (Sec. 4.3; k = 2, 3 or 4): S_i is RS times key bytes
    /// 8i..8i+7. g uses them last to first ([`h_function::g_list`]).
    pub fn sbox_key(&self) -> &[u32] {
        &self.sbox_key[..self.key_bytes / 8]
    }

    /// The four key-dependent S-boxes s0..s3 (Sec. 4.3.3) as byte tables: what a "full
    /// keying" implementation computes once at key setup, where a "zero keying" one computes
    /// each S-box output through q0, q1 and the S-box key bytes when it is used. g(X) is
    /// MDS · (s0(x_0), s1(x_1), s2(x_2), s3(x_3)) either way.
    pub fn key_dependent_sboxes(&self) -> [[u8; 256]; 4] {
        h_function::key_dependent_sboxes(self.sbox_key())
    }

    /// The key-dependent S-boxes with the MDS matrix folded in (table j: MDS column j ·
    /// s_j(x)), so g(X) is the XOR of four table words.
    pub fn key_dependent_mds_tables(&self) -> [[u32; 256]; 4] {
        h_function::key_dependent_mds_tables(self.sbox_key())
    }

    /// g(X) = h(X, S) for this key (Sec. 4.2).
    pub fn g(&self, x: u32) -> u32 {
        h_function::g(x, self.sbox_key())
    }

    /// F for round `round` (1 to 16) on the left half (r0, r1).
    pub fn f(&self, round: usize, r0: u32, r1: u32) -> round::FValues {
        let k = [self.subkeys[2 * round + 6], self.subkeys[2 * round + 7]];
        round::f_function(r0, r1, self.sbox_key(), k)
    }

    pub fn encrypt_block(&self, block: &Block) -> Block {
        self.encrypt_observed(block, &mut |_, _, _| {})
    }

    pub fn decrypt_block(&self, block: &Block) -> Block {
        self.decrypt_observed(block, &mut |_, _, _| {})
    }

    /// The cipher (Sec. 4, Figure 1); `observe(r, step, value)` sees each step of round r
    /// (1 to 16), the last ([`Step::Out`]) with the state after it.
    fn encrypt_observed(&self, block: &Block, observe: &mut impl FnMut(usize, Step, &[u32])) -> Block {
        let k = &self.subkeys;
        // Input whitening: R_0 = P ⊕ K_0..K_3.
        let mut x = xor_words(block_to_words(block), &k[0..4]);
        observe(1, Step::InputWhitening, &x);
        for round in 1..=ROUNDS {
            let f = self.f(round, x[0], x[1]);
            observe(round, Step::G, &f.t);
            observe(round, Step::Pht, &f.pht);
            observe(round, Step::F, &f.f);
            x = round::mix(x, f.f);
            observe(round, Step::Mix, &x);
            if round == ROUNDS {
                // Output whitening: C_i = R_{16,(i+2) mod 4} ⊕ K_{i+4}, undoing the last swap.
                x = xor_words([x[2], x[3], x[0], x[1]], &k[4..8]);
                observe(round, Step::OutputWhitening, &x);
            }
            observe(round, Step::Out, &x);
        }
        words_to_block(x)
    }

    /// The inverse cipher, rounds undone from 16 to 1; `observe(r, step, value)` sees each
    /// step of undoing round r, the last ([`Step::InvOut`]) with the state before round r
    /// (the plaintext for round 1).
    fn decrypt_observed(&self, block: &Block, observe: &mut impl FnMut(usize, Step, &[u32])) -> Block {
        let k = &self.subkeys;
        // Output whitening undone: R_16 = (C_2, C_3, C_0, C_1) ⊕ (K_6, K_7, K_4, K_5).
        let c = xor_words(block_to_words(block), &k[4..8]);
        let mut x = [c[2], c[3], c[0], c[1]];
        observe(ROUNDS, Step::InvOutputWhitening, &x);
        for round in (1..=ROUNDS).rev() {
            // The swap put the round's F input, R_{r-1}'s left half, in words 2 and 3.
            let f = self.f(round, x[2], x[3]);
            observe(round, Step::InvG, &f.t);
            observe(round, Step::InvPht, &f.pht);
            observe(round, Step::InvF, &f.f);
            x = round::unmix(x, f.f);
            observe(round, Step::InvMix, &x);
            if round == 1 {
                // Input whitening undone: P = R_0 ⊕ K_0..K_3.
                x = xor_words(x, &k[0..4]);
                observe(round, Step::InvInputWhitening, &x);
            }
            observe(round, Step::InvOut, &x);
        }
        words_to_block(x)
    }
}

step_traces!(Twofish, block: Block, steps: STEPS, entry: |round, step, words| StepEntry {
    round: round as u8,
    step,
    words: words.to_vec(),
});

/// The expanded key of `key` and its S-box key as 11 blocks (see [`Twofish::round_keys`]).
pub fn twofish_round_keys(key: &[u8]) -> Result<Vec<Block>, Error> {
    Ok(Twofish::new(key)?.round_keys())
}

/// The S-box key words S_0..S_{k-1} of `key` (see [`Twofish::sbox_key`]).
pub fn twofish_sbox_key(key: &[u8]) -> Result<Vec<u32>, Error> {
    Ok(Twofish::new(key)?.sbox_key().to_vec())
}

/// The four key-dependent S-boxes of `key`, precomputed as at key setup with full keying (see
/// [`Twofish::key_dependent_sboxes`]).
pub fn twofish_key_dependent_sboxes(key: &[u8]) -> Result<[[u8; 256]; 4], Error> {
    Ok(Twofish::new(key)?.key_dependent_sboxes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cipher::check_key_lengths;

    #[test]
    fn key_lengths() {
        let refused = [0, 1, 8, 15, 17, 20, 31, 33, 64];
        let message =
            |bytes| format!("key: Twofish keys are 16, 24 or 32 bytes (128, 192 or 256 bits), got {bytes} bytes");
        check_key_lengths(&KEY_BYTES, &refused, message, |twofish: &Twofish, bytes| {
            assert_eq!((twofish.key_bits(), twofish.sbox_key().len()), (8 * bytes, bytes / 8))
        });
        assert_eq!(twofish_round_keys(&[0; 16]).unwrap().len(), 11);
        assert!(Twofish::from_hex("00").is_err());
        assert_eq!(Twofish::from_hex(&"0".repeat(48)).unwrap().key_bits(), 192);
    }

    #[test]
    fn the_round_keys_are_the_subkeys_in_fours_then_the_sbox_key() {
        let twofish = Twofish::new(&[0x5a; 32]).unwrap();
        let blocks = twofish.round_keys();
        let k = twofish.subkeys();
        for (i, block) in blocks[..10].iter().enumerate() {
            assert_eq!(block_to_words(block), k[4 * i..4 * i + 4]);
        }
        // A 256-bit key has k = 4 S-box key words; a 128-bit one two, the rest zero.
        assert_eq!(block_to_words(&blocks[10])[..], *twofish.sbox_key());
        let short = Twofish::new(&[0x5a; 16]).unwrap();
        let s = block_to_words(&short.round_keys()[10]);
        assert_eq!((&s[..2], &s[2..]), (short.sbox_key(), &[0, 0][..]));
    }

    #[test]
    fn the_precomputed_sboxes_give_g() {
        let twofish = Twofish::new(&(0..24).collect::<Vec<u8>>()).unwrap();
        let sboxes = twofish.key_dependent_sboxes();
        for x in [0u32, 0x0102_0304, 0xffff_ffff, 0x8040_2010] {
            let b = x.to_le_bytes();
            let y: [u8; 4] = core::array::from_fn(|j| sboxes[j][b[j] as usize]);
            assert_eq!(mds::multiply(y), twofish.g(x));
        }
    }
}
