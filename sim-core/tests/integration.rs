//! sim-core's integration tests, one binary: each file of this folder is a module of it, so
//! sim-core and the shared checks of `common/` compile once (as 36 binaries, a cold `cargo test`
//! compiled `common` into each and linked each: about 2 CPU-minutes more, scripts/TOOLCHAIN.md).
//! One file's tests: `cargo test -p sim-core --test integration <file>::`.

mod common;

mod aesavs;
mod analytics;
mod any_cipher;
mod any_cipher_suites;
mod des_rustcrypto;
mod des_trace;
mod des_vectors;
mod fips197;
mod fuzz_regressions;
mod golden_blocks;
mod golden_traces;
mod mars_cryptopp;
mod mars_trace;
mod mars_vectors;
mod metrics;
mod modes;
mod modes_rustcrypto;
mod monte_carlo;
mod occupancy;
mod rc6_rustcrypto;
mod rc6_trace;
mod rc6_vectors;
mod rfc3686;
mod rustcrypto;
mod serpent_rustcrypto;
mod serpent_trace;
mod serpent_vectors;
mod simon_cryptopp;
mod simon_timing;
mod simon_trace;
mod simon_vectors;
mod sp800_38a;
mod step_traces;
mod twofish_rustcrypto;
mod twofish_trace;
mod twofish_vectors;
