//! The occupancy model measured the way hdl/timing.mjs measures the RTL's probes, against the
//! timing model's predictions, for one configuration (tests/occupancy.rs runs it on every
//! registry configuration; a cipher's own tests on configurations not built yet).

use serde_json::Value;
use sim_core::analytics::probe;
use sim_core::architecture::occupancy::{predict_occupancy, Stimulus, StimulusBlock, StimulusMode};
use sim_core::architecture::timing::{predict, supported_modes};
use sim_core::config::Configuration;
use std::collections::HashMap;

fn mode_of(name: &str) -> StimulusMode {
    serde_json::from_value(Value::String(name.to_string())).unwrap()
}

/// Each block number's first cycle in the probes, and the most blocks at once.
fn scan(words: &[u32], stages: usize) -> (HashMap<u32, usize>, usize) {
    let mut first = HashMap::new();
    let mut most = 0;
    for (cycle, row) in words.chunks(stages).enumerate() {
        let mut here = 0;
        for &w in row.iter().filter(|&&w| probe::is_valid(w)) {
            here += 1;
            first.entry(probe::tag(w) & 0xf_ffff).or_insert(cycle);
        }
        most = most.max(here);
    }
    (first, most)
}

/// On the predicted probes of `c`, every key size's key setup, latency, streaming rate and
/// blocks in flight, and every mode's rate, equal sim-core's timing predictions.
pub fn occupancy_measures_what_timing_predicts(c: &Configuration) {
    let id = c.id();
    let stages = c.register_stages() as usize;
    let prediction = predict(c);
    for t in &prediction.by_key_size {
        for (_, decrypt) in supported_modes(c).into_iter().filter(|&(m, _)| m == "ecb") {
            let what = format!("{id} {}-bit decrypt={decrypt}", t.key_bits);
            // One block right behind the key.
            let one = Stimulus {
                key_bits: t.key_bits,
                mode: StimulusMode::Ecb,
                decrypt,
                chains: 1,
                blocks: vec![StimulusBlock {
                    tag: 1,
                    stream: 0,
                    bank: 0,
                }],
                key_changes: vec![],
                // Room for a long key setup and a bit-serial block.
                cycles: 2000.max(t.key_setup + t.latency + 100),
            };
            let words = predict_occupancy(c, &one).unwrap();
            let cycles: Vec<usize> = words
                .chunks(stages)
                .enumerate()
                .filter(|(_, row)| row.iter().any(|&w| probe::is_valid(w)))
                .map(|(i, _)| i)
                .collect();
            assert_eq!(cycles.len() as u32, t.latency, "{what}: latency");
            assert_eq!(cycles[0] as u32 - 1, t.key_setup, "{what}: key setup");
            // A saturated stream, measured over 1680 blocks as hdl/timing.mjs does: a
            // multiple of every pattern length below 9 and of 10, 12, 14, 15 and 16 (Triple
            // DES's PP-16 starts 16 blocks every 48 cycles). A core that holds one block
            // repeats every block: 16 after 4 give the same exact rate (`window`).
            let (warm, span) = window(t.in_flight == 1);
            let n = warm + span + warm;
            let blocks: Vec<StimulusBlock> = (0..n)
                .map(|b| StimulusBlock {
                    tag: b,
                    stream: 0,
                    bank: 0,
                })
                .collect();
            let stream = Stimulus {
                blocks,
                cycles: n * t.latency + 2000,
                ..one
            };
            let (first, in_flight) = scan(&predict_occupancy(c, &stream).unwrap(), stages);
            assert_eq!(
                (first[&(warm + span)] - first[&warm]) as f64 / span as f64,
                t.stream,
                "{what}: stream"
            );
            assert_eq!(in_flight as u32, t.in_flight, "{what}: blocks in flight");
        }
    }
    // Every mode on the smallest key, as hdl/timing.mjs's measureModes runs them.
    let t = &prediction.by_key_size[0];
    for rate in &prediction.modes {
        let chains = rate.chains;
        // One block in the datapath at a time: the core holds one, or a single chain waits
        // for each result (SP 800-38A: CBC and CFB encryption and OFB feed the output back).
        let chained = chains == 1 && (rate.mode == "ofb" || (!rate.decrypt && matches!(rate.mode, "cbc" | "cfb")));
        let (warm, blocks) = window(t.in_flight == 1 || chained);
        let span = blocks * chains / gcd(blocks, chains);
        let n = warm + span + warm;
        let mode = mode_of(rate.mode);
        let blocks: Vec<StimulusBlock> = (0..n)
            .map(|b| {
                let stream = if mode == StimulusMode::MultiStreamCbc {
                    b % chains
                } else {
                    0
                };
                StimulusBlock {
                    tag: (stream << 20) | b,
                    stream,
                    bank: 0,
                }
            })
            .collect();
        let cycles = (rate.cycles_per_block * n as f64) as u32 + 200 + t.key_setup + t.latency;
        let s = Stimulus {
            key_bits: t.key_bits,
            mode,
            decrypt: rate.decrypt,
            chains,
            blocks,
            key_changes: vec![],
            cycles,
        };
        let (first, _) = scan(&predict_occupancy(c, &s).unwrap(), stages);
        let measured = (first[&(warm + span)] - first[&warm]) as f64 / span as f64;
        assert!(
            (measured - rate.cycles_per_block).abs() < 1e-9,
            "{id} {} decrypt={}: {measured} vs {}",
            rate.mode,
            rate.decrypt,
            rate.cycles_per_block
        );
    }
}

/// Blocks before the measured ones and blocks measured, as hdl/timing.mjs's measureModes: 1680
/// after 100, or 16 after 4 where one block is in the datapath at a time, so the pipeline
/// empties between blocks and the run repeats every block.
fn window(one_at_a_time: bool) -> (u32, u32) {
    if one_at_a_time {
        (4, 16)
    } else {
        (100, 1680)
    }
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
