//! RC6's data-dependent rotations, as the hardware builds them.
//!
//! Each round rotates A by u and C by t (paper, "Encryption with RC6-w/r/b":
//! A = ((A ⊕ t) <<< u) + `S[2i]`). Only the low lg w bits of the amount count; for w = 32 that
//! is five bits, so the rotator is a five-level barrel shifter: level k either passes its
//! input or rotates it by 2^(4-k) (16, 8, 4, 2, 1), chosen by bit 4-k of the amount. Five
//! levels of 32 two-input multiplexers, with no adder or decoder: the datapath a hardware
//! rotator has, and the stages the lab can show. Decryption's right rotation (>>>) is the
//! same five levels turning the other way.

/// The rotation of each level, first to last, and the bit of the amount that selects it:
/// level k rotates by `LEVELS[k]` when bit `4 - k` is set.
pub const LEVELS: [u32; 5] = [16, 8, 4, 2, 1];

/// lg w for w = 32: how many bits of a rotation amount are used.
pub const AMOUNT_BITS: u32 = 5;

/// The output of each of the five levels rotating `x` left by the low five bits of `amount`;
/// the last is `x <<< amount`.
pub fn rotate_left_stages(x: u32, amount: u32) -> [u32; 5] {
    stages(x, amount, true)
}

/// The output of each of the five levels rotating `x` right by the low five bits of `amount`;
/// the last is `x >>> amount`.
pub fn rotate_right_stages(x: u32, amount: u32) -> [u32; 5] {
    stages(x, amount, false)
}

/// `x <<< (amount mod 32)` through the barrel shifter.
pub fn rotate_left(x: u32, amount: u32) -> u32 {
    rotate_left_stages(x, amount)[4]
}

/// `x >>> (amount mod 32)` through the barrel shifter.
pub fn rotate_right(x: u32, amount: u32) -> u32 {
    rotate_right_stages(x, amount)[4]
}

fn stages(x: u32, amount: u32, left: bool) -> [u32; 5] {
    let mut value = x;
    core::array::from_fn(|level| {
        let select = (amount >> (AMOUNT_BITS - 1 - level as u32)) & 1 == 1;
        if select {
            // One level: a fixed wiring (a rotation by a constant costs no logic) and a
            // two-input multiplexer per bit.
            let by = LEVELS[level];
            // Written as the wires are (not `rotate_left`), so the tests against
            // `u32::rotate_left` check the levels, not the library.
            #[allow(clippy::manual_rotate)]
            let rotated = if left {
                (value << by) | (value >> (32 - by))
            } else {
                (value >> by) | (value << (32 - by))
            };
            value = rotated;
        }
        value
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_barrel_shifter_is_rotate_left_and_right_for_every_amount() {
        let samples = [0, 1, 0x8000_0000, 0xffff_ffff, 0x0123_4567, 0xdead_beef, 0x5a5a_a5a5];
        for x in samples {
            for amount in 0..64 {
                assert_eq!(
                    rotate_left(x, amount),
                    x.rotate_left(amount % 32),
                    "{x:#x} <<< {amount}"
                );
                assert_eq!(
                    rotate_right(x, amount),
                    x.rotate_right(amount % 32),
                    "{x:#x} >>> {amount}"
                );
            }
        }
    }

    #[test]
    fn only_the_low_five_bits_of_the_amount_count() {
        assert_eq!(rotate_left(0x1234_5678, 0xffff_ffe3), 0x1234_5678u32.rotate_left(3));
    }

    #[test]
    fn each_level_rotates_by_its_bit() {
        // Amount 0b10101 = 21: levels 16, 4 and 1 rotate, 8 and 2 pass.
        let x = 0x8000_0001;
        let s = rotate_left_stages(x, 21);
        assert_eq!(
            s,
            [
                x.rotate_left(16),
                x.rotate_left(16),
                x.rotate_left(20),
                x.rotate_left(20),
                x.rotate_left(21)
            ]
        );
    }
}
