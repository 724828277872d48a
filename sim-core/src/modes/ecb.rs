//! Electronic Codebook (NIST SP 800-38A §6.1): every block on its own, C_j = CIPH_K(P_j).

use super::{blocks, count};
use crate::cipher::BlockCipher;
use crate::Error;

fn each_block<C: BlockCipher>(data: &[u8], f: impl Fn(&C::Block) -> C::Block) -> Result<Vec<u8>, Error> {
    count::<C::Block>(data)?;
    let mut out = Vec::with_capacity(data.len());
    for block in blocks::<C::Block>(data) {
        out.extend_from_slice(f(&block).as_ref());
    }
    Ok(out)
}

pub fn encrypt<C: BlockCipher>(cipher: &C, data: &[u8]) -> Result<Vec<u8>, Error> {
    each_block::<C>(data, |b| cipher.encrypt_block(b))
}

pub fn decrypt<C: BlockCipher>(cipher: &C, data: &[u8]) -> Result<Vec<u8>, Error> {
    each_block::<C>(data, |b| cipher.decrypt_block(b))
}
