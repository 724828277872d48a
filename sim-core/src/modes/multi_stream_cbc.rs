//! Multi-stream CBC (Chodowiec et al., Sec. 3.2): the core keeps a CBC context (IV, then the
//! last ciphertext) for each of up to 16 streams, and blocks of different streams may arrive
//! in any interleaving. Each stream is plain CBC over its own blocks, whatever the other
//! streams do in between. In probe tags a block carries its stream id ([`crate::tag`]).

use super::{block_count, blocks, cbc, Block};
use crate::aes::Aes;
use crate::Error;

/// The most streams a core keeps context for (Chodowiec et al.): stream ids are 0 to 15.
pub const MAX_STREAMS: usize = crate::config::rules::MAX_STREAMS as usize;

/// The per-stream chaining values, as the core's context memory holds them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contexts {
    chains: Vec<Block>,
}

impl Contexts {
    /// One IV per stream, 1 to 16 of them; `ivs` names the field in errors.
    pub fn new(ivs: &[Block]) -> Result<Self, Error> {
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
    pub fn chain(&self, stream: u8) -> Option<&Block> {
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

    fn slot(&mut self, field: impl FnOnce() -> String, stream: u8) -> Result<&mut Block, Error> {
        match self.refuse(stream) {
            Some(message) => Err(Error::field(field(), message)),
            None => Ok(&mut self.chains[stream as usize]),
        }
    }

    /// Encrypt one block of `stream` (the field `stream` in errors).
    pub fn encrypt_block(&mut self, aes: &Aes, stream: u8, block: &Block) -> Result<Block, Error> {
        Ok(cbc::encrypt_block(aes, self.slot(|| "stream".into(), stream)?, block))
    }

    pub fn decrypt_block(&mut self, aes: &Aes, stream: u8, block: &Block) -> Result<Block, Error> {
        Ok(cbc::decrypt_block(aes, self.slot(|| "stream".into(), stream)?, block))
    }
}

/// Items as parallel arrays: `streams[i]` is the stream id of block i of `data`.
fn run(
    aes: &Aes,
    ivs: &[Block],
    streams: &[u8],
    data: &[u8],
    step: impl Fn(&Aes, &mut Block, &Block) -> Block,
) -> Result<Vec<u8>, Error> {
    let mut contexts = Contexts::new(ivs)?;
    let count = block_count("data", data)?;
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
    for (i, (block, &stream)) in blocks(data).zip(streams).enumerate() {
        let chain = contexts.slot(|| format!("streams[{i}]"), stream)?;
        out.extend(step(aes, chain, &block));
    }
    Ok(out)
}

pub fn encrypt(aes: &Aes, ivs: &[Block], streams: &[u8], data: &[u8]) -> Result<Vec<u8>, Error> {
    run(aes, ivs, streams, data, cbc::encrypt_block)
}

pub fn decrypt(aes: &Aes, ivs: &[Block], streams: &[u8], data: &[u8]) -> Result<Vec<u8>, Error> {
    run(aes, ivs, streams, data, cbc::decrypt_block)
}
