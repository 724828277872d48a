//! The trait's defaults and helpers on AES, Serpent and a toy 64-bit cipher.

use super::*;

/// A toy 64-bit cipher (rotate the bytes, add the key): enough to run the modes on 8-byte
/// blocks, as Triple DES will.
struct Toy64 {
    key: [u8; 8],
}

impl BlockCipher for Toy64 {
    type Block = [u8; 8];
    const NAME: &'static str = "toy";

    fn new(key: &[u8]) -> Result<Self, Error> {
        let key = key.try_into().map_err(|_| Error::field("key", "8 bytes"))?;
        Ok(Toy64 { key })
    }

    fn rounds(&self) -> usize {
        1
    }

    fn encrypt_block(&self, block: &[u8; 8]) -> [u8; 8] {
        let mut out = *block;
        out.rotate_left(1);
        xor_blocks(&out, &self.key)
    }

    fn decrypt_block(&self, block: &[u8; 8]) -> [u8; 8] {
        let mut out = xor_blocks(block, &self.key);
        out.rotate_right(1);
        out
    }

    fn encrypt_round_states(&self, block: &[u8; 8]) -> Vec<[u8; 8]> {
        vec![self.encrypt_block(block)]
    }

    fn decrypt_round_states(&self, block: &[u8; 8]) -> Vec<[u8; 8]> {
        vec![self.decrypt_block(block)]
    }

    fn round_keys(&self) -> Vec<[u8; 8]> {
        vec![self.key]
    }
}

#[test]
fn block_sizes_follow_the_block_type() {
    assert_eq!(<crate::aes::Aes as BlockCipher>::BLOCK_BYTES, 16);
    assert_eq!(<crate::serpent::Serpent as BlockCipher>::BLOCK_BYTES, 16);
    assert_eq!(Toy64::BLOCK_BYTES, 8);
}

#[test]
fn the_modes_run_a_64_bit_cipher() {
    use crate::modes::{cbc, ctr, ecb};
    let toy = Toy64::new(&[1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
    let data: Vec<u8> = (0..24).collect();
    let iv = [9; 8];
    let c = cbc::encrypt(&toy, &iv, &data).unwrap();
    assert_eq!(c.len(), 24);
    assert_eq!(
        c[..8],
        toy.encrypt_block(&xor_blocks(&block_from_slice(&data[..8]), &iv))
    );
    assert_eq!(cbc::decrypt(&toy, &iv, &c).unwrap(), data);
    assert_eq!(
        ctr::decrypt(&toy, &iv, &ctr::encrypt(&toy, &iv, &data).unwrap()).unwrap(),
        data
    );
    assert_eq!(ecb::decrypt(&toy, &ecb::encrypt(&toy, &data).unwrap()).unwrap(), data);
    let e = ecb::encrypt(&toy, &data[..12]).unwrap_err().to_string();
    assert!(
        e.starts_with("data: 12 bytes is not a whole number of 8-byte blocks"),
        "{e}"
    );
}

#[test]
fn the_default_trace_is_one_step_a_round() {
    let toy = Toy64::new(&[1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
    let block = [0, 1, 2, 3, 4, 5, 6, 7];
    let c = toy.encrypt_block(&block);
    assert_eq!(toy.trace(&block, false), [TraceStep::new(1, "out", &c)]);
    assert_eq!(toy.trace(&c, true), [TraceStep::new(1, "iout", &block)]);
    assert_eq!(toy.trace(&c, true)[0].state, "0001020304050607");
}

#[test]
fn helpers_work_on_64_bit_blocks_too() {
    let a: [u8; 8] = block_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    let b = [0xff; 8];
    assert_eq!(xor_blocks(&a, &b), [0xfe, 0xfd, 0xfc, 0xfb, 0xfa, 0xf9, 0xf8, 0xf7]);
}
