//! NIST SP 800-38A Appendix F in the standard's own notation
//! (`vectors/nist/sp800-38a/appendix-f.txt`): one `[F.2.1 CBC-AES128.Encrypt]` heading per
//! example, then `Key`, `IV` or `Init. Counter`, and for each `Block #n` (`Segment #n` in CFB)
//! its `Plaintext` and `Ciphertext`.

use super::{hex_field, line_error};
use crate::Error;
use serde::Serialize;

/// One example of Appendix F, its blocks concatenated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ModeExample {
    /// The standard's number, e.g. `F.2.1`.
    pub name: String,
    /// `ECB`, `CBC`, `CFB128`, `OFB` or `CTR`, as the heading spells it.
    pub mode: String,
    pub key_bits: u32,
    pub encrypt: bool,
    pub key: Vec<u8>,
    /// The IV, or for CTR the initial counter block.
    pub iv: Option<Vec<u8>>,
    pub plaintext: Vec<u8>,
    pub ciphertext: Vec<u8>,
}

/// `F.2.1 CBC-AES128.Encrypt` → (name, mode, key bits, encrypt): the standard's notation,
/// `<mode>-<cipher><key bits>.<direction>`, the cipher named in capitals.
fn heading(text: &str) -> Option<(String, String, u32, bool)> {
    let (name, rest) = text.split_once(' ')?;
    let (mode, rest) = rest.trim().split_once('-')?;
    let (cipher_bits, direction) = rest.split_once('.')?;
    let bits = cipher_bits.trim_start_matches(|c: char| c.is_ascii_uppercase());
    if bits.len() == cipher_bits.len() {
        return None;
    }
    let encrypt = match direction {
        "Encrypt" => true,
        "Decrypt" => false,
        _ => return None,
    };
    Some((name.to_string(), mode.to_string(), bits.parse().ok()?, encrypt))
}

fn finish(current: Option<(usize, ModeExample, usize)>, examples: &mut Vec<ModeExample>) -> Result<(), Error> {
    if let Some((line, example, blocks)) = current {
        let (p, c) = (example.plaintext.len(), example.ciphertext.len());
        if example.key.is_empty() || blocks == 0 || p != c || p != 16 * blocks {
            return Err(line_error(
                line,
                format!(
                    "{} needs a Key and, for each of its {blocks} blocks, a 16-byte Plaintext and Ciphertext",
                    example.name
                ),
            ));
        }
        examples.push(example);
    }
    Ok(())
}

/// Parse the text of `appendix-f.txt`.
pub fn parse_sp800_38a(text: &str) -> Result<Vec<ModeExample>, Error> {
    let mut examples = Vec::new();
    // The example being read, the line of its heading, and its block count so far.
    let mut current: Option<(usize, ModeExample, usize)> = None;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(inner) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            finish(current.take(), &mut examples)?;
            let Some((name, mode, key_bits, encrypt)) = heading(inner) else {
                return Err(line_error(
                    n,
                    format!("expected a heading such as [F.2.1 CBC-<cipher><key bits>.Encrypt], found '{line}'"),
                ));
            };
            let example = ModeExample {
                name,
                mode,
                key_bits,
                encrypt,
                key: vec![],
                iv: None,
                plaintext: vec![],
                ciphertext: vec![],
            };
            current = Some((n, example, 0));
            continue;
        }
        let Some((_, example, blocks)) = current.as_mut() else {
            return Err(line_error(n, "line before the first [F.x.y ...] heading"));
        };
        if let Some(number) = line.strip_prefix("Block #").or_else(|| line.strip_prefix("Segment #")) {
            if number.trim().parse::<usize>().ok() != Some(*blocks + 1) {
                return Err(line_error(
                    n,
                    format!("expected block #{}, found '{line}'", *blocks + 1),
                ));
            }
            *blocks += 1;
            continue;
        }
        let labels = ["Key", "IV", "Init. Counter", "Plaintext", "Ciphertext"];
        let Some((label, value)) = labels.iter().find_map(|l| {
            let rest = line.strip_prefix(l)?;
            rest.starts_with(char::is_whitespace).then(|| (*l, rest.trim()))
        }) else {
            return Err(line_error(n, format!("unrecognised line '{line}'")));
        };
        let in_block = *blocks > 0;
        match label {
            "Key" | "IV" | "Init. Counter" if in_block => {
                return Err(line_error(n, format!("{label} after the first block")));
            }
            "Key" => example.key = hex_field(label, value, n)?,
            "IV" | "Init. Counter" => example.iv = Some(hex_field(label, value, n)?),
            _ if !in_block => return Err(line_error(n, format!("{label} before Block #1"))),
            "Plaintext" => example.plaintext.extend(hex_field(label, value, n)?),
            _ => example.ciphertext.extend(hex_field(label, value, n)?),
        }
    }
    finish(current, &mut examples)?;
    Ok(examples)
}

#[cfg(test)]
mod tests;
