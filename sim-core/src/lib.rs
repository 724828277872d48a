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
pub mod diffusion;
pub mod error;
pub mod hex;
mod json;
pub mod mars;
pub mod metrics;
pub mod modes;
pub mod monte_carlo;
pub mod rc6;
pub mod round_trace;
pub mod serpent;
pub mod simon;
pub mod tag;
pub mod twofish;
pub mod vectors;
pub mod words;

pub use cipher::BlockCipher;
pub use error::Error;

// The golden model of every cipher of registry/ciphers.json, in its order: the cipher's module
// (above, named by its id, or the family's it is `in`) and type. A new cipher adds its module
// and its line here; this file and the modules' own folders are the only places sim-core names
// a cipher.
any_cipher::golden_models! {
    aes: Aes,
    serpent: Serpent,
    twofish: Twofish,
    rc6: Rc6,
    mars: Mars,
    // The bare-core benches' golden filter has called Triple DES `tdes` since it came in.
    des: TripleDes as "tdes",
    simon64: Simon64 in simon,
    simon128: Simon128 in simon,
}
