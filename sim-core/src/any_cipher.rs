//! A golden cipher chosen at run time by its id token in `registry/ciphers.json` ("aes",
//! "serpent"): what the WebAssembly exports `cipherBlocks`, `cipherRoundKeys`, `cipherTrace`
//! and the modes' optional `cipher` argument run. The key sizes it accepts are the ones the
//! registry lists for the cipher (the sizes the cores run), so a key the lab's hardware would
//! refuse is refused here too, with a message naming the cipher.

use crate::aes::Aes;
use crate::config::cipher::{self, Cipher};
use crate::modes::{Block, ModeDescription, BLOCK_BYTES};
use crate::serpent::Serpent;
use crate::{hex, BlockCipher, Error};

/// One step of a block's trace, as the lab shows it: the round it belongs to, a label, and
/// the state in the cipher's byte order as 32 hex digits.
///
/// AES: FIPS-197 Appendix C's steps (`round[ 1].s_box` is round 1, step `s_box`), exactly as
/// [`Aes::encrypt_traced`] records them. Serpent: one step per round, the state after it;
/// rounds are numbered 1 to 32 as the RTL's probes count them (encryption round r is the
/// submission's R_{r-1}; decryption round d undoes R_{32-d}), step `out` encrypting and `iout`
/// decrypting (the `i` marks the inverse cipher, as in AES's `iinput`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TraceStep {
    pub round: u8,
    pub step: &'static str,
    pub state: String,
}

/// The label of every Serpent encryption step: the state after a round.
pub const SERPENT_STEP: &str = "out";
/// The label of every Serpent decryption step: the state after a round of the inverse cipher.
pub const SERPENT_INVERSE_STEP: &str = "iout";

/// A key expanded for the cipher a registry id names.
#[derive(Debug, Clone)]
pub enum AnyCipher {
    Aes(Aes),
    /// Boxed: 33 round keys are 528 bytes, AES's a pointer to its own.
    Serpent(Box<Serpent>),
}

/// "a, b or c".
fn or_list<T: ToString>(items: &[T]) -> String {
    let items: Vec<String> = items.iter().map(T::to_string).collect();
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => items.join(""),
    }
}

/// The registry's description of cipher `id`, or an error naming the field `cipher`.
pub fn describe(id: &str) -> Result<&'static Cipher, Error> {
    cipher::find(id).ok_or_else(|| {
        let ids: Vec<&str> = cipher::all().iter().map(|c| c.id.as_str()).collect();
        Error::field(
            "cipher",
            format!(
                "'{id}' is not a cipher of registry/ciphers.json (one of {})",
                or_list(&ids)
            ),
        )
    })
}

impl AnyCipher {
    /// Expand `key` for the cipher whose registry id is `id`. Errors name the field: `cipher`
    /// for an id the registry does not list (or one sim-core has no golden model of), `key`
    /// for a length the registry does not list for that cipher.
    pub fn new(id: &str, key: &[u8]) -> Result<Self, Error> {
        let description = describe(id)?;
        let bits: Vec<u32> = description.rounds.keys().copied().collect();
        if !bits.iter().any(|&b| b as usize == 8 * key.len()) {
            let bytes: Vec<u32> = bits.iter().map(|b| b / 8).collect();
            return Err(Error::field(
                "key",
                format!(
                    "{} keys are {} bytes ({} bits), got {} bytes",
                    description.name,
                    or_list(&bytes),
                    or_list(&bits),
                    key.len()
                ),
            ));
        }
        match id {
            "aes" => Ok(AnyCipher::Aes(Aes::new(key)?)),
            "serpent" => Ok(AnyCipher::Serpent(Box::new(Serpent::new(key)?))),
            other => Err(Error::field(
                "cipher",
                format!("'{other}' ({}) has no golden model in sim-core yet", description.name),
            )),
        }
    }

    /// The key given as hex (32, 48 or 64 digits), for cipher `id`.
    pub fn from_hex(id: &str, key: &str) -> Result<Self, Error> {
        describe(id)?;
        AnyCipher::new(id, &hex::parse("key", key, &[16, 24, 32])?)
    }

    /// The registry id: "aes", "serpent".
    pub fn id(&self) -> &'static str {
        match self {
            AnyCipher::Aes(_) => "aes",
            AnyCipher::Serpent(_) => "serpent",
        }
    }

    /// The cipher's name as the lab writes it: "AES", "Serpent".
    pub fn name(&self) -> &'static str {
        match self {
            AnyCipher::Aes(_) => <Aes as BlockCipher>::NAME,
            AnyCipher::Serpent(_) => <Serpent as BlockCipher>::NAME,
        }
    }

    /// Rounds a block goes through with this key (Nr).
    pub fn rounds(&self) -> usize {
        match self {
            AnyCipher::Aes(c) => BlockCipher::rounds(c),
            AnyCipher::Serpent(c) => BlockCipher::rounds(c.as_ref()),
        }
    }

    pub fn encrypt_block(&self, block: &Block) -> Block {
        match self {
            AnyCipher::Aes(c) => c.encrypt_block(block),
            AnyCipher::Serpent(c) => c.encrypt_block(block),
        }
    }

    pub fn decrypt_block(&self, block: &Block) -> Block {
        match self {
            AnyCipher::Aes(c) => c.decrypt_block(block),
            AnyCipher::Serpent(c) => c.decrypt_block(block),
        }
    }

    /// Encrypt (or decrypt) whole blocks one by one (ECB). Data that is not whole blocks is an
    /// error naming `field` and the cipher.
    pub fn blocks(&self, field: &str, data: &[u8], decrypt: bool) -> Result<Vec<u8>, Error> {
        if !data.len().is_multiple_of(BLOCK_BYTES) {
            return Err(Error::field(
                field,
                format!(
                    "{} bytes is not a whole number of {BLOCK_BYTES}-byte {} blocks",
                    data.len(),
                    self.name()
                ),
            ));
        }
        let mut out = Vec::with_capacity(data.len());
        for chunk in data.chunks_exact(BLOCK_BYTES) {
            let block: Block = chunk.try_into().expect("one block");
            out.extend(if decrypt {
                self.decrypt_block(&block)
            } else {
                self.encrypt_block(&block)
            });
        }
        Ok(out)
    }

    /// Every round key, one block each, in the lab's byte order: AES's Nr + 1 FIPS-197 round
    /// keys (w[0..3] first), Serpent's 33 round keys K_0..K_32 (the blocks the RTL's offline
    /// schedule loads).
    pub fn round_keys(&self) -> Vec<Block> {
        match self {
            AnyCipher::Aes(c) => c.round_keys().to_vec(),
            AnyCipher::Serpent(c) => c.round_keys(),
        }
    }

    /// The round keys concatenated.
    pub fn round_key_bytes(&self) -> Vec<u8> {
        self.round_keys().concat()
    }

    /// One block's trace (see [`TraceStep`]).
    pub fn trace(&self, block: &Block, decrypt: bool) -> Vec<TraceStep> {
        match self {
            AnyCipher::Aes(aes) => {
                let entries = if decrypt {
                    aes.decrypt_traced(block)
                } else {
                    aes.encrypt_traced(block)
                };
                entries
                    .iter()
                    .map(|e| TraceStep {
                        round: e.round,
                        step: e.step.label(),
                        state: hex::format(&e.state),
                    })
                    .collect()
            }
            AnyCipher::Serpent(serpent) => {
                let (entries, step) = if decrypt {
                    (serpent.decrypt_traced(block), SERPENT_INVERSE_STEP)
                } else {
                    (serpent.encrypt_traced(block), SERPENT_STEP)
                };
                entries
                    .iter()
                    .enumerate()
                    .map(|(i, e)| TraceStep {
                        round: (i + 1) as u8,
                        step,
                        state: hex::format(&e.state),
                    })
                    .collect()
            }
        }
    }

    /// Encrypt whole blocks in a mode of operation (see [`ModeDescription::encrypt`]).
    pub fn mode_encrypt(&self, mode: &ModeDescription, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error> {
        match self {
            AnyCipher::Aes(c) => mode.encrypt(c, data, streams),
            AnyCipher::Serpent(c) => mode.encrypt(c.as_ref(), data, streams),
        }
    }

    /// Decrypt whole blocks in a mode of operation (see [`ModeDescription::decrypt`]).
    pub fn mode_decrypt(&self, mode: &ModeDescription, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error> {
        match self {
            AnyCipher::Aes(c) => mode.decrypt(c, data, streams),
            AnyCipher::Serpent(c) => mode.decrypt(c.as_ref(), data, streams),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_cipher() {
        let e = AnyCipher::new("twofish", &[0; 16]).unwrap_err().to_string();
        assert_eq!(
            e,
            "cipher: 'twofish' is not a cipher of registry/ciphers.json (one of aes or serpent)"
        );
        let e = AnyCipher::new("serpent", &[0; 5]).unwrap_err().to_string();
        assert_eq!(
            e,
            "key: Serpent keys are 16, 24 or 32 bytes (128, 192 or 256 bits), got 5 bytes"
        );
        let e = AnyCipher::new("aes", &[0; 20]).unwrap_err().to_string();
        assert_eq!(
            e,
            "key: AES keys are 16, 24 or 32 bytes (128, 192 or 256 bits), got 20 bytes"
        );
        let serpent = AnyCipher::new("serpent", &[0; 16]).unwrap();
        let e = serpent.blocks("blocks", &[0; 17], false).unwrap_err().to_string();
        assert_eq!(e, "blocks: 17 bytes is not a whole number of 16-byte Serpent blocks");
    }

    #[test]
    fn or_lists() {
        assert_eq!(or_list(&[1]), "1");
        assert_eq!(or_list(&[1, 2]), "1 or 2");
        assert_eq!(or_list::<u8>(&[]), "");
    }
}
