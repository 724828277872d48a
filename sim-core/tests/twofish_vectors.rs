//! Twofish against published known answers, all in Twofish's byte order (bytes in memory
//! order, 32-bit words little-endian; see `sim_core::twofish::byte_order`):
//!
//! - Crypto++ 8.7.0's validation file `vectors/twofish/cryptopp-twofishv.dat` (9 lines of
//!   key, plaintext, ciphertext), each checked both ways; a line that passed only with its
//!   values byte-reversed would fail here, naming it;
//! - the paper's own vectors (Schneier et al., "Twofish: A 128-Bit Block Cipher", 1998,
//!   Appendix A): the three keys of its intermediate-value listing (A.1, the reference
//!   package's `ecb_ival.txt`) and its full encryptions (A.2, `ecb_tbl.txt`), 49 chained
//!   encryptions per key size, of which the paper prints I = 1 to 10, 48 and 49. Transcribed
//!   from the appendix's text as stored in github.com/mbacarella/opws, `ecb_ival.txt`
//!   (commit 424c7e07285a3811a3f4b440d52d73889aefabea).
//!
//! The Crypto++ lines are entries of the paper's chains: I = 1 to 4 for 128-bit keys, I = 1,
//! 3 and 4 for 192, I = 1 and 4 for 256 (checked below).

use crate::common;

use common::{every_vector_passes, known_answer, none_passes_byte_reversed, vector_lines};
use sim_core::hex;
use sim_core::twofish::Twofish;
use sim_core::BlockCipher;

fn bytes(text: &str) -> Vec<u8> {
    hex::parse("vector", text, &[16, 24, 32]).unwrap()
}

fn block(text: &str) -> [u8; 16] {
    bytes(text).try_into().unwrap()
}

/// `vectors/twofish/cryptopp-twofishv.dat`: lines of "key plaintext ciphertext" in hex.
fn cryptopp_lines() -> Vec<[Vec<u8>; 3]> {
    vector_lines("twofish/cryptopp-twofishv.dat", &[16, 24, 32])
}

#[test]
fn every_cryptopp_line_passes_in_twofish_byte_order() {
    every_vector_passes::<Twofish>(
        "cryptopp-twofishv.dat",
        &cryptopp_lines(),
        &[128, 128, 128, 128, 192, 192, 192, 256, 256],
    );
}

#[test]
fn no_cryptopp_line_passes_byte_reversed() {
    // Read with each value's bytes reversed (a block or key as one big-endian number), every
    // line fails, encrypting and decrypting: the file is in one order, Twofish's own.
    none_passes_byte_reversed::<Twofish>(&cryptopp_lines());
}

#[test]
fn the_papers_intermediate_value_keys() {
    // Appendix A.1 (ecb_ival.txt): plaintext zero under three keys.
    let zero = "00000000000000000000000000000000";
    for (key, ciphertext) in [
        (zero, "9F589F5CF6122C32B6BFEC2F2AE8C35A"),
        (
            "0123456789ABCDEFFEDCBA98765432100011223344556677",
            "CFD1D2E5A9BE9CDF501F13B892BD2248",
        ),
        (
            "0123456789ABCDEFFEDCBA987654321000112233445566778899AABBCCDDEEFF",
            "37527BE0052334B89F0CFCCAE87CFA20",
        ),
    ] {
        known_answer::<Twofish>(
            "Twofish paper, Appendix A.1",
            &bytes(key),
            &bytes(zero),
            &bytes(ciphertext),
        );
    }
}

/// One entry of the paper's full encryptions: I, key, plaintext, ciphertext.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    i: usize,
    key: Vec<u8>,
    plaintext: [u8; 16],
    ciphertext: [u8; 16],
}

/// The paper's chain for `key_bytes`-byte keys (Appendix A.2): I = 1 has key and plaintext
/// zero; each next plaintext is the ciphertext before it, and each next key is the plaintext
/// before it followed by the first key_bytes − 16 bytes of the key before it (so the key is
/// made of the ciphertexts two and three entries back). Encrypted with `encrypt`.
fn chain(key_bytes: usize, encrypt: impl Fn(&[u8], &[u8; 16]) -> [u8; 16]) -> Vec<Entry> {
    let mut key = vec![0u8; key_bytes];
    let mut plaintext = [0u8; 16];
    let mut entries = Vec::new();
    for i in 1..=49 {
        let ciphertext = encrypt(&key, &plaintext);
        entries.push(Entry {
            i,
            key: key.clone(),
            plaintext,
            ciphertext,
        });
        let mut next = plaintext.to_vec();
        next.extend_from_slice(&key[..key_bytes - 16]);
        key = next;
        plaintext = ciphertext;
    }
    entries
}

fn ours(key: &[u8], plaintext: &[u8; 16]) -> [u8; 16] {
    Twofish::new(key).unwrap().encrypt_block(plaintext)
}

/// The ciphertexts Appendix A.2 prints for I = 1 to 10, and its entries I = 48 and 49 whole
/// (key, plaintext, ciphertext).
struct Printed {
    key_bytes: usize,
    first_ten: [&'static str; 10],
    last_two: [[&'static str; 3]; 2],
}

const PRINTED: [Printed; 3] = [
    Printed {
        key_bytes: 16,
        first_ten: [
            "9F589F5CF6122C32B6BFEC2F2AE8C35A",
            "D491DB16E7B1C39E86CB086B789F5419",
            "019F9809DE1711858FAAC3A3BA20FBC3",
            "6363977DE839486297E661C6C9D668EB",
            "816D5BD0FAE35342BF2A7412C246F752",
            "5449ECA008FF5921155F598AF4CED4D0",
            "6600522E97AEB3094ED5F92AFCBCDD10",
            "34C8A5FB2D3D08A170D120AC6D26DBFA",
            "28530B358C1B42EF277DE6D4407FC591",
            "8A8AB983310ED78C8C0ECDE030B8DCA4",
        ],
        last_two: [
            [
                "137A24CA47CD12BE818DF4D2F4355960",
                "BCA724A54533C6987E14AA827952F921",
                "6B459286F3FFD28D49F15B1581B08E42",
            ],
            [
                "BCA724A54533C6987E14AA827952F921",
                "6B459286F3FFD28D49F15B1581B08E42",
                "5D9D4EEFFA9151575524F115815A12E0",
            ],
        ],
    },
    Printed {
        key_bytes: 24,
        first_ten: [
            "EFA71F788965BD4453F860178FC19101",
            "88B2B2706B105E36B446BB6D731A1E88",
            "39DA69D6BA4997D585B6DC073CA341B2",
            "182B02D81497EA45F9DAACDC29193A65",
            "7AFF7A70CA2FF28AC31DD8AE5DAAAB63",
            "D1079B789F666649B6BD7D1629F1F77E",
            "3AF6F7CE5BD35EF18BEC6FA787AB506B",
            "AE8109BFDA85C1F2C5038B34ED691BFF",
            "893FD67B98C550073571BD631263FC78",
            "16434FC9C8841A63D58700B5578E8F67",
        ],
        last_two: [
            [
                "DEA4F3DA75EC7A8EAC3861A9912402CD5DBE44032769DF54",
                "FB66522C332FCC4C042ABE32FA9E902F",
                "F0AB73301125FA21EF70BE5385FB76B6",
            ],
            [
                "FB66522C332FCC4C042ABE32FA9E902FDEA4F3DA75EC7A8E",
                "F0AB73301125FA21EF70BE5385FB76B6",
                "E75449212BEEF9F4A390BD860A640941",
            ],
        ],
    },
    Printed {
        key_bytes: 32,
        first_ten: [
            "57FF739D4DC92C1BD7FC01700CC8216F",
            "D43BB7556EA32E46F2A282B7D45B4E0D",
            "90AFE91BB288544F2C32DC239B2635E6",
            "6CB4561C40BF0A9705931CB6D408E7FA",
            "3059D6D61753B958D92F4781C8640E58",
            "E69465770505D7F80EF68CA38AB3A3D6",
            "5AB67A5F8539A4A5FD9F0373BA463466",
            "DC096BCD99FC72F79936D4C748E75AF7",
            "C5A3E7CEE0F1B7260528A68FB4EA05F2",
            "43D5CEC327B24AB90AD34A79D0469151",
        ],
        last_two: [
            [
                "2E2158BC3E5FC714C1EEECA0EA696D48D2DED73E59319A8138E0331F0EA149EA",
                "248A7F3528B168ACFDD1386E3F51E30C",
                "431058F4DBC7F734DA4F02F04CC4F459",
            ],
            [
                "248A7F3528B168ACFDD1386E3F51E30C2E2158BC3E5FC714C1EEECA0EA696D48",
                "431058F4DBC7F734DA4F02F04CC4F459",
                "37FE26FF1CF66175F5DDF4C33B97A205",
            ],
        ],
    },
];

#[test]
fn the_papers_full_encryptions_chain_through_49_entries() {
    for printed in &PRINTED {
        let entries = chain(printed.key_bytes, ours);
        let bits = 8 * printed.key_bytes;
        for (entry, ciphertext) in entries.iter().zip(printed.first_ten) {
            assert_eq!(entry.ciphertext, block(ciphertext), "{bits}-bit keys, I={}", entry.i);
        }
        for (entry, [key, plaintext, ciphertext]) in entries[47..].iter().zip(printed.last_two) {
            let what = format!("{bits}-bit keys, I={}", entry.i);
            assert_eq!(entry.key, bytes(key), "{what}: key");
            assert_eq!(entry.plaintext, block(plaintext), "{what}: plaintext");
            assert_eq!(entry.ciphertext, block(ciphertext), "{what}: ciphertext");
        }
        // And every entry decrypts back.
        for entry in &entries {
            let twofish = Twofish::new(&entry.key).unwrap();
            assert_eq!(
                twofish.decrypt_block(&entry.ciphertext),
                entry.plaintext,
                "I={}",
                entry.i
            );
        }
    }
}

#[test]
fn the_cryptopp_lines_are_entries_of_the_papers_chains() {
    // Which entry each line is: its key size's chain, entry I.
    let which = [
        (16, 1),
        (16, 2),
        (16, 3),
        (16, 4),
        (24, 1),
        (24, 3),
        (24, 4),
        (32, 1),
        (32, 4),
    ];
    let lines = cryptopp_lines();
    for (n, ([key, plaintext, ciphertext], (key_bytes, i))) in lines.iter().zip(which).enumerate() {
        let entry = &chain(key_bytes, ours)[i - 1];
        assert_eq!(
            (&entry.key, &entry.plaintext[..], &entry.ciphertext[..]),
            (key, &plaintext[..], &ciphertext[..]),
            "line {}",
            n + 1
        );
    }
    // The iteration property on the file's own consecutive entries (128-bit lines 1–4, I = 1
    // to 4; 192-bit lines 6–7, I = 3 and 4): the next plaintext is this ciphertext, the next
    // key this plaintext followed by the head of this key.
    for pair in [0..2, 1..3, 2..4, 5..7] {
        let [key, plaintext, ciphertext] = &lines[pair.start];
        let [next_key, next_plaintext, _] = &lines[pair.end - 1];
        assert_eq!(next_plaintext, ciphertext, "lines {pair:?}");
        let mut expected_key = plaintext.clone();
        expected_key.extend_from_slice(&key[..key.len() - 16]);
        if pair.start > 0 {
            assert_eq!(next_key, &expected_key, "lines {pair:?}");
        } else {
            // I = 1 to 2: the key stays zero (plaintext 1 is zero).
            assert_eq!(next_key, key);
            assert_eq!(expected_key, *key);
        }
    }
}

#[test]
fn the_trait_gives_the_same_answers() {
    for [key, plaintext, ciphertext] in cryptopp_lines() {
        let twofish = <Twofish as BlockCipher>::new(&key).unwrap();
        let p: [u8; 16] = plaintext.try_into().unwrap();
        assert_eq!(BlockCipher::encrypt_block(&twofish, &p).to_vec(), ciphertext);
        assert_eq!(twofish.rounds(), 16);
        assert_eq!(<Twofish as BlockCipher>::NAME, "Twofish");
    }
}

#[test]
fn keys_of_other_lengths_are_refused_naming_the_key() {
    // 100 bits is not a whole number of bytes; 13 bytes is the nearest; 17 bytes is one too many.
    for bytes in [13, 17, 0, 33] {
        let e = Twofish::new(&vec![0; bytes]).unwrap_err();
        let message = e.to_string();
        assert!(message.starts_with("key: "), "{message}");
        assert!(message.contains("16, 24 or 32 bytes"), "{message}");
        assert!(message.contains(&format!("got {bytes} bytes")), "{message}");
        assert!(<Twofish as BlockCipher>::new(&vec![0; bytes]).is_err());
    }
    // Typed as hex: 25 digits (100 bits) and 34 digits (17 bytes) are refused at parsing.
    assert!(Twofish::from_hex(&"0".repeat(25))
        .unwrap_err()
        .to_string()
        .starts_with("key: "));
    assert!(Twofish::from_hex(&"0".repeat(34))
        .unwrap_err()
        .to_string()
        .starts_with("key: "));
}
