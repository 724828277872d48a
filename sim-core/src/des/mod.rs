//! DES (FIPS 46-3, the Data Encryption Standard) and Triple DES (TDEA, NIST SP 800-67 Rev. 2):
//! a 16-round Feistel network on a 64-bit block with a 64-bit key of which 56 bits are used,
//! and its three-fold composition E_K3(D_K2(E_K1(P))).
//!
//! # The cipher (FIPS 46-3, "Enciphering", Figure 1)
//!
//! The block goes through the initial permutation IP ([`permutations`]), splits into halves
//! L_0‖R_0, and 16 rounds each compute L_n = R_{n-1}, R_n = L_{n-1} ⊕ f(R_{n-1}, K_n)
//! ([`feistel`]): f expands R to 48 bits (E), XORs the round's subkey, substitutes through
//! the eight S-boxes ([`sbox`]) and permutes by P. The preoutput R_16‖L_16 goes through
//! IP⁻¹ (the lab's FP) to give the ciphertext. The subkeys K_1..K_16 come from the key by
//! PC-1, rotations and PC-2 ([`key_schedule`]); decryption is the same algorithm with the
//! subkeys in reverse order. [`rounds`] runs the rounds the way the lab's iterated datapath
//! does, [`trace`] records them, [`triple`] composes three DES operations into TDEA.
//!
//! # Byte order and bit numbering
//!
//! The standard's: a block or key is 8 bytes, bit 1 (the standard's first, leftmost bit)
//! the most significant bit of byte 0, bit 64 the least significant of byte 7, which is how
//! the CAVP files print them as hex. Internally a block is a `u64` read
//! big-endian; [`permutations`] explains how the standard's 1-based tables read it.
//!
//! # Keys and parity
//!
//! A DES key is 8 bytes whose last bit in each byte (bits 8, 16, ..., 64) is a parity bit
//! the algorithm ignores. The lab ignores it too and refuses no key for its parity
//! ([`key_schedule`] explains; [`key_schedule::has_odd_parity`] checks it). Triple DES takes
//! 8, 16 or 24 bytes ([`triple`]: keying options 3, 2 and 1).

mod block_cipher;
pub mod cavp;
pub mod feistel;
pub mod key_schedule;
pub mod monte_carlo;
pub mod permutations;
pub mod rounds;
pub mod sbox;
pub mod trace;
pub mod triple;

use crate::round_trace::round_ends;
use crate::{hex, Error};
pub use key_schedule::{has_odd_parity, with_odd_parity};
use key_schedule::{subkey_block, SUBKEYS};
pub use trace::{Direction, Step, StepEntry, TraceEntry};
pub use triple::KeyingOption;

/// The number of rounds of DES.
pub const ROUNDS: usize = 16;

/// The number of rounds of Triple DES as the iterated hardware counts them: three DES
/// operations of 16 rounds each.
pub const TDES_ROUNDS: usize = 3 * ROUNDS;

/// A DES key's length in bytes.
pub const KEY_BYTES: usize = 8;

/// A DES key, expanded into its 16 subkeys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Des {
    key: [u8; KEY_BYTES],
    subkeys: [u64; SUBKEYS],
}

/// A Triple DES key bundle (K1, K2, K3), expanded into the 48 subkeys in the order the
/// iterated hardware uses them (see [`triple`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TripleDes {
    option: KeyingOption,
    keys: [[u8; KEY_BYTES]; 3],
    subkeys: [u64; TDES_ROUNDS],
}

fn collect_steps(run: impl FnOnce(&mut dyn FnMut(usize, Step, u64)) -> [u8; 8], capacity: usize) -> Vec<StepEntry> {
    let mut entries = Vec::with_capacity(capacity);
    run(&mut |round, step, value| {
        entries.push(StepEntry {
            round: round as u8,
            step,
            value,
        })
    });
    entries
}

/// The methods DES and Triple DES share, over their subkey sequences.
macro_rules! iterated_cipher_methods {
    () => {
        pub fn encrypt_block(&self, block: &[u8; 8]) -> [u8; 8] {
            rounds::encrypt(&self.subkeys, block, |_, _, _| {})
        }

        pub fn decrypt_block(&self, block: &[u8; 8]) -> [u8; 8] {
            rounds::decrypt(&self.subkeys, block, |_, _, _| {})
        }

        /// The subkeys in the order the encryption rounds use them, each 48 bits
        /// right-aligned (decryption uses them in reverse).
        pub fn subkeys(&self) -> &[u64] {
            &self.subkeys
        }

        /// The subkeys in the order the hardware's decryption rounds use them: reversed.
        pub fn decryption_subkeys(&self) -> Vec<u64> {
            self.subkeys.iter().rev().copied().collect()
        }

        /// The subkeys as 8-byte blocks, in encryption order: each 48-bit subkey as six
        /// bytes, its bit 1 the MSB of byte 0, then two zero bytes
        /// ([`key_schedule::subkey_block`]).
        pub fn round_keys(&self) -> Vec<[u8; 8]> {
            self.subkeys.iter().map(|&k| subkey_block(k)).collect()
        }

        /// Encrypt, recording every step of every round ([`trace`]).
        pub fn encrypt_steps(&self, block: &[u8; 8]) -> Vec<StepEntry> {
            let rounds = self.subkeys.len();
            collect_steps(
                |observe| rounds::encrypt(&self.subkeys, block, observe),
                trace::steps(rounds),
            )
        }

        /// Decrypt, recording every step of undoing every round, the last first ([`trace`]).
        pub fn decrypt_steps(&self, block: &[u8; 8]) -> Vec<StepEntry> {
            let rounds = self.subkeys.len();
            collect_steps(
                |observe| rounds::decrypt(&self.subkeys, block, observe),
                trace::steps(rounds),
            )
        }

        /// Encrypt, recording the state after each round (the last: the ciphertext).
        pub fn encrypt_traced(&self, block: &[u8; 8]) -> Vec<TraceEntry> {
            round_ends(&self.encrypt_steps(block), Direction::Encrypt)
        }

        /// Decrypt, recording the state after each round is undone (the last: the
        /// plaintext).
        pub fn decrypt_traced(&self, block: &[u8; 8]) -> Vec<TraceEntry> {
            round_ends(&self.decrypt_steps(block), Direction::Decrypt)
        }
    };
}

impl Des {
    /// An 8-byte key (64 bits: 56 key bits and 8 parity bits, the parity ignored).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        let key: [u8; KEY_BYTES] = key.try_into().map_err(|_| {
            Error::field(
                "key",
                format!(
                    "DES keys are 8 bytes (64 bits: 56 key bits and 8 parity bits), got {} bytes",
                    key.len()
                ),
            )
        })?;
        Ok(Des {
            key,
            subkeys: key_schedule::subkeys(u64::from_be_bytes(key)),
        })
    }

    /// A key typed as hex: 16 digits.
    pub fn from_hex(key: &str) -> Result<Self, Error> {
        Des::new(&hex::parse("key", key, &[KEY_BYTES])?)
    }

    /// The key as given (parity bits included).
    pub fn key(&self) -> [u8; KEY_BYTES] {
        self.key
    }

    iterated_cipher_methods!();
}

impl TripleDes {
    /// A key bundle of 24, 16 or 8 bytes: K1‖K2‖K3 (keying option 1), K1‖K2 with K3 = K1
    /// (option 2), or K1 with K1 = K2 = K3 (option 3, which is single DES). See [`triple`].
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        let (option, keys) = triple::key_bundle(key)?;
        Ok(TripleDes {
            option,
            keys,
            subkeys: triple::subkeys(&keys),
        })
    }

    /// A key bundle typed as hex: 16, 32 or 48 digits.
    pub fn from_hex(key: &str) -> Result<Self, Error> {
        TripleDes::new(&hex::parse("key", key, &triple::KEY_BUNDLE_BYTES)?)
    }

    /// Which keying option the key's length selected.
    pub fn keying_option(&self) -> KeyingOption {
        self.option
    }

    /// K1, K2 and K3 (equal ones repeated, as the option makes them).
    pub fn keys(&self) -> [[u8; KEY_BYTES]; 3] {
        self.keys
    }

    iterated_cipher_methods!();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_textbook_worked_example() {
        // The widely printed worked example (key 133457799bbcdff1, plaintext 0123456789abcdef,
        // K_1 = 1b02effc7072); the
        // CAVP files in vectors/nist/tdes check the model thoroughly.
        let des = Des::from_hex("133457799bbcdff1").unwrap();
        let c = des.encrypt_block(&0x0123_4567_89ab_cdefu64.to_be_bytes());
        assert_eq!(hex::format(&c), "85e813540f0ab405");
        assert_eq!(des.decrypt_block(&c), 0x0123_4567_89ab_cdefu64.to_be_bytes());
        assert_eq!(des.subkeys()[0], 0x1b02_effc_7072);
    }

    #[test]
    fn key_lengths_are_refused_naming_the_key() {
        let e = Des::new(&[0; 7]).unwrap_err().to_string();
        assert_eq!(
            e,
            "key: DES keys are 8 bytes (64 bits: 56 key bits and 8 parity bits), got 7 bytes"
        );
        assert!(TripleDes::new(&[0; 12]).unwrap_err().to_string().starts_with("key: "));
        assert!(Des::from_hex("00").is_err());
    }
}
