//! Ids parse, format and refuse, naming the field.

use super::*;

#[test]
fn first_core_round_trips() {
    let id = "aes128-enc-lu1-lut-online-ecb";
    assert_eq!(parse(id).unwrap().id(), id);
}

#[test]
fn wrong_field_count_is_explained() {
    let e = parse("aes128-enc-lu1").unwrap_err().to_string();
    assert!(e.contains("expected 6"), "{e}");
}

#[test]
fn unknown_token_names_field() {
    let e = parse("aes128-enc-lu1-foo-online-ecb").unwrap_err().to_string();
    assert!(e.starts_with("implementation: 'foo' is not one of"), "{e}");
}

#[test]
fn serpent_ids_round_trip() {
    let id = "serpent128-enc-lu8-lut-online-all";
    let c = parse(id).unwrap();
    assert_eq!(
        (c.cipher.id.as_str(), c.key_size.token, c.max_rounds()),
        ("serpent", "128", 32)
    );
    assert_eq!(c.id(), id);
}

#[test]
fn every_registry_id_round_trips() {
    let data: serde_json::Value =
        serde_json::from_str(include_str!("../../../../registry/configurations.json")).unwrap();
    let ids = data["configurations"].as_array().unwrap();
    assert!(ids.len() >= 30, "{}", ids.len());
    for entry in ids {
        let id = entry["id"].as_str().unwrap();
        let c = parse(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        // The first field is the cipher and its key size: "aes" "128", "rc6" "256".
        let first = id.split('-').next().unwrap();
        assert_eq!(
            (c.cipher.first_token(c.key_size.token), c.id()),
            (first.to_string(), id.to_string())
        );
    }
}

#[test]
fn unknown_cipher_lists_the_described_ones() {
    let e = parse("rijndael128-enc-lu1-lut-online-ecb").unwrap_err().to_string();
    assert_eq!(
        e,
        "cipher and key size: 'rijndael128' is not one of aes128, aes192, aes256, aes3in1, serpent128, serpent192, serpent256, twofish128, twofish192, twofish256, rc6128, rc6192, rc6256, mars128, mars192, mars256, mars3in1, des64, des128, des192, des3in1, simon64128, simon128128"
    );
    assert!(parse("serpent3in1-enc-lu1-lut-online-ecb").is_err());
}

#[test]
fn numbers_must_be_plain() {
    assert!(parse("aes128-enc-lu+1-lut-online-ecb").is_err());
    assert!(parse("aes128-enc-lu0-lut-online-ecb").is_err());
    assert!(parse("aes128-enc-lu99999999999-lut-online-ecb").is_err());
}
