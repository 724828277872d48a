#![no_main]
//! Fuzz target `mode_description`: see ../checks.rs.

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::mode_description(data));
