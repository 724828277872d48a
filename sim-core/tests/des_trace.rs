//! The DES and Triple DES traces: the round states end in the ciphertext (16 for DES, 48 for
//! Triple DES); decryption's are encryption's in reverse, ending at the plaintext; the steps
//! inside each round agree with the pieces of the model (E, key mix, S-boxes, P, the new
//! half); FP and IP cancel between Triple DES's operations; keying option 3 is single DES;
//! parity bits change nothing; keys of undefined lengths are refused naming `key`.

use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::cipher::{TraceStep, INVERSE_ROUND_STEP, ROUND_STEP};
use sim_core::des::feistel::{f_values, halves};
use sim_core::des::permutations::initial_permutation;
use sim_core::des::trace::steps;
use sim_core::des::{Des, Direction, Step, TripleDes, ROUNDS, TDES_ROUNDS};
use sim_core::{hex, BlockCipher};

fn random_key(rng: &mut StdRng, bytes: usize) -> Vec<u8> {
    (0..bytes).map(|_| rng.gen()).collect()
}

/// Triple DES under a random 24-byte key from `rng` (keying option 1), and single DES under each
/// of its keys K1, K2 and K3.
fn three_keys(rng: &mut StdRng) -> (TripleDes, Vec<Des>) {
    let key = random_key(rng, 24);
    let des = key.chunks(8).map(|k| Des::new(k).unwrap()).collect();
    (TripleDes::new(&key).unwrap(), des)
}

/// The shared checks of one cipher's trace on one block.
fn check_trace<C: BlockCipher<Block = [u8; 8]>>(cipher: &C, block: &[u8; 8], subkeys: &[u64]) {
    let rounds = cipher.rounds();
    let c = cipher.encrypt_block(block);
    let enc = cipher.encrypt_round_states(block);
    let dec = cipher.decrypt_round_states(&c);
    assert_eq!(enc.len(), rounds);
    assert_eq!(dec.len(), rounds);
    assert_eq!(enc[rounds - 1], c, "the last state is the ciphertext");
    assert_eq!(dec[rounds - 1], *block, "decryption ends at the plaintext");
    let mut back = enc[..rounds - 1].to_vec();
    back.reverse();
    assert_eq!(
        dec[..rounds - 1],
        back[..],
        "decryption's states are encryption's reversed"
    );

    // The full trace: IP, six steps a round, FP; its `out` steps are the round states.
    for (decrypt, states, end) in [(false, &enc, ROUND_STEP), (true, &dec, INVERSE_ROUND_STEP)] {
        let input = if decrypt { c } else { *block };
        let trace = cipher.trace(&input, decrypt);
        assert_eq!(trace.len(), steps(rounds));
        let ends: Vec<&TraceStep> = trace.iter().filter(|s| s.step == end).collect();
        assert_eq!(ends.len(), rounds);
        for (i, (s, state)) in ends.iter().zip(states.iter()).enumerate() {
            assert_eq!(s.round as usize, i + 1);
            assert_eq!(s.state, hex::format(state));
        }
        let direction = if decrypt {
            Direction::Decrypt
        } else {
            Direction::Encrypt
        };
        let labels: Vec<&str> = (1..=rounds)
            .flat_map(|r| Step::of_round(r, rounds, direction))
            .map(|s| s.label())
            .collect();
        assert_eq!(trace.iter().map(|s| s.step).collect::<Vec<_>>(), labels);
        assert_eq!(
            trace.last().unwrap().state,
            hex::format(if decrypt { block } else { &c })
        );
    }

    // Each encryption round's steps from the pieces: e = E(R), k_mix = e ⊕ K_n, s_box, f =
    // P(s_box), r = L ⊕ f, out = L_n‖R_n (the halves kept at the end of a DES operation).
    let trace = cipher.trace(block, false);
    let mut state = initial_permutation(u64::from_be_bytes(*block));
    assert_eq!(trace[0].state, hex::format(&state.to_be_bytes()));
    for n in 1..rounds {
        let (l, r) = halves(state);
        let v = f_values(r, subkeys[n - 1]);
        let round: Vec<&TraceStep> = trace.iter().filter(|s| s.round as usize == n).collect();
        let get = |label: &str| round.iter().find(|s| s.step == label).unwrap().state.clone();
        assert_eq!(get("e"), hex::format(&v.expanded.to_be_bytes()[2..]));
        assert_eq!(get("k_mix"), hex::format(&v.key_mixed.to_be_bytes()[2..]));
        assert_eq!(get("s_box"), hex::format(&v.substituted.to_be_bytes()));
        assert_eq!(get("f"), hex::format(&v.f.to_be_bytes()));
        assert_eq!(get("r"), hex::format(&(l ^ v.f).to_be_bytes()));
        state = if n % 16 == 0 {
            (u64::from(l ^ v.f) << 32) | u64::from(r)
        } else {
            (u64::from(r) << 32) | u64::from(l ^ v.f)
        };
        assert_eq!(get("out"), hex::format(&state.to_be_bytes()), "round {n}");
    }
}

#[test]
fn des_traces() {
    let mut rng = StdRng::seed_from_u64(0xde5);
    for _ in 0..50 {
        let des = Des::new(&random_key(&mut rng, 8)).unwrap();
        let block: [u8; 8] = rng.gen();
        assert_eq!(des.rounds(), ROUNDS);
        check_trace(&des, &block, des.subkeys());
    }
}

#[test]
fn triple_des_traces_have_48_rounds() {
    let mut rng = StdRng::seed_from_u64(0x3de5);
    for key_bytes in [8, 16, 24] {
        for _ in 0..20 {
            let tdes = TripleDes::new(&random_key(&mut rng, key_bytes)).unwrap();
            let block: [u8; 8] = rng.gen();
            assert_eq!(tdes.rounds(), TDES_ROUNDS);
            assert_eq!(tdes.encrypt_round_states(&block).len(), 48);
            check_trace(&tdes, &block, tdes.subkeys());
        }
    }
}

#[test]
fn fp_and_ip_cancel_between_the_des_operations() {
    // After round 16 the register holds IP of E_K1(P), after round 32 IP of D_K2(E_K1(P)).
    let mut rng = StdRng::seed_from_u64(0xfb1b);
    let (tdes, des) = three_keys(&mut rng);
    let p: [u8; 8] = rng.gen();
    let states = tdes.encrypt_round_states(&p);
    let after1 = des[0].encrypt_block(&p);
    let after2 = des[1].decrypt_block(&after1);
    let ip = |b: [u8; 8]| initial_permutation(u64::from_be_bytes(b)).to_be_bytes();
    assert_eq!(states[15], ip(after1));
    assert_eq!(states[31], ip(after2));
    assert_eq!(states[47], des[2].encrypt_block(&after2));
    // Single DES's round 16 out is the ciphertext, whose IP is that preoutput.
    assert_eq!(des[0].encrypt_round_states(&p)[15], after1);
}

#[test]
fn round_keys_are_the_subkeys_in_hardware_order() {
    let mut rng = StdRng::seed_from_u64(0x6e75);
    let (tdes, des) = three_keys(&mut rng);
    let keys = tdes.round_keys();
    assert_eq!(keys.len(), 48);
    assert!(keys.iter().all(|k| k[6..] == [0, 0]));
    assert_eq!(keys[..16], des[0].round_keys()[..]);
    let mut k2 = des[1].round_keys();
    k2.reverse();
    assert_eq!(keys[16..32], k2[..]);
    assert_eq!(keys[32..], des[2].round_keys()[..]);
    let mut reversed = tdes.subkeys().to_vec();
    reversed.reverse();
    assert_eq!(tdes.decryption_subkeys(), reversed);
    assert_eq!(des[0].round_keys()[0][..6], des[0].subkeys()[0].to_be_bytes()[2..]);
}

#[test]
fn keying_option_3_is_single_des_and_option_2_repeats_k1() {
    let mut rng = StdRng::seed_from_u64(0x0973);
    for _ in 0..100 {
        let k: [[u8; 8]; 2] = [rng.gen(), rng.gen()];
        let p: [u8; 8] = rng.gen();
        let des = Des::new(&k[0]).unwrap();
        let option3 = TripleDes::new(&k[0]).unwrap();
        assert_eq!(option3.encrypt_block(&p), des.encrypt_block(&p));
        assert_eq!(option3.decrypt_block(&p), des.decrypt_block(&p));
        let option2 = TripleDes::new(&k.concat()).unwrap();
        let option1 = TripleDes::new(&[k[0], k[1], k[0]].concat()).unwrap();
        assert_eq!(option2.encrypt_block(&p), option1.encrypt_block(&p));
        assert_eq!(option2.keys(), option1.keys());
    }
}

#[test]
fn parity_bits_change_nothing() {
    let mut rng = StdRng::seed_from_u64(0x9a41);
    for key_bytes in [8, 16, 24] {
        for _ in 0..50 {
            let key = random_key(&mut rng, key_bytes);
            let flipped: Vec<u8> = key.iter().map(|b| b ^ rng.gen_range(0..2u8)).collect();
            let p: [u8; 8] = rng.gen();
            let (a, b) = (TripleDes::new(&key).unwrap(), TripleDes::new(&flipped).unwrap());
            assert_eq!(a.encrypt_block(&p), b.encrypt_block(&p));
            assert_eq!(a.decrypt_block(&p), b.decrypt_block(&p));
            assert_eq!(a.subkeys(), b.subkeys());
            assert_eq!(a.trace(&p, false), b.trace(&p, false));
        }
    }
}

#[test]
fn undefined_key_lengths_are_refused_naming_key() {
    let e = <TripleDes as BlockCipher>::new(&[0; 12]).err().unwrap().to_string();
    assert!(e.starts_with("key: "), "{e}");
    assert!(e.contains("8, 16 or 24 bytes") && e.contains("got 12 bytes"), "{e}");
    let e = <Des as BlockCipher>::new(&[0; 12]).err().unwrap().to_string();
    assert!(
        e.starts_with("key: DES keys are 8 bytes") && e.contains("got 12 bytes"),
        "{e}"
    );
    for n in [0, 7, 9, 15, 17, 23, 25, 32] {
        assert!(TripleDes::new(&vec![0; n]).is_err(), "{n} bytes");
    }
    assert!(TripleDes::from_hex("0123").is_err());
    assert_eq!(<TripleDes as BlockCipher>::NAME, "Triple DES");
    assert_eq!(<Des as BlockCipher>::BLOCK_BYTES, 8);
}
