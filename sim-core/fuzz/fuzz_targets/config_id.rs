#![no_main]
//! Fuzz target `config_id`: see ../checks.rs.

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::config_id(data));
