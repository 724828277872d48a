//! The function h and the round function's g (Twofish paper, Sec. 4.3.2 and Figure 2): a
//! 32-bit word X passes, byte by byte, through k + 1 stages of the fixed permutations q0 and
//! q1 with a key word's bytes XORed in between, then through the MDS matrix. With the key
//! words L = S (the "S-box key", [`super::key_schedule`]) that is g, whose four byte paths are
//! the cipher's four key-dependent S-boxes s0..s3; the key schedule uses h with Me and Mo.

use super::mds;
use super::q_permutations::Q::{self, Q0, Q1};

/// Which q byte j goes through at each stage (entry j of each list; Sec. 4.3.2, Figure 2),
/// in the order a byte meets them: `STAGE_4` first (only when k = 4), `STAGE_3` (k ≥ 3), then
/// `STAGE_2` and `STAGE_1`, which every key length has, and `STAGE_0`, the last q before MDS.
/// After `STAGE_i` the byte l_{i-1,j} of key word L_{i-1} is XORed in.
const STAGE_4: [Q; 4] = [Q1, Q0, Q0, Q1];
const STAGE_3: [Q; 4] = [Q1, Q1, Q0, Q0];
const STAGE_2: [Q; 4] = [Q0, Q1, Q0, Q1];
const STAGE_1: [Q; 4] = [Q0, Q0, Q1, Q1];
const STAGE_0: [Q; 4] = [Q1, Q0, Q1, Q0];

/// The S-box part of h for byte j: x through the q stages with the bytes l_{i,j} of the key
/// words XORed in: for k = 4, y_{3,j} = q(x) ⊕ l_{3,j}; for k ≥ 3, y_{2,j} = q(y_{3,j}) ⊕
/// l_{2,j}; then y_j = q(q(q(y_{2,j}) ⊕ l_{1,j}) ⊕ l_{0,j}). `l` holds L_0..L_{k-1}, k = 2, 3
/// or 4.
pub fn sbox_byte(j: usize, x: u8, l: &[u32]) -> u8 {
    let byte = |i: usize| l[i].to_le_bytes()[j];
    let k = l.len();
    debug_assert!((2..=4).contains(&k));
    let mut y = x;
    if k == 4 {
        y = STAGE_4[j].apply(y) ^ byte(3);
    }
    if k >= 3 {
        y = STAGE_3[j].apply(y) ^ byte(2);
    }
    y = STAGE_2[j].apply(y) ^ byte(1);
    y = STAGE_1[j].apply(y) ^ byte(0);
    STAGE_0[j].apply(y)
}

/// h(X, L): the four bytes x_j = ⌊X / 2^{8j}⌋ mod 2^8 through [`sbox_byte`], then MDS.
pub fn h(x: u32, l: &[u32]) -> u32 {
    let bytes = x.to_le_bytes();
    mds::multiply(core::array::from_fn(|j| sbox_byte(j, bytes[j], l)))
}

/// The list h takes for g: S = (S_{k-1}, …, S_0), the S-box key words in reverse (Sec. 4.3:
/// "note that S lists the words in reverse order"), from `s` = S_0..S_{k-1}.
pub fn g_list(s: &[u32]) -> Vec<u32> {
    s.iter().rev().copied().collect()
}

/// The four key-dependent S-boxes s0..s3 as 256-entry tables: s_j(x) is byte j's path through
/// g before the MDS matrix, g(X) = MDS · (s0(x0), s1(x1), s2(x2), s3(x3))ᵀ. `s` is S_0..S_{k-1}.
/// A "full keying" implementation (the paper's performance discussion) precomputes these when
/// the key is set; a "zero keying" one computes [`sbox_byte`] through the q's at every use.
/// Both give one g.
pub fn key_dependent_sboxes(s: &[u32]) -> [[u8; 256]; 4] {
    let list = g_list(s);
    core::array::from_fn(|j| core::array::from_fn(|x| sbox_byte(j, x as u8, &list)))
}

/// The S-boxes with MDS folded in: table j maps x to MDS column j · s_j(x), so
/// g(X) = T0(x0) ⊕ T1(x1) ⊕ T2(x2) ⊕ T3(x3) (the tables of the paper's full keying).
pub fn key_dependent_mds_tables(s: &[u32]) -> [[u32; 256]; 4] {
    let sboxes = key_dependent_sboxes(s);
    core::array::from_fn(|j| core::array::from_fn(|x| mds::column(j, sboxes[j][x])))
}

/// g(X) = h(X, S) for the S-box key words `s` = S_0..S_{k-1} (Sec. 4.3.2).
pub fn g(x: u32, s: &[u32]) -> u32 {
    h(x, &g_list(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sbox_is_a_permutation_of_the_bytes() {
        let s = [0x1234_5678, 0x9abc_def0, 0x0f1e_2d3c];
        for sbox in key_dependent_sboxes(&s) {
            let mut seen = [false; 256];
            sbox.iter().for_each(|&v| seen[v as usize] = true);
            assert!(seen.iter().all(|&s| s));
        }
    }

    #[test]
    fn the_tables_give_g() {
        for s in [vec![0u32, 0], vec![0xdead_beef, 7, 0x0bad_f00d], vec![1, 2, 3, 4]] {
            let tables = key_dependent_mds_tables(&s);
            for x in [0u32, 1, 0x0123_4567, 0xffff_ffff, 0x8000_0001] {
                let b = x.to_le_bytes();
                let by_tables = (0..4).fold(0, |acc, j| acc ^ tables[j][b[j] as usize]);
                assert_eq!(g(x, &s), by_tables, "{s:x?} {x:#x}");
            }
        }
    }

    #[test]
    fn a_two_word_key_uses_only_the_last_three_stages() {
        // With k = 2 and zero key words, byte 0 goes q0, q0, q1: q1(q0(q0(x))).
        use super::super::q_permutations::{Q0 as T0, Q1 as T1};
        let y = sbox_byte(0, 0x37, &[0, 0]);
        assert_eq!(y, T1[T0[T0[0x37] as usize] as usize]);
    }
}
