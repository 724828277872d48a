#![no_main]
//! Fuzz target `appendix_c`: see ../checks.rs.

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::appendix_c(data));
