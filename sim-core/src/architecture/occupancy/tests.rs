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

/// Blocks 0 to `n` − 1 of stream 0 in `mode` (with `chains` chains), one way, over `cycles`.
fn one_stream(mode: StimulusMode, decrypt: bool, chains: u32, n: u32, cycles: u32) -> Stimulus {
    let blocks: Vec<(u32, u32)> = (0..n).map(|b| (0, b)).collect();
    stimulus(mode, decrypt, chains, &blocks, cycles)
}

fn ecb(n: u32, cycles: u32) -> Stimulus {
    one_stream(StimulusMode::Ecb, false, 1, n, cycles)
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

/// PP-5's 2.2 cycles a block (Elbirt et al., Table 2): each of the first `n` blocks' fifth
/// successor enters 11 cycles after it, five blocks every 11 cycles.
fn five_blocks_every_eleven_cycles(first: &BTreeMap<u32, (usize, usize, u32)>, n: u32) {
    for b in 0..n {
        assert_eq!(first[&(b + 5)].0 - first[&b].0, 11, "block {b}");
    }
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
    five_blocks_every_eleven_cycles(&first, 35);
    assert_eq!(in_flight_max(&words, 5), 5);
}

#[test]
fn cbc_on_pp5_runs_one_block_per_latency() {
    let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
    let words = predict_occupancy(&c, &one_stream(StimulusMode::Cbc, false, 1, 6, 80)).unwrap();
    let first = first_seen(&words, 5);
    // Key (cycle 0), mode (1), IV (2), block 0 accepted at 3; each next block enters in
    // the cycle the one before leaves (the bypass), 11 cycles later, never two at once.
    let cycles: Vec<usize> = (0..6).map(|b| first[&b].0).collect();
    assert_eq!(cycles, vec![4, 15, 26, 37, 48, 59]);
    assert_eq!(in_flight_max(&words, 5), 1);
    // CBC decryption has no feedback: it streams like ECB.
    let words = predict_occupancy(
        &parse("aes128-encdec-pp5-lut-online-all").unwrap(),
        &one_stream(StimulusMode::Cbc, true, 1, 6, 80),
    )
    .unwrap();
    assert_eq!(in_flight_max(&words, 5), 5);
}

#[test]
fn interleaved_chains_fill_pp5_again() {
    let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
    let words = predict_occupancy(&c, &one_stream(StimulusMode::InterleavedCbc, false, 5, 40, 200)).unwrap();
    five_blocks_every_eleven_cycles(&first_seen(&words, 5), 35);
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
        "stimulus.keyChanges[0].bank: 16 is not a key bank of aes128-encdec-lu1-lut-banked-ecb (0 to 15)"
    );
    assert_eq!(
        err("des192-encdec-lu1-lut-banked-ecb", {
            let mut s = with_keys(ecb(2, 10), &[(1, 4)], &[]);
            s.key_bits = 192;
            s
        }),
        "stimulus.keyChanges[0].bank: 4 is not a key bank of des192-encdec-lu1-lut-banked-ecb (0 to 3)"
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

/// Each block's (cycle, stage, round) probes, in cycle order.
fn seen(words: &[u32], stages: usize) -> BTreeMap<u32, Vec<(usize, usize, u32)>> {
    let mut seen: BTreeMap<u32, Vec<(usize, usize, u32)>> = BTreeMap::new();
    for (i, &w) in words.iter().enumerate() {
        if probe::is_valid(w) {
            seen.entry(probe::tag(w))
                .or_default()
                .push((i / stages, i % stages, probe::round(w)));
        }
    }
    seen
}

#[test]
fn serpent_lu1_enters_round_1_directly() {
    // serpent_core.sv: no round 0. Key at cycle 0, block 0 accepted at cycle 1 into slice 0,
    // its register shows rounds 1..32 in cycles 2..33; block 1 enters as block 0 leaves
    // (cycle 33) and shows rounds 1..32 in cycles 34..65: Elbirt et al.'s 32 cycles a block.
    for id in ["serpent128-enc-lu1-lut-online-ecb", "serpent256-enc-lu1-lut-online-all"] {
        let mut want = vec![0u32; 70];
        for r in 1..=32 {
            want[1 + r as usize] = probe::word(r, 0);
            want[33 + r as usize] = probe::word(r, 1);
        }
        let mut s = ecb(2, 70);
        s.key_bits = if id.starts_with("serpent256") { 256 } else { 128 };
        assert_eq!(predict_occupancy(&parse(id).unwrap(), &s).unwrap(), want, "{id}");
    }
}

#[test]
fn serpent_lu8_runs_eight_rounds_a_pass() {
    let c = parse("serpent192-enc-lu8-lut-online-ecb").unwrap();
    let mut s = ecb(3, 20);
    s.key_bits = 192;
    let words = predict_occupancy(&c, &s).unwrap();
    let rounds: Vec<u32> = words
        .iter()
        .filter(|&&w| probe::is_valid(w))
        .map(|&w| probe::round(w))
        .collect();
    assert_eq!(rounds, [8, 16, 24, 32].repeat(3));
    assert_eq!(first_seen(&words, 1)[&0].0, 2);
    assert_eq!(first_seen(&words, 1)[&1].0, 6);
    assert_eq!(first_seen(&words, 1)[&2].0, 10);
}

#[test]
fn serpent_pp8_streams_a_block_every_4_cycles_and_chains_one_every_32() {
    let c = parse("serpent128-enc-pp8-lut-online-all").unwrap();
    let words = predict_occupancy(&c, &ecb(40, 400)).unwrap();
    let seen = seen(&words, 8);
    // Blocks 0..7 enter back to back, round 1 in register r1.lt (stage 0); block 8 waits for
    // the last register to hold a finished block (block 0's round 32, cycle 33).
    for b in 0..8u32 {
        assert_eq!(seen[&b][0], (2 + b as usize, 0, 1), "block {b}");
    }
    assert_eq!(seen[&8][0], (34, 0, 1));
    for (b, probes) in &seen {
        // 32 cycles, round r in stage (r - 1) mod 8, one round a cycle.
        assert_eq!(probes.len(), 32, "block {b}");
        let start = probes[0].0;
        for (i, &(cycle, stage, round)) in probes.iter().enumerate() {
            assert_eq!((cycle, stage, round), (start + i, i % 8, i as u32 + 1), "block {b}");
        }
    }
    // Eight blocks every 32 cycles (4 a block, Elbirt et al. Table 2).
    for b in 0..32u32 {
        assert_eq!(seen[&(b + 8)][0].0 - seen[&b][0].0, 32, "block {b}");
    }
    assert_eq!(in_flight_max(&words, 8), 8);
    // CBC: key (0), mode (1), IV (2), block 0 at 3 (round 1 at 4); each next block enters in
    // the cycle the one before leaves: 32 cycles a block (Table 3).
    let words = predict_occupancy(&c, &one_stream(StimulusMode::Cbc, false, 1, 4, 140)).unwrap();
    let first = first_seen(&words, 8);
    let cycles: Vec<usize> = (0..4).map(|b| first[&b].0).collect();
    assert_eq!(cycles, vec![4, 36, 68, 100]);
    assert_eq!(in_flight_max(&words, 8), 1);
}

#[test]
fn serpent_pp32_is_a_ring_passed_once() {
    // No input register: 32 stages, round r in stage r - 1, a block a clock.
    let c = parse("serpent128-enc-pp32-lut-online-ecb").unwrap();
    assert_eq!(c.register_stages(), 32);
    let words = predict_occupancy(&c, &ecb(3, 40)).unwrap();
    for s in 0..32 {
        for b in 0..3 {
            assert_eq!(
                words[(2 + b + s) * 32 + s],
                probe::word(s as u32 + 1, b as u32),
                "stage {s}"
            );
        }
    }
    assert_eq!(words.iter().filter(|&&w| probe::is_valid(w)).count(), 3 * 32);
}

#[test]
fn serpent_sp8m1_probes_the_sbox_register_with_the_round_in_progress() {
    // Stages r1.sbox, r1.lt, r2.sbox, ...: a block spends 64 cycles, round r in r{u}.sbox then
    // r{u}.lt (u = (r - 1) mod 8 + 1); 16 blocks fill the 16 registers, 4 cycles a block.
    let c = parse("serpent128-enc-sp8m1-lut-online-ecb").unwrap();
    assert_eq!(c.register_stages(), 16);
    let words = predict_occupancy(&c, &ecb(48, 600)).unwrap();
    let seen = seen(&words, 16);
    for (b, probes) in &seen {
        assert_eq!(probes.len(), 64, "block {b}");
        let start = probes[0].0;
        for (i, &(cycle, stage, round)) in probes.iter().enumerate() {
            assert_eq!(
                (cycle, stage, round),
                (start + i, i % 16, i as u32 / 2 + 1),
                "block {b}"
            );
        }
    }
    for b in 0..16u32 {
        assert_eq!(seen[&b][0].0, 2 + b as usize, "block {b}");
    }
    for b in 0..32u32 {
        assert_eq!(seen[&(b + 16)][0].0 - seen[&b][0].0, 64, "block {b}");
    }
    assert_eq!(in_flight_max(&words, 16), 16);
}

#[test]
fn serpent_key_setup() {
    // Online decryption: serpent_key_setup.sv runs 33 steps (busy cycles 1..33), so the block
    // is accepted at cycle 34, its round 1 at 35.
    let c = parse("serpent128-dec-lu1-lut-online-ecb").unwrap();
    let words = predict_occupancy(&c, &stimulus(StimulusMode::Ecb, true, 1, &[(0, 0)], 80)).unwrap();
    assert_eq!(first_seen(&words, 1)[&0], (35, 0, 1));
    assert_eq!(crate::architecture::timing::predict(&c).by_key_size[0].key_setup, 34);
    // Offline: 33 round-key handshakes (cycles 0..32), the block accepted at 33.
    let c = parse("serpent128-enc-pp8-lut-offline-ecb").unwrap();
    let words = predict_occupancy(&c, &ecb(1, 80)).unwrap();
    assert_eq!(first_seen(&words, 8)[&0], (34, 0, 1));
    // A key change on the online decryptor is taken at once and holds the next block back
    // for its expansion; blocks in flight keep running.
    let c = parse("serpent128-dec-pp8-lut-online-ecb").unwrap();
    let s = with_keys(one_stream(StimulusMode::Ecb, true, 1, 3, 140), &[(2, 0)], &[]);
    let spans = spans(&predict_occupancy(&c, &s).unwrap(), 8);
    // Blocks 0 and 1 accepted at 34 and 35, the key at 36, busy 37..69, block 2 at 70.
    assert_eq!(
        spans.values().copied().collect::<Vec<_>>(),
        vec![(35, 66), (36, 67), (71, 102)]
    );
}
