//! RC6's quadratic function f(x) = x(2x + 1) mod 2^w (paper, "Encryption with RC6-w/r/b":
//! t = (B × (2B + 1)) <<< lg w), and why hardware can compute it with a squarer.
//!
//! x(2x + 1) = 2x² + x. So f needs x², not a general product: the multiplier's second input
//! is the first one shifted and incremented, and nothing of that is lost by squaring and
//! adding instead. Two things make the squarer cheaper than the w × w multiplier (the reason
//! the hardware of Elbirt et al., 2001, can use one):
//!
//! - **Symmetry.** In x·x the partial products x_i·x_j and x_j·x_i are equal, so each pair is
//!   one term x_i·x_j·2^(i+j+1), and x_i·x_i = x_i sits alone at 2^(2i): about half the
//!   partial-product bits of a multiplier ([`folded_square_low31`]).
//! - **One bit less.** 2x² mod 2^32 = 2·(x² mod 2^31), and x² mod 2^31 depends only on
//!   x mod 2^31: the squarer is 31 bits wide, and its result is shifted left one place.
//!
//! [`squarer_partial_products`] counts the bits (241) against the 32 × 32 multiplier mod 2^32
//! that x·(2x + 1) needs (528, [`multiplier_partial_products`]).

/// The word size w in bits.
pub const W: u32 = 32;

/// f(x) = x·(2x + 1) mod 2^32, as the paper writes it: a product.
pub fn f_product(x: u32) -> u32 {
    x.wrapping_mul(x.wrapping_mul(2).wrapping_add(1))
}

/// f(x) = 2x² + x mod 2^32 with a 31-bit squarer: (x² mod 2^31) shifted left once, plus x.
pub fn f_squarer(x: u32) -> u32 {
    (square_low31(x) << 1).wrapping_add(x)
}

/// x² mod 2^31, which depends only on the low 31 bits of x.
pub fn square_low31(x: u32) -> u32 {
    let low = x & 0x7fff_ffff;
    low.wrapping_mul(low) & 0x7fff_ffff
}

/// x² mod 2^31 the way the squarer's array sums it: the diagonal bits x_i at 2^(2i) and each
/// pair x_i·x_j (i < j) once, at 2^(i+j+1); terms at 2^31 and above are dropped.
pub fn folded_square_low31(x: u32) -> u32 {
    let bit = |i: u32| (x >> i) & 1;
    let mut sum: u32 = 0;
    for i in 0..W - 1 {
        if 2 * i < W - 1 {
            sum = sum.wrapping_add(bit(i) << (2 * i));
        }
        for j in i + 1..W - 1 {
            if i + j + 1 < W - 1 {
                sum = sum.wrapping_add((bit(i) & bit(j)) << (i + j + 1));
            }
        }
    }
    sum & 0x7fff_ffff
}

/// How many partial-product bits the folded 31-bit squarer sums (those below 2^31).
pub fn squarer_partial_products() -> usize {
    let diagonal = (0..W - 1).filter(|i| 2 * i < W - 1).count();
    let pairs = (0..W - 1)
        .flat_map(|i| (i + 1..W - 1).map(move |j| (i, j)))
        .filter(|(i, j)| i + j + 1 < W - 1)
        .count();
    diagonal + pairs
}

/// How many partial-product bits a 32 × 32 multiplier mod 2^32 sums (x_i·y_j with i + j < 32).
pub fn multiplier_partial_products() -> usize {
    (0..W)
        .flat_map(|i| (0..W).map(move |j| i + j))
        .filter(|s| *s < W)
        .count()
}

/// t or u of a round: f(x) <<< lg w = f(x) <<< 5.
pub fn round_function(x: u32) -> u32 {
    f_product(x).rotate_left(super::rotation::AMOUNT_BITS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_squarer_form_equals_the_product_form() {
        let edges = [0, 1, 2, 0x7fff_ffff, 0x8000_0000, 0x8000_0001, 0xffff_fffe, 0xffff_ffff];
        // A cheap spread of values: an LCG, so the unit test needs no crate.
        let mut x: u32 = 0x1234_5678;
        let spread = (0..20_000).map(|_| {
            x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            x
        });
        for x in edges.into_iter().chain(spread) {
            assert_eq!(f_squarer(x), f_product(x), "{x:#x}");
            assert_eq!(
                f_product(x),
                x.wrapping_mul(2).wrapping_mul(x).wrapping_add(x),
                "{x:#x}"
            );
            assert_eq!(folded_square_low31(x), square_low31(x), "{x:#x}");
        }
    }

    #[test]
    fn the_top_bit_of_x_does_not_reach_2x_squared() {
        for x in [0, 1, 0x1234_5678, 0x7fff_ffff] {
            assert_eq!(square_low31(x | 0x8000_0000), square_low31(x));
        }
    }

    #[test]
    fn the_squarer_sums_fewer_than_half_the_multipliers_bits() {
        assert_eq!(multiplier_partial_products(), 528);
        assert_eq!(squarer_partial_products(), 241);
    }

    #[test]
    fn f_is_a_permutation_on_a_small_word() {
        // The paper's reason for 2x + 1 (not x·x): f is one-to-one mod 2^w. Shown for w = 16.
        let mut seen = vec![false; 1 << 16];
        for x in 0..1u32 << 16 {
            let y = (f_product(x) & 0xffff) as usize;
            assert!(!seen[y], "f({x:#x}) repeats");
            seen[y] = true;
        }
    }
}
