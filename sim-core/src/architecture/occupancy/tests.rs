//! Tests of the occupancy model: probes predicted for small runs on LU-1, PP-5, PP-10 and
//! key schedules of every kind, against the cycle counts the RTL shows, and the stimuli it
//! refuses. Reading stimuli from JSON is tested in the stimulus module.

use super::*;
use crate::analytics::probe;
use crate::config::id::parse;
use crate::tag::tag;
use std::collections::BTreeMap;

fn stimulus(mode: StimulusMode, decrypt: bool, chains: u32, blocks: &[(u32, u32)], cycles: u32) -> Stimulus {
    let blocks = blocks
        .iter()
        .map(|&(stream, block)| StimulusBlock {
            tag: tag(stream, block).unwrap(),
            stream,
            bank: 0,
        })
        .collect();
    Stimulus {
        key_bits: 128,
        mode,
        decrypt,
        chains,
        blocks,
        key_changes: vec![],
        cycles,
    }
}

fn ecb(n: u32, cycles: u32) -> Stimulus {
    stimulus(
        StimulusMode::Ecb,
        false,
        1,
        &(0..n).map(|b| (0, b)).collect::<Vec<_>>(),
        cycles,
    )
}

/// Each tag's first (cycle, stage, round).
fn first_seen(words: &[u32], stages: usize) -> BTreeMap<u32, (usize, usize, u32)> {
    let mut first = BTreeMap::new();
    for (i, &w) in words.iter().enumerate() {
        if probe::is_valid(w) {
            first
                .entry(probe::tag(w))
                .or_insert((i / stages, i % stages, probe::round(w)));
        }
    }
    first
}

fn in_flight_max(words: &[u32], stages: usize) -> usize {
    words
        .chunks(stages)
        .map(|row| row.iter().filter(|&&w| probe::is_valid(w)).count())
        .max()
        .unwrap_or(0)
}

#[test]
fn lu1_holds_a_block_for_eleven_cycles() {
    // Key at cycle 0, the block accepted at cycle 1 (key setup 1), rounds 0..10 in the one
    // register during cycles 2..12 (Elbirt et al.'s 11 cycles), then empty.
    for id in ["aes128-enc-lu1-lut-online-ecb", "aes128-enc-lu1-lut-online-all"] {
        let words = predict_occupancy(&parse(id).unwrap(), &ecb(1, 16)).unwrap();
        let mut want = vec![0u32; 16];
        for r in 0..=10 {
            want[2 + r as usize] = probe::word(r, 0);
        }
        assert_eq!(words, want, "{id}");
    }
}

#[test]
fn pp5_streams_five_blocks_in_eleven_cycles() {
    let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
    let words = predict_occupancy(&c, &ecb(40, 200)).unwrap();
    let first = first_seen(&words, 5);
    // Blocks 0..4 enter round register 0 in consecutive cycles while the earlier ones
    // move on; block 5 waits for block 0 to leave round register 0 (round 10, cycle 12)
    // and enters round register 1, the first whose incoming slot is then empty.
    for b in 0..5 {
        assert_eq!(first[&b], (2 + b as usize, 0, 0), "block {b}");
    }
    assert_eq!(first[&5], (13, 1, 0));
    // Round r of a block sits in round register (entry + r) mod 5.
    for (i, &w) in words.iter().enumerate() {
        if probe::is_valid(w) {
            let (_, entry, _) = first[&probe::tag(w)];
            assert_eq!(i % 5, (entry + probe::round(w) as usize) % 5);
        }
    }
    // 2.2 cycles a block (Elbirt et al., Table 2): five blocks every 11 cycles.
    for b in 0..35 {
        assert_eq!(first[&(b + 5)].0 - first[&b].0, 11, "block {b}");
    }
    assert_eq!(in_flight_max(&words, 5), 5);
}

#[test]
fn cbc_on_pp5_runs_one_block_per_latency() {
    let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
    let blocks: Vec<(u32, u32)> = (0..6).map(|b| (0, b)).collect();
    let words = predict_occupancy(&c, &stimulus(StimulusMode::Cbc, false, 1, &blocks, 80)).unwrap();
    let first = first_seen(&words, 5);
    // Key (cycle 0), mode (1), IV (2), block 0 accepted at 3; each next block enters in
    // the cycle the one before leaves (the bypass), 11 cycles later, never two at once.
    let cycles: Vec<usize> = (0..6).map(|b| first[&b].0).collect();
    assert_eq!(cycles, vec![4, 15, 26, 37, 48, 59]);
    assert_eq!(in_flight_max(&words, 5), 1);
    // CBC decryption has no feedback: it streams like ECB.
    let words = predict_occupancy(
        &parse("aes128-encdec-pp5-lut-online-all").unwrap(),
        &stimulus(StimulusMode::Cbc, true, 1, &blocks, 80),
    )
    .unwrap();
    assert_eq!(in_flight_max(&words, 5), 5);
}

#[test]
fn interleaved_chains_fill_pp5_again() {
    let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
    let blocks: Vec<(u32, u32)> = (0..40).map(|b| (0, b)).collect();
    let words = predict_occupancy(&c, &stimulus(StimulusMode::InterleavedCbc, false, 5, &blocks, 200)).unwrap();
    let first = first_seen(&words, 5);
    for b in 0..35 {
        assert_eq!(first[&(b + 5)].0 - first[&b].0, 11, "block {b}");
    }
}

#[test]
fn full_pipeline_and_registered_sboxes() {
    // PP-10: the input register holds round 0, then one register a round, a block a clock.
    let c = parse("aes128-enc-pp10-lut-online-ecb").unwrap();
    let words = predict_occupancy(&c, &ecb(3, 20)).unwrap();
    for s in 0..11 {
        assert_eq!(words[(2 + s) * 11 + s], probe::word(s as u32, 0), "stage {s}");
        assert_eq!(words[(4 + s) * 11 + s], probe::word(s as u32, 2), "stage {s}");
    }
    // LU-1 with a block-RAM S-box: its register shows rounds 1..10, 10 cycles a block.
    let c = parse("aes128-enc-lu1-bram-online-ecb").unwrap();
    let words = predict_occupancy(&c, &ecb(2, 24)).unwrap();
    let want: Vec<u32> = (0..24)
        .map(|cy| match cy {
            2..=11 => probe::word(cy - 1, 0),
            12..=21 => probe::word(cy - 11, 1),
            _ => 0,
        })
        .collect();
    assert_eq!(words, want);
}

#[test]
fn key_setup_delays_the_first_block() {
    // Banked, block-RAM S-boxes: Nr steps of 2 cycles, the block accepted at cycle 21.
    let c = parse("aes128-encdec-lu1-bram-banked-all").unwrap();
    let words = predict_occupancy(&c, &ecb(1, 40)).unwrap();
    assert_eq!(first_seen(&words, 1)[&0].0, 22);
    // Offline: 11 round-key handshakes, then the block.
    let c = parse("aes128-enc-lu1-lut-offline-ecb").unwrap();
    let words = predict_occupancy(&c, &ecb(1, 40)).unwrap();
    assert_eq!(first_seen(&words, 1)[&0].0, 12);
}

fn with_keys(mut s: Stimulus, changes: &[(u32, u32)], banks: &[u32]) -> Stimulus {
    s.key_changes = changes
        .iter()
        .map(|&(before_block, bank)| KeyChange { before_block, bank })
        .collect();
    for (b, &bank) in s.blocks.iter_mut().zip(banks) {
        b.bank = bank;
    }
    s
}

/// Each block's visible cycles, first and last.
fn spans(words: &[u32], stages: usize) -> BTreeMap<u32, (usize, usize)> {
    let mut spans = BTreeMap::new();
    for (i, &w) in words.iter().enumerate() {
        if probe::is_valid(w) {
            spans
                .entry(probe::tag(w))
                .and_modify(|s: &mut (usize, usize)| s.1 = i / stages)
                .or_insert((i / stages, i / stages));
        }
    }
    spans
}

#[test]
fn key_changes_as_each_schedule_takes_them() {
    // Online encryptor (LU-1): the new key is taken in cycle 2, while block 0 runs
    // (cycles 2..12); block 1 enters in the cycle block 0 leaves, as without the key.
    let c = parse("aes128-enc-lu1-lut-online-ecb").unwrap();
    let plain = predict_occupancy(&c, &ecb(2, 30)).unwrap();
    assert_eq!(
        spans(&plain, 1).values().copied().collect::<Vec<_>>(),
        vec![(2, 12), (13, 23)]
    );
    assert_eq!(
        predict_occupancy(&c, &with_keys(ecb(2, 30), &[(1, 0)], &[])).unwrap(),
        plain
    );

    // Offline: the 11 round-key handshakes wait for the datapath to empty (cycle 23),
    // take cycles 23..33, and block 1 enters at 34.
    let c = parse("aes128-enc-lu1-lut-offline-ecb").unwrap();
    let words = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 0)], &[])).unwrap();
    assert_eq!(
        spans(&words, 1).values().copied().collect::<Vec<_>>(),
        vec![(12, 22), (35, 45)]
    );

    // Online decryption schedule: the key is taken at once (cycle 12, block 0 running),
    // its 10-cycle expansion (13..22) holds block 1 back until cycle 23.
    let c = parse("aes128-encdec-lu1-lut-online-ecb").unwrap();
    let words = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 0)], &[])).unwrap();
    assert_eq!(
        spans(&words, 1).values().copied().collect::<Vec<_>>(),
        vec![(12, 22), (24, 34)]
    );

    // Banked: a key for bank 0 waits for bank 0's block to leave (expanding 24..33);
    // one for bank 1 is taken at cycle 12 and expands while block 0 (bank 0) runs.
    let c = parse("aes128-encdec-lu1-lut-banked-ecb").unwrap();
    let same = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 0)], &[0, 0])).unwrap();
    assert_eq!(
        spans(&same, 1).values().copied().collect::<Vec<_>>(),
        vec![(12, 22), (35, 45)]
    );
    let other = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 1)], &[0, 1])).unwrap();
    assert_eq!(
        spans(&other, 1).values().copied().collect::<Vec<_>>(),
        vec![(12, 22), (24, 34)]
    );
    // ... and blocks of bank 0 keep entering while bank 1 expands.
    let other = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 1)], &[0, 0])).unwrap();
    assert_eq!(
        spans(&other, 1).values().copied().collect::<Vec<_>>(),
        vec![(12, 22), (23, 33)]
    );
}

#[test]
fn refuses_key_changes_it_cannot_queue() {
    let err = |id: &str, s: Stimulus| predict_occupancy(&parse(id).unwrap(), &s).unwrap_err().to_string();
    let banked = "aes128-encdec-lu1-lut-banked-ecb";
    assert!(err(banked, with_keys(ecb(2, 10), &[(3, 0)], &[]))
        .starts_with("stimulus.keyChanges[0].beforeBlock: 3 is past the last block"));
    assert!(err(banked, with_keys(ecb(2, 10), &[(2, 0), (1, 0)], &[]))
        .starts_with("stimulus.keyChanges[1].beforeBlock: 1 comes before"));
    assert_eq!(
        err(banked, with_keys(ecb(2, 10), &[(1, 16)], &[])),
        "stimulus.keyChanges[0].bank: 16 is not a key bank (0 to 15)"
    );
    assert_eq!(
        err("aes128-enc-lu1-lut-offline-ecb", with_keys(ecb(2, 10), &[], &[0, 1])),
        "stimulus.blocks[1].bank: aes128-enc-lu1-lut-offline-ecb has no key banks (only banked key schedules do), got bank 1"
    );
}

#[test]
fn refuses_what_the_core_cannot_run() {
    let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
    let err = |s: Stimulus| predict_occupancy(&c, &s).unwrap_err().to_string();
    let mut s = ecb(1, 10);
    s.key_bits = 192;
    assert!(err(s).starts_with("stimulus.keyBits: "));
    assert!(err(stimulus(StimulusMode::Ecb, true, 1, &[(0, 0)], 10)).starts_with("stimulus.decrypt: "));
    assert!(err(stimulus(StimulusMode::Cbc, false, 2, &[(0, 0)], 10)).starts_with("stimulus.chains: "));
    assert!(
        err(stimulus(StimulusMode::MultiStreamCbc, false, 2, &[(2, 0)], 10)).starts_with("stimulus.blocks[0].stream: ")
    );
    assert!(err(ecb(1, u32::MAX)).starts_with("stimulus.cycles: "));
    let fixed = parse("aes128-enc-pp5-lut-online-ecb").unwrap();
    let e = predict_occupancy(&fixed, &stimulus(StimulusMode::Cbc, false, 1, &[(0, 0)], 10))
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("stimulus.mode: "), "{e}");
    let json =
        r#"{"keyBits":128,"mode":"multiStreamCbc","chains":2,"blocks":[{"tag":1048576,"stream":1}],"cycles":30}"#;
    let s: Stimulus = serde_json::from_str(json).unwrap();
    assert!(!s.decrypt);
    assert_eq!(predict_occupancy(&c, &s).unwrap().len(), 150);
    assert!(
        serde_json::from_str::<Stimulus>(r#"{"keyBits":128,"mode":"ecb","blocks":[],"cycles":1,"extra":1}"#).is_err()
    );
}

#[test]
fn serpent_waits_for_the_cipher_neutral_abi() {
    let c = parse("serpent128-enc-lu1-lut-online-ecb").unwrap();
    let e = predict_occupancy(&c, &ecb(1, 40)).unwrap_err().to_string();
    assert!(
        e.contains("Serpent cores wait for the cipher-neutral ABI (issue #23)"),
        "{e}"
    );
}
