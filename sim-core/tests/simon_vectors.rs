//! The SIMON golden models against their published vectors (vectors/README.md): the paper's
//! Appendix B (Beaulieu et al. 2013: SIMON 64/128 and 128/128, `vectors/simon/appendix-b.txt`),
//! in the lab's byte order, the paper's; and every record of Crypto++'s `simon.txt`
//! (`vectors/simon/cryptopp-simon.txt`: ECB, CBC and CTR, SIMON-64 with 96- and 128-bit keys,
//! SIMON-128 with 128-, 192- and 256-bit keys), which prints every value byte-reversed: each is
//! reversed here, and none passes unreversed.

use crate::common;

use common::{known_answer, through_mode, vector_lines, Mode};
use sim_core::cipher::block_from_slice;
use sim_core::simon::{Simon128, Simon64};
use sim_core::words::reverse;
use sim_core::{hex, BlockCipher};

const CRYPTOPP: &str = "simon/cryptopp-simon.txt";

/// One record of Crypto++'s TestVectors file, values as its bytes: the section's `Name`
/// (`SIMON-64/CBC`), `Key`, `IV` (CBC and CTR), `Plaintext`, `Ciphertext`, and the line of its
/// `Test:`.
#[derive(Debug)]
struct Record {
    name: String,
    key: Vec<u8>,
    iv: Vec<u8>,
    plaintext: Vec<u8>,
    ciphertext: Vec<u8>,
    line: usize,
}

fn records() -> Vec<Record> {
    let text = common::read_vector_file(CRYPTOPP);
    let bytes = |v: &str| -> Vec<u8> {
        let digits: String = v.split_whitespace().collect();
        hex::parse("value", &digits, &[digits.len() / 2]).unwrap()
    };
    let mut name = String::new();
    let mut fields: Vec<(String, Vec<u8>)> = Vec::new();
    let mut records = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let Some((field, value)) = line.split_once(':') else {
            continue;
        };
        let value = value.trim();
        match field {
            "Name" => name = value.to_owned(),
            "Key" | "IV" | "Plaintext" | "Ciphertext" => fields.push((field.to_owned(), bytes(value))),
            "Test" => {
                assert_eq!(value, "Encrypt", "line {}", i + 1);
                let take = |f: &str| {
                    fields
                        .iter()
                        .find(|(n, _)| n == f)
                        .map(|(_, v)| v.clone())
                        .unwrap_or_default()
                };
                records.push(Record {
                    name: name.clone(),
                    key: take("Key"),
                    iv: take("IV"),
                    plaintext: take("Plaintext"),
                    ciphertext: take("Ciphertext"),
                    line: i + 1,
                });
                fields.clear();
            }
            _ => {}
        }
    }
    records
}

/// `bytes` with each block of `n` bytes reversed: Crypto++'s blocks in the lab's order (and back).
fn reverse_blocks(bytes: &[u8], n: usize) -> Vec<u8> {
    bytes.chunks_exact(n).flat_map(reverse).collect()
}

/// Crypto++'s CTR (`CTR_Mode<SIMON…>`): the counter block is Crypto++'s IV, incremented as one
/// big-endian number of its bytes a block; each keystream block is the counter encrypted, in
/// Crypto++'s order (reversed into the lab's and the answer back).
fn cryptopp_ctr<C: BlockCipher>(cipher: &C, iv: &[u8], data: &[u8]) -> Vec<u8> {
    let mut counter = iv.to_vec();
    let mut out = Vec::with_capacity(data.len());
    for block in data.chunks(C::BLOCK_BYTES) {
        let lab: C::Block = block_from_slice(&reverse(&counter));
        let keystream = reverse(cipher.encrypt_block(&lab).as_ref());
        out.extend(block.iter().zip(&keystream).map(|(d, k)| d ^ k));
        for byte in counter.iter_mut().rev() {
            *byte = byte.wrapping_add(1);
            if *byte != 0 {
                break;
            }
        }
    }
    out
}

/// Record `r` passes on cipher `C` in the lab's order (each value reversed block by block, the
/// key whole), both ways; CTR as Crypto++ counts.
fn passes<C: BlockCipher>(r: &Record) -> bool {
    let n = C::BLOCK_BYTES;
    let cipher = C::new(&reverse(&r.key)).unwrap();
    let (p, c) = (reverse_blocks(&r.plaintext, n), reverse_blocks(&r.ciphertext, n));
    let iv: C::Block = block_from_slice(&reverse(if r.iv.is_empty() { &r.plaintext[..n] } else { &r.iv }));
    if r.name.ends_with("/CTR") {
        let encrypted = cryptopp_ctr(&cipher, &r.iv, &r.plaintext);
        return encrypted == r.ciphertext && cryptopp_ctr(&cipher, &r.iv, &r.ciphertext) == r.plaintext;
    }
    let mode = if r.name.ends_with("/CBC") { Mode::Cbc } else { Mode::Ecb };
    through_mode(mode, &cipher, Some(&iv), &p, false) == c && through_mode(mode, &cipher, Some(&iv), &c, true) == p
}

#[test]
fn the_papers_appendix_b_both_ways() {
    let lines = vector_lines("simon/appendix-b.txt", &[8, 16]);
    assert_eq!(lines.len(), 2);
    let [key, plaintext, ciphertext] = &lines[0];
    known_answer::<Simon64>("Appendix B, SIMON 64/128", key, plaintext, ciphertext);
    let [key, plaintext, ciphertext] = &lines[1];
    known_answer::<Simon128>("Appendix B, SIMON 128/128", key, plaintext, ciphertext);
    // The brief's words: x = 0x656b696c, y = 0x20646e75; k3 = 0x1b1a1918 … k0 = 0x03020100.
    assert_eq!(hex::format(ciphertext), "49681b1e1e54fe3f65aa832af84e0bbc");
}

#[test]
fn every_cryptopp_record_passes_byte_reversed() {
    let records = records();
    assert_eq!(records.len(), 110);
    let mut by_kind = std::collections::BTreeMap::<(String, usize), usize>::new();
    for r in &records {
        let ok = match r.name.as_str() {
            n if n.starts_with("SIMON-64/") => passes::<Simon64>(r),
            n if n.starts_with("SIMON-128/") => passes::<Simon128>(r),
            n => panic!("line {}: unknown section {n}", r.line),
        };
        assert!(ok, "{CRYPTOPP} line {}: {} key {}", r.line, r.name, hex::format(&r.key));
        *by_kind.entry((r.name.clone(), 8 * r.key.len())).or_default() += 1;
    }
    // Every key size Table 3.1 gives the two blocks, in ECB, CBC and CTR.
    let kinds: Vec<String> = by_kind.iter().map(|((n, b), c)| format!("{n} {b}: {c}")).collect();
    assert_eq!(
        kinds,
        [
            "SIMON-128/CBC 128: 7",
            "SIMON-128/CBC 192: 7",
            "SIMON-128/CBC 256: 7",
            "SIMON-128/CTR 128: 7",
            "SIMON-128/CTR 192: 7",
            "SIMON-128/CTR 256: 7",
            "SIMON-128/ECB 128: 8",
            "SIMON-128/ECB 192: 8",
            "SIMON-128/ECB 256: 8",
            "SIMON-64/CBC 96: 7",
            "SIMON-64/CBC 128: 7",
            "SIMON-64/CTR 96: 7",
            "SIMON-64/CTR 128: 7",
            "SIMON-64/ECB 96: 8",
            "SIMON-64/ECB 128: 8",
        ]
    );
}

/// Crypto++'s ECB records read as they are printed, in the lab's order, fail both ways: the file
/// is byte-reversed against the paper; and the paper's vectors reversed fail too.
#[test]
fn byte_reversed_vectors_do_not_pass_in_the_labs_order() {
    for r in records().iter().filter(|r| r.name.ends_with("/ECB")) {
        let unreversed = |key: &[u8], p: &[u8], c: &[u8]| -> bool {
            if r.name.starts_with("SIMON-64/") {
                let s = Simon64::new(key).unwrap();
                s.encrypt_block(&block_from_slice(p)).as_ref() == c
                    || s.decrypt_block(&block_from_slice(c)).as_ref() == p
            } else {
                let s = Simon128::new(key).unwrap();
                s.encrypt_block(&block_from_slice(p)).as_ref() == c
                    || s.decrypt_block(&block_from_slice(c)).as_ref() == p
            }
        };
        assert!(
            !unreversed(&r.key, &r.plaintext, &r.ciphertext),
            "{CRYPTOPP} line {} passes unreversed",
            r.line
        );
    }
    for (i, [key, p, c]) in vector_lines("simon/appendix-b.txt", &[8, 16]).iter().enumerate() {
        let (key, p, c) = (reverse(key), reverse(p), reverse(c));
        let passes = if i == 0 {
            let s = Simon64::new(&key).unwrap();
            s.encrypt_block(&block_from_slice(&p)).as_ref() == c.as_slice()
        } else {
            let s = Simon128::new(&key).unwrap();
            s.encrypt_block(&block_from_slice(&p)).as_ref() == c.as_slice()
        };
        assert!(!passes, "Appendix B vector {} passes byte-reversed", i + 1);
    }
}
