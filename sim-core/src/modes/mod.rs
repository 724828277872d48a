//! Modes of operation over any golden block cipher ([`BlockCipher`]): the five
//! confidentiality modes of NIST SP 800-38A (§6.1–6.5: ECB, CBC, CFB with a full-block
//! segment, OFB, CTR), and the two CBC arrangements the papers use to keep a pipeline full in
//! a feedback mode: interleaved ("staggered") CBC (Swankoski et al. 2005) and multi-stream CBC
//! (Chodowiec et al.).
//!
//! Every mode is generic over the cipher and works on its whole blocks (16 bytes for AES and
//! Serpent, 8 for a 64-bit cipher) with no padding: data that is not a whole number of blocks
//! is an error naming the field. [`ModeDescription`] is the one serde-friendly description of
//! a mode with its IVs, parsed from user JSON with errors that name the field; its IVs are
//! 128-bit blocks, so it runs the 128-bit ciphers.

pub mod cbc;
pub mod cfb;
pub mod ctr;
pub mod description;
pub mod ecb;
pub mod interleaved_cbc;
pub mod multi_stream_cbc;
pub mod ofb;

pub use description::ModeDescription;

use crate::cipher::{block_from_slice, xor_blocks, BlockBytes};
use crate::Error;

/// One 128-bit block, byte 0 first (the AES state in input order; Serpent's block in the
/// NESSIE order, see [`crate::serpent`]).
pub type Block = [u8; 16];

/// The size of [`Block`].
pub const BLOCK_BYTES: usize = 16;

/// Check that `data` (named `field` in errors) is whole 128-bit blocks, and count them.
pub fn block_count(field: &str, data: &[u8]) -> Result<usize, Error> {
    whole_blocks(field, data, BLOCK_BYTES)
}

/// Check that `data` (named `field` in errors) is whole blocks of `block_bytes`, and count them.
pub fn whole_blocks(field: &str, data: &[u8], block_bytes: usize) -> Result<usize, Error> {
    if !data.len().is_multiple_of(block_bytes) {
        return Err(Error::field(
            field,
            format!(
                "{} bytes is not a whole number of {block_bytes}-byte blocks (modes here take no padding)",
                data.len()
            ),
        ));
    }
    Ok(data.len() / block_bytes)
}

/// The number of blocks of type `B` in `data`, or an error naming the field `data`.
pub(crate) fn count<B: BlockBytes>(data: &[u8]) -> Result<usize, Error> {
    whole_blocks("data", data, core::mem::size_of::<B>())
}

/// The blocks of `data`, after [`count`] has checked its length.
pub(crate) fn blocks<B: BlockBytes>(data: &[u8]) -> impl Iterator<Item = B> + '_ {
    data.chunks_exact(core::mem::size_of::<B>()).map(block_from_slice)
}

pub(crate) fn xor<B: BlockBytes>(a: &B, b: &B) -> B {
    xor_blocks(a, b)
}

/// Run a chaining mode over `data`: `step(chain, block)` returns the output block and updates
/// the chaining value, which starts as `iv`.
pub(crate) fn chained<B: BlockBytes>(
    data: &[u8],
    iv: &B,
    mut step: impl FnMut(&mut B, &B) -> B,
) -> Result<Vec<u8>, Error> {
    count::<B>(data)?;
    let mut chain = *iv;
    let mut out = Vec::with_capacity(data.len());
    for block in blocks::<B>(data) {
        out.extend_from_slice(step(&mut chain, &block).as_ref());
    }
    Ok(out)
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
        let e = count::<[u8; 8]>(&[0; 20]).unwrap_err().to_string();
        assert!(
            e.starts_with("data: 20 bytes is not a whole number of 8-byte blocks"),
            "{e}"
        );
        assert_eq!(count::<[u8; 8]>(&[0; 24]).unwrap(), 3);
    }
}
