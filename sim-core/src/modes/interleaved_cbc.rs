//! Interleaved ("staggered") CBC with N chains (Swankoski et al. 2005): N independent CBC
//! chains woven into one stream so that an N-stage pipeline has N independent blocks to work
//! on. Block i belongs to chain i mod N: C_i = CIPH_K(P_i ⊕ C_{i-N}), where C_{j-N} = IV_j
//! for the first block j of each chain. It equals N separate CBC encryptions of the
//! de-interleaved streams (tests/modes.rs checks exactly that).

use super::{block_count, blocks, cbc, Block};
use crate::aes::Aes;
use crate::Error;

fn check_ivs(ivs: &[Block]) -> Result<(), Error> {
    if ivs.is_empty() {
        return Err(Error::field(
            "ivs",
            "interleaved CBC needs one IV per chain, at least one",
        ));
    }
    Ok(())
}

fn run(ivs: &[Block], data: &[u8], step: impl Fn(&mut Block, &Block) -> Block) -> Result<Vec<u8>, Error> {
    check_ivs(ivs)?;
    block_count("data", data)?;
    let mut chains = ivs.to_vec();
    let n = chains.len();
    Ok(blocks(data)
        .enumerate()
        .flat_map(|(i, b)| step(&mut chains[i % n], &b))
        .collect())
}

pub fn encrypt(aes: &Aes, ivs: &[Block], data: &[u8]) -> Result<Vec<u8>, Error> {
    run(ivs, data, |chain, b| cbc::encrypt_block(aes, chain, b))
}

pub fn decrypt(aes: &Aes, ivs: &[Block], data: &[u8]) -> Result<Vec<u8>, Error> {
    run(ivs, data, |chain, b| cbc::decrypt_block(aes, chain, b))
}
