//! The one binding layer between sim-core and JavaScript. Every export is here; errors
//! become JS exceptions whose message names the field and the problem.
//! Built with `wasm-pack build --target web` (see scripts/build.mjs).

use sim_core::{aes::monte_carlo, aes::Aes, config, hex, vectors};
use wasm_bindgen::prelude::*;

fn js<E: std::fmt::Display>(error: E) -> JsError {
    JsError::new(&error.to_string())
}

fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(js)
}

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
export type Architecture = { kind: "LU" | "PP"; k: number } | { kind: "SP"; k: number; m: number };
export type Mode =
  | { kind: "ecb" | "ctr" | "cbc" | "cfb" | "ofb" }
  | { kind: "interleavedCbc"; chains: number }
  | { kind: "multiStreamCbc"; streams: number };
export interface Configuration {
  id: string;
  keySize: "128" | "192" | "256" | "3in1";
  direction: "encrypt" | "decrypt" | "unified";
  architecture: Architecture;
  sbox: "lut" | "blockRam" | "lutRam" | "composite" | "compositePipelined" | "boyarPeralta";
  keySchedule: "online" | "banked" | "offline";
  mode: Mode;
  /** Datapath register stages, one occupancy probe each. */
  registerStages: number;
  layout: {
    slices: number;
    linear: boolean;
    sboxRegisters: number;
    afterShift: boolean;
    afterMix: boolean;
    afterArk: boolean;
    afterArkEverySlice: boolean;
  };
  maxRounds: number;
}
export interface TraceStep { round: number; step: string; state: string }
export interface RspRecord { encrypt: boolean; count: number; key: number[]; iv: number[] | null; plaintext: number[]; ciphertext: number[] }
export interface MonteCarloCheckpoint { key: number[]; iv: number[] | null; input: number[]; output: number[] }
export interface AppendixExample { name: string; key: number[]; plaintext: number[]; steps: [number, string, number[]][] }
"#;

/// Parse and validate a configuration id; throws with the field and reason if invalid.
#[wasm_bindgen(js_name = parseConfiguration, unchecked_return_type = "Configuration")]
pub fn parse_configuration(id: &str) -> Result<JsValue, JsError> {
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Named {
        id: String,
        #[serde(flatten)]
        config: config::Configuration,
        register_stages: u32,
        layout: config::Layout,
        max_rounds: u32,
    }
    let config = config::id::parse(id).map_err(js)?;
    to_js(&Named {
        id: config.id(),
        config,
        register_stages: config.register_stages(),
        layout: config.layout(),
        max_rounds: config.max_rounds(),
    })
}

/// Parse hex typed by a user: `field` names it in errors, `allowed_bytes` lists valid lengths.
#[wasm_bindgen(js_name = parseHex)]
pub fn parse_hex(field: &str, text: &str, allowed_bytes: Vec<usize>) -> Result<Vec<u8>, JsError> {
    hex::parse(field, text, &allowed_bytes).map_err(js)
}

/// Encrypt (or decrypt) whole 16-byte blocks with the golden model.
#[wasm_bindgen(js_name = aesBlocks)]
pub fn aes_blocks(key: &[u8], blocks: &[u8], decrypt: bool) -> Result<Vec<u8>, JsError> {
    let aes = Aes::new(key).map_err(js)?;
    if !blocks.len().is_multiple_of(16) {
        return Err(JsError::new(&format!("blocks: {} bytes is not a whole number of 16-byte blocks", blocks.len())));
    }
    let mut out = Vec::with_capacity(blocks.len());
    for block in blocks.chunks_exact(16) {
        let block = block.try_into().expect("16 bytes");
        out.extend(if decrypt { aes.decrypt_block(&block) } else { aes.encrypt_block(&block) });
    }
    Ok(out)
}

/// The round keys 0..Nr of a key, concatenated (16 bytes each).
#[wasm_bindgen(js_name = aesRoundKeys)]
pub fn aes_round_keys(key: &[u8]) -> Result<Vec<u8>, JsError> {
    Ok(Aes::new(key).map_err(js)?.round_keys().concat())
}

/// Every step of one block through the cipher, as FIPS-197 Appendix C labels them.
#[wasm_bindgen(js_name = aesTrace, unchecked_return_type = "TraceStep[]")]
pub fn aes_trace(key_hex: &str, block_hex: &str, decrypt: bool) -> Result<JsValue, JsError> {
    #[derive(serde::Serialize)]
    struct Step {
        round: u8,
        step: &'static str,
        state: String,
    }
    let aes = Aes::from_hex(key_hex).map_err(js)?;
    let block = hex::parse_block(if decrypt { "ciphertext" } else { "plaintext" }, block_hex).map_err(js)?;
    let trace = if decrypt { aes.decrypt_traced(&block) } else { aes.encrypt_traced(&block) };
    let steps: Vec<Step> =
        trace.iter().map(|e| Step { round: e.round, step: e.step.label(), state: hex::format(&e.state) }).collect();
    to_js(&steps)
}

/// The AESAVS ECB Monte Carlo test (100 x 1000 blocks): the 100 checkpoints.
#[wasm_bindgen(js_name = aesMonteCarloEcb, unchecked_return_type = "MonteCarloCheckpoint[]")]
pub fn aes_monte_carlo_ecb(key: &[u8], input: &[u8], decrypt: bool) -> Result<JsValue, JsError> {
    let input = input.try_into().map_err(|_| JsError::new(&format!("input: expected 16 bytes, got {}", input.len())))?;
    to_js(&monte_carlo::ecb(key, &input, decrypt).map_err(js)?)
}

#[wasm_bindgen(js_name = parseRsp, unchecked_return_type = "RspRecord[]")]
pub fn parse_rsp(text: &str) -> Result<JsValue, JsError> {
    to_js(&vectors::parse_rsp(text).map_err(js)?)
}

#[wasm_bindgen(js_name = parseAppendixC, unchecked_return_type = "AppendixExample[]")]
pub fn parse_appendix_c(text: &str) -> Result<JsValue, JsError> {
    to_js(&vectors::parse_appendix_c(text).map_err(js)?)
}
