//! Diffusion measured on the golden models, checked against what the ciphers' designers and
//! analysts published.

use super::*;
use crate::any_cipher;

fn measured(id: &str, key_bits: usize) -> Diffusion {
    any_cipher::diffusion(id, key_bits, SAMPLES, SEED).unwrap()
}

/// The plaintext bits (0..128) that state bit `state` after `round` depends on.
fn plaintext_bits(d: &Diffusion, round: usize, state: usize) -> Vec<usize> {
    (0..d.block_bits).filter(|&i| d.depends_on(round, state, i)).collect()
}

#[test]
fn aes_reaches_full_diffusion_after_two_rounds() {
    // Daemen and Rijmen, The Design of Rijndael (2002), Sec. 3.5: "Two rounds of Rijndael
    // provide 'full diffusion' in the following sense: every state bit depends on all state
    // bits two rounds ago".
    let d = measured("aes", 128);
    assert_eq!(d.full_plaintext, Some(2));
    assert!(d.full_plaintext_holds);
    // After one round a byte has met only its column: the four bytes ShiftRows brings to it
    // (FIPS-197 Sec. 5.1.2, 5.1.3), 32 plaintext bits, exactly, for every state bit.
    assert_eq!(d.min_plaintext[0], 32);
    for s in 0..128 {
        assert_eq!(d.counts(1, s).0, 32, "state bit {s}");
    }
    // State byte 0 (row 0, column 0) after round 1: plaintext bytes 0, 5, 10 and 15.
    let mut bytes: Vec<usize> = plaintext_bits(&d, 1, 0).iter().map(|i| i / 8).collect();
    bytes.dedup();
    assert_eq!(bytes, [0, 5, 10, 15]);
    // The key: round 1's key words w[4..7] each take w[3] through SubWord, so every key bit
    // reaches every state bit by round 2 (128-bit keys); a 256-bit key's second half only
    // enters the state at round 1's AddRoundKey, byte for byte, and needs one more round.
    assert_eq!(d.full_key, Some(2));
    assert_eq!(measured("aes", 256).full_key, Some(3));
    assert!(d.unused_key_bits.is_empty());
}

#[test]
fn des_reaches_full_diffusion_after_five_rounds() {
    // Meyer, "Ciphertext/plaintext and ciphertext/key dependence vs number of rounds for the
    // Data Encryption Standard", AFIPS NCC 1978: after five rounds every ciphertext bit depends
    // on every plaintext bit and every key bit. A single key (8 bytes: keying option 3, K1 =
    // K2 = K3) is DES in the first 16 of the 48 rounds.
    let d = measured("des", 64);
    assert_eq!(d.full_plaintext, Some(5));
    assert_eq!(d.full_key, Some(5));
    assert!(d.min_plaintext[3] < 64 && d.min_key[3] < 56);
    // The eight parity bits (FIPS 46-3: bits 8, 16, ..., 64, the last of each byte) change nothing.
    assert_eq!(d.unused_key_bits, (0..8).map(|b| 8 * b + 7).collect::<Vec<_>>());
    // A Feistel round keeps one half: after round 1 the left half is R0, bit for bit.
    assert_eq!(d.min_plaintext[0], 1);
    // With K1 = K2 = K3, round 32 ends the decryption under K2 of what round 16 encrypted
    // under K1: the state is IP(P) again (as its preoutput, R‖L), each bit one plaintext bit
    // and no key bit. That is why keying option 3 is single DES (SP 800-67, Sec. 3.2).
    assert!(!d.full_plaintext_holds && !d.full_key_holds);
    for s in 0..64 {
        assert_eq!(d.counts(32, s), (1, 0), "state bit {s} after round 32");
    }
    // Two keys (keying option 2): K2's 56 bits enter at round 17 and, as K1's did, reach every
    // state bit five rounds later.
    let two = measured("des", 128);
    assert_eq!((two.full_plaintext, two.full_key), (Some(5), Some(21)));
    assert!(two.full_plaintext_holds && two.full_key_holds);
    assert_eq!(two.unused_key_bits.len(), 16);
}

#[test]
fn twofish_needs_a_fourth_round_for_bit_zero_of_the_pht() {
    // The Twofish paper's PHT (Sec. 4.1): F1 = T0 + 2·T1 + K, whose bit 0 is T0's bit 0 ⊕ K's,
    // with no part of T1 = g(ROL(R1, 8)). After round 1, a Feistel round, words 2 and 3 are
    // R0 and R1 (one plaintext bit each) and that bit of word 1 has met only R0 (and one bit of
    // R3): 33 bits; its copy in round 2, and the bit of round 2 that takes g of it, miss R3 until
    // round 4.
    let d = measured("twofish", 128);
    assert_eq!(&d.min_plaintext[..4], &[1, 33, 96, 128]);
    assert_eq!(d.full_plaintext, Some(4));
    // The input whitening K0..K3 takes every key bit through h and the PHT in round 1.
    assert_eq!(d.min_key[0], 64);
    assert_eq!(d.full_key, Some(2));
}

/// SIMON's full plaintext diffusion counted structurally: bit i of the new x reads y_i and x_{i−1},
/// x_{i−8}, x_{i−2} (f(x) = (S¹x & S⁸x) ⊕ S²x, Beaulieu et al. 2013, Sec. 3), the new y is x. The
/// first round after which every bit reads all 2n plaintext bits.
fn simon_structural_full_diffusion(n: usize) -> usize {
    let one = |i: usize| -> Vec<bool> { (0..2 * n).map(|j| j == i).collect() };
    let mut x: Vec<Vec<bool>> = (0..n).map(one).collect();
    let mut y: Vec<Vec<bool>> = (0..n).map(|i| one(n + i)).collect();
    for round in 1.. {
        let reads = |i: usize, j: usize| x[(i + n - j) % n].clone();
        let new_x: Vec<Vec<bool>> = (0..n)
            .map(|i| {
                let (a, b, c) = (reads(i, 1), reads(i, 8), reads(i, 2));
                (0..2 * n).map(|k| y[i][k] || a[k] || b[k] || c[k]).collect()
            })
            .collect();
        y = std::mem::replace(&mut x, new_x);
        if x.iter().chain(&y).all(|bits| bits.iter().all(|&b| b)) {
            return round;
        }
    }
    unreachable!()
}

#[test]
fn simon_measured_is_never_earlier_than_its_structure() {
    // The flips find a lower bound of the dependencies, so a round of full diffusion no earlier
    // than the structural count: SIMON 64/128's 9 exactly; SIMON 128/128's 13 a round or two
    // later, since an AND passes a flip on only when its other input is 1 and a dependency
    // through a chain of them shows rarely.
    assert_eq!(simon_structural_full_diffusion(32), 9);
    assert_eq!(simon_structural_full_diffusion(64), 13);
    assert_eq!(measured("simon64", 128).full_plaintext, Some(9));
    let wide = measured("simon128", 128).full_plaintext.unwrap();
    assert!((13..=15).contains(&wide), "{wide}");
}

#[test]
fn every_cipher_diffuses_fully_and_stays_so_under_a_128_bit_key() {
    for model in any_cipher::models() {
        let d = measured(model.id(), 128);
        let (p, k) = (d.full_plaintext.unwrap(), d.full_key.unwrap());
        assert!(d.full_plaintext_holds && d.full_key_holds, "{}", model.id());
        // In the first half of the rounds the cipher runs: the rest is its designers' margin.
        assert!(2 * p.max(k) < d.rounds, "{}: {p}, {k} of {}", model.id(), d.rounds);
        assert_eq!(d.min_plaintext.len(), d.rounds);
    }
}

#[test]
fn the_figures_are_those_the_lab_shows() {
    // The lab's table (web/src/diffusion/): the first round of full diffusion, plaintext and
    // key, of every cipher under a 128-bit key, as measured with the lab's seed and samples.
    let table: Vec<(&str, usize, Option<usize>, Option<usize>)> = any_cipher::models()
        .iter()
        .map(|m| {
            let d = measured(m.id(), 128);
            (m.id(), d.rounds, d.full_plaintext, d.full_key)
        })
        .collect();
    assert_eq!(
        table,
        [
            ("aes", 10, Some(2), Some(2)),
            ("serpent", 32, Some(3), Some(3)),
            ("twofish", 16, Some(4), Some(2)),
            ("rc6", 20, Some(3), Some(1)),
            ("mars", 32, Some(6), Some(1)),
            ("des", 48, Some(5), Some(21)),
            ("simon64", 44, Some(9), Some(11)),
            ("simon128", 68, Some(14), Some(11)),
        ]
    );
}

#[test]
fn the_same_seed_gives_the_same_figures_and_rows_are_where_the_doc_says() {
    let a = any_cipher::diffusion("simon64", 128, 4, 7).unwrap();
    let b = any_cipher::diffusion("simon64", 128, 4, 7).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.row_words, (64 + 128) / 32);
    assert_eq!(a.depends.len(), a.rounds * a.block_bits * a.row_words);
    // After round 1, y is the plaintext's x (SIMON: x ← y ⊕ f(x) ⊕ k, y ← x): bit 32 + i
    // (y's bit i) depends on plaintext bit i alone.
    for i in 0..32 {
        assert_eq!(plaintext_bits(&a, 1, 32 + i), [i]);
    }
}

#[test]
fn bad_requests_are_refused_naming_the_field() {
    let e = any_cipher::diffusion("aes", 64, 4, 1).unwrap_err().to_string();
    assert_eq!(e, "key: AES keys are 128, 192 or 256 bits, not 64");
    let e = any_cipher::diffusion("aes", 128, 0, 1).unwrap_err().to_string();
    assert_eq!(e, "samples: at least one sample is needed");
    assert!(any_cipher::diffusion("rijndael", 128, 4, 1).is_err());
}
