//! The MARS trace and the lab's views of the cipher: 32 rounds (8 forward mixing, 16 core, 8
//! backward mixing), the last state the ciphertext, decryption the reverse; the core rounds'
//! E-function outputs; the schedule without the multiplication-key fix; refused key lengths.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sim_core::cipher::{BlockCipher, INVERSE_ROUND_STEP, ROUND_STEP};
use sim_core::hex;
use sim_core::mars::e_function::e_function;
use sim_core::mars::key_schedule::{
    expand, expand_without_multiplication_key_fix, fix_multiplication_key, multiplication_key_indices,
};
use sim_core::mars::trace::STEPS;
use sim_core::mars::{byte_order, key_setup_work, stage_of, Mars, Stage, Step, ROUNDS};

fn sample() -> (Mars, [u8; 16]) {
    let mars = Mars::from_hex("cb14a1776abbc1cdafe7243def2cea02").unwrap();
    let p = hex::parse_block("pt", "f94512a9b42d034ec4792204d708a69b").unwrap();
    (mars, p)
}

#[test]
fn the_last_state_is_the_ciphertext() {
    let (mars, p) = sample();
    let entries = mars.encrypt_traced(&p);
    assert_eq!(entries.len(), 32);
    assert_eq!(ROUNDS, 32);
    // cryptopp-marsval.dat line 3.
    assert_eq!(hex::format(&entries[31].state), "225da2cb64b73f79069f21a5e3cb8522");
    assert_eq!(entries[31].state, mars.encrypt_block(&p));
    let rounds: Vec<u8> = entries.iter().map(|e| e.round).collect();
    assert_eq!(rounds, (1..=32).collect::<Vec<u8>>());
    assert_eq!(entries[0].label(), "R[ 1].out");
}

#[test]
fn the_decryption_trace_is_the_reverse() {
    let (mars, p) = sample();
    let c = mars.encrypt_block(&p);
    let enc = mars.encrypt_traced(&p);
    let dec = mars.decrypt_traced(&c);
    assert_eq!(dec.len(), 32);
    // Undoing round r leaves the state before it: round r − 1's, the plaintext for round 1.
    let mut before: Vec<[u8; 16]> = vec![p];
    before.extend(enc.iter().map(|e| e.state));
    for d in &dec {
        assert_eq!(d.state, before[d.round as usize - 1], "round {}", d.round);
    }
    assert_eq!(dec.last().unwrap().state, p);
    assert_eq!(dec[0].round, 32);
    assert_eq!(dec[0].label(), "R^-1[32].out");
    // The same E-function outputs either way.
    for d in &dec {
        assert_eq!(d.values, enc[d.round as usize - 1].values, "round {}", d.round);
    }
}

#[test]
fn step_counts_and_labels() {
    let (mars, p) = sample();
    let steps = mars.encrypt_steps(&p);
    assert_eq!(steps.len(), STEPS);
    assert_eq!(STEPS, 66);
    let labels: Vec<&str> = steps.iter().map(|s| s.step.label()).collect();
    assert_eq!(labels[..3], ["k_add", "f_mix", "out"]);
    assert_eq!(labels[17..19], ["core", "out"]);
    assert_eq!(labels[63..], ["b_mix", "k_sub", "out"]);
    assert_eq!(labels.iter().filter(|l| **l == "f_mix").count(), 8);
    assert_eq!(labels.iter().filter(|l| **l == "core").count(), 16);
    assert_eq!(labels.iter().filter(|l| **l == "b_mix").count(), 8);
    let inverse: Vec<&str> = mars
        .decrypt_steps(&mars.encrypt_block(&p))
        .iter()
        .map(|s| s.step.label())
        .collect();
    assert_eq!(inverse.len(), STEPS);
    assert_eq!(inverse[..3], ["ik_sub", "ib_mix", "iout"]);
    assert_eq!(inverse[63..], ["if_mix", "ik_add", "iout"]);
    for round in 1..=32 {
        let (stage, i) = stage_of(round);
        let expected = match stage {
            Stage::ForwardMixing => round - 1,
            Stage::Core => round - 9,
            Stage::BackwardMixing => round - 25,
        };
        assert_eq!(i, expected);
        let n = Step::of_round(round, sim_core::mars::Direction::Encrypt).len();
        assert_eq!(n, if round == 1 || round == 32 { 3 } else { 2 });
    }
}

#[test]
fn core_steps_carry_the_e_function_outputs() {
    let (mars, p) = sample();
    let k = mars.expanded_key();
    let steps = mars.encrypt_steps(&p);
    let mut previous = byte_order::block_to_words(&p);
    for s in &steps {
        let (stage, i) = stage_of(s.round as usize);
        if s.step == Step::Core {
            // L, M, R are E(D[0], K[2i+4], K[2i+5]) of the state the round started from.
            assert_eq!(s.e, Some(e_function(previous[0], k[2 * i + 4], k[2 * i + 5])));
        }
        assert_eq!(s.e.is_some(), stage == Stage::Core, "round {}", s.round);
        previous = byte_order::block_to_words(&s.state);
    }
}

#[test]
fn the_trait_trace_keeps_out_and_iout_as_the_round_states() {
    let (mars, p) = sample();
    let c = BlockCipher::encrypt_block(&mars, &p);
    let trace = BlockCipher::trace(&mars, &p, false);
    assert_eq!(trace.len(), STEPS);
    let outs: Vec<String> = trace
        .iter()
        .filter(|s| s.step == ROUND_STEP)
        .map(|s| s.state.clone())
        .collect();
    let states: Vec<String> = mars.encrypt_round_states(&p).iter().map(|s| hex::format(s)).collect();
    assert_eq!(outs, states);
    let inverse = BlockCipher::trace(&mars, &c, true);
    let iouts: Vec<(u8, String)> = inverse
        .iter()
        .filter(|s| s.step == INVERSE_ROUND_STEP)
        .map(|s| (s.round, s.state.clone()))
        .collect();
    assert_eq!(iouts.len(), 32);
    // Decryption round d undoes encryption round 33 − d.
    assert_eq!(iouts[0].0, 1);
    assert_eq!(iouts[31], (32, hex::format(&p)));
    let dec_states: Vec<String> = mars.decrypt_round_states(&c).iter().map(|s| hex::format(s)).collect();
    assert_eq!(iouts.iter().map(|(_, s)| s.clone()).collect::<Vec<_>>(), dec_states);
    assert_eq!(<Mars as BlockCipher>::NAME, "MARS");
    assert_eq!(BlockCipher::rounds(&mars), 32);
    assert_eq!(BlockCipher::round_keys(&mars).len(), 10);
}

#[test]
fn the_unfixed_schedule_differs_exactly_where_the_fix_changes_a_word() {
    // The all-zero 128-bit key: its expanded key with and without the fix.
    let fixed = expand(&[0; 16]);
    let unfixed = expand_without_multiplication_key_fix(&[0; 16]);
    let differ: Vec<usize> = (0..40).filter(|&i| fixed[i] != unfixed[i]).collect();
    assert!(!differ.is_empty());
    assert!(differ.iter().all(|i| i % 2 == 1 && (5..=35).contains(i)), "{differ:?}");
    // K[5] of that key is 521c4710 as the stirring leaves it, 521c4713 after the fix (its low
    // two bits set; no run of ten equal bits to break).
    assert_eq!((unfixed[5], fixed[5]), (0x521c_4710, 0x521c_4713));
    println!(
        "key 0: K[5] {:08x} without the fix, {:08x} with it; {} of 16 multiplication keys differ",
        unfixed[5],
        fixed[5],
        differ.len()
    );

    // Over random keys of every length: words the fix would leave as they are (already ending
    // in 11, no run of ten equal bits under the rotated B pattern) are equal in both schedules,
    // the others differ, and the words the fix never touches are always equal.
    let mut rng = StdRng::seed_from_u64(25);
    let mut untouched_multiplication_keys = 0;
    for bytes in sim_core::mars::KEY_BYTES {
        for _ in 0..100 {
            let key: Vec<u8> = (0..bytes).map(|_| rng.gen()).collect();
            let fixed = expand(&key);
            let unfixed = expand_without_multiplication_key_fix(&key);
            for i in 0..40 {
                let needs_fix = multiplication_key_indices().any(|m| m == i)
                    && fix_multiplication_key(unfixed[i - 1], unfixed[i]) != unfixed[i];
                assert_eq!(fixed[i] != unfixed[i], needs_fix, "key {} K[{i}]", hex::format(&key));
                if multiplication_key_indices().any(|m| m == i) && !needs_fix {
                    untouched_multiplication_keys += 1;
                }
            }
            let c = Mars::new(&key).unwrap().encrypt_block(&[0; 16]);
            let c_unfixed = Mars::new_without_multiplication_key_fix(&key)
                .unwrap()
                .encrypt_block(&[0; 16]);
            assert_ne!(c, c_unfixed, "key {}", hex::format(&key));
        }
    }
    // About one multiplication key in five needs no fix (ends in 11, no long run).
    assert!(untouched_multiplication_keys > 2000, "{untouched_multiplication_keys}");
}

#[test]
fn the_unfixed_variant_is_labelled() {
    let mars = Mars::new(&[0; 16]).unwrap();
    let unfixed = Mars::new_without_multiplication_key_fix(&[0; 16]).unwrap();
    assert!(mars.has_multiplication_key_fix());
    assert!(!unfixed.has_multiplication_key_fix());
    assert_eq!(mars.key_setup_work().fixed_words, 16);
    assert_eq!(unfixed.key_setup_work().fixed_words, 0);
    let block = [0x5a; 16];
    assert_eq!(unfixed.decrypt_block(&unfixed.encrypt_block(&block)), block);
}

#[test]
fn key_setup_work_is_the_same_for_every_length() {
    let w = key_setup_work(true);
    assert_eq!(w.iterations, 4);
    assert_eq!(w.linear_steps, 4 * 15);
    assert_eq!(w.stirring_steps, 4 * 4 * 15);
    assert_eq!(w.word_updates, 4 * (15 + 4 * 15));
    assert_eq!(w.sbox_lookups, 240);
    assert_eq!(w.words_out, 40);
    for bytes in [16, 32, 56] {
        assert_eq!(Mars::new(&vec![1; bytes]).unwrap().key_setup_work(), w);
    }
}

#[test]
fn undefined_key_lengths_are_refused_naming_the_key() {
    for bytes in [17, 60] {
        let e = Mars::new(&vec![0; bytes]).unwrap_err().to_string();
        assert!(e.starts_with("key: "), "{e}");
        assert!(e.contains(&format!("got {bytes} bytes")), "{e}");
        let e = <Mars as BlockCipher>::new(&vec![0; bytes]).err().unwrap().to_string();
        assert!(e.starts_with("key: "), "{e}");
    }
    // 20 bytes is five words: MARS allows it.
    assert!(Mars::new(&[0; 20]).is_ok());
    let e = Mars::from_hex("00112233").unwrap_err().to_string();
    assert!(e.starts_with("key: "), "{e}");
}
