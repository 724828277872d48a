//! Canonical configuration ids: `aes{128|192|256|3in1}-{enc|dec|encdec}-{arch}-{sbox}-{keys}-{mode}`.
//!
//! | field | tokens |
//! |---|---|
//! | arch | `lu{k}`, `pp{k}`, `sp{k}m{m}` (SP-k-m) |
//! | sbox | `lut`, `bram`, `lutram`, `cf` (composite field), `cfp` (pipelined composite), `bp` (Boyar–Peralta) |
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
    "S-box",
    "key schedule",
    "mode",
];

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
    let key_size = match parts[0] {
        "aes128" => KeySize::K128,
        "aes192" => KeySize::K192,
        "aes256" => KeySize::K256,
        "aes3in1" => KeySize::ThreeInOne,
        other => return Err(bad(FIELDS[0], other, "aes128, aes192, aes256, aes3in1")),
    };
    let direction = match parts[1] {
        "enc" => Direction::Encrypt,
        "dec" => Direction::Decrypt,
        "encdec" => Direction::Unified,
        other => return Err(bad(FIELDS[1], other, "enc, dec, encdec")),
    };
    let architecture = parse_architecture(parts[2])?;
    let sbox = match parts[3] {
        "lut" => SBox::Lut,
        "bram" => SBox::BlockRam,
        "lutram" => SBox::LutRam,
        "cf" => SBox::Composite,
        "cfp" => SBox::CompositePipelined,
        "bp" => SBox::BoyarPeralta,
        other => return Err(bad(FIELDS[3], other, "lut, bram, lutram, cf, cfp, bp")),
    };
    let key_schedule = match parts[4] {
        "online" => KeySchedule::Online,
        "banked" => KeySchedule::Banked,
        "offline" => KeySchedule::Offline,
        other => return Err(bad(FIELDS[4], other, "online, banked, offline")),
    };
    let mode = parse_mode(parts[5])?;
    let config = Configuration {
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
    let key = match c.key_size {
        KeySize::K128 => "aes128",
        KeySize::K192 => "aes192",
        KeySize::K256 => "aes256",
        KeySize::ThreeInOne => "aes3in1",
    };
    let direction = match c.direction {
        Direction::Encrypt => "enc",
        Direction::Decrypt => "dec",
        Direction::Unified => "encdec",
    };
    let architecture = match c.architecture {
        Architecture::LoopUnrolled { k } => format!("lu{k}"),
        Architecture::PartialPipeline { k } => format!("pp{k}"),
        Architecture::SubPipeline { k, m } => format!("sp{k}m{m}"),
    };
    let sbox = match c.sbox {
        SBox::Lut => "lut",
        SBox::BlockRam => "bram",
        SBox::LutRam => "lutram",
        SBox::Composite => "cf",
        SBox::CompositePipelined => "cfp",
        SBox::BoyarPeralta => "bp",
    };
    let keys = match c.key_schedule {
        KeySchedule::Online => "online",
        KeySchedule::Banked => "banked",
        KeySchedule::Offline => "offline",
    };
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
        assert!(e.starts_with("S-box: 'foo' is not one of"), "{e}");
    }

    #[test]
    fn numbers_must_be_plain() {
        assert!(parse("aes128-enc-lu+1-lut-online-ecb").is_err());
        assert!(parse("aes128-enc-lu0-lut-online-ecb").is_err());
        assert!(parse("aes128-enc-lu99999999999-lut-online-ecb").is_err());
    }
}
