//! NIST CAVP TDES `.rsp` files (the TDES Validation System's KAT and MMT files, CAVS 11.1):
//! `[ENCRYPT]`/`[DECRYPT]` sections of records `COUNT`, the key as either `KEYs` (one key
//! used as K1 = K2 = K3, the known-answer files) or `KEY1`, `KEY2`, `KEY3` (the multi-block
//! message files), `IV` in the chaining modes, `PLAINTEXT` and `CIPHERTEXT` (whole 8-byte
//! blocks). The AES reader ([`crate::vectors::parse_rsp`]) wants a `KEY` field, hence this
//! one. The interleaved and pipelined files (`IV1`..`IV3`, `PLAINTEXT1`.., TCBCI, TCFBP, TOFBI)
//! are refused, not silently misread.
//!
//! The files' numbers count the distinct keys: `TECBMMT1` has K1 = K2 = K3 (keying option
//! 3), `TECBMMT2` has K3 = K1 (option 2), `TECBMMT3` three different keys (option 1).

use super::KEY_BYTES;
use crate::vectors::{hex_field, line_error, RspRecord};
use crate::Error;

/// One record of a TDES `.rsp` file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TdesRecord {
    /// `true` in an `[ENCRYPT]` section, `false` in `[DECRYPT]`.
    pub encrypt: bool,
    pub count: u32,
    /// K1, K2, K3 (a `KEYs` record repeats its key).
    pub keys: [[u8; KEY_BYTES]; 3],
    pub iv: Option<[u8; 8]>,
    pub plaintext: Vec<u8>,
    pub ciphertext: Vec<u8>,
}

impl TdesRecord {
    /// The shortest key bundle the lab's Triple DES takes for these keys: K1 (8 bytes, option
    /// 3) if all three are equal, K1‖K2 (16, option 2) if K3 = K1, else K1‖K2‖K3 (24).
    pub fn key_bundle(&self) -> Vec<u8> {
        let [k1, k2, k3] = self.keys;
        if k1 == k2 && k2 == k3 {
            k1.to_vec()
        } else if k3 == k1 {
            [k1, k2].concat()
        } else {
            self.keys.concat()
        }
    }
}

#[derive(Default)]
struct Partial {
    line: usize,
    encrypt: bool,
    count: u32,
    keys: [Option<[u8; 8]>; 3],
    iv: Option<[u8; 8]>,
    plaintext: Vec<u8>,
    ciphertext: Vec<u8>,
}

fn eight(name: &str, value: &str, line: usize) -> Result<[u8; 8], Error> {
    hex_field(name, value, line)?
        .try_into()
        .map_err(|v: Vec<u8>| line_error(line, format!("{name} is {} bytes, not 8", v.len())))
}

fn finish(partial: Option<Partial>, records: &mut Vec<TdesRecord>) -> Result<(), Error> {
    let Some(p) = partial else { return Ok(()) };
    let [Some(k1), Some(k2), Some(k3)] = p.keys else {
        return Err(line_error(p.line, format!("record COUNT = {} lacks a key", p.count)));
    };
    for (name, text) in [("PLAINTEXT", &p.plaintext), ("CIPHERTEXT", &p.ciphertext)] {
        if text.is_empty() || text.len() % 8 != 0 {
            return Err(line_error(
                p.line,
                format!(
                    "record COUNT = {}: {name} is {} bytes, not whole 8-byte blocks",
                    p.count,
                    text.len()
                ),
            ));
        }
    }
    records.push(TdesRecord {
        encrypt: p.encrypt,
        count: p.count,
        keys: [k1, k2, k3],
        iv: p.iv,
        plaintext: p.plaintext,
        ciphertext: p.ciphertext,
    });
    Ok(())
}

/// A CAVP TDES `.rsp` file's records as the lab's [`RspRecord`]s, the key being the shortest
/// key bundle of the record's KEY1..KEY3 ([`TdesRecord::key_bundle`]): Triple DES's
/// [`crate::BlockCipher::read_rsp`].
pub fn rsp_records(text: &str) -> Result<Vec<RspRecord>, Error> {
    Ok(parse_tdes_rsp(text)?
        .into_iter()
        .map(|r| RspRecord {
            encrypt: r.encrypt,
            count: r.count,
            key: r.key_bundle(),
            iv: r.iv.map(|iv| iv.to_vec()),
            plaintext: r.plaintext,
            ciphertext: r.ciphertext,
        })
        .collect())
}

/// Parse the text of a CAVP TDES `.rsp` file. Errors name the line (1-based).
pub fn parse_tdes_rsp(text: &str) -> Result<Vec<TdesRecord>, Error> {
    let mut records = Vec::new();
    let mut encrypt = None;
    let mut current: Option<Partial> = None;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with('[') {
            finish(current.take(), &mut records)?;
            match line {
                "[ENCRYPT]" => encrypt = Some(true),
                "[DECRYPT]" => encrypt = Some(false),
                _ => {}
            }
            continue;
        }
        let Some((name, value)) = line.split_once('=') else {
            return Err(line_error(n, format!("expected NAME = value, found '{line}'")));
        };
        let (name, value) = (name.trim(), value.trim());
        if name == "COUNT" {
            finish(current.take(), &mut records)?;
            let count = value
                .parse()
                .map_err(|_| line_error(n, format!("COUNT '{value}' is not a number")))?;
            let Some(encrypt) = encrypt else {
                return Err(line_error(n, "record before any [ENCRYPT] or [DECRYPT] section"));
            };
            current = Some(Partial {
                line: n,
                encrypt,
                count,
                ..Partial::default()
            });
            continue;
        }
        let Some(record) = current.as_mut() else {
            return Err(line_error(n, format!("{name} before the first COUNT")));
        };
        match name {
            "KEYs" => record.keys = [Some(eight(name, value, n)?); 3],
            "KEY1" => record.keys[0] = Some(eight(name, value, n)?),
            "KEY2" => record.keys[1] = Some(eight(name, value, n)?),
            "KEY3" => record.keys[2] = Some(eight(name, value, n)?),
            "IV" => record.iv = Some(eight(name, value, n)?),
            "PLAINTEXT" => record.plaintext = hex_field(name, value, n)?,
            "CIPHERTEXT" => record.ciphertext = hex_field(name, value, n)?,
            _ if name.ends_with(['1', '2', '3']) => {
                return Err(line_error(
                    n,
                    format!("{name}: interleaved and pipelined TDES files are not read here"),
                ))
            }
            _ => {} // other fields (NUMBER OF ROUNDS, ...) carry nothing the tests use
        }
    }
    finish(current, &mut records)?;
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_as_keys_or_three_fields() {
        let text = "# c\n[ENCRYPT]\nCOUNT = 0\nKEYs = 0101010101010101\nPLAINTEXT = 95f8a5e5dd31d900\n\
                    CIPHERTEXT = 8000000000000000\n\n[DECRYPT]\nCOUNT = 0\nKEY1 = 0101010101010101\n\
                    KEY2 = 0202020202020202\nKEY3 = 0101010101010101\nIV = 0000000000000000\n\
                    CIPHERTEXT = 0000000000000000\nPLAINTEXT = 1111111111111111\n";
        let r = parse_tdes_rsp(text).unwrap();
        assert_eq!(r.len(), 2);
        assert!(r[0].encrypt && !r[1].encrypt);
        assert_eq!(r[0].key_bundle(), [1; 8]);
        assert_eq!(r[1].key_bundle(), [[1; 8], [2; 8]].concat());
        assert_eq!(r[1].iv, Some([0; 8]));
    }

    #[test]
    fn errors_name_the_line() {
        let e = parse_tdes_rsp("[ENCRYPT]\nCOUNT = 0\nKEY1 = 00\n")
            .unwrap_err()
            .to_string();
        assert_eq!(e, "line 3: KEY1 is 1 bytes, not 8");
        let e = parse_tdes_rsp("[ENCRYPT]\nCOUNT = 0\nKEYs = 0000000000000000\nPLAINTEXT = 00\n")
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("line 2: record COUNT = 0: PLAINTEXT is 1 bytes"), "{e}");
        let e = parse_tdes_rsp("[ENCRYPT]\nCOUNT = 0\nIV1 = 00\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("interleaved"), "{e}");
    }
}
