//! sim-core's Triple DES (sim_core::des::TripleDes) as a filter, for the Triple DES core bench
//! (hdl/tb/des-core.mjs), which compiles this file with rustc against the workspace's own
//! build of the sim-core library (hdl/tb/des-golden.mjs). It stands in for a `tdes` line of
//! sim-core/examples/golden_blocks.rs, which answers only for 128-bit-block ciphers with 16-,
//! 24- or 32-byte keys; when golden_blocks takes Triple DES, this file goes.
//!
//! Reads lines on stdin, one answer line on stdout each, in order, flushed:
//!
//! ```text
//! tdes enc <keyhex> <blockhex>     the block encrypted under the key bundle
//! tdes dec <keyhex> <blockhex>     the block decrypted
//! ```
//!
//! The key bundle is 8, 16 or 24 bytes (keying options 3, 2, 1), the block 8 bytes, hex in the
//! standard's order (byte 0 first), as the CAVP files print them. A line that cannot be
//! answered prints `error line <n>: <why>`.

use sim_core::des::TripleDes;
use sim_core::hex;
use std::io::{self, BufRead, Write};

fn answer(line: &str) -> Result<String, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [cipher, op, key, block] = fields[..] else {
        return Err(format!(
            "expected 'tdes <enc|dec> <keyhex> <blockhex>', got {} fields",
            fields.len()
        ));
    };
    if cipher != "tdes" {
        return Err(format!("unknown cipher '{cipher}' (tdes)"));
    }
    let des = TripleDes::from_hex(key).map_err(|e| e.to_string())?;
    let bytes = hex::parse("block", block, &[8]).map_err(|e| e.to_string())?;
    let input: [u8; 8] = bytes.try_into().expect("8 bytes");
    let output = match op {
        "enc" => des.encrypt_block(&input),
        "dec" => des.decrypt_block(&input),
        _ => return Err(format!("unknown operation '{op}' (enc or dec)")),
    };
    Ok(hex::format(&output))
}

fn main() {
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for (n, line) in stdin.lock().lines().enumerate() {
        let line = line.expect("stdin");
        if line.trim().is_empty() {
            continue;
        }
        let text = answer(&line).unwrap_or_else(|why| format!("error line {}: {why}", n + 1));
        writeln!(out, "{text}").expect("stdout");
        out.flush().expect("stdout");
    }
}
