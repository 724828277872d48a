//! The iterated round of the lab's DES datapath: IP, one Feistel round per subkey, FP
//! (FIPS 46-3, "Enciphering" and "Deciphering"), for any run of whole DES operations (16
//! subkeys for DES, 48 for Triple DES). The last round of each DES operation does not
//! exchange the halves, so that the register holds the preoutput R_16‖L_16 there, which is
//! L_0‖R_0 of the next operation (FP and IP cancel between them; see [`super::trace`]).

use super::feistel::{f_values, halves, join, FValues};
use super::permutations::{final_permutation, initial_permutation};
use super::trace::Step;

/// Whether round `i` (0-based over the whole run) is the last of its DES operation.
fn ends_des_operation(i: usize) -> bool {
    i % 16 == 15
}

/// Shows `observe` the four values f(R, K) takes in round `round`, as `steps` name them.
fn observe_f(observe: &mut impl FnMut(usize, Step, u64), round: usize, v: &FValues, steps: [Step; 4]) {
    let [expansion, key_mix, s_boxes, f] = steps;
    observe(round, expansion, v.expanded);
    observe(round, key_mix, v.key_mixed);
    observe(round, s_boxes, u64::from(v.substituted));
    observe(round, f, u64::from(v.f));
}

/// Encrypt `block` with `subkeys` (K_1, K_2, ... in the order the rounds use them);
/// `observe(round, step, value)` sees every step of every round, rounds numbered from 1.
pub fn encrypt(subkeys: &[u64], block: &[u8; 8], mut observe: impl FnMut(usize, Step, u64)) -> [u8; 8] {
    let rounds = subkeys.len();
    let mut state = initial_permutation(u64::from_be_bytes(*block));
    observe(1, Step::InitialPermutation, state);
    for (i, &k) in subkeys.iter().enumerate() {
        let round = i + 1;
        let (l, r) = halves(state);
        let v = f_values(r, k);
        observe_f(
            &mut observe,
            round,
            &v,
            [Step::Expansion, Step::KeyMix, Step::SBoxes, Step::F],
        );
        let new_r = l ^ v.f;
        observe(round, Step::NewRight, u64::from(new_r));
        state = if ends_des_operation(i) {
            join(new_r, r)
        } else {
            join(r, new_r)
        };
        if round == rounds {
            state = final_permutation(state);
            observe(round, Step::FinalPermutation, state);
        }
        observe(round, Step::Out, state);
    }
    state.to_be_bytes()
}

/// Undo [`encrypt`] with the same `subkeys`, the last round first; `observe(round, step,
/// value)` sees every step, decryption round d undoing encryption round n + 1 − d.
pub fn decrypt(subkeys: &[u64], block: &[u8; 8], mut observe: impl FnMut(usize, Step, u64)) -> [u8; 8] {
    let rounds = subkeys.len();
    let mut state = initial_permutation(u64::from_be_bytes(*block));
    observe(1, Step::InvInitialPermutation, state);
    for (d, i) in (0..rounds).rev().enumerate() {
        let round = d + 1;
        let (a, b) = halves(state);
        // FIPS 46-3, "Deciphering": R_{n-1} = L_n and L_{n-1} = R_n ⊕ f(L_n, K_n); at the end
        // of a DES operation the halves were not exchanged, so R_{n-1} is on the right.
        let (r_prev, mixed) = if ends_des_operation(i) { (b, a) } else { (a, b) };
        let v = f_values(r_prev, subkeys[i]);
        let steps = [Step::InvExpansion, Step::InvKeyMix, Step::InvSBoxes, Step::InvF];
        observe_f(&mut observe, round, &v, steps);
        let l_prev = mixed ^ v.f;
        observe(round, Step::NewLeft, u64::from(l_prev));
        state = join(l_prev, r_prev);
        if round == rounds {
            state = final_permutation(state);
            observe(round, Step::InvFinalPermutation, state);
        }
        observe(round, Step::InvOut, state);
    }
    state.to_be_bytes()
}
