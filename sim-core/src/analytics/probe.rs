//! The occupancy probe word of the hardware simulators (hdl/ABI.md, "Occupancy probes"): one
//! `u32` per register stage per cycle, cycle-major (`words[cycle * stages + stage]`).
//!
//! ```text
//! bit 31      valid: the stage holds a block
//! bits 30..24 the round whose result it holds
//! bits 23..0  the block's tag (crate::tag: stream << 20 | block)
//! ```

pub const VALID: u32 = 1 << 31;
pub const ROUND_SHIFT: u32 = 24;
pub const ROUND_MASK: u32 = 0x7f;

pub const fn is_valid(word: u32) -> bool {
    word & VALID != 0
}

pub const fn round(word: u32) -> u32 {
    (word >> ROUND_SHIFT) & ROUND_MASK
}

pub const fn tag(word: u32) -> u32 {
    word & crate::tag::TAG_MASK
}

/// A word for a stage holding block `tag` in `round` (for tests and tools).
pub const fn word(round: u32, tag: u32) -> u32 {
    VALID | ((round & ROUND_MASK) << ROUND_SHIFT) | (tag & crate::tag::TAG_MASK)
}

/// What the occupancy pattern sees of a word: 0 for an empty stage, else its valid bit and
/// round (not the tag, which changes every block).
pub const fn pattern(word: u32) -> u32 {
    // Branch-free: the valid bit, shifted down, masks the round.
    let valid = word >> 31;
    ((word >> ROUND_SHIFT) & (0x80 | ROUND_MASK)) & valid.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields() {
        let w = word(10, 0x30_0007);
        assert!(is_valid(w));
        assert_eq!((round(w), tag(w), pattern(w)), (10, 0x30_0007, 0x8a));
        assert_eq!(pattern(0x0a30_0007), 0, "an empty stage's round and tag do not count");
    }
}
