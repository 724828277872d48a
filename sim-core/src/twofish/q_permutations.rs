//! The fixed 8-bit permutations q0 and q1 (Twofish paper, Sec. 4.3.5): each is built from four
//! 4-bit permutations t0..t3 in two rounds of a small Feistel-like mixing of the byte's two
//! nibbles. The tables are computed from the t-tables when compiling.

/// q0's t0..t3 (Sec. 4.3.5).
pub const Q0_T: [[u8; 16]; 4] = [
    [
        0x8, 0x1, 0x7, 0xd, 0x6, 0xf, 0x3, 0x2, 0x0, 0xb, 0x5, 0x9, 0xe, 0xc, 0xa, 0x4,
    ],
    [
        0xe, 0xc, 0xb, 0x8, 0x1, 0x2, 0x3, 0x5, 0xf, 0x4, 0xa, 0x6, 0x7, 0x0, 0x9, 0xd,
    ],
    [
        0xb, 0xa, 0x5, 0xe, 0x6, 0xd, 0x9, 0x0, 0xc, 0x8, 0xf, 0x3, 0x2, 0x4, 0x7, 0x1,
    ],
    [
        0xd, 0x7, 0xf, 0x4, 0x1, 0x2, 0x6, 0xe, 0x9, 0xb, 0x3, 0x0, 0x8, 0x5, 0xc, 0xa,
    ],
];

/// q1's t0..t3 (Sec. 4.3.5).
pub const Q1_T: [[u8; 16]; 4] = [
    [
        0x2, 0x8, 0xb, 0xd, 0xf, 0x7, 0x6, 0xe, 0x3, 0x1, 0x9, 0x4, 0x0, 0xa, 0xc, 0x5,
    ],
    [
        0x1, 0xe, 0x2, 0xb, 0x4, 0xc, 0x3, 0x7, 0x6, 0xd, 0xa, 0x5, 0xf, 0x9, 0x0, 0x8,
    ],
    [
        0x4, 0xc, 0x7, 0x5, 0x1, 0x6, 0x9, 0xa, 0x0, 0xe, 0xd, 0x8, 0x2, 0xb, 0x3, 0xf,
    ],
    [
        0xb, 0x9, 0x5, 0x1, 0xc, 0x3, 0xd, 0xe, 0x6, 0x4, 0x7, 0xf, 0x2, 0x0, 0x8, 0xa,
    ],
];

/// A nibble rotated right by one bit (ROR4 of Sec. 4.3.5).
const fn ror4(x: u8) -> u8 {
    ((x >> 1) | (x << 3)) & 0xf
}

/// One q permutation of `x` from its t-tables, step by step as Sec. 4.3.5 writes it:
/// split into nibbles a, b; mix (a ⊕ b, a ⊕ ROR4(b, 1) ⊕ 8a mod 16); substitute by t0, t1;
/// mix again; substitute by t2, t3; the result is 16·b4 + a4.
pub const fn q_from_tables(t: &[[u8; 16]; 4], x: u8) -> u8 {
    let (a0, b0) = (x >> 4, x & 0xf);
    let a1 = a0 ^ b0;
    let b1 = a0 ^ ror4(b0) ^ ((a0 << 3) & 0xf);
    let (a2, b2) = (t[0][a1 as usize], t[1][b1 as usize]);
    let a3 = a2 ^ b2;
    let b3 = a2 ^ ror4(b2) ^ ((a2 << 3) & 0xf);
    let (a4, b4) = (t[2][a3 as usize], t[3][b3 as usize]);
    (b4 << 4) | a4
}

const fn table(t: &[[u8; 16]; 4]) -> [u8; 256] {
    let mut out = [0u8; 256];
    let mut x = 0;
    while x < 256 {
        out[x] = q_from_tables(t, x as u8);
        x += 1;
    }
    out
}

/// q0 as a 256-entry table.
pub const Q0: [u8; 256] = table(&Q0_T);

/// q1 as a 256-entry table.
pub const Q1: [u8; 256] = table(&Q1_T);

/// Which of the two permutations: h's figure (Sec. 4.3.2, Figure 2) picks one per byte and
/// stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Q {
    Q0,
    Q1,
}

impl Q {
    pub const fn apply(self, x: u8) -> u8 {
        match self {
            Q::Q0 => Q0[x as usize],
            Q::Q1 => Q1[x as usize],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_t_tables_and_q0_q1_are_permutations() {
        for t in Q0_T.iter().chain(&Q1_T) {
            let mut seen = [false; 16];
            t.iter().for_each(|&v| seen[v as usize] = true);
            assert!(seen.iter().all(|&s| s), "{t:x?}");
        }
        for q in [&Q0, &Q1] {
            let mut seen = [false; 256];
            q.iter().for_each(|&v| seen[v as usize] = true);
            assert!(seen.iter().all(|&s| s));
        }
    }

    #[test]
    fn q0_and_q1_differ_and_neither_is_an_involution() {
        assert_ne!(Q0, Q1);
        for q in [&Q0, &Q1] {
            assert!((0..=255u8).any(|x| q[q[x as usize] as usize] != x));
        }
    }

    #[test]
    fn zero_by_hand() {
        // q0(0): a1 = b1 = 0; a2, b2 = 8, e; a3 = 6, b3 = 8 ⊕ ROR4(e) ⊕ 0 = 8 ⊕ 7 = f;
        // a4, b4 = t2[6], t3[f] = 9, a, so q0(0) = a9. q1(0) likewise: 2, 1; 3, a; 5, 7 → 75.
        assert_eq!(Q0[0], 0xa9);
        assert_eq!(Q1[0], 0x75);
    }
}
