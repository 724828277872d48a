//! FIPS-197 Appendix C in the standard's own notation (`vectors/fips197/appendix-c.txt`).

use super::{hex_field, line_error};
use crate::{hex, Error};
use serde::Serialize;

/// One example of FIPS-197 Appendix C with the trace lines the standard prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
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
        self.steps
            .iter()
            .find(|(r, l, _)| *r == round && l == label)
            .map(|(_, _, v)| v.as_slice())
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
            examples.push(AppendixExample {
                name: name.to_string(),
                key: vec![],
                plaintext: vec![],
                steps: vec![],
            });
            continue;
        }
        let Some(example) = examples.last_mut() else {
            return Err(line_error(n, "line before the first [example] header"));
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
                return Err(line_error(n, format!("expected 'round[ r].step hex', found '{line}'")));
            };
            let bytes = hex::parse(&label, value, &[16]).map_err(|e| line_error(n, e.to_string()))?;
            example.steps.push((round, label, bytes));
        } else {
            return Err(line_error(n, format!("unrecognised line '{line}'")));
        }
    }
    Ok(examples)
}
