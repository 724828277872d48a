//! One error type for everything that parses user input. Messages name the field and say
//! what was wrong, because they reach the user verbatim (as JS exceptions in the browser).

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A hex field had the wrong number of digits.
    HexLength {
        field: String,
        expected: Vec<usize>,
        got: usize,
    },
    /// A hex field had a character that is not a hex digit.
    HexDigit {
        field: String,
        position: usize,
        found: char,
    },
    /// A configuration id that does not parse, or names a combination that cannot exist.
    Config { field: String, message: String },
    /// A test-vector file that does not parse.
    Vectors { line: usize, message: String },
    /// Any other field with a value it cannot take: a mode description, a data length, an
    /// analytics or metrics input. `field` is a path such as `mode.ivs[2]`.
    Field { field: String, message: String },
}

impl Error {
    /// An [`Error::Field`]: `field` names where the value came from, `message` what is wrong.
    pub fn field(field: impl Into<String>, message: impl Into<String>) -> Self {
        Error::Field {
            field: field.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::HexLength { field, expected, got } => {
                let digits: Vec<String> = expected.iter().map(|n| n.to_string()).collect();
                write!(f, "{field}: expected {} hex digits, got {got}", digits.join(" or "))
            }
            Error::HexDigit { field, position, found } => write!(
                f,
                "{field}: '{found}' at position {} is not a hex digit (0-9, a-f)",
                position + 1
            ),
            Error::Config { field, message } | Error::Field { field, message } => {
                write!(f, "{field}: {message}")
            }
            Error::Vectors { line, message } => write!(f, "line {line}: {message}"),
        }
    }
}

impl std::error::Error for Error {}
