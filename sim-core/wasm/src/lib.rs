//! The one binding layer between sim-core and JavaScript. Every export is here; errors
//! become JS exceptions whose message names the field and the problem.
//! Built with `wasm-pack build --target web` (see scripts/build.mjs).

use sim_core::any_cipher::{self, AnyCipher};
use sim_core::architecture::occupancy;
use sim_core::modes::ModeDescription;
use sim_core::monte_carlo::MonteCarloRequest;
use sim_core::{analytics, config, diffusion, hex, metrics, tag, vectors};
use wasm_bindgen::prelude::*;

fn js<E: std::fmt::Display>(error: E) -> JsError {
    JsError::new(&error.to_string())
}

fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(js)
}

/// A JS value as JSON data, for readers that name fields in their errors.
fn json_value(field: &str, value: JsValue) -> Result<serde_json::Value, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        let message = e.to_string();
        JsError::new(&format!(
            "{field}: not plain data ({})",
            message.trim_start_matches("Error: ")
        ))
    })
}

/// A JS object as a serde struct, through JSON data so unknown fields are refused too.
fn from_js<T: serde::de::DeserializeOwned>(field: &str, value: JsValue) -> Result<T, JsError> {
    serde_json::from_value(json_value(field, value)?).map_err(|e| JsError::new(&format!("{field}: {e}")))
}

// The TypeScript types of what crosses the boundary are derived from the Rust types (tsify,
// sim-core's `ts` feature): wasm-bindgen writes each declaration into the package's .d.ts, and
// the `unchecked_*_type`s below name them. The web's `tsc` checks them against its use.

/// A configuration as JavaScript reads it (`parseConfiguration`): its id, its axes, what the
/// register layout and the cipher's description make of them.
#[derive(serde::Serialize, tsify::Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
pub struct Configuration {
    /// The canonical id.
    id: String,
    /// The cipher's id token in registry/ciphers.json: "aes", "serpent".
    cipher: &'static str,
    /// A key-size token of the cipher (registry/ciphers.json `keySizes`): "128", "3in1".
    key_size: &'static str,
    direction: config::Direction,
    architecture: config::Architecture,
    /// The round's implementation: the S-box kind, RC6's multiplier, or MARS's S-box and
    /// multiplier together (the id's fourth token).
    sbox: config::RoundImpl,
    key_schedule: config::KeySchedule,
    mode: config::Mode,
    /// Datapath register stages, one occupancy probe each.
    register_stages: u32,
    layout: config::Layout,
    max_rounds: u32,
    /// From the cipher's description: its block size, the key sizes the core runs (several:
    /// chosen at run time), their round counts Nr, and whether a block makes an initial pass.
    block_bits: u32,
    key_bits: &'static [u32],
    rounds: Vec<u32>,
    initial_round: bool,
}

impl Configuration {
    fn of(config: &config::Configuration) -> Self {
        Configuration {
            id: config.id(),
            cipher: &config.cipher.id,
            key_size: config.key_size.token,
            direction: config.direction,
            architecture: config.architecture,
            sbox: config.sbox,
            key_schedule: config.key_schedule,
            mode: config.mode,
            register_stages: config.register_stages(),
            layout: config.layout(),
            max_rounds: config.max_rounds(),
            block_bits: config.cipher.block_bits,
            key_bits: config.key_size.key_bits,
            rounds: config.round_counts(),
            initial_round: config.cipher.initial_round,
        }
    }
}

/// Parse and validate a configuration id; throws with the field and reason if invalid.
#[wasm_bindgen(js_name = parseConfiguration, unchecked_return_type = "Configuration")]
pub fn parse_configuration(id: &str) -> Result<JsValue, JsError> {
    let config = config::id::parse(id).map_err(js)?;
    to_js(&Configuration::of(&config))
}

/// Predict a configuration's timing (latency, cycles per block streaming and in feedback,
/// blocks in flight, key setup, every mode) from its id, without simulating it.
#[wasm_bindgen(js_name = predictTiming, unchecked_return_type = "Prediction")]
pub fn predict_timing(id: &str) -> Result<JsValue, JsError> {
    let config = config::id::parse(id).map_err(js)?;
    to_js(&sim_core::architecture::timing::predict(&config))
}

/// Predict the occupancy probes of `stimulus` on configuration `id`, cycle by cycle, as the
/// RTL reports them: `cycles * stages` words, `words[cycle * stages + stage]` (bit 31 valid,
/// bits 27..24 round, bits 23..0 tag; hdl/ABI.md).
#[wasm_bindgen(js_name = predictOccupancy)]
pub fn predict_occupancy(
    id: &str,
    #[wasm_bindgen(unchecked_param_type = "Stimulus")] stimulus: JsValue,
) -> Result<Vec<u32>, JsError> {
    let config = config::id::parse(id).map_err(js)?;
    let stimulus = occupancy::Stimulus::from_value(&json_value("stimulus", stimulus)?, "stimulus").map_err(js)?;
    occupancy::predict_occupancy(&config, &stimulus).map_err(js)
}

/// Parse hex typed by a user: `field` names it in errors, `allowed_bytes` lists valid lengths.
#[wasm_bindgen(js_name = parseHex)]
pub fn parse_hex(field: &str, text: &str, allowed_bytes: Vec<usize>) -> Result<Vec<u8>, JsError> {
    hex::parse(field, text, &allowed_bytes).map_err(js)
}

// ---- Any cipher of registry/ciphers.json (sim-core/src/any_cipher.rs) ----

/// Encrypt (or decrypt) whole blocks one by one (ECB) with the golden model of `cipher`
/// ("aes", "serpent"). Throws naming the cipher for an unknown cipher, a key length it does
/// not take, or data that is not whole blocks.
#[wasm_bindgen(js_name = cipherBlocks)]
pub fn cipher_blocks(cipher: &str, key: &[u8], blocks: &[u8], decrypt: bool) -> Result<Vec<u8>, JsError> {
    AnyCipher::new(cipher, key)
        .and_then(|c| c.blocks("blocks", blocks, decrypt))
        .map_err(js)
}

/// Every round key of `key` for `cipher`, concatenated, one block's bytes each in the lab's
/// byte order: AES's Nr + 1 FIPS-197 round keys (as aesRoundKeys), Serpent's 33 round keys
/// K0..K32 (the blocks the RTL's offline schedule loads).
#[wasm_bindgen(js_name = cipherRoundKeys)]
pub fn cipher_round_keys(cipher: &str, key: &[u8]) -> Result<Vec<u8>, JsError> {
    Ok(AnyCipher::new(cipher, key).map_err(js)?.round_key_bytes())
}

/// One block through `cipher`, step by step. AES: FIPS-197 Appendix C's steps (as aesTrace).
/// Serpent: the state after each round, rounds 1 to 32 as the probes count them, step `out`
/// (`iout` decrypting).
#[wasm_bindgen(js_name = cipherTrace, unchecked_return_type = "TraceStep[]")]
pub fn cipher_trace(cipher: &str, key_hex: &str, block_hex: &str, decrypt: bool) -> Result<JsValue, JsError> {
    let cipher = AnyCipher::from_hex(cipher, key_hex).map_err(js)?;
    let field = if decrypt { "ciphertext" } else { "plaintext" };
    let block = hex::parse(field, block_hex, &[cipher.block_bytes()]).map_err(js)?;
    to_js(&cipher.trace(field, &block, decrypt).map_err(js)?)
}

/// Which plaintext and key bits each state bit of `cipher` depends on after each round, under
/// `keyBits`-bit keys, measured on the golden model by flipping each input bit on `samples`
/// random (plaintext, key) pairs drawn from `seed` (sim-core/src/diffusion.rs; absent: the
/// lab's 32 samples and seed). Throws naming the field for an unknown cipher or key size.
#[wasm_bindgen(js_name = cipherDiffusion, unchecked_return_type = "Diffusion")]
pub fn cipher_diffusion(
    cipher: &str,
    key_bits: usize,
    samples: Option<usize>,
    seed: Option<u32>,
) -> Result<JsValue, JsError> {
    let samples = samples.unwrap_or(diffusion::SAMPLES);
    let seed = seed.unwrap_or(diffusion::SEED);
    to_js(&any_cipher::diffusion(cipher, key_bits, samples, seed).map_err(js)?)
}

/// The cipher a mode runs on: `cipher` if given, else the registry's first (the one the lab
/// had before it had others).
fn mode_cipher(cipher: Option<String>, key: &[u8]) -> Result<AnyCipher, JsError> {
    let first = &config::cipher::all()[0].id;
    AnyCipher::new(cipher.as_deref().unwrap_or(first), key).map_err(js)
}

/// The Monte Carlo test of `cipher` (its validation suite's procedure: AESAVS's for AES, of
/// 100 checkpoints of 1000 chained blocks, in `mode` ecb, cbc, cfb128 or ofb; the TDES
/// Validation System's ECB test for Triple DES, 400 checkpoints of 10,000 blocks, each
/// checkpoint's key the bundle of its keying option, as long as `key`). `iv` is required for
/// the feedback modes and must be absent for ecb; `outer`, if given, runs the first that many
/// checkpoints. Throws naming the field: the input, the IV, the mode, the checkpoints, the key.
#[wasm_bindgen(js_name = cipherMonteCarlo, unchecked_return_type = "MonteCarloCheckpoint[]")]
pub fn cipher_monte_carlo(
    cipher: &str,
    #[wasm_bindgen(unchecked_param_type = "MonteCarloMode")] mode: &str,
    key: &[u8],
    iv: Option<Vec<u8>>,
    input: &[u8],
    decrypt: bool,
    outer: Option<usize>,
) -> Result<JsValue, JsError> {
    let request = MonteCarloRequest {
        mode,
        key,
        iv: iv.as_deref(),
        input,
        decrypt,
        checkpoints: outer,
    };
    to_js(&any_cipher::monte_carlo(cipher, &request).map_err(js)?)
}

/// A NIST CAVP response file of `cipher`'s as records, each key as the cipher takes it: the
/// AESAVS layout (`parseRsp`'s) for most; Triple DES's TECB, TCBC, TCFB64 and TOFB files (KAT
/// and MMT) with the shortest key bundle of KEY1..KEY3 (8, 16 or 24 bytes: keying option 3, 2
/// or 1).
#[wasm_bindgen(js_name = cipherParseRsp, unchecked_return_type = "RspRecord[]")]
pub fn cipher_parse_rsp(cipher: &str, text: &str) -> Result<JsValue, JsError> {
    to_js(&any_cipher::read_rsp(cipher, text).map_err(js)?)
}

#[wasm_bindgen(js_name = parseRsp, unchecked_return_type = "RspRecord[]")]
pub fn parse_rsp(text: &str) -> Result<JsValue, JsError> {
    to_js(&vectors::parse_rsp(text).map_err(js)?)
}

#[wasm_bindgen(js_name = parseAppendixC, unchecked_return_type = "AppendixExample[]")]
pub fn parse_appendix_c(text: &str) -> Result<JsValue, JsError> {
    to_js(&vectors::parse_appendix_c(text).map_err(js)?)
}

#[wasm_bindgen(js_name = parseSp80038a, unchecked_return_type = "ModeExample[]")]
pub fn parse_sp800_38a(text: &str) -> Result<JsValue, JsError> {
    to_js(&vectors::parse_sp800_38a(text).map_err(js)?)
}

// ---- Modes of operation ----

/// A mode description from JS: an object, or its JSON text. Errors name the field under `mode`.
fn mode_description(mode: JsValue) -> Result<ModeDescription, JsError> {
    if let Some(text) = mode.as_string() {
        return ModeDescription::from_json(&text).map_err(js);
    }
    ModeDescription::from_value(&json_value("mode", mode)?, "mode").map_err(js)
}

/// Check a mode description and return it normalised (lower-case hex); throws naming the field.
#[wasm_bindgen(js_name = parseModeDescription, unchecked_return_type = "ModeDescription")]
pub fn parse_mode_description(
    #[wasm_bindgen(unchecked_param_type = "ModeDescription | string")] mode: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&mode_description(mode)?)
}

/// `data` through a mode of `cipher` (the registry's first when absent), decrypting or not.
fn run_mode(
    mode: JsValue,
    key: &[u8],
    data: &[u8],
    streams: Option<Vec<u8>>,
    cipher: Option<String>,
    decrypt: bool,
) -> Result<Vec<u8>, JsError> {
    let mode = mode_description(mode)?;
    let cipher = mode_cipher(cipher, key)?;
    let streams = streams.as_deref();
    if decrypt {
        cipher.mode_decrypt(&mode, data, streams)
    } else {
        cipher.mode_encrypt(&mode, data, streams)
    }
    .map_err(js)
}

/// Encrypt whole blocks (16 bytes; 8 for a 64-bit cipher) in a mode of operation with the
/// golden model of `cipher` (a registry id; the registry's first when absent). For
/// multi-stream CBC, `streams[i]` is the stream id (0 to 15) of block i of `data`; other modes
/// take no `streams` (pass undefined to give a cipher).
#[wasm_bindgen(js_name = modeEncrypt)]
pub fn mode_encrypt(
    #[wasm_bindgen(unchecked_param_type = "ModeDescription | string")] mode: JsValue,
    key: &[u8],
    data: &[u8],
    streams: Option<Vec<u8>>,
    cipher: Option<String>,
) -> Result<Vec<u8>, JsError> {
    run_mode(mode, key, data, streams, cipher, false)
}

/// Decrypt whole blocks; as [`mode_encrypt`].
#[wasm_bindgen(js_name = modeDecrypt)]
pub fn mode_decrypt(
    #[wasm_bindgen(unchecked_param_type = "ModeDescription | string")] mode: JsValue,
    key: &[u8],
    data: &[u8],
    streams: Option<Vec<u8>>,
    cipher: Option<String>,
) -> Result<Vec<u8>, JsError> {
    run_mode(mode, key, data, streams, cipher, true)
}

// ---- Tags: tag = (stream << 20) | block (sim-core/src/tag.rs) ----

/// The tag of block `block` of stream `stream` (0 to 15; blocks 0 to 2^20 - 1).
#[wasm_bindgen(js_name = streamTag)]
pub fn stream_tag(stream: u32, block: u32) -> Result<u32, JsError> {
    tag::tag(stream, block).map_err(js)
}

/// The stream id (bits 23..20) of a tag.
#[wasm_bindgen(js_name = tagStream)]
pub fn tag_stream(tag: u32) -> u32 {
    tag::stream_of(tag)
}

/// The block number (bits 19..0) of a tag.
#[wasm_bindgen(js_name = tagBlock)]
pub fn tag_block(tag: u32) -> u32 {
    tag::block_of(tag)
}

// ---- Throughput metrics (Elbirt et al., Dandalis et al.) ----

/// Throughput in Mbit/s: block bits x f[MHz] / cycles per block (Elbirt et al. 2000), the
/// block size being the cipher's (`blockBits` of registry/ciphers.json: 128, or 64 for Triple DES).
#[wasm_bindgen(js_name = throughputMbps)]
pub fn throughput_mbps(block_bits: u32, clock_mhz: f64, cycles_per_block: f64) -> Result<f64, JsError> {
    metrics::throughput_mbps(block_bits, clock_mhz, cycles_per_block).map_err(js)
}

/// Every metric the figures allow: throughput, TPS per slice or LUT, key-setup latency and
/// its ratio to one block's encryption time.
#[wasm_bindgen(js_name = throughputMetrics, unchecked_return_type = "Metrics")]
pub fn throughput_metrics(
    #[wasm_bindgen(unchecked_param_type = "Figures")] figures: JsValue,
) -> Result<JsValue, JsError> {
    let figures: metrics::Figures = from_js("figures", figures)?;
    to_js(&figures.metrics().map_err(js)?)
}

// ---- Trace analytics ----

/// The module's `WebAssembly.Memory` (also `memory` on what `init()` resolves to), for
/// typed-array views on the pointers below. Views must be made again after any call that may
/// allocate (analyze, reserve), since memory may grow and detach old views. (Not named
/// `memory`: that name is taken by the module's own memory export.)
#[wasm_bindgen(js_name = wasmMemory, unchecked_return_type = "WebAssembly.Memory")]
pub fn wasm_memory() -> JsValue {
    wasm_bindgen::memory()
}

/// Trace analytics over occupancy probe words, with its buffers in WASM memory so a million
/// cycles never cross the JS boundary by copy:
///
/// ```js
/// const a = new TraceAnalyzer(cycles * stages);
/// new Uint32Array(wasmMemory().buffer, a.inputPtr(), a.inputCapacity()).set(words); // or fill in place
/// const summary = a.analyze(cycles, stages, { buckets: canvas.width });
/// const inFlight = new Uint32Array(wasmMemory().buffer, a.inFlightPtr(), summary.cycles);
/// const occupancy = new Float32Array(wasmMemory().buffer, a.bucketOccupancyPtr(), summary.bucketCount * stages);
/// a.free();
/// ```
///
/// Input: `words[cycle * stages + stage]`, bit 31 valid, bits 27..24 round, bits 23..0 tag
/// (hdl/ABI.md). Pointers are byte offsets into `wasmMemory().buffer`, valid until the next
/// analyze, reserve or free.
#[wasm_bindgen]
pub struct TraceAnalyzer {
    input: Vec<u32>,
    analysis: Option<analytics::Analysis>,
}

fn ptr<T>(v: &[T]) -> usize {
    v.as_ptr() as usize
}

#[wasm_bindgen]
impl TraceAnalyzer {
    /// An analyzer whose input buffer holds `capacity` words (cycles x stages).
    #[wasm_bindgen(constructor)]
    pub fn new(capacity: usize) -> TraceAnalyzer {
        TraceAnalyzer {
            input: vec![0; capacity],
            analysis: None,
        }
    }

    /// Grow (or shrink) the input buffer to `capacity` words; its contents are kept up to
    /// the smaller size. Old views are invalid afterwards.
    pub fn reserve(&mut self, capacity: usize) {
        self.input.resize(capacity, 0);
        self.input.shrink_to_fit();
    }

    /// Byte offset of the input buffer in `wasmMemory().buffer`.
    #[wasm_bindgen(js_name = inputPtr)]
    pub fn input_ptr(&self) -> usize {
        ptr(&self.input)
    }

    /// Words the input buffer holds.
    #[wasm_bindgen(js_name = inputCapacity)]
    pub fn input_capacity(&self) -> usize {
        self.input.len()
    }

    /// Analyse the first `cycles * stages` words of the input buffer. Throws naming the field
    /// if they do not fit or an option is wrong.
    #[wasm_bindgen(unchecked_return_type = "AnalysisSummary")]
    pub fn analyze(
        &mut self,
        cycles: usize,
        stages: usize,
        #[wasm_bindgen(unchecked_optional_param_type = "AnalyticsOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsError> {
        let options: analytics::Options = match options {
            Some(o) if !o.is_undefined() && !o.is_null() => from_js("options", o)?,
            _ => analytics::Options::default(),
        };
        let words = cycles
            .checked_mul(stages)
            .filter(|&n| n <= self.input.len())
            .ok_or_else(|| {
                JsError::new(&format!(
                    "cycles: {cycles} cycles x {stages} stages do not fit the input buffer of {} words (reserve more)",
                    self.input.len()
                ))
            })?;
        self.analysis = None;
        let analysis = analytics::analyze(&self.input[..words], stages, &options).map_err(js)?;
        let summary = to_js(&analysis);
        self.analysis = Some(analysis);
        summary
    }

    /// The last summary again (null before the first analyze).
    #[wasm_bindgen(unchecked_return_type = "AnalysisSummary | null")]
    pub fn summary(&self) -> Result<JsValue, JsError> {
        match &self.analysis {
            Some(a) => to_js(a),
            None => Ok(JsValue::NULL),
        }
    }

    fn result(&self) -> Result<&analytics::Analysis, JsError> {
        self.analysis
            .as_ref()
            .ok_or_else(|| JsError::new("analysis: call analyze first"))
    }
}

/// The analysis's arrays, each a getter of its byte offset in `wasmMemory().buffer`: its
/// doc, `js_name`, Rust name and field of [`analytics::Analysis`].
macro_rules! array_pointers {
    ($($(#[doc = $doc:literal])+ $js:ident $name:ident: $($field:ident).+;)+) => {
        #[wasm_bindgen]
        impl TraceAnalyzer {
            $(
                $(#[doc = $doc])+
                #[wasm_bindgen(js_name = $js)]
                pub fn $name(&self) -> Result<usize, JsError> {
                    Ok(ptr(&self.result()?.$($field).+))
                }
            )+
        }
    };
}

array_pointers! {
    /// Blocks in flight per cycle: `Uint32Array` of `summary.cycles`.
    inFlightPtr in_flight_ptr: in_flight;
    /// First cycle of each bucket: `Uint32Array` of `summary.bucketCount`.
    bucketStartPtr bucket_start_ptr: buckets.start;
    /// Fewest blocks in flight in each bucket: `Uint32Array` of `summary.bucketCount`.
    bucketInFlightMinPtr bucket_in_flight_min_ptr: buckets.in_flight_min;
    /// Most blocks in flight in each bucket: `Uint32Array` of `summary.bucketCount`.
    bucketInFlightMaxPtr bucket_in_flight_max_ptr: buckets.in_flight_max;
    /// Mean blocks in flight in each bucket: `Float32Array` of `summary.bucketCount`.
    bucketInFlightMeanPtr bucket_in_flight_mean_ptr: buckets.in_flight_mean;
    /// Blocks leaving in each bucket: `Uint32Array` of `summary.bucketCount`.
    bucketDeparturesPtr bucket_departures_ptr: buckets.departures;
    /// Stage occupancy per bucket, `[bucket * stages + stage]` = fraction of the bucket's
    /// cycles the stage held a block: `Float32Array` of `summary.bucketCount * summary.stages`.
    bucketOccupancyPtr bucket_occupancy_ptr: buckets.occupancy;
}
