//! Interleaved ("staggered") CBC with N chains (Swankoski et al. 2005): N independent CBC
//! chains woven into one stream so that an N-stage pipeline has N independent blocks to work
//! on. Block i belongs to chain i mod N: C_i = CIPH_K(P_i ⊕ C_{i-N}), where C_{j-N} = IV_j
//! for the first block j of each chain. It equals N separate CBC encryptions of the
//! de-interleaved streams (tests/modes.rs checks exactly that).

use super::{blocks, cbc, count};
use crate::cipher::{BlockBytes, BlockCipher};
use crate::Error;

fn check_ivs<B>(ivs: &[B]) -> Result<(), Error> {
    if ivs.is_empty() {
        return Err(Error::field(
            "ivs",
            "interleaved CBC needs one IV per chain, at least one",
        ));
    }
    Ok(())
}

fn run<B: BlockBytes>(ivs: &[B], data: &[u8], step: impl Fn(&mut B, &B) -> B) -> Result<Vec<u8>, Error> {
    check_ivs(ivs)?;
    count::<B>(data)?;
    let mut chains = ivs.to_vec();
    let n = chains.len();
    let mut out = Vec::with_capacity(data.len());
    for (i, block) in blocks::<B>(data).enumerate() {
        out.extend_from_slice(step(&mut chains[i % n], &block).as_ref());
    }
    Ok(out)
}

pub fn encrypt<C: BlockCipher>(cipher: &C, ivs: &[C::Block], data: &[u8]) -> Result<Vec<u8>, Error> {
    run(ivs, data, |chain, b| cbc::encrypt_block(cipher, chain, b))
}

pub fn decrypt<C: BlockCipher>(cipher: &C, ivs: &[C::Block], data: &[u8]) -> Result<Vec<u8>, Error> {
    run(ivs, data, |chain, b| cbc::decrypt_block(cipher, chain, b))
}
