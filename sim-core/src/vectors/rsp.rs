//! NIST CAVP `.rsp` files: `[ENCRYPT]`/`[DECRYPT]` sections of `COUNT`, `KEY`, optional `IV`,
//! `PLAINTEXT`, `CIPHERTEXT` records. The AESAVS KAT, MMT and MCT files of every mode and the
//! RFC 3686 CTR vectors (as `cryptography-vectors` ships them) share this layout.

use super::{hex_field, line_error};
use crate::Error;
use serde::Serialize;

/// One record of an `.rsp` file: `COUNT`, `KEY`, optional `IV`, `PLAINTEXT`, `CIPHERTEXT`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct RspRecord {
    /// `true` in an `[ENCRYPT]` section, `false` in `[DECRYPT]`.
    pub encrypt: bool,
    pub count: u32,
    pub key: Vec<u8>,
    pub iv: Option<Vec<u8>>,
    pub plaintext: Vec<u8>,
    pub ciphertext: Vec<u8>,
}

/// Parse the text of a CAVP `.rsp` file.
pub fn parse_rsp(text: &str) -> Result<Vec<RspRecord>, Error> {
    let mut records = Vec::new();
    let mut encrypt = None;
    let mut current: Option<(usize, RspRecord)> = None;
    let finish = |current: &mut Option<(usize, RspRecord)>, records: &mut Vec<RspRecord>| -> Result<(), Error> {
        if let Some((line, record)) = current.take() {
            if record.key.is_empty() || record.plaintext.is_empty() || record.ciphertext.is_empty() {
                return Err(line_error(
                    line,
                    format!("record COUNT = {} lacks KEY, PLAINTEXT or CIPHERTEXT", record.count),
                ));
            }
            records.push(record);
        }
        Ok(())
    };
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with('[') {
            finish(&mut current, &mut records)?;
            match line {
                "[ENCRYPT]" => encrypt = Some(true),
                "[DECRYPT]" => encrypt = Some(false),
                _ => {} // other bracketed headers (e.g. key length) carry nothing we use
            }
            continue;
        }
        let Some((name, value)) = line.split_once('=') else {
            return Err(line_error(n, format!("expected NAME = value, found '{line}'")));
        };
        let (name, value) = (name.trim(), value.trim());
        if name == "COUNT" {
            finish(&mut current, &mut records)?;
            let count = value
                .parse()
                .map_err(|_| line_error(n, format!("COUNT '{value}' is not a number")))?;
            let Some(encrypt) = encrypt else {
                return Err(line_error(n, "record before any [ENCRYPT] or [DECRYPT] section"));
            };
            let record = RspRecord {
                encrypt,
                count,
                key: vec![],
                iv: None,
                plaintext: vec![],
                ciphertext: vec![],
            };
            current = Some((n, record));
            continue;
        }
        let Some((_, record)) = current.as_mut() else {
            return Err(line_error(n, format!("{name} before the first COUNT")));
        };
        match name {
            "KEY" => record.key = hex_field(name, value, n)?,
            "IV" => record.iv = Some(hex_field(name, value, n)?),
            "PLAINTEXT" => record.plaintext = hex_field(name, value, n)?,
            "CIPHERTEXT" => record.ciphertext = hex_field(name, value, n)?,
            _ => {} // e.g. the DataUnitLen of other files
        }
    }
    finish(&mut current, &mut records)?;
    Ok(records)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rsp_sections_and_fields() {
        let text = "# c\n[ENCRYPT]\n\nCOUNT = 0\nKEY = 00\nPLAINTEXT = 01\nCIPHERTEXT = 02\n\n[DECRYPT]\nCOUNT = 0\nKEY = 03\nIV = 04\nCIPHERTEXT = 05\nPLAINTEXT = 06\n";
        let r = parse_rsp(text).unwrap();
        assert_eq!(r.len(), 2);
        assert!(r[0].encrypt && !r[1].encrypt);
        assert_eq!(r[1].iv, Some(vec![4]));
        assert_eq!(r[1].plaintext, vec![6]);
    }

    #[test]
    fn rsp_errors_name_the_line() {
        let e = parse_rsp("[ENCRYPT]\nCOUNT = 0\nKEY = 0g\n").unwrap_err().to_string();
        assert!(e.starts_with("line 3:"), "{e}");
        let e = parse_rsp("[ENCRYPT]\nCOUNT = 0\nKEY = 00\n").unwrap_err().to_string();
        assert!(e.contains("lacks"), "{e}");
    }
}
