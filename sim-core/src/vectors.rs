//! Readers for the public test-vector files in `vectors/`: NIST CAVP `.rsp` files (AESAVS,
//! SP 800-38A) and the FIPS-197 Appendix C trace. The Rust tests and, through the WASM
//! binding, the JS tests of the HDL use these same readers.

use crate::{hex, Error};
use serde::Serialize;

/// One record of an `.rsp` file: `COUNT`, `KEY`, optional `IV`, `PLAINTEXT`, `CIPHERTEXT`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RspRecord {
    /// `true` in an `[ENCRYPT]` section, `false` in `[DECRYPT]`.
    pub encrypt: bool,
    pub count: u32,
    pub key: Vec<u8>,
    pub iv: Option<Vec<u8>>,
    pub plaintext: Vec<u8>,
    pub ciphertext: Vec<u8>,
}

fn rsp_error(line: usize, message: impl Into<String>) -> Error {
    Error::Vectors { line: line + 1, message: message.into() }
}

fn hex_field(name: &str, value: &str, line: usize) -> Result<Vec<u8>, Error> {
    let digits = value.len();
    if !digits.is_multiple_of(2) {
        return Err(rsp_error(line, format!("{name} has an odd number of hex digits ({digits})")));
    }
    hex::parse(name, value, &[digits / 2]).map_err(|e| rsp_error(line, e.to_string()))
}

/// Parse the text of a CAVP `.rsp` file.
pub fn parse_rsp(text: &str) -> Result<Vec<RspRecord>, Error> {
    let mut records = Vec::new();
    let mut encrypt = None;
    let mut current: Option<(usize, RspRecord)> = None;
    let finish = |current: &mut Option<(usize, RspRecord)>, records: &mut Vec<RspRecord>| -> Result<(), Error> {
        if let Some((line, record)) = current.take() {
            if record.key.is_empty() || record.plaintext.is_empty() || record.ciphertext.is_empty() {
                return Err(rsp_error(line, format!("record COUNT = {} lacks KEY, PLAINTEXT or CIPHERTEXT", record.count)));
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
            return Err(rsp_error(n, format!("expected NAME = value, found '{line}'")));
        };
        let (name, value) = (name.trim(), value.trim());
        if name == "COUNT" {
            finish(&mut current, &mut records)?;
            let count = value.parse().map_err(|_| rsp_error(n, format!("COUNT '{value}' is not a number")))?;
            let Some(encrypt) = encrypt else {
                return Err(rsp_error(n, "record before any [ENCRYPT] or [DECRYPT] section"));
            };
            let record = RspRecord { encrypt, count, key: vec![], iv: None, plaintext: vec![], ciphertext: vec![] };
            current = Some((n, record));
            continue;
        }
        let Some((_, record)) = current.as_mut() else {
            return Err(rsp_error(n, format!("{name} before the first COUNT")));
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

/// One example of FIPS-197 Appendix C with the trace lines the standard prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AppendixExample {
    pub name: String,
    pub key: Vec<u8>,
    pub plaintext: Vec<u8>,
    /// `(round, step label, 16 bytes)` in the order of the file.
    pub steps: Vec<(u8, String, Vec<u8>)>,
}

impl AppendixExample {
    /// The value the standard prints for `round[r].label`, if this example lists it.
    pub fn step(&self, round: u8, label: &str) -> Option<&[u8]> {
        self.steps.iter().find(|(r, l, _)| *r == round && l == label).map(|(_, _, v)| v.as_slice())
    }
}

/// Parse `vectors/fips197/appendix-c.txt`.
pub fn parse_appendix_c(text: &str) -> Result<Vec<AppendixExample>, Error> {
    let mut examples: Vec<AppendixExample> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            examples.push(AppendixExample { name: name.to_string(), key: vec![], plaintext: vec![], steps: vec![] });
            continue;
        }
        let Some(example) = examples.last_mut() else {
            return Err(rsp_error(n, "line before the first [example] header"));
        };
        if let Some(v) = line.strip_prefix("KEY:") {
            example.key = hex_field("KEY", v.trim(), n)?;
        } else if let Some(v) = line.strip_prefix("PLAINTEXT:") {
            example.plaintext = hex_field("PLAINTEXT", v.trim(), n)?;
        } else if let Some(rest) = line.strip_prefix("round[") {
            let parsed = rest.split_once("].").and_then(|(round, rest)| {
                let (label, value) = rest.split_once(' ')?;
                Some((round.trim().parse::<u8>().ok()?, label.to_string(), value.trim()))
            });
            let Some((round, label, value)) = parsed else {
                return Err(rsp_error(n, format!("expected 'round[ r].step hex', found '{line}'")));
            };
            let bytes = hex::parse(&label, value, &[16]).map_err(|e| rsp_error(n, e.to_string()))?;
            example.steps.push((round, label, bytes));
        } else {
            return Err(rsp_error(n, format!("unrecognised line '{line}'")));
        }
    }
    Ok(examples)
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
