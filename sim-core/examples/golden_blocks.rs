//! The golden models as a filter, for benches that run outside the WebAssembly build (the
//! bare-core benches, hdl/tb/rc6-core.mjs, twofish-core.mjs, des-core.mjs and mars-core.mjs,
//! spawn it once per run through hdl/tb/golden-blocks.mjs and feed it every line).
//!
//! Reads lines on stdin, one result line on stdout each, in order:
//!
//! ```text
//! <cipher> enc <keyhex> <blockhex>     the block encrypted under the key
//! <cipher> dec <keyhex> <blockhex>     the block decrypted under the key
//! <cipher> roundkeys <keyhex>          the key's round keys, one block each, in hex, space-separated
//! ```
//!
//! `<cipher>` is one of [`cipher_names`], the golden models of sim-core's table (`src/lib.rs`)
//! through [`AnyCipher`], each with its own key lengths and block size
//! ([`any_cipher::GoldenModel::key_bytes`]: the registry's key sizes, or its standard's):
//!
//! - `aes`, `serpent`: 16-, 24- or 32-byte keys, 16-byte blocks;
//! - `twofish`, `rc6`: 16-, 24- or 32-byte keys (their modules' `KEY_BYTES`), 16-byte blocks;
//! - `tdes` (Triple DES): 8-, 16- or 24-byte key bundles, keying options 3, 2 and 1
//!   (`des::triple::KEY_BUNDLE_BYTES`), 8-byte blocks;
//! - `mars`: 16- to 56-byte keys in steps of 4 (`mars::KEY_BYTES`), 16-byte blocks.
//!
//! A block is the cipher's `BlockCipher::Block` (`BLOCK_BYTES` long). Hex is in the lab's byte
//! order (byte 0 first), as the cipher's published vectors print it (MARS's: each word
//! little-endian). The round keys are the blocks of the cipher's `BlockCipher::round_keys`, as
//! its module says: for RC6, S[4b..4b+3] as 11 blocks; for Twofish, K[4b..4b+3] as 10 blocks
//! and the S-box key as an eleventh; for MARS, K[4b..4b+3] as 10 blocks (the key addition's,
//! the core rounds' pairs two rounds a block, the key subtraction's); for Triple DES, the 48
//! subkeys in the order encryption uses them (E_K1, D_K2, E_K3), each 8-byte block a 48-bit
//! subkey (its bit 1 the MSB of byte 0) and two zero bytes. Empty lines are skipped. Each
//! answer is flushed as it is written, so a caller may also ask one line at a time and wait for
//! its answer. A line that cannot be answered (an unknown cipher or operation, a key or block
//! of a length the cipher does not take) prints `error line <n>: <why>` on stdout, so that a
//! reader matching answers to questions stays in step, and the exit status is 1 at the end.
//!
//!   cargo build --release --example golden_blocks      (from sim-core/)
//!   echo "rc6 enc 00000000000000000000000000000000 00000000000000000000000000000000" \
//!     | ../target/release/examples/golden_blocks

use sim_core::any_cipher::{self, AnyCipher};
use sim_core::hex;
use std::io::{self, BufRead, BufWriter, Write};

/// The names a line may give a cipher, in the registry's order: each golden model's
/// ([`any_cipher::GoldenModel::line_name`]).
pub fn cipher_names() -> Vec<&'static str> {
    any_cipher::models().iter().map(|m| m.line_name()).collect()
}

/// The answer to one line, or why it has none.
pub fn line_answer(line: &str) -> Result<String, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    if !(3..=4).contains(&fields.len()) {
        return Err(format!(
            "expected '<cipher> <enc|dec> <keyhex> <blockhex>' or '<cipher> roundkeys <keyhex>', got {} fields",
            fields.len()
        ));
    }
    let (name, op, key_hex, block) = (fields[0], fields[1], fields[2], fields.get(3).copied());
    let Some(model) = any_cipher::models().iter().find(|m| m.line_name() == name) else {
        return Err(format!(
            "unknown cipher '{name}' (one of {})",
            cipher_names().join(", ")
        ));
    };
    let key = hex::parse("key", key_hex, &model.key_bytes()).map_err(|e| e.to_string())?;
    let cipher = AnyCipher::of_model(model, &key).map_err(|e| e.to_string())?;
    match op {
        "roundkeys" => {
            if block.is_some() {
                return Err("roundkeys takes a key and nothing else".into());
            }
            let keys: Vec<String> = cipher.round_keys().iter().map(|k| hex::format(k)).collect();
            Ok(keys.join(" "))
        }
        "enc" | "dec" => {
            let text = block.ok_or_else(|| format!("{op} needs a block after the key"))?;
            let bytes = hex::parse("block", text, &[cipher.block_bytes()]).map_err(|e| e.to_string())?;
            let output = if op == "enc" {
                cipher.encrypt_block("block", &bytes)
            } else {
                cipher.decrypt_block("block", &bytes)
            };
            Ok(hex::format(&output.map_err(|e| e.to_string())?))
        }
        _ => Err(format!("unknown operation '{op}' (enc, dec or roundkeys)")),
    }
}

fn main() {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut failed = false;
    for (n, line) in stdin.lock().lines().enumerate() {
        let line = match line {
            Ok(line) => line,
            Err(e) => {
                eprintln!("golden_blocks: reading stdin: {e}");
                std::process::exit(2);
            }
        };
        if line.trim().is_empty() {
            continue;
        }
        match line_answer(&line) {
            Ok(text) => writeln!(out, "{text}"),
            Err(why) => {
                failed = true;
                writeln!(out, "error line {}: {why}", n + 1)
            }
        }
        .expect("stdout");
        // Answered at once: a caller may ask line by line and wait for each answer.
        out.flush().expect("stdout");
    }
    out.flush().expect("stdout");
    std::process::exit(i32::from(failed));
}
