//! SUPERSEDED, to be deleted once their callers use the generic exports (issue #42): the
//! exports that named a cipher, each now the generic export it calls with the cipher's id,
//! with its old checks and messages. Nothing new calls these.
//!
//! | old export | its generic replacement |
//! | --- | --- |
//! | `aesBlocks(key, blocks, decrypt)` | `cipherBlocks("aes", key, blocks, decrypt)` |
//! | `aesRoundKeys(key)` | `cipherRoundKeys("aes", key)` |
//! | `aesTrace(keyHex, blockHex, decrypt)` | `cipherTrace("aes", keyHex, blockHex, decrypt)` |
//! | `aesMonteCarloEcb(key, input, decrypt)` | `cipherMonteCarlo("aes", "ecb", key, undefined, input, decrypt)` |
//! | `aesMonteCarlo(mode, key, iv, input, decrypt)` | `cipherMonteCarlo("aes", mode, key, iv, input, decrypt)` |
//! | `tdesMonteCarloEcb(key, input, decrypt, outer)` | `cipherMonteCarlo("des", "ecb", key, undefined, input, decrypt, outer)` |
//! | `parseTdesRsp(text)` | `cipherParseRsp("des", text)` |

use crate::{cipher_monte_carlo, cipher_parse_rsp, cipher_round_keys, cipher_trace, js};
use sim_core::any_cipher::AnyCipher;
use wasm_bindgen::prelude::*;

/// Encrypt (or decrypt) whole 16-byte blocks with the golden model (its message for data that
/// is not whole blocks names no cipher, as it did).
#[wasm_bindgen(js_name = aesBlocks)]
pub fn aes_blocks(key: &[u8], blocks: &[u8], decrypt: bool) -> Result<Vec<u8>, JsError> {
    let aes = AnyCipher::new("aes", key).map_err(js)?;
    if !blocks.len().is_multiple_of(16) {
        return Err(JsError::new(&format!(
            "blocks: {} bytes is not a whole number of 16-byte blocks",
            blocks.len()
        )));
    }
    aes.blocks("blocks", blocks, decrypt).map_err(js)
}

/// The round keys 0..Nr of a key, concatenated (16 bytes each).
#[wasm_bindgen(js_name = aesRoundKeys)]
pub fn aes_round_keys(key: &[u8]) -> Result<Vec<u8>, JsError> {
    cipher_round_keys("aes", key)
}

/// Every step of one block through the cipher, as FIPS-197 Appendix C labels them.
#[wasm_bindgen(js_name = aesTrace, unchecked_return_type = "TraceStep[]")]
pub fn aes_trace(key_hex: &str, block_hex: &str, decrypt: bool) -> Result<JsValue, JsError> {
    cipher_trace("aes", key_hex, block_hex, decrypt)
}

/// The AESAVS ECB Monte Carlo test (100 x 1000 blocks): the 100 checkpoints.
#[wasm_bindgen(js_name = aesMonteCarloEcb, unchecked_return_type = "MonteCarloCheckpoint[]")]
pub fn aes_monte_carlo_ecb(key: &[u8], input: &[u8], decrypt: bool) -> Result<JsValue, JsError> {
    cipher_monte_carlo("aes", "ecb", key, None, input, decrypt, None)
}

/// The AESAVS Monte Carlo test (100 x 1000 blocks) of `mode`: the 100 checkpoints. `iv` is
/// required for cbc, cfb128 and ofb and must be absent for ecb.
#[wasm_bindgen(js_name = aesMonteCarlo, unchecked_return_type = "MonteCarloCheckpoint[]")]
pub fn aes_monte_carlo(
    #[wasm_bindgen(unchecked_param_type = "MonteCarloMode")] mode: &str,
    key: &[u8],
    iv: Option<Vec<u8>>,
    input: &[u8],
    decrypt: bool,
) -> Result<JsValue, JsError> {
    cipher_monte_carlo("aes", mode, key, iv, input, decrypt, None)
}

/// The TDES ECB Monte Carlo test's first `outer` checkpoints (1 to 400), each with the key
/// bundle of its keying option (as long as `key`), its input and its last output.
#[wasm_bindgen(js_name = tdesMonteCarloEcb, unchecked_return_type = "MonteCarloCheckpoint[]")]
pub fn tdes_monte_carlo_ecb(key: &[u8], input: &[u8], decrypt: bool, outer: usize) -> Result<JsValue, JsError> {
    cipher_monte_carlo("des", "ecb", key, None, input, decrypt, Some(outer))
}

/// A NIST CAVP Triple DES file (TECB, TCBC, TCFB64, TOFB: KAT and MMT) as records of the shape
/// `parseRsp` gives, `key` being the shortest key bundle of the record's KEY1..KEY3.
#[wasm_bindgen(js_name = parseTdesRsp, unchecked_return_type = "RspRecord[]")]
pub fn parse_tdes_rsp(text: &str) -> Result<JsValue, JsError> {
    cipher_parse_rsp("des", text)
}
