//! Output Feedback (NIST SP 800-38A §6.4): O_j = CIPH_K(O_{j-1}) with O_0 = IV, and
//! C_j = P_j ⊕ O_j. The output blocks do not depend on the data, so encryption and
//! decryption are the same operation.

use super::{chained, xor};
use crate::cipher::BlockCipher;
use crate::Error;

/// One block in either direction; `chain` (the IV, then O_{j-1}) becomes O_j.
pub fn crypt_block<C: BlockCipher>(cipher: &C, chain: &mut C::Block, input: &C::Block) -> C::Block {
    *chain = cipher.encrypt_block(chain);
    xor(input, chain)
}

pub fn encrypt<C: BlockCipher>(cipher: &C, iv: &C::Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| crypt_block(cipher, chain, b))
}

pub fn decrypt<C: BlockCipher>(cipher: &C, iv: &C::Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    encrypt(cipher, iv, data)
}
