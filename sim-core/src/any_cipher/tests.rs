//! A cipher by its id: errors naming it, one golden model a registry cipher.

use super::*;

#[test]
fn errors_name_the_cipher() {
    let e = AnyCipher::new("rijndael", &[0; 16]).unwrap_err().to_string();
    assert_eq!(
        e,
        "cipher: 'rijndael' is not a cipher of registry/ciphers.json (one of aes, serpent, twofish, rc6, mars, des, simon64 or simon128)"
    );
    let e = AnyCipher::new("serpent", &[0; 5]).unwrap_err().to_string();
    assert_eq!(
        e,
        "key: Serpent keys are 16, 24 or 32 bytes (128, 192 or 256 bits), got 5 bytes"
    );
    let e = AnyCipher::new("aes", &[0; 20]).unwrap_err().to_string();
    assert_eq!(
        e,
        "key: AES keys are 16, 24 or 32 bytes (128, 192 or 256 bits), got 20 bytes"
    );
    let serpent = AnyCipher::new("serpent", &[0; 16]).unwrap();
    let e = serpent.blocks("blocks", &[0; 17], false).unwrap_err().to_string();
    assert_eq!(e, "blocks: 17 bytes is not a whole number of 16-byte Serpent blocks");
}

#[test]
fn every_registry_cipher_has_one_golden_model() {
    let registry: Vec<&str> = cipher::all().iter().map(|c| c.id.as_str()).collect();
    let models: Vec<&str> = GOLDEN_MODELS.iter().map(|m| m.id()).collect();
    assert_eq!(models, registry);
    for id in models {
        let c = AnyCipher::new(id, &[1; 16]).unwrap();
        assert_eq!((c.id(), c.name()), (id, describe(id).unwrap().name.as_str()));
    }
}

#[test]
fn or_lists() {
    assert_eq!(or_list(&[1]), "1");
    assert_eq!(or_list(&[1, 2]), "1 or 2");
    assert_eq!(or_list::<u8>(&[]), "");
}
