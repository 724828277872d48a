//! Canonical configuration ids: `{cipher}{key size}-{enc|dec|encdec}-{arch}-{sbox}-{keys}-{mode}`.
//!
//! | field | tokens |
//! |---|---|
//! | cipher and key size | the cipher's id token and one of its key-size tokens (registry/ciphers.json): `aes128`, `aes192`, `aes256`, `aes3in1`, `serpent128`, … |
//! | arch | `lu{k}`, `pp{k}`, `sp{k}m{m}` (SP-k-m), `bs{w}` (bit-serial, w bits a cycle) |
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

/// An architecture's kind as registry/ciphers.json names it: `lu`, `pp`, `sp`, `bs`.
pub fn architecture_kind(a: Architecture) -> &'static str {
    match a {
        Architecture::LoopUnrolled { .. } => "lu",
        Architecture::PartialPipeline { .. } => "pp",
        Architecture::SubPipeline { .. } => "sp",
        Architecture::BitSerial { .. } => "bs",
    }
}

/// An architecture's token: `lu1`, `pp5`, `sp2m1`, `bs1`.
pub fn architecture_token(a: Architecture) -> String {
    match a {
        Architecture::LoopUnrolled { k } => format!("lu{k}"),
        Architecture::PartialPipeline { k } => format!("pp{k}"),
        Architecture::SubPipeline { k, m } => format!("sp{k}m{m}"),
        Architecture::BitSerial { w } => format!("bs{w}"),
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

/// An id for messages to show the form by: the registry's first cipher and key size, LU-1
/// with its first round implementation, online keys, encrypting in ECB.
fn example_id() -> String {
    let cipher = &cipher::all()[0];
    let choice = &cipher.implementation.choices[0].token;
    format!("{}-enc-lu1-{choice}-online-ecb", cipher::first_tokens()[0])
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
    if let Some(w) = number_after(token, "bs") {
        return Ok(Architecture::BitSerial {
            w: small_number(field, w)?,
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
    Err(bad(
        field,
        token,
        "lu<k>, pp<k>, sp<k>m<m>, bs<w> (e.g. lu1, pp5, sp2m1, bs1)",
    ))
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
                "'{id}' has {} fields separated by '-', expected 6: {} (e.g. {})",
                parts.len(),
                FIELDS.join(", "),
                example_id()
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
    let architecture = architecture_token(c.architecture);
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
mod tests;
