//! RC6 against published known answers: Crypto++ 8.7.0's validation file, the RC6 paper's
//! test vectors for 128-, 192- and 256-bit keys, in RC6's byte order (bytes in memory order,
//! A first, words little-endian). Each vector is checked both ways, and a vector that passed
//! only with its bytes reversed, or with each word big-endian, would fail here, naming it.

use crate::common;

use common::{every_vector_passes, is_the_zero_vector, none_passes_byte_reversed, read_vector_file};
use sim_core::hex;
use sim_core::rc6::Rc6;

/// `vectors/rc6/cryptopp-rc6val.dat`: a key line, then one or more indented "plaintext
/// ciphertext" lines, entries separated by blank lines; hex, either case.
fn cryptopp_entries() -> Vec<[Vec<u8>; 3]> {
    let parse = |f: &str| hex::parse("field", f, &[16, 24, 32]).unwrap();
    let mut entries = Vec::new();
    let mut key: Option<Vec<u8>> = None;
    for line in read_vector_file("rc6/cryptopp-rc6val.dat").lines() {
        if line.trim().is_empty() {
            key = None;
        } else if line.starts_with(char::is_whitespace) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields.len(), 2, "{line}");
            let key = key.clone().unwrap_or_else(|| panic!("no key before {line}"));
            entries.push([key, parse(fields[0]), parse(fields[1])]);
        } else {
            assert!(key.is_none(), "two key lines: {line}");
            key = Some(parse(line.trim()));
        }
    }
    entries
}

#[test]
fn every_cryptopp_entry_passes_in_rc6_order() {
    // Two a key size: the all-zero key and plaintext, then
    // the key 01 23 45 67 89 ab cd ef 01 12 23 34 45 56 67 78 … with plaintext 02 13 24 … f1.
    let key_bits = [128, 128, 192, 192, 256, 256];
    every_vector_passes::<Rc6>("cryptopp-rc6val.dat", &cryptopp_entries(), &key_bits);
}

#[test]
fn the_first_entry_is_the_papers_zero_vector() {
    is_the_zero_vector(&cryptopp_entries()[0], "8fc3a53656b1f778c129df4e9848a41e");
}

#[test]
fn no_cryptopp_entry_passes_byte_reversed() {
    // Read as one big-endian number each (the bytes reversed, D first), every entry fails: the
    // file is in one order, RC6's.
    none_passes_byte_reversed::<Rc6>(&cryptopp_entries());
}

#[test]
fn no_cryptopp_entry_passes_with_big_endian_words() {
    // The other usual mistake: each 32-bit word read big-endian, in place.
    let swap = |bytes: &[u8]| -> Vec<u8> { bytes.chunks_exact(4).flat_map(|w| w.iter().rev().copied()).collect() };
    for [key, plaintext, ciphertext] in cryptopp_entries() {
        let rc6 = Rc6::new(&swap(&key)).unwrap();
        let p: [u8; 16] = swap(&plaintext).try_into().unwrap();
        assert_ne!(rc6.encrypt_block(&p).to_vec(), swap(&ciphertext));
    }
}

#[test]
fn a_15_byte_key_is_refused_naming_the_key() {
    let e = Rc6::new(&[0; 15]).unwrap_err();
    let message = e.to_string();
    assert!(message.starts_with("key: "), "{message}");
    assert!(
        message.contains("16, 24 or 32 bytes") && message.contains("got 15 bytes"),
        "{message}"
    );
    assert!(matches!(e, sim_core::Error::Field { ref field, .. } if field == "key"));
}
