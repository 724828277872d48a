//! sim-core/examples/golden_blocks.rs, the filter the bare-core benches ask for golden values
//! (hdl/tb/golden-blocks.mjs): each cipher's own key lengths and block size, its round keys,
//! and the errors a bench sees for a line it cannot answer.

#[allow(dead_code)] // its `main`: the lines are answered here one by one
#[path = "../examples/golden_blocks.rs"]
mod example;

use example::{cipher_names, line_answer};
use sim_core::des::TripleDes;
use sim_core::mars::Mars;

/// The 128-bit ciphers' zero key, and their zero block, in hex.
const ZERO: &str = "00000000000000000000000000000000";

fn ask(line: &str) -> String {
    line_answer(line).unwrap_or_else(|why| panic!("{line}: {why}"))
}

fn refused(line: &str) -> String {
    line_answer(line).expect_err(line)
}

#[test]
fn every_cipher_is_named_once() {
    // The golden models in the registry's order (registry/ciphers.json lists MARS before
    // Triple DES; the filter's own list had them the other way round).
    let names: Vec<&str> = cipher_names();
    assert_eq!(
        names,
        ["aes", "serpent", "twofish", "rc6", "mars", "tdes", "simon64", "simon128"]
    );
    assert_eq!(
        refused("des enc 0101010101010101 0000000000000000"),
        "unknown cipher 'des' (one of aes, serpent, twofish, rc6, mars, tdes, simon64, simon128)"
    );
}

/// SIMON through the filter: the paper's SIMON 64/128 (Appendix B), and a 96-bit key, which the
/// model takes though the lab's cores do not.
#[test]
fn simon_takes_the_papers_key_sizes() {
    assert_eq!(
        line_answer("simon64 enc 1b1a1918131211100b0a090803020100 656b696c20646e75").unwrap(),
        "44c8fc20b9dfa07a"
    );
    assert_eq!(
        line_answer("simon64 enc 131211100b0a090803020100 6f7220676e696c63").unwrap(),
        "5ca2e27f111a8fc8"
    );
    assert!(refused("simon128 enc 00 00").starts_with("key: "));
}

#[test]
fn triple_des_takes_its_three_keying_options_and_8_byte_blocks() {
    // NIST's TDES known answer (TECBvartext.rsp, record 0): K1 = K2 = K3 = 0101010101010101.
    let k1 = "0101010101010101";
    for key in [k1.to_string(), k1.repeat(2), k1.repeat(3)] {
        assert_eq!(ask(&format!("tdes enc {key} 8000000000000000")), "95f8a5e5dd31d900");
        assert_eq!(ask(&format!("tdes dec {key} 95f8a5e5dd31d900")), "8000000000000000");
    }
    let key = "0123456789abcdef23456789abcdef01456789abcdef0123";
    let des = TripleDes::from_hex(key).unwrap();
    let block = *b"The quic";
    assert_eq!(
        ask(&format!("tdes enc {key} {}", sim_core::hex::format(&block))),
        sim_core::hex::format(&des.encrypt_block(&block))
    );
    assert_eq!(
        refused(&format!("tdes enc {key} {}", "00".repeat(16))),
        "block: expected 16 hex digits, got 32"
    );
    assert_eq!(
        refused(&format!("tdes enc {} 0000000000000000", "00".repeat(32))),
        "key: expected 16 or 32 or 48 hex digits, got 64"
    );
}

#[test]
fn triple_des_round_keys_are_its_48_subkeys() {
    let key = "0123456789abcdef23456789abcdef01456789abcdef0123";
    let blocks: Vec<String> = ask(&format!("tdes roundkeys {key}"))
        .split(' ')
        .map(String::from)
        .collect();
    let des = TripleDes::from_hex(key).unwrap();
    let want: Vec<String> = des.round_keys().iter().map(|k| sim_core::hex::format(k)).collect();
    assert_eq!(blocks.len(), 48);
    assert_eq!(blocks, want);
    assert!(blocks.iter().all(|b| b.len() == 16 && b.ends_with("0000")));
}

#[test]
fn mars_takes_every_key_length_the_standard_allows() {
    // Crypto++'s marsval.dat, first line: key 0 (128 bits), plaintext 0.
    assert_eq!(
        ask(&format!("mars enc {ZERO} {ZERO}")),
        "dcc07b8dfb0738d6e30a22dfcf27e886"
    );
    assert_eq!(ask(&format!("mars dec {ZERO} dcc07b8dfb0738d6e30a22dfcf27e886")), ZERO);
    for bytes in (16..=56).step_by(4) {
        let key: Vec<u8> = (0..bytes as u8).collect();
        let key_hex = sim_core::hex::format(&key);
        let mars = Mars::new(&key).unwrap();
        let block = [0x5a; 16];
        let c = ask(&format!("mars enc {key_hex} {}", sim_core::hex::format(&block)));
        assert_eq!(c, sim_core::hex::format(&mars.encrypt_block(&block)), "{bytes} bytes");
        assert_eq!(ask(&format!("mars dec {key_hex} {c}")), sim_core::hex::format(&block));
        let round_keys = ask(&format!("mars roundkeys {key_hex}"));
        let want: Vec<String> = mars.round_keys().iter().map(|k| sim_core::hex::format(k)).collect();
        assert_eq!(round_keys, want.join(" "), "{bytes} bytes");
        assert_eq!(want.len(), 10);
    }
    for bytes in [8, 17, 60] {
        let e = refused(&format!("mars enc {} {ZERO}", "00".repeat(bytes)));
        assert!(e.starts_with("key: expected 32 or 40 or 48 "), "{bytes} bytes: {e}");
    }
    assert_eq!(
        refused(&format!("mars enc {ZERO} 0000000000000000")),
        "block: expected 32 hex digits, got 16"
    );
}

#[test]
fn the_128_bit_ciphers_answer_as_before() {
    // RC6's paper (and Crypto++'s rc6val.dat): key 0, plaintext 0.
    assert_eq!(
        ask(&format!("rc6 enc {ZERO} {ZERO}")),
        "8fc3a53656b1f778c129df4e9848a41e"
    );
    // FIPS-197 Appendix C.1.
    assert_eq!(
        ask("aes enc 000102030405060708090a0b0c0d0e0f 00112233445566778899aabbccddeeff"),
        "69c4e0d86a7b0430d8cdb78070b4c55a"
    );
    assert_eq!(ask(&format!("rc6 roundkeys {ZERO}")).split(' ').count(), 11);
    assert_eq!(ask(&format!("twofish roundkeys {ZERO}")).split(' ').count(), 11);
    assert_eq!(
        refused(&format!("serpent enc {} {ZERO}", "00".repeat(8))),
        "key: expected 32 or 48 or 64 hex digits, got 16"
    );
}

#[test]
fn malformed_lines_say_why() {
    assert_eq!(
        refused("tdes enc"),
        "expected '<cipher> <enc|dec> <keyhex> <blockhex>' or '<cipher> roundkeys <keyhex>', got 2 fields"
    );
    assert_eq!(
        refused(&format!("mars sbox {ZERO}")),
        "unknown operation 'sbox' (enc, dec or roundkeys)"
    );
    assert_eq!(refused(&format!("mars enc {ZERO}")), "enc needs a block after the key");
    assert_eq!(
        refused(&format!("tdes roundkeys {} {}", "00".repeat(8), "00".repeat(8))),
        "roundkeys takes a key and nothing else"
    );
}
