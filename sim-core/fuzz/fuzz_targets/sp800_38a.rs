#![no_main]
//! Fuzz target `sp800_38a`: see ../checks.rs.

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::sp800_38a(data));
