//! Canonical configuration ids: `{cipher}{key size}-{enc|dec|encdec}-{arch}-{sbox}-{keys}-{mode}`.
//!
//! | field | tokens |
//! |---|---|
//! | cipher and key size | the cipher's id token and one of its key-size tokens (registry/ciphers.json): `aes128`, `aes192`, `aes256`, `aes3in1`, `serpent128`, … |
//! | arch | `lu{k}`, `pp{k}`, `sp{k}m{m}` (SP-k-m) |
//! | implementation | the round's implementation, as the cipher's description names it: the S-box (`lut`, `bram`, `lutram`, `cf` composite field, `cfp` pipelined composite, `bp` Boyar–Peralta), RC6's multiplier (`sq` squarer, `dsp` DSP blocks, `arr` array in LUTs), or MARS's S-box and multiplier together (`lut`, `bram`, `arr`, `bramarr`) |
//! | keys | `online`, `banked`, `offline` |
//! | mode | `ecb`, `ctr`, `cbc`, `cfb`, `ofb`, `icbc{n}`, `mscbc{n}`, `all` (run-time) |
//!
//! Every id that parses has been validated by [`super::rules`]; formatting a parsed id gives
//! back the same string, so ids are stable names.

use super::*;
use crate::Error;

const FIELDS: [&str; 6] = [
    "cipher and key size",
    "direction",
    "architecture",
    "implementation",
    "key schedule",
    "mode",
];

const DIRECTIONS: [(&str, Direction); 3] = [
    ("enc", Direction::Encrypt),
    ("dec", Direction::Decrypt),
    ("encdec", Direction::Unified),
];

/// Every cipher's implementation tokens; a cipher's description says which are its own.
const ROUND_IMPLS: [(&str, RoundImpl); 10] = [
    ("lut", RoundImpl::Lut),
    ("bram", RoundImpl::BlockRam),
    ("lutram", RoundImpl::LutRam),
    ("cf", RoundImpl::Composite),
    ("cfp", RoundImpl::CompositePipelined),
    ("bp", RoundImpl::BoyarPeralta),
    ("sq", RoundImpl::Squarer),
    ("dsp", RoundImpl::DspMultiplier),
    ("arr", RoundImpl::ArrayMultiplier),
    ("bramarr", RoundImpl::BlockRamArrayMultiplier),
];

/// The implementation tokens an id can carry (a description's choices must be among them).
pub fn round_impl_tokens() -> impl Iterator<Item = &'static str> {
    ROUND_IMPLS.iter().map(|(t, _)| *t)
}

const KEY_SCHEDULES: [(&str, KeySchedule); 3] = [
    ("online", KeySchedule::Online),
    ("banked", KeySchedule::Banked),
    ("offline", KeySchedule::Offline),
];

/// The value of a token in a table, or an error listing the table's tokens.
fn lookup<T: Copy>(field: &str, token: &str, table: &[(&str, T)]) -> Result<T, Error> {
    match table.iter().find(|(t, _)| *t == token) {
        Some(&(_, value)) => Ok(value),
        None => {
            let tokens: Vec<&str> = table.iter().map(|(t, _)| *t).collect();
            Err(bad(field, token, &tokens.join(", ")))
        }
    }
}

fn token_of<T: PartialEq>(value: T, table: &[(&'static str, T)]) -> &'static str {
    table
        .iter()
        .find(|(_, v)| *v == value)
        .expect("every value has a token")
        .0
}

pub fn direction_token(d: Direction) -> &'static str {
    token_of(d, &DIRECTIONS)
}

pub fn sbox_token(s: RoundImpl) -> &'static str {
    token_of(s, &ROUND_IMPLS)
}

pub fn key_schedule_token(k: KeySchedule) -> &'static str {
    token_of(k, &KEY_SCHEDULES)
}

/// An architecture's kind as registry/ciphers.json names it: `lu`, `pp`, `sp`.
pub fn architecture_kind(a: Architecture) -> &'static str {
    match a {
        Architecture::LoopUnrolled { .. } => "lu",
        Architecture::PartialPipeline { .. } => "pp",
        Architecture::SubPipeline { .. } => "sp",
    }
}

/// A mode's kind as registry/ciphers.json names it: the token without its count.
pub fn mode_kind(m: Mode) -> &'static str {
    match m {
        Mode::Ecb => "ecb",
        Mode::Ctr => "ctr",
        Mode::Cbc => "cbc",
        Mode::Cfb => "cfb",
        Mode::Ofb => "ofb",
        Mode::InterleavedCbc { .. } => "icbc",
        Mode::MultiStreamCbc { .. } => "mscbc",
        Mode::All => "all",
    }
}

/// The cipher and key size of an id's first field, e.g. `serpent128`.
fn parse_cipher_and_key_size(token: &str) -> Result<(&'static Cipher, KeySize), Error> {
    for c in cipher::all() {
        for k in &c.key_sizes {
            if token == c.first_token(&k.token) {
                let key_size = KeySize {
                    token: &k.token,
                    key_bits: &k.key_bits,
                };
                return Ok((c, key_size));
            }
        }
    }
    Err(bad(FIELDS[0], token, &cipher::first_tokens().join(", ")))
}

fn bad(field: &str, found: &str, expected: &str) -> Error {
    Error::Config {
        field: field.to_string(),
        message: format!("'{found}' is not one of {expected}"),
    }
}

/// A number after a prefix, e.g. `12` in `pp12`; None if the rest is not a plain number.
fn number_after<'a>(token: &'a str, prefix: &str) -> Option<&'a str> {
    token
        .strip_prefix(prefix)
        .filter(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
}

fn small_number(field: &str, digits: &str) -> Result<u32, Error> {
    match digits.parse::<u32>() {
        Ok(n) if (1..=256).contains(&n) => Ok(n),
        _ => Err(Error::Config {
            field: field.to_string(),
            message: format!("{digits} is out of range (1 to 256)"),
        }),
    }
}

fn parse_architecture(token: &str) -> Result<Architecture, Error> {
    let field = FIELDS[2];
    if let Some(k) = number_after(token, "lu") {
        return Ok(Architecture::LoopUnrolled {
            k: small_number(field, k)?,
        });
    }
    if let Some(k) = number_after(token, "pp") {
        return Ok(Architecture::PartialPipeline {
            k: small_number(field, k)?,
        });
    }
    if let Some(rest) = token.strip_prefix("sp") {
        if let Some((k, m)) = rest.split_once('m') {
            if let (Some(k), Some(m)) = (number_after(k, ""), number_after(m, "")) {
                return Ok(Architecture::SubPipeline {
                    k: small_number(field, k)?,
                    m: small_number(field, m)?,
                });
            }
        }
    }
    Err(bad(field, token, "lu<k>, pp<k>, sp<k>m<m> (e.g. lu1, pp5, sp2m1)"))
}

fn parse_mode(token: &str) -> Result<Mode, Error> {
    let field = FIELDS[5];
    Ok(match token {
        "ecb" => Mode::Ecb,
        "ctr" => Mode::Ctr,
        "cbc" => Mode::Cbc,
        "cfb" => Mode::Cfb,
        "ofb" => Mode::Ofb,
        "all" => Mode::All,
        _ => {
            if let Some(n) = number_after(token, "icbc") {
                Mode::InterleavedCbc {
                    chains: small_number(field, n)?,
                }
            } else if let Some(n) = number_after(token, "mscbc") {
                Mode::MultiStreamCbc {
                    streams: small_number(field, n)?,
                }
            } else {
                return Err(bad(field, token, "ecb, ctr, cbc, cfb, ofb, icbc<n>, mscbc<n>, all"));
            }
        }
    })
}

/// Parse and validate an id. Errors name the field that is wrong and why.
pub fn parse(id: &str) -> Result<Configuration, Error> {
    let parts: Vec<&str> = id.trim().split('-').collect();
    if parts.len() != FIELDS.len() {
        return Err(Error::Config {
            field: "id".to_string(),
            message: format!(
                "'{id}' has {} fields separated by '-', expected 6: {} (e.g. aes128-enc-lu1-lut-online-ecb)",
                parts.len(),
                FIELDS.join(", ")
            ),
        });
    }
    let (cipher, key_size) = parse_cipher_and_key_size(parts[0])?;
    let direction = lookup(FIELDS[1], parts[1], &DIRECTIONS)?;
    let architecture = parse_architecture(parts[2])?;
    let sbox = lookup(FIELDS[3], parts[3], &ROUND_IMPLS)?;
    let key_schedule = lookup(FIELDS[4], parts[4], &KEY_SCHEDULES)?;
    let mode = parse_mode(parts[5])?;
    let config = Configuration {
        cipher,
        key_size,
        direction,
        architecture,
        sbox,
        key_schedule,
        mode,
    };
    rules::check(&config)?;
    Ok(config)
}

pub fn format(c: &Configuration) -> String {
    let key = c.cipher.first_token(c.key_size.token);
    let direction = direction_token(c.direction);
    let architecture = match c.architecture {
        Architecture::LoopUnrolled { k } => format!("lu{k}"),
        Architecture::PartialPipeline { k } => format!("pp{k}"),
        Architecture::SubPipeline { k, m } => format!("sp{k}m{m}"),
    };
    let sbox = sbox_token(c.sbox);
    let keys = key_schedule_token(c.key_schedule);
    let mode = match c.mode {
        Mode::Ecb => "ecb".to_string(),
        Mode::Ctr => "ctr".to_string(),
        Mode::Cbc => "cbc".to_string(),
        Mode::Cfb => "cfb".to_string(),
        Mode::Ofb => "ofb".to_string(),
        Mode::InterleavedCbc { chains } => format!("icbc{chains}"),
        Mode::MultiStreamCbc { streams } => format!("mscbc{streams}"),
        Mode::All => "all".to_string(),
    };
    format!("{key}-{direction}-{architecture}-{sbox}-{keys}-{mode}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_core_round_trips() {
        let id = "aes128-enc-lu1-lut-online-ecb";
        assert_eq!(parse(id).unwrap().id(), id);
    }

    #[test]
    fn wrong_field_count_is_explained() {
        let e = parse("aes128-enc-lu1").unwrap_err().to_string();
        assert!(e.contains("expected 6"), "{e}");
    }

    #[test]
    fn unknown_token_names_field() {
        let e = parse("aes128-enc-lu1-foo-online-ecb").unwrap_err().to_string();
        assert!(e.starts_with("implementation: 'foo' is not one of"), "{e}");
    }

    #[test]
    fn serpent_ids_round_trip() {
        let id = "serpent128-enc-lu8-lut-online-all";
        let c = parse(id).unwrap();
        assert_eq!(
            (c.cipher.id.as_str(), c.key_size.token, c.max_rounds()),
            ("serpent", "128", 32)
        );
        assert_eq!(c.id(), id);
    }

    #[test]
    fn every_registry_id_round_trips() {
        let data: serde_json::Value =
            serde_json::from_str(include_str!("../../../registry/configurations.json")).unwrap();
        let ids = data["configurations"].as_array().unwrap();
        assert!(ids.len() >= 30, "{}", ids.len());
        for entry in ids {
            let id = entry["id"].as_str().unwrap();
            let c = parse(id).unwrap_or_else(|e| panic!("{id}: {e}"));
            // The first field is the cipher and its key size: "aes" "128", "rc6" "256".
            let first = id.split('-').next().unwrap();
            assert_eq!(
                (c.cipher.first_token(c.key_size.token), c.id()),
                (first.to_string(), id.to_string())
            );
        }
    }

    #[test]
    fn unknown_cipher_lists_the_described_ones() {
        let e = parse("rijndael128-enc-lu1-lut-online-ecb").unwrap_err().to_string();
        assert_eq!(
            e,
            "cipher and key size: 'rijndael128' is not one of aes128, aes192, aes256, aes3in1, serpent128, serpent192, serpent256, twofish128, twofish192, twofish256, rc6128, rc6192, rc6256, mars128, mars192, mars256, mars3in1, des64, des128, des192, des3in1"
        );
        assert!(parse("serpent3in1-enc-lu1-lut-online-ecb").is_err());
    }

    #[test]
    fn numbers_must_be_plain() {
        assert!(parse("aes128-enc-lu+1-lut-online-ecb").is_err());
        assert!(parse("aes128-enc-lu0-lut-online-ecb").is_err());
        assert!(parse("aes128-enc-lu99999999999-lut-online-ecb").is_err());
    }
}
