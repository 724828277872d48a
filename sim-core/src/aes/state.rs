//! The four round transformations and their inverses on the AES state (FIPS-197 §5.1,
//! §5.3). The state is 16 bytes in input order: byte `4c + r` is row r, column c.

use super::gf::{mul, xtime};
use super::sbox::{INV_SBOX, SBOX};

pub type State = [u8; 16];

pub fn sub_bytes(s: &mut State) {
    s.iter_mut().for_each(|b| *b = SBOX[*b as usize]);
}

pub fn inv_sub_bytes(s: &mut State) {
    s.iter_mut().for_each(|b| *b = INV_SBOX[*b as usize]);
}

/// Row r is rotated left by r columns.
pub fn shift_rows(s: &mut State) {
    let old = *s;
    for c in 0..4 {
        for r in 0..4 {
            s[4 * c + r] = old[4 * ((c + r) % 4) + r];
        }
    }
}

pub fn inv_shift_rows(s: &mut State) {
    let old = *s;
    for c in 0..4 {
        for r in 0..4 {
            s[4 * ((c + r) % 4) + r] = old[4 * c + r];
        }
    }
}

pub fn mix_columns(s: &mut State) {
    for col in s.chunks_exact_mut(4) {
        let [a0, a1, a2, a3] = [col[0], col[1], col[2], col[3]];
        let all = a0 ^ a1 ^ a2 ^ a3;
        col[0] ^= all ^ xtime(a0 ^ a1);
        col[1] ^= all ^ xtime(a1 ^ a2);
        col[2] ^= all ^ xtime(a2 ^ a3);
        col[3] ^= all ^ xtime(a3 ^ a0);
    }
}

pub fn inv_mix_columns(s: &mut State) {
    for col in s.chunks_exact_mut(4) {
        let a = [col[0], col[1], col[2], col[3]];
        for (r, out) in col.iter_mut().enumerate() {
            *out = mul(a[r], 0x0e) ^ mul(a[(r + 1) % 4], 0x0b) ^ mul(a[(r + 2) % 4], 0x0d) ^ mul(a[(r + 3) % 4], 0x09);
        }
    }
}

pub fn add_round_key(s: &mut State, round_key: &State) {
    s.iter_mut().zip(round_key).for_each(|(b, k)| *b ^= k);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverses_undo() {
        let original: State = core::array::from_fn(|i| (i * 37 + 5) as u8);
        let mut s = original;
        sub_bytes(&mut s);
        shift_rows(&mut s);
        mix_columns(&mut s);
        inv_mix_columns(&mut s);
        inv_shift_rows(&mut s);
        inv_sub_bytes(&mut s);
        assert_eq!(s, original);
    }

    #[test]
    fn mix_columns_fips197_c1_round1() {
        // FIPS-197 Appendix C.1, round[1].s_row -> round[1].m_col.
        let mut s: State = crate::hex::parse_block("s", "6353e08c0960e104cd70b751bacad0e7").unwrap();
        mix_columns(&mut s);
        assert_eq!(crate::hex::format(&s), "5f72641557f5bc92f7be3b291db9f91a");
    }
}
