//! The golden models as a filter, for benches that run outside the WebAssembly build (the RC6
//! core bench, hdl/tb/rc6-core.mjs, spawns it once per run and feeds it every line).
//!
//! Reads lines on stdin, one result line on stdout each, in order:
//!
//! ```text
//! <cipher> enc <keyhex> <blockhex>     the block encrypted under the key
//! <cipher> dec <keyhex> <blockhex>     the block decrypted under the key
//! <cipher> roundkeys <keyhex>          the key's round keys, one block each, in hex, space-separated
//! ```
//!
//! `<cipher>` is `aes`, `serpent`, `twofish` or `rc6`; hex in the lab's byte order (byte 0
//! first), as the cipher's published vectors print it, and its round keys are the blocks of
//! the cipher's `BlockCipher::round_keys` (for RC6, S[4k..4k+3] as 11 blocks). Empty lines are
//! skipped. Each answer is flushed as it is written, so a caller may also ask one line at a time
//! and wait for its answer. A line that cannot be answered prints `error line <n>: <why>` on stdout, so that a
//! reader matching answers to questions stays in step, and the exit status is 1 at the end.
//!
//!   cargo build --release --example golden_blocks      (from sim-core/)
//!   echo "rc6 enc 00000000000000000000000000000000 00000000000000000000000000000000" \
//!     | ../target/release/examples/golden_blocks

use sim_core::aes::Aes;
use sim_core::rc6::Rc6;
use sim_core::serpent::Serpent;
use sim_core::twofish::Twofish;
use sim_core::{hex, BlockCipher};
use std::io::{self, BufRead, BufWriter, Write};

/// One request, answered by the cipher type `C`.
fn answer<C: BlockCipher>(op: &str, key: &[u8], block: Option<&str>) -> Result<String, String> {
    let cipher = C::new(key).map_err(|e| e.to_string())?;
    match op {
        "roundkeys" => {
            if block.is_some() {
                return Err("roundkeys takes a key and nothing else".into());
            }
            Ok(cipher
                .round_keys()
                .iter()
                .map(|k| hex::format(k.as_ref()))
                .collect::<Vec<_>>()
                .join(" "))
        }
        "enc" | "dec" => {
            let text = block.ok_or_else(|| format!("{op} needs a block after the key"))?;
            let bytes = hex::parse("block", text, &[C::BLOCK_BYTES]).map_err(|e| e.to_string())?;
            let input = sim_core::cipher::block_from_slice::<C::Block>(&bytes);
            let output = if op == "enc" {
                cipher.encrypt_block(&input)
            } else {
                cipher.decrypt_block(&input)
            };
            Ok(hex::format(output.as_ref()))
        }
        _ => Err(format!("unknown operation '{op}' (enc, dec or roundkeys)")),
    }
}

/// The ciphers a line may name.
const CIPHERS: [&str; 4] = ["aes", "serpent", "twofish", "rc6"];

fn line_answer(line: &str) -> Result<String, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    if !(3..=4).contains(&fields.len()) {
        return Err(format!(
            "expected '<cipher> <enc|dec> <keyhex> <blockhex>' or '<cipher> roundkeys <keyhex>', got {} fields",
            fields.len()
        ));
    }
    let (cipher, op, key_hex, block) = (fields[0], fields[1], fields[2], fields.get(3).copied());
    if !CIPHERS.contains(&cipher) {
        return Err(format!("unknown cipher '{cipher}' (one of {})", CIPHERS.join(", ")));
    }
    let key = hex::parse("key", key_hex, &[16, 24, 32]).map_err(|e| e.to_string())?;
    match cipher {
        "aes" => answer::<Aes>(op, &key, block),
        "serpent" => answer::<Serpent>(op, &key, block),
        "twofish" => answer::<Twofish>(op, &key, block),
        "rc6" => answer::<Rc6>(op, &key, block),
        _ => unreachable!("checked against CIPHERS"),
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
