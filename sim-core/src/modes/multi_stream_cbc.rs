//! Multi-stream CBC (Chodowiec et al., Sec. 3.2): the core keeps a CBC context (IV, then the
//! last ciphertext) for each of up to 16 streams, and blocks of different streams may arrive
//! in any interleaving. Each stream is plain CBC over its own blocks, whatever the other
//! streams do in between. In probe tags a block carries its stream id ([`crate::tag`]).

use super::{blocks, cbc, count, Block};
use crate::cipher::{BlockBytes, BlockCipher};
use crate::Error;

/// The most streams a core keeps context for (Chodowiec et al.): stream ids are 0 to 15.
pub const MAX_STREAMS: usize = crate::config::rules::MAX_STREAMS as usize;

/// The per-stream chaining values, as the core's context memory holds them (blocks of `B`,
/// 128-bit unless said otherwise).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contexts<B = Block> {
    chains: Vec<B>,
}

impl<B: BlockBytes> Contexts<B> {
    /// One IV per stream, 1 to 16 of them; `ivs` names the field in errors.
    pub fn new(ivs: &[B]) -> Result<Self, Error> {
        if ivs.is_empty() || ivs.len() > MAX_STREAMS {
            return Err(Error::field(
                "ivs",
                format!(
                    "multi-stream CBC takes one IV per stream, 1 to {MAX_STREAMS}, got {}",
                    ivs.len()
                ),
            ));
        }
        Ok(Contexts { chains: ivs.to_vec() })
    }

    pub fn streams(&self) -> usize {
        self.chains.len()
    }

    /// The chaining value of `stream` now: its IV, or its last ciphertext.
    pub fn chain(&self, stream: u8) -> Option<&B> {
        self.chains.get(stream as usize)
    }

    /// Why `stream` cannot be used, if it cannot.
    fn refuse(&self, stream: u8) -> Option<String> {
        if stream as usize >= MAX_STREAMS {
            Some(format!("{stream} is not a stream id (0 to {})", MAX_STREAMS - 1))
        } else if stream as usize >= self.chains.len() {
            Some(format!(
                "stream {stream} has no IV (IVs are given for streams 0 to {})",
                self.chains.len() - 1
            ))
        } else {
            None
        }
    }

    fn slot(&mut self, field: impl FnOnce() -> String, stream: u8) -> Result<&mut B, Error> {
        match self.refuse(stream) {
            Some(message) => Err(Error::field(field(), message)),
            None => Ok(&mut self.chains[stream as usize]),
        }
    }

    /// Encrypt one block of `stream` (the field `stream` in errors).
    pub fn encrypt_block<C: BlockCipher<Block = B>>(&mut self, cipher: &C, stream: u8, block: &B) -> Result<B, Error> {
        Ok(cbc::encrypt_block(
            cipher,
            self.slot(|| "stream".into(), stream)?,
            block,
        ))
    }

    pub fn decrypt_block<C: BlockCipher<Block = B>>(&mut self, cipher: &C, stream: u8, block: &B) -> Result<B, Error> {
        Ok(cbc::decrypt_block(
            cipher,
            self.slot(|| "stream".into(), stream)?,
            block,
        ))
    }
}

/// Items as parallel arrays: `streams[i]` is the stream id of block i of `data`.
fn run<C: BlockCipher>(
    cipher: &C,
    ivs: &[C::Block],
    streams: &[u8],
    data: &[u8],
    step: impl Fn(&C, &mut C::Block, &C::Block) -> C::Block,
) -> Result<Vec<u8>, Error> {
    let mut contexts = Contexts::new(ivs)?;
    let count = count::<C::Block>(data)?;
    if streams.len() != count {
        return Err(Error::field(
            "streams",
            format!(
                "one stream id per block is needed: {} ids for {count} blocks",
                streams.len()
            ),
        ));
    }
    let mut out = Vec::with_capacity(data.len());
    for (i, (block, &stream)) in blocks::<C::Block>(data).zip(streams).enumerate() {
        let chain = contexts.slot(|| format!("streams[{i}]"), stream)?;
        out.extend_from_slice(step(cipher, chain, &block).as_ref());
    }
    Ok(out)
}

pub fn encrypt<C: BlockCipher>(cipher: &C, ivs: &[C::Block], streams: &[u8], data: &[u8]) -> Result<Vec<u8>, Error> {
    run(cipher, ivs, streams, data, cbc::encrypt_block)
}

pub fn decrypt<C: BlockCipher>(cipher: &C, ivs: &[C::Block], streams: &[u8], data: &[u8]) -> Result<Vec<u8>, Error> {
    run(cipher, ivs, streams, data, cbc::decrypt_block)
}
