#![no_main]
//! Fuzz target `stimulus`: see ../checks.rs.

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::stimulus(data));
