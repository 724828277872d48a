//! Hex strings as users type them: surrounding and inner white space is ignored, digits
//! may be upper or lower case, and the length must be one the field allows.

use crate::Error;

/// Parse `text` as hex for `field`, requiring one of `allowed_bytes` byte lengths.
pub fn parse(field: &str, text: &str, allowed_bytes: &[usize]) -> Result<Vec<u8>, Error> {
    let mut digits = Vec::with_capacity(text.len());
    for (position, c) in text.chars().filter(|c| !c.is_whitespace()).enumerate() {
        match c.to_digit(16) {
            Some(d) => digits.push(d as u8),
            None => {
                return Err(Error::HexDigit {
                    field: field.to_string(),
                    position,
                    found: c,
                })
            }
        }
    }
    if !allowed_bytes.iter().any(|&n| n * 2 == digits.len()) {
        return Err(Error::HexLength {
            field: field.to_string(),
            expected: allowed_bytes.iter().map(|n| n * 2).collect(),
            got: digits.len(),
        });
    }
    Ok(digits.chunks(2).map(|p| (p[0] << 4) | p[1]).collect())
}

/// Parse exactly one 16-byte block.
pub fn parse_block(field: &str, text: &str) -> Result<[u8; 16], Error> {
    let bytes = parse(field, text, &[16])?;
    Ok(bytes.try_into().expect("length checked"))
}

/// Lower-case hex, no separators.
pub fn format(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_upper_lower_and_spaces() {
        assert_eq!(parse("key", " 0A bc\n", &[2]).unwrap(), vec![0x0a, 0xbc]);
    }

    #[test]
    fn wrong_length_names_field_and_counts() {
        let e = parse("plaintext", "abc", &[16]).unwrap_err();
        assert_eq!(e.to_string(), "plaintext: expected 32 hex digits, got 3");
    }

    #[test]
    fn bad_digit_names_position() {
        let e = parse("key", "00g1", &[2]).unwrap_err();
        assert_eq!(e.to_string(), "key: 'g' at position 3 is not a hex digit (0-9, a-f)");
    }

    #[test]
    fn key_lengths_listed() {
        let e = parse("key", "00", &[16, 24, 32]).unwrap_err();
        assert_eq!(e.to_string(), "key: expected 32 or 48 or 64 hex digits, got 2");
    }

    #[test]
    fn round_trip() {
        assert_eq!(format(&parse("x", "00ff10", &[3]).unwrap()), "00ff10");
    }
}
