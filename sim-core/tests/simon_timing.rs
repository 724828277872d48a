//! SIMON's configurations: which the rules build (k dividing R for LU-k and PP-k; bs<w> with w
//! of the description's `serialBits`), and the timing and occupancy models of them (the brief's
//! timing contract, issue #43): no initial round, LU-k R/k cycles a block, PP-k R/k streaming;
//! bs<w> one register, R · n/w cycles a block (SIMON 64/128 bs1: 44 × 32 = 1,408; SIMON
//! 128/128: 68 × 64 = 4,352), its probe showing the round its bits have reached. Online
//! decryption first runs the schedule forward R − m steps at the round unit's rate.

use crate::common;

use sim_core::analytics::probe;
use sim_core::architecture::occupancy::{predict_occupancy, KeyChange, Stimulus, StimulusBlock, StimulusMode};
use sim_core::architecture::timing::{predict, PredictedTiming};
use sim_core::config::id::parse;

fn timing(id: &str) -> PredictedTiming {
    predict(&parse(id).unwrap()).by_key_size.remove(0)
}

fn reason(id: &str) -> String {
    parse(id).unwrap_err().to_string()
}

/// One ECB block (tag 7) behind a 128-bit key and `key_changes` more, over `cycles`.
fn one_block(decrypt: bool, key_changes: Vec<KeyChange>, cycles: u32) -> Stimulus {
    Stimulus {
        key_bits: 128,
        mode: StimulusMode::Ecb,
        decrypt,
        chains: 1,
        blocks: vec![StimulusBlock {
            tag: 7,
            stream: 0,
            bank: 0,
        }],
        key_changes,
        cycles,
    }
}

#[test]
fn the_rules_build_lu_pp_and_bs() {
    for (cipher, archs) in [
        (
            "simon64128",
            &[
                "lu1", "lu2", "lu4", "lu11", "lu22", "lu44", "pp2", "pp4", "pp11", "pp44", "bs1",
            ][..],
        ),
        (
            "simon128128",
            &[
                "lu1", "lu2", "lu4", "lu17", "lu34", "lu68", "pp4", "pp17", "pp68", "bs1",
            ][..],
        ),
    ] {
        for arch in archs {
            let id = format!("{cipher}-encdec-{arch}-lut-online-all");
            assert_eq!(parse(&id).unwrap().id(), id);
        }
    }
    assert!(reason("simon64128-enc-lu3-lut-online-ecb").contains("Nr = 44 is not a multiple of 3"));
    assert!(reason("simon128128-enc-pp8-lut-online-ecb").contains("Nr = 68 is not a multiple of 8"));
    let bs2 = reason("simon64128-enc-bs2-lut-online-ecb");
    assert!(
        bs2.starts_with("architecture: bs2: bs<w> computes w bits") && bs2.ends_with("only `bs1`"),
        "{bs2}"
    );
    assert!(reason("simon64128-enc-bs0-lut-online-ecb").contains("out of range"));
    assert!(reason("simon64128-enc-sp1m1-lut-online-ecb").contains("`lu`, `pp` and `bs`"));
    assert!(reason("simon64128-enc-lu1-bram-online-ecb").contains("no S-box"));
    assert!(reason("simon64128-enc-lu1-lut-offline-ecb").starts_with("key schedule:"));
    // Another cipher is not built bit-serially.
    assert!(reason("aes128-enc-bs1-lut-online-ecb").contains("not `bs`"));
}

#[test]
fn cycles_a_block() {
    for (id, latency, stream, in_flight) in [
        ("simon64128-enc-bs1-lut-online-ecb", 1408, 1408.0, 1),
        ("simon128128-enc-bs1-lut-online-ecb", 4352, 4352.0, 1),
        ("simon64128-enc-lu1-lut-online-ecb", 44, 44.0, 1),
        ("simon64128-enc-lu4-lut-online-ecb", 11, 11.0, 1),
        ("simon64128-enc-pp4-lut-online-ecb", 44, 11.0, 4),
        ("simon128128-enc-lu1-lut-online-ecb", 68, 68.0, 1),
        ("simon128128-enc-pp17-lut-online-ecb", 68, 4.0, 17),
    ] {
        let t = timing(id);
        assert_eq!(
            (t.latency, t.stream, t.feedback, t.in_flight),
            (latency, stream, latency as f64, in_flight),
            "{id}"
        );
        assert_eq!(t.key_setup, 1, "{id}: encryption needs no key setup");
    }
    assert_eq!(parse("simon64128-enc-bs1-lut-online-ecb").unwrap().register_stages(), 1);
}

/// Decryption's key setup: the handshake's cycle, then R − m steps of the schedule (40 for SIMON
/// 64/128, 66 for 128/128) at the round unit's rate: LU-k k a cycle (rounded up), PP-k one,
/// bs<w> n/w cycles a step.
#[test]
fn decryption_expands_the_key_first() {
    for (id, key_setup) in [
        ("simon64128-dec-lu1-lut-online-ecb", 41),
        ("simon64128-dec-lu2-lut-online-ecb", 21),
        ("simon64128-dec-lu4-lut-online-ecb", 11),
        ("simon64128-dec-lu11-lut-online-ecb", 5),
        ("simon64128-dec-lu44-lut-online-ecb", 2),
        ("simon64128-dec-pp4-lut-online-ecb", 41),
        ("simon64128-encdec-bs1-lut-online-ecb", 40 * 32 + 1),
        ("simon128128-dec-lu1-lut-online-ecb", 67),
        ("simon128128-dec-lu4-lut-online-ecb", 18),
        ("simon128128-encdec-bs1-lut-online-ecb", 66 * 64 + 1),
    ] {
        assert_eq!(timing(id).key_setup, key_setup, "{id}");
    }
}

/// Keys back to back (simon_core.sv: key_ready_o high, simon_key_setup.sv restarts on a new
/// key): the first key at cycle 0, two more at cycles 1 and 2, each restarting the
/// expansion, so a block behind them is accepted a key setup after the last one's handshake
/// (cycle 2 + key setup) and first seen in the register the cycle after, in either direction
/// of a unified core (its blocks wait for the expansion whichever way they go).
#[test]
fn a_key_taken_while_one_expands_restarts_the_expansion() {
    for id in [
        "simon64128-encdec-lu1-lut-online-ecb",
        "simon64128-dec-lu4-lut-online-ecb",
        "simon64128-encdec-bs1-lut-online-ecb",
        "simon128128-encdec-lu1-lut-online-ecb",
    ] {
        let c = parse(id).unwrap();
        let key_setup = timing(id).key_setup;
        for decrypt in [false, true] {
            if !decrypt && id.contains("-dec-") {
                continue;
            }
            let more_keys = vec![
                KeyChange {
                    before_block: 0,
                    bank: 0
                };
                2
            ];
            let s = one_block(decrypt, more_keys, key_setup + 10);
            let words = predict_occupancy(&c, &s).unwrap();
            let stages = c.register_stages() as usize;
            let first = words.iter().position(|&w| probe::is_valid(w)).map(|i| i / stages);
            assert_eq!(first, Some(2 + key_setup as usize + 1), "{id}, decrypt {decrypt}");
        }
    }
}

/// The bit-serial register's probe: one block behind the key, taken in its handshake's cycle,
/// shows round r from cycle (r − 1)·n/w + 1 to r·n/w after it, and leaves after R·n/w.
#[test]
fn the_bit_serial_probe_counts_rounds_a_word_of_cycles_each() {
    for (id, rounds, word) in [
        ("simon64128-enc-bs1-lut-online-ecb", 44, 32),
        ("simon128128-enc-bs1-lut-online-ecb", 68, 64),
    ] {
        let c = parse(id).unwrap();
        let s = one_block(false, vec![], rounds * word + 10);
        let words = predict_occupancy(&c, &s).unwrap();
        // Cycle 0: the key; cycle 1: the block's handshake; cycles 2 … R·n/w + 1: in the register.
        let shown: Vec<u32> = words
            .iter()
            .filter(|&&w| probe::is_valid(w))
            .map(|&w| probe::round(w))
            .collect();
        let expected: Vec<u32> = (1..=rounds * word).map(|j| j.div_ceil(word)).collect();
        assert_eq!(shown, expected, "{id}");
        assert!(probe::is_valid(words[2]) && !probe::is_valid(words[1]), "{id}");
    }
}

/// As tests/occupancy.rs measures the registry's configurations (hdl/timing.mjs's 1680-block
/// window: PP-11 and PP-17, whose streams repeat every 11 or 17 blocks, would measure 4.005
/// there, not 4: the window, not the model).
#[test]
fn occupancy_measures_what_timing_predicts() {
    for id in [
        "simon64128-encdec-bs1-lut-online-all",
        "simon64128-encdec-lu11-lut-online-all",
        "simon64128-encdec-pp4-lut-online-all",
        "simon128128-encdec-bs1-lut-online-ecb",
        "simon128128-encdec-pp4-lut-online-all",
    ] {
        common::occupancy::occupancy_measures_what_timing_predicts(&parse(id).unwrap());
    }
}
