//! sim-core's MARS (sim_core::mars::Mars) as a filter, for the MARS core bench
//! (hdl/tb/mars-core.mjs), which compiles this file with rustc against the workspace's own
//! build of the sim-core library (hdl/tb/mars-golden.mjs). It stands in for a `mars` line of
//! sim-core/examples/golden_blocks.rs, which does not answer for MARS yet (MARS is not in
//! registry/ciphers.json); when golden_blocks takes MARS, this file goes.
//!
//! Reads lines on stdin, one answer line on stdout each, in order, flushed:
//!
//! ```text
//! mars enc <keyhex> <blockhex>     the block encrypted under the key
//! mars dec <keyhex> <blockhex>     the block decrypted
//! mars roundkeys <keyhex>          K[0..39] as 10 blocks, space-separated
//! mars sbox                        the 512 words of S, hex, space-separated (S[0] first)
//! ```
//!
//! Hex in MARS's byte order (byte 0 first, each word little-endian), as the vector files print
//! it. A line that cannot be answered prints `error line <n>: <why>`.

use sim_core::hex;
use sim_core::mars::sbox::S;
use sim_core::mars::Mars;
use std::io::{self, BufRead, Write};

fn answer(line: &str) -> Result<String, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    if fields.first() != Some(&"mars") {
        return Err("expected a line starting 'mars'".into());
    }
    match fields[1..] {
        ["sbox"] => Ok(S.iter().map(|w| format!("{w:08x}")).collect::<Vec<_>>().join(" ")),
        ["roundkeys", key] => {
            let mars = Mars::from_hex(key).map_err(|e| e.to_string())?;
            Ok(mars
                .round_keys()
                .iter()
                .map(|k| hex::format(k))
                .collect::<Vec<_>>()
                .join(" "))
        }
        [op @ ("enc" | "dec"), key, block] => {
            let mars = Mars::from_hex(key).map_err(|e| e.to_string())?;
            let input = hex::parse_block("block", block).map_err(|e| e.to_string())?;
            let output = if op == "enc" {
                mars.encrypt_block(&input)
            } else {
                mars.decrypt_block(&input)
            };
            Ok(hex::format(&output))
        }
        _ => Err("expected 'mars <enc|dec> <key> <block>', 'mars roundkeys <key>' or 'mars sbox'".into()),
    }
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
