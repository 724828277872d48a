//! AES (FIPS-197) for 128-, 192- and 256-bit keys, with an optional round-by-round trace.

mod block_cipher;
pub mod gf;
pub mod key_expansion;
pub mod monte_carlo;
pub mod sbox;
pub mod state;
pub mod trace;

use crate::{hex, Error};
pub use state::State;
use state::*;
pub use trace::{Observer, Step, TraceEntry};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeySize {
    Aes128,
    Aes192,
    Aes256,
}

impl KeySize {
    pub fn from_bytes(bytes: usize) -> Result<Self, Error> {
        match bytes {
            16 => Ok(KeySize::Aes128),
            24 => Ok(KeySize::Aes192),
            32 => Ok(KeySize::Aes256),
            _ => Err(Error::field(
                "key",
                format!("AES keys are 16, 24 or 32 bytes (128, 192 or 256 bits), got {bytes} bytes"),
            )),
        }
    }

    pub const fn bits(self) -> usize {
        match self {
            KeySize::Aes128 => 128,
            KeySize::Aes192 => 192,
            KeySize::Aes256 => 256,
        }
    }

    /// Nr, the number of rounds (FIPS-197 Fig. 4).
    pub const fn rounds(self) -> usize {
        self.bits() / 32 + 6
    }
}

/// An expanded AES key, ready to encrypt and decrypt blocks.
#[derive(Debug, Clone)]
pub struct Aes {
    key_size: KeySize,
    round_keys: Vec<State>,
}

impl Aes {
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        let key_size = KeySize::from_bytes(key.len())?;
        Ok(Aes {
            key_size,
            round_keys: key_expansion::round_keys(key),
        })
    }

    /// A key typed as hex: 32, 48 or 64 digits.
    pub fn from_hex(key: &str) -> Result<Self, Error> {
        Aes::new(&hex::parse("key", key, &[16, 24, 32])?)
    }

    pub fn key_size(&self) -> KeySize {
        self.key_size
    }

    /// Round keys 0..=Nr.
    pub fn round_keys(&self) -> &[State] {
        &self.round_keys
    }

    pub fn encrypt_block(&self, block: &State) -> State {
        self.encrypt_observed(block, &mut ())
    }

    pub fn decrypt_block(&self, block: &State) -> State {
        self.decrypt_observed(block, &mut ())
    }

    /// Encrypt and return every intermediate state, as FIPS-197 Appendix C lists them.
    pub fn encrypt_traced(&self, block: &State) -> Vec<TraceEntry> {
        let mut trace = Vec::new();
        self.encrypt_observed(block, &mut trace);
        trace
    }

    pub fn decrypt_traced(&self, block: &State) -> Vec<TraceEntry> {
        let mut trace = Vec::new();
        self.decrypt_observed(block, &mut trace);
        trace
    }

    /// Cipher (FIPS-197 §5.1, Fig. 5).
    pub fn encrypt_observed(&self, block: &State, o: &mut impl Observer) -> State {
        let nr = self.key_size.rounds();
        let mut s = *block;
        o.observe(0, Step::Input, &s);
        o.observe(0, Step::RoundKey, &self.round_keys[0]);
        add_round_key(&mut s, &self.round_keys[0]);
        for round in 1..=nr {
            o.observe(round, Step::Start, &s);
            sub_bytes(&mut s);
            o.observe(round, Step::SubBytes, &s);
            shift_rows(&mut s);
            o.observe(round, Step::ShiftRows, &s);
            if round < nr {
                mix_columns(&mut s);
                o.observe(round, Step::MixColumns, &s);
            }
            o.observe(round, Step::RoundKey, &self.round_keys[round]);
            add_round_key(&mut s, &self.round_keys[round]);
        }
        o.observe(nr, Step::Output, &s);
        s
    }

    /// InvCipher (FIPS-197 §5.3, Fig. 12).
    pub fn decrypt_observed(&self, block: &State, o: &mut impl Observer) -> State {
        let nr = self.key_size.rounds();
        let mut s = *block;
        o.observe(0, Step::InvInput, &s);
        o.observe(0, Step::InvRoundKey, &self.round_keys[nr]);
        add_round_key(&mut s, &self.round_keys[nr]);
        for round in 1..=nr {
            o.observe(round, Step::InvStart, &s);
            inv_shift_rows(&mut s);
            o.observe(round, Step::InvShiftRows, &s);
            inv_sub_bytes(&mut s);
            o.observe(round, Step::InvSubBytes, &s);
            let key = &self.round_keys[nr - round];
            o.observe(round, Step::InvRoundKey, key);
            add_round_key(&mut s, key);
            if round < nr {
                o.observe(round, Step::InvAddRoundKey, &s);
                inv_mix_columns(&mut s);
            }
        }
        o.observe(nr, Step::InvOutput, &s);
        s
    }
}
