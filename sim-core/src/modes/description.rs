//! One serde-friendly description of a mode of operation with its IVs, as the lab and its
//! lessons pass it around as data:
//!
//! ```json
//! { "kind": "ecb" }
//! { "kind": "ctr", "counter": "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff" }
//! { "kind": "cbc", "iv": "000102030405060708090a0b0c0d0e0f" }      // also "cfb", "ofb"
//! { "kind": "interleavedCbc", "ivs": ["00…", "11…"] }              // 1 to 64 chains
//! { "kind": "multiStreamCbc", "ivs": ["00…", "11…"] }              // 1 to 16 streams
//! ```
//!
//! An IV is one block of the cipher it runs with: 32 hex digits for the 128-bit ciphers, 16 for
//! Triple DES. A description holds the bytes as given and runs with any [`BlockCipher`]; a block
//! of the wrong size is refused when it meets the cipher, naming the field and the cipher.
//!
//! Parsing it is parsing user input: every error names the field by its path
//! (`mode.ivs[2]: expected 16 or 32 hex digits, got 30`). Serializing gives the same JSON back,
//! with lower-case hex.

use super::{cbc, cfb, ctr, ecb, interleaved_cbc, multi_stream_cbc, ofb};
use crate::cipher::{block_from_slice, BlockCipher};
use crate::config::{self, rules};
use crate::json::{what, MODE_NAMES};
use crate::{hex, Error};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;

/// An IV or counter block as given: 8 or 16 bytes (a 64- or 128-bit block).
pub type Iv = Vec<u8>;

/// The block sizes an IV may have, in bytes: Triple DES's and the AES finalists'.
const IV_BYTES: [usize; 2] = [8, 16];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ModeDescription {
    Ecb,
    /// `counter` is the first block's counter block; see [`ctr`].
    Ctr {
        #[serde(serialize_with = "hex_block")]
        #[cfg_attr(feature = "ts", tsify(type = "string"))]
        counter: Iv,
    },
    Cbc {
        #[serde(serialize_with = "hex_block")]
        #[cfg_attr(feature = "ts", tsify(type = "string"))]
        iv: Iv,
    },
    /// CFB with a full-block segment (CFB-128, or CFB-64 for Triple DES).
    Cfb {
        #[serde(serialize_with = "hex_block")]
        #[cfg_attr(feature = "ts", tsify(type = "string"))]
        iv: Iv,
    },
    Ofb {
        #[serde(serialize_with = "hex_block")]
        #[cfg_attr(feature = "ts", tsify(type = "string"))]
        iv: Iv,
    },
    /// One IV per chain; block i belongs to chain i mod N.
    InterleavedCbc {
        #[serde(serialize_with = "hex_blocks")]
        #[cfg_attr(feature = "ts", tsify(type = "string[]"))]
        ivs: Vec<Iv>,
    },
    /// One IV per stream; every block carries a stream id.
    MultiStreamCbc {
        #[serde(serialize_with = "hex_blocks")]
        #[cfg_attr(feature = "ts", tsify(type = "string[]"))]
        ivs: Vec<Iv>,
    },
}

fn hex_block<S: Serializer>(block: &Iv, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&hex::format(block))
}

fn hex_blocks<S: Serializer>(blocks: &[Iv], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(blocks.iter().map(|b| hex::format(b)))
}

fn hex_value(field: &str, value: &Value) -> Result<Iv, Error> {
    match value {
        Value::String(text) => hex::parse(field, text, &IV_BYTES),
        other => Err(Error::field(
            field,
            format!(
                "expected a string of 16 or 32 hex digits (one 64- or 128-bit block), got {}",
                what(other)
            ),
        )),
    }
}

/// `iv` as a block of `C`, or an error naming `field` and the cipher's block size.
fn cipher_block<C: BlockCipher>(field: &str, iv: &[u8]) -> Result<C::Block, Error> {
    if iv.len() != C::BLOCK_BYTES {
        return Err(Error::field(
            field,
            format!(
                "{} blocks are {} bytes ({} hex digits), got {} bytes",
                C::NAME,
                C::BLOCK_BYTES,
                2 * C::BLOCK_BYTES,
                iv.len()
            ),
        ));
    }
    Ok(block_from_slice(iv))
}

/// Every IV of a list as blocks of `C`, each error naming `field[i]`.
fn cipher_blocks<C: BlockCipher>(field: &str, ivs: &[Iv]) -> Result<Vec<C::Block>, Error> {
    ivs.iter()
        .enumerate()
        .map(|(i, iv)| cipher_block::<C>(&format!("{field}[{i}]"), iv))
        .collect()
}

fn hex_list(field: &str, value: &Value, most: usize, what_for: &str) -> Result<Vec<Iv>, Error> {
    let Value::Array(items) = value else {
        return Err(Error::field(
            field,
            format!(
                "expected an array of hex strings, one per {what_for}, got {}",
                what(value)
            ),
        ));
    };
    if items.is_empty() || items.len() > most {
        return Err(Error::field(
            field,
            format!("expected 1 to {most} IVs (one per {what_for}), got {}", items.len()),
        ));
    }
    items
        .iter()
        .enumerate()
        .map(|(i, v)| hex_value(&format!("{field}[{i}]"), v))
        .collect()
}

impl ModeDescription {
    /// The `kind` tag.
    pub fn kind(&self) -> &'static str {
        match self {
            ModeDescription::Ecb => "ecb",
            ModeDescription::Ctr { .. } => "ctr",
            ModeDescription::Cbc { .. } => "cbc",
            ModeDescription::Cfb { .. } => "cfb",
            ModeDescription::Ofb { .. } => "ofb",
            ModeDescription::InterleavedCbc { .. } => "interleavedCbc",
            ModeDescription::MultiStreamCbc { .. } => "multiStreamCbc",
        }
    }

    /// The configuration axis this mode belongs to (the hardware a core needs for it).
    pub fn config_mode(&self) -> config::Mode {
        match self {
            ModeDescription::Ecb => config::Mode::Ecb,
            ModeDescription::Ctr { .. } => config::Mode::Ctr,
            ModeDescription::Cbc { .. } => config::Mode::Cbc,
            ModeDescription::Cfb { .. } => config::Mode::Cfb,
            ModeDescription::Ofb { .. } => config::Mode::Ofb,
            ModeDescription::InterleavedCbc { ivs } => config::Mode::InterleavedCbc {
                chains: ivs.len() as u32,
            },
            ModeDescription::MultiStreamCbc { ivs } => config::Mode::MultiStreamCbc {
                streams: ivs.len() as u32,
            },
        }
    }

    /// Parse user JSON; errors name fields under `mode`.
    pub fn from_json(text: &str) -> Result<Self, Error> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| Error::field("mode", format!("not valid JSON: {e}")))?;
        Self::from_value(&value, "mode")
    }

    /// Read a description from a JSON value found at `field` (e.g. `mode`, `lesson.mode`).
    pub fn from_value(value: &Value, field: &str) -> Result<Self, Error> {
        let Value::Object(map) = value else {
            return Err(Error::field(
                field,
                format!(
                    "expected an object such as {{\"kind\": \"cbc\", \"iv\": \"00…\"}}, got {}",
                    what(value)
                ),
            ));
        };
        let kind_field = format!("{field}.kind");
        let kind = match map.get("kind") {
            None => return Err(Error::field(kind_field, format!("missing; one of {MODE_NAMES}"))),
            Some(Value::String(kind)) => kind.as_str(),
            Some(other) => {
                return Err(Error::field(
                    kind_field,
                    format!("expected a string, one of {MODE_NAMES}, got {}", what(other)),
                ))
            }
        };
        let fields: &[&str] = match kind {
            "ecb" => &[],
            "ctr" => &["counter"],
            "cbc" | "cfb" | "ofb" => &["iv"],
            "interleavedCbc" | "multiStreamCbc" => &["ivs"],
            other => {
                return Err(Error::field(
                    kind_field,
                    format!("'{other}' is not one of {MODE_NAMES}"),
                ))
            }
        };
        if let Some(extra) = map
            .keys()
            .find(|k| k.as_str() != "kind" && !fields.contains(&k.as_str()))
        {
            let takes = if fields.is_empty() {
                "no other field".to_string()
            } else {
                format!("only {}", fields.join(", "))
            };
            return Err(Error::field(
                format!("{field}.{extra}"),
                format!("not a field of {kind}, which takes {takes}"),
            ));
        }
        let get = |name: &str| -> Result<(String, &Value), Error> {
            let path = format!("{field}.{name}");
            match map.get(name) {
                Some(v) => Ok((path, v)),
                None => Err(Error::field(path, format!("missing; {kind} needs it"))),
            }
        };
        let block = |name: &str| -> Result<Iv, Error> {
            let (path, v) = get(name)?;
            hex_value(&path, v)
        };
        Ok(match kind {
            "ecb" => ModeDescription::Ecb,
            "ctr" => ModeDescription::Ctr {
                counter: block("counter")?,
            },
            "cbc" => ModeDescription::Cbc { iv: block("iv")? },
            "cfb" => ModeDescription::Cfb { iv: block("iv")? },
            "ofb" => ModeDescription::Ofb { iv: block("iv")? },
            "interleavedCbc" => {
                let (path, v) = get("ivs")?;
                ModeDescription::InterleavedCbc {
                    ivs: hex_list(&path, v, rules::MAX_CHAINS as usize, "chain")?,
                }
            }
            _ => {
                let (path, v) = get("ivs")?;
                ModeDescription::MultiStreamCbc {
                    ivs: hex_list(&path, v, multi_stream_cbc::MAX_STREAMS, "stream")?,
                }
            }
        })
    }

    /// Encrypt whole blocks with any cipher whose block the IVs are (an IV of another size is
    /// an error naming it). `streams` gives each block's stream id, for multi-stream CBC only.
    pub fn encrypt<C: BlockCipher>(&self, cipher: &C, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error> {
        self.run(cipher, data, streams, false)
    }

    /// Decrypt whole blocks. `streams` gives each block's stream id, for multi-stream CBC only.
    pub fn decrypt<C: BlockCipher>(&self, cipher: &C, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error> {
        self.run(cipher, data, streams, true)
    }

    fn run<C: BlockCipher>(
        &self,
        cipher: &C,
        data: &[u8],
        streams: Option<&[u8]>,
        decrypt: bool,
    ) -> Result<Vec<u8>, Error> {
        let streams = match (self, streams) {
            (ModeDescription::MultiStreamCbc { .. }, None) => {
                return Err(Error::field(
                    "streams",
                    "multi-stream CBC needs a stream id for every block",
                ))
            }
            (ModeDescription::MultiStreamCbc { .. }, Some(s)) => s,
            (_, Some(_)) => {
                return Err(Error::field(
                    "streams",
                    format!("only multi-stream CBC takes stream ids, not {}", self.kind()),
                ))
            }
            (_, None) => &[],
        };
        match (self, decrypt) {
            (ModeDescription::Ecb, false) => ecb::encrypt(cipher, data),
            (ModeDescription::Ecb, true) => ecb::decrypt(cipher, data),
            (ModeDescription::Ctr { counter }, _) => {
                ctr::encrypt(cipher, &cipher_block::<C>("mode.counter", counter)?, data)
            }
            (ModeDescription::Cbc { iv }, false) => cbc::encrypt(cipher, &cipher_block::<C>("mode.iv", iv)?, data),
            (ModeDescription::Cbc { iv }, true) => cbc::decrypt(cipher, &cipher_block::<C>("mode.iv", iv)?, data),
            (ModeDescription::Cfb { iv }, false) => cfb::encrypt(cipher, &cipher_block::<C>("mode.iv", iv)?, data),
            (ModeDescription::Cfb { iv }, true) => cfb::decrypt(cipher, &cipher_block::<C>("mode.iv", iv)?, data),
            (ModeDescription::Ofb { iv }, _) => ofb::encrypt(cipher, &cipher_block::<C>("mode.iv", iv)?, data),
            (ModeDescription::InterleavedCbc { ivs }, decrypt) => {
                let ivs = cipher_blocks::<C>("mode.ivs", ivs)?;
                if decrypt {
                    interleaved_cbc::decrypt(cipher, &ivs, data)
                } else {
                    interleaved_cbc::encrypt(cipher, &ivs, data)
                }
            }
            (ModeDescription::MultiStreamCbc { ivs }, decrypt) => {
                let ivs = cipher_blocks::<C>("mode.ivs", ivs)?;
                if decrypt {
                    multi_stream_cbc::decrypt(cipher, &ivs, streams, data)
                } else {
                    multi_stream_cbc::encrypt(cipher, &ivs, streams, data)
                }
            }
        }
    }
}

impl<'de> Deserialize<'de> for ModeDescription {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        ModeDescription::from_value(&value, "mode").map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests;
