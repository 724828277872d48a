//! The tag convention for streams, the one place it is defined. A core carries a 24-bit tag
//! with every block (hdl/ABI.md: `in_tag_i`, `out_tag_o`, and bits 23..0 of an occupancy
//! probe word). CipherScope splits it into a stream id and a block number:
//!
//! ```text
//! tag = (stream << 20) | block      bits 23..20 stream (0..15), bits 19..0 block (0..2^20-1)
//! ```
//!
//! so multi-stream CBC's 16 streams (Chodowiec et al.) and a single stream of up to 2^20
//! blocks both fit, and trace analytics can attribute throughput to streams. A single-stream
//! run simply uses stream 0 and tags 0, 1, 2, ...

use crate::Error;

/// Bits of a tag (hdl/ABI.md).
pub const TAG_BITS: u32 = 24;
/// Bits of the block number, below the stream id.
pub const BLOCK_BITS: u32 = 20;
/// Bits of the stream id, the top of the tag.
pub const STREAM_BITS: u32 = TAG_BITS - BLOCK_BITS;
/// Stream ids are 0..STREAMS.
pub const STREAMS: usize = 1 << STREAM_BITS;
pub const MAX_BLOCK: u32 = (1 << BLOCK_BITS) - 1;
pub const TAG_MASK: u32 = (1 << TAG_BITS) - 1;

// Every stream multi-stream CBC keeps context for has an id in the tag.
const _: () = assert!(STREAMS == crate::config::rules::MAX_STREAMS as usize);

/// The tag of block `block` of stream `stream`.
pub fn tag(stream: u32, block: u32) -> Result<u32, Error> {
    if stream as usize >= STREAMS {
        return Err(Error::field(
            "stream",
            format!("{stream} is not a stream id (0 to {})", STREAMS - 1),
        ));
    }
    if block > MAX_BLOCK {
        return Err(Error::field(
            "block",
            format!("{block} does not fit the tag's {BLOCK_BITS} block bits (0 to {MAX_BLOCK})"),
        ));
    }
    Ok((stream << BLOCK_BITS) | block)
}

/// The stream id of a tag (bits above 24 are ignored).
pub const fn stream_of(tag: u32) -> u32 {
    (tag & TAG_MASK) >> BLOCK_BITS
}

/// The block number of a tag.
pub const fn block_of(tag: u32) -> u32 {
    tag & MAX_BLOCK
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_limits() {
        let t = tag(15, MAX_BLOCK).unwrap();
        assert_eq!(t, TAG_MASK);
        assert_eq!((stream_of(t), block_of(t)), (15, MAX_BLOCK));
        assert_eq!(tag(3, 7).unwrap(), 0x30_0007);
        assert_eq!(
            tag(16, 0).unwrap_err().to_string(),
            "stream: 16 is not a stream id (0 to 15)"
        );
        assert!(tag(0, 1 << 20)
            .unwrap_err()
            .to_string()
            .starts_with("block: 1048576 does not fit"));
    }
}
