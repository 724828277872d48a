//! Small helpers for reading JSON written by users, so every parser's messages read alike.

use serde_json::Value;

/// The mode names a description or stimulus accepts, for messages.
pub(crate) const MODE_NAMES: &str = "ecb, ctr, cbc, cfb, ofb, interleavedCbc, multiStreamCbc";

/// What a JSON value is, for messages: "a number", "an array", ...
pub(crate) fn what(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
