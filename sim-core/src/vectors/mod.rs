//! Readers for the public test-vector files in `vectors/`: NIST CAVP `.rsp` files (AESAVS,
//! and the RFC 3686 CTR vectors in the same layout), the FIPS-197 Appendix C trace and the
//! SP 800-38A Appendix F examples. The Rust tests and, through the WASM binding, the JS tests
//! of the HDL use these same readers. Errors name the line (1-based).

mod appendix_c;
mod rsp;
mod sp800_38a;

pub use appendix_c::{parse_appendix_c, AppendixExample};
pub use rsp::{parse_rsp, RspRecord};
pub use sp800_38a::{parse_sp800_38a, ModeExample};

use crate::{hex, Error};

pub(crate) fn line_error(line: usize, message: impl Into<String>) -> Error {
    Error::Vectors {
        line: line + 1,
        message: message.into(),
    }
}

pub(crate) fn hex_field(name: &str, value: &str, line: usize) -> Result<Vec<u8>, Error> {
    let digits = value.len();
    if !digits.is_multiple_of(2) {
        return Err(line_error(
            line,
            format!("{name} has an odd number of hex digits ({digits})"),
        ));
    }
    hex::parse(name, value, &[digits / 2]).map_err(|e| line_error(line, e.to_string()))
}
