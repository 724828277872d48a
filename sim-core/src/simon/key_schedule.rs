//! The key schedule (Beaulieu et al. §3, "The key schedule", Fig. 3.3): the key is the first m
//! round keys k_0 … k_{m−1}, and for i ≥ m
//!
//! ```text
//! k_i = c ⊕ (z_j)_{i−m} ⊕ k_{i−m} ⊕ (I ⊕ S⁻¹) S⁻³ k_{i−1}                 m = 2, 3
//! k_i = c ⊕ (z_j)_{i−m} ⊕ k_{i−m} ⊕ (I ⊕ S⁻¹)(S⁻³ k_{i−1} ⊕ k_{i−3})       m = 4
//! ```
//!
//! with c = 2ⁿ − 4 (all ones but the two low bits). The step is invertible: given k_{i−m+1} …
//! k_i, k_{i−m} = c ⊕ (z_j)_{i−m} ⊕ k_i ⊕ (the same term), which is how a core that keeps the
//! last m round keys runs the schedule backwards while it decrypts ([`step_back`]).

use super::parameters::{z_bit, Parameters};
use super::words::{mask, rotate_right};

/// (I ⊕ S⁻¹)(S⁻³ k_{i−1} [⊕ k_{i−3}]): the term of k_i that depends on the keys between
/// k_{i−m} and k_i. `previous` is k_{i−m+1} … k_{i−1} in order.
fn mixed(p: &Parameters, previous: &[u64]) -> u64 {
    let n = p.word_bits;
    let last = previous.len() - 1;
    let mut tmp = rotate_right(previous[last], 3, n);
    if p.key_words == 4 {
        tmp ^= previous[last - 2];
    }
    tmp ^ rotate_right(tmp, 1, n)
}

/// c ⊕ (z_j)_{i−m}: the constant of step i.
fn constant(p: &Parameters, i: usize) -> u64 {
    (mask(p.word_bits) ^ 3) ^ z_bit(p.z, i - p.key_words)
}

/// k_i from `keys` = k_{i−m} … k_{i−1}.
pub fn step(p: &Parameters, i: usize, keys: &[u64]) -> u64 {
    debug_assert_eq!(keys.len(), p.key_words);
    constant(p, i) ^ keys[0] ^ mixed(p, &keys[1..])
}

/// k_{i−m} from `keys` = k_{i−m+1} … k_i: the step run backwards.
pub fn step_back(p: &Parameters, i: usize, keys: &[u64]) -> u64 {
    debug_assert_eq!(keys.len(), p.key_words);
    let m = p.key_words;
    constant(p, i) ^ keys[m - 1] ^ mixed(p, &keys[..m - 1])
}

/// Every round key k_0 … k_{T−1} of the key words k_0 … k_{m−1}.
pub fn expand(p: &Parameters, key: &[u64]) -> Vec<u64> {
    let m = p.key_words;
    debug_assert_eq!(key.len(), m);
    let mut keys = key.to_vec();
    for i in m..p.rounds {
        let k = step(p, i, &keys[i - m..i]);
        keys.push(k);
    }
    keys
}

/// The first m round keys again, from the last m (k_{T−m} … k_{T−1}): what a core that keeps
/// only the last m words computes, one key a step, while it decrypts.
pub fn backwards(p: &Parameters, last: &[u64]) -> Vec<u64> {
    let (m, t) = (p.key_words, p.rounds);
    let mut keys = vec![0; t];
    keys[t - m..].copy_from_slice(last);
    for i in (m..t).rev() {
        keys[i - m] = step_back(p, i, &keys[i - m + 1..=i]);
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::super::parameters::TABLE_3_1;
    use super::*;

    #[test]
    fn the_schedule_runs_backwards_to_the_key() {
        for p in TABLE_3_1 {
            let key: Vec<u64> = (0..p.key_words as u64)
                .map(|i| (0x0f1e_2d3c_4b5a_6978u64.rotate_left(9 * i as u32)) & mask(p.word_bits))
                .collect();
            let keys = expand(&p, &key);
            assert_eq!(keys.len(), p.rounds);
            assert_eq!(backwards(&p, &keys[p.rounds - p.key_words..]), keys, "{p:?}");
        }
    }
}
