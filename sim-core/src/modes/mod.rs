//! Modes of operation over the golden AES: the five confidentiality modes of NIST SP 800-38A
//! (§6.1–6.5: ECB, CBC, CFB-128, OFB, CTR), and the two CBC arrangements the papers use to keep
//! a pipeline full in a feedback mode: interleaved ("staggered") CBC (Swankoski et al. 2005)
//! and multi-stream CBC (Chodowiec et al.).
//!
//! Every mode works on whole 16-byte blocks with no padding: data whose length is not a
//! multiple of 16 is an error naming the field. [`ModeDescription`] is the one serde-friendly
//! description of a mode with its IVs, parsed from user JSON with errors that name the field.

pub mod cbc;
pub mod cfb;
pub mod ctr;
pub mod description;
pub mod ecb;
pub mod interleaved_cbc;
pub mod multi_stream_cbc;
pub mod ofb;

pub use description::ModeDescription;

use crate::Error;

/// One 128-bit block, byte 0 first (the AES state in input order).
pub type Block = crate::aes::State;

pub const BLOCK_BYTES: usize = 16;

/// Check that `data` (named `field` in errors) is whole blocks, and count them.
pub fn block_count(field: &str, data: &[u8]) -> Result<usize, Error> {
    if !data.len().is_multiple_of(BLOCK_BYTES) {
        return Err(Error::field(
            field,
            format!(
                "{} bytes is not a whole number of 16-byte blocks (modes here take no padding)",
                data.len()
            ),
        ));
    }
    Ok(data.len() / BLOCK_BYTES)
}

/// The blocks of `data`, after [`block_count`] has checked its length.
pub(crate) fn blocks(data: &[u8]) -> impl Iterator<Item = Block> + '_ {
    data.chunks_exact(BLOCK_BYTES).map(|b| b.try_into().expect("16 bytes"))
}

pub(crate) fn xor(a: &Block, b: &Block) -> Block {
    core::array::from_fn(|i| a[i] ^ b[i])
}

/// Run a chaining mode over `data`: `step(chain, block)` returns the output block and updates
/// the chaining value, which starts as `iv`.
pub(crate) fn chained(
    data: &[u8],
    iv: &Block,
    mut step: impl FnMut(&mut Block, &Block) -> Block,
) -> Result<Vec<u8>, Error> {
    block_count("data", data)?;
    let mut chain = *iv;
    Ok(blocks(data).flat_map(|b| step(&mut chain, &b)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partial_blocks_name_the_field() {
        let e = block_count("data", &[0; 20]).unwrap_err().to_string();
        assert!(
            e.starts_with("data: 20 bytes is not a whole number of 16-byte blocks"),
            "{e}"
        );
        assert_eq!(block_count("data", &[]).unwrap(), 0);
    }
}
