//! Electronic Codebook (NIST SP 800-38A §6.1): every block on its own, C_j = CIPH_K(P_j).

use super::{block_count, blocks};
use crate::aes::Aes;
use crate::Error;

pub fn encrypt(aes: &Aes, data: &[u8]) -> Result<Vec<u8>, Error> {
    block_count("data", data)?;
    Ok(blocks(data).flat_map(|b| aes.encrypt_block(&b)).collect())
}

pub fn decrypt(aes: &Aes, data: &[u8]) -> Result<Vec<u8>, Error> {
    block_count("data", data)?;
    Ok(blocks(data).flat_map(|b| aes.decrypt_block(&b)).collect())
}
