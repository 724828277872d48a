//! Output Feedback (NIST SP 800-38A §6.4): O_j = CIPH_K(O_{j-1}) with O_0 = IV, and
//! C_j = P_j ⊕ O_j. The output blocks do not depend on the data, so encryption and
//! decryption are the same operation.

use super::{chained, xor, Block};
use crate::aes::Aes;
use crate::Error;

/// One block in either direction; `chain` (the IV, then O_{j-1}) becomes O_j.
pub fn crypt_block(aes: &Aes, chain: &mut Block, input: &Block) -> Block {
    *chain = aes.encrypt_block(chain);
    xor(input, chain)
}

pub fn encrypt(aes: &Aes, iv: &Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| crypt_block(aes, chain, b))
}

pub fn decrypt(aes: &Aes, iv: &Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    encrypt(aes, iv, data)
}
