//! Serpent's linear transformation LT and its inverse, in the bitslice form the submission
//! gives it (Anderson, Biham and Knudsen 1998): shifts, rotations and XORs of the four
//! 32-bit words X0..X3 that the S-boxes left.

/// LT: applied after the S-boxes in rounds 0 to 30.
pub fn transform(words: [u32; 4]) -> [u32; 4] {
    let [mut x0, mut x1, mut x2, mut x3] = words;
    x0 = x0.rotate_left(13);
    x2 = x2.rotate_left(3);
    x1 ^= x0 ^ x2;
    x3 ^= x2 ^ (x0 << 3);
    x1 = x1.rotate_left(1);
    x3 = x3.rotate_left(7);
    x0 ^= x1 ^ x3;
    x2 ^= x3 ^ (x1 << 7);
    x0 = x0.rotate_left(5);
    x2 = x2.rotate_left(22);
    [x0, x1, x2, x3]
}

/// LT⁻¹: the steps of [`transform`] undone in reverse order.
pub fn inverse(words: [u32; 4]) -> [u32; 4] {
    let [mut x0, mut x1, mut x2, mut x3] = words;
    x2 = x2.rotate_right(22);
    x0 = x0.rotate_right(5);
    x2 ^= x3 ^ (x1 << 7);
    x0 ^= x1 ^ x3;
    x3 = x3.rotate_right(7);
    x1 = x1.rotate_right(1);
    x3 ^= x2 ^ (x0 << 3);
    x1 ^= x0 ^ x2;
    x2 = x2.rotate_right(3);
    x0 = x0.rotate_right(13);
    [x0, x1, x2, x3]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverse_undoes_transform() {
        let mut x = [0x0123_4567, 0x89ab_cdef, 0xdead_beef, 0x0bad_f00d];
        for _ in 0..100 {
            assert_eq!(inverse(transform(x)), x);
            x = transform(x);
        }
    }

    #[test]
    fn one_bit_spreads() {
        // LT is there for avalanche: a single input bit reaches several words.
        let out = transform([1, 0, 0, 0]);
        assert!(out.iter().filter(|&&w| w != 0).count() >= 3, "{out:08x?}");
    }
}
