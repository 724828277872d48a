//! CipherScope's golden models: the reference every hardware core is checked against.
//!
//! This crate is plain Rust with no WebAssembly bindings; `sim-core/wasm` exports it to
//! the browser. Everything here is tested with `cargo test`.

pub mod aes;
pub mod analytics;
pub mod any_cipher;
pub mod architecture;
pub mod cipher;
pub mod config;
pub mod des;
pub mod error;
pub mod hex;
mod json;
pub mod mars;
pub mod metrics;
pub mod modes;
pub mod rc6;
pub mod serpent;
pub mod tag;
pub mod twofish;
pub mod vectors;
pub mod words;

pub use cipher::BlockCipher;
pub use error::Error;
