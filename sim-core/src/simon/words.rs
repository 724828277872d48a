//! SIMON's n-bit words held in a `u64` (n = 32 or 64): the circular shift S^j and the mask.

/// An n-bit word's mask.
pub const fn mask(n: u32) -> u64 {
    if n == 64 {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

/// S^j: the left circular shift by j of an n-bit word (Beaulieu et al. §3); S^{-j} is
/// `rotate(x, n - j, n)`.
pub const fn rotate(x: u64, j: u32, n: u32) -> u64 {
    let j = j % n;
    if j == 0 {
        x
    } else {
        ((x << j) | (x >> (n - j))) & mask(n)
    }
}

/// S^{-j}, the right circular shift.
pub const fn rotate_right(x: u64, j: u32, n: u32) -> u64 {
    rotate(x, n - j % n, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotations_stay_in_the_word() {
        assert_eq!(rotate(0x8000_0001, 1, 32), 0x0000_0003);
        assert_eq!(rotate_right(0x0000_0003, 1, 32), 0x8000_0001);
        assert_eq!(rotate(0x8000_0000_0000_0000, 8, 64), 0x80);
        assert_eq!(rotate(5, 0, 32), 5);
    }
}
