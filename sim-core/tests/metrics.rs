//! The throughput metrics against the papers' own numbers: every row of
//! registry/published.json with slices, a clock, cycles per block and a throughput
//! (Elbirt et al. 2000 Tables 2 and 3, Moshopoulos et al. Tables I and II, Swankoski et al.
//! 2005 Table 2), Elbirt et al.'s TPS (Tables 4 and 5) and Dandalis et al.'s Rijndael
//! key-setup figures (CHES 2000, Table 3). The papers print rounded figures, so each
//! comparison allows the rounding of the inputs and of the printed result.

use serde_json::Value;
use sim_core::metrics::{throughput_mbps, throughput_per_area, Figures};
use std::path::PathBuf;

/// Half a unit in the last printed place of the throughput, by paper.
fn throughput_rounding(source: &str) -> f64 {
    match source {
        "elbirt2000" => 0.05,    // Mbit/s with one decimal
        "moshopoulos" => 0.0005, // Mbit/s with three decimals
        "swankoski2005" => 5.0,  // Gbit/s with two decimals
        other => panic!("no rounding known for {other}"),
    }
}

/// The block size of a row's cipher: registry/ciphers.json's, or, for a cipher whose cores
/// are still to come (published.json's `announcedCiphers`), the standard's: the AES call asked
/// the finalists for 128-bit blocks.
fn block_bits(ciphers: &Value, cipher: &str) -> u32 {
    let known = ciphers["ciphers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == cipher);
    match (known, cipher) {
        (Some(c), _) => c["blockBits"].as_u64().unwrap() as u32,
        (None, "mars") => 128,
        (None, other) => panic!("no block size known for the cipher {other}"),
    }
}

/// Half a unit in the last decimal place `value` is written with in the JSON.
fn half_unit(value: &Value) -> f64 {
    let text = value.to_string();
    let decimals = text.split_once('.').map_or(0, |(_, d)| d.len());
    0.5 * 10f64.powi(-(decimals as i32))
}

/// A file of registry/, parsed.
fn registry(name: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../registry").join(name);
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

#[test]
fn published_throughputs_follow_elbirts_formula() {
    let (published, ciphers) = (registry("published.json"), registry("ciphers.json"));
    let mut checked = 0;
    for row in published["rows"].as_array().unwrap() {
        let (Some(_), Some(clock), Some(cycles), Some(rates)) = (
            row.get("slices"),
            row.get("clockMHz"),
            row["cyclesPerBlock"].as_object(),
            row["throughputMbps"].as_object(),
        ) else {
            continue;
        };
        let f = clock.as_f64().unwrap();
        let bits = block_bits(&ciphers, row["cipher"].as_str().unwrap());
        for (mode, cpb) in cycles {
            let cpb = cpb.as_f64().unwrap();
            let printed = rates[mode].as_f64().unwrap();
            let ours = throughput_mbps(bits, f, cpb).unwrap();
            // The clock's rounding moves the result by up to block bits x (half a unit) / cycles.
            let allowed =
                f64::from(bits) * half_unit(clock) / cpb + throughput_rounding(row["source"].as_str().unwrap()) + 1e-9;
            assert!(
                (ours - printed).abs() <= allowed,
                "{} {mode}: {bits} x {f} / {cpb} = {ours:.3} Mbit/s, the paper prints {printed} (allowed {allowed:.3})",
                row["label"]
            );
            checked += 1;
        }
    }
    assert!(checked >= 80, "only {checked} published figures checked");
}

/// Chodowiec et al. print their throughputs in megabits of 2^20 bits: Rijndael's 577, 488 and
/// 423 Mbit/s at 52 MHz and Triple DES's 116 at 91 MHz are 128 x 52 / 11, 13 and 15 and
/// 64 x 91 / 48 million bits a second divided by 1.048576 (the lab's Mbit/s are 10^6 bit/s).
#[test]
fn chodowiec_megabits_are_binary() {
    let (published, ciphers) = (registry("published.json"), registry("ciphers.json"));
    let mut checked = 0;
    for row in published["rows"].as_array().unwrap() {
        let (Some(clock), Some(cycles), Some(rates)) = (
            row.get("clockMHz").and_then(Value::as_f64),
            row["cyclesPerBlock"].as_object(),
            row["throughputMbps"].as_object(),
        ) else {
            continue;
        };
        if row["source"] != "chodowiec" {
            continue;
        }
        let bits = block_bits(&ciphers, row["cipher"].as_str().unwrap());
        for (mode, cpb) in cycles {
            let cpb = cpb.as_f64().unwrap();
            let printed = rates[mode].as_f64().unwrap();
            let binary = throughput_mbps(bits, clock, cpb).unwrap() / 1.048576;
            assert!(
                (binary - printed).abs() <= 0.5,
                "{} {mode}: {bits} x {clock} / {cpb} = {binary:.2} Mbit/s of 2^20 bits, the paper prints {printed}",
                row["label"]
            );
            checked += 1;
        }
    }
    assert_eq!(
        checked, 7,
        "Rijndael's three key sizes in both modes and Triple DES's CBC"
    );
}

#[test]
fn elbirts_throughput_per_slice() {
    // Elbirt et al. 2000, Table 4 (non-feedback) Rijndael SP-5-1: 1.94 Gbit/s (1937.9 Mbit/s in
    // Table 2), 10992 slices, TPS 176297; Table 5 (feedback) Rijndael LU-2: 300.1 Mbit/s, 5302
    // slices, TPS 56605. TPS moves by up to 0.05 Mbit/s / slices with the throughput's rounding.
    for (mbps, slices, tps) in [(1937.9, 10992.0, 176_297.0), (300.1, 5302.0, 56_605.0)] {
        let ours = throughput_per_area(mbps, slices, "slices").unwrap();
        assert!(
            (ours - tps).abs() <= 0.05e6 / slices + 0.5,
            "{mbps} Mbit/s / {slices} slices = {ours:.0}, paper {tps}"
        );
    }
}

#[test]
fn dandalis_rijndael_key_setup() {
    // Dandalis et al. 2000, Table 3, Rijndael: 353.00 Mbit/s, 62.22 kbit/(s·slice) on 5673
    // slices, key-setup latency 0.07 µs, 0.20 of one block's encryption time. A one-round
    // core's block time is 128 bits / throughput; their clock is not printed, so any clock
    // with the printed throughput will do (here 11 cycles a block at 30.34 MHz).
    let clock = 353.0 * 11.0 / 128.0;
    let base = Figures {
        block_bits: 128,
        clock_mhz: clock,
        cycles_per_block: 11.0,
        slices: Some(5673.0),
        ..Default::default()
    };
    let m = base.metrics().unwrap();
    assert!((m.throughput_mbps - 353.0).abs() < 1e-9);
    assert!((m.throughput_per_slice.unwrap() / 1e3 - 62.22).abs() < 0.005);
    // 0.07 µs over 128 bits / 353 Mbit/s = 0.363 µs is 0.193: the printed 0.07 and 0.20 are
    // both rounded, and agree for a latency between 0.0707 and 0.075 µs.
    for latency_us in [0.065, 0.07, 0.0749] {
        let key_setup_cycles = latency_us * clock;
        let m = Figures {
            key_setup_cycles: Some(key_setup_cycles),
            ..base
        }
        .metrics()
        .unwrap();
        assert!((m.key_setup_latency_us.unwrap() - latency_us).abs() < 1e-12);
        let ratio = m.key_setup_ratio.unwrap();
        assert!((0.17..0.21).contains(&ratio), "{latency_us} µs gives {ratio}");
    }
    let m = Figures {
        key_setup_cycles: Some(0.0725 * clock),
        ..base
    }
    .metrics()
    .unwrap();
    assert!((m.key_setup_ratio.unwrap() - 0.20).abs() < 0.005);
}

#[test]
fn block_latency_replaces_128_over_throughput_for_pipelines() {
    // A PP-10 pipeline: one block a cycle, but each takes 11 cycles; key setup of 10 cycles
    // is 10/11 of one block's encryption time, not 10.
    let f = Figures {
        block_bits: 128,
        clock_mhz: 100.0,
        cycles_per_block: 1.0,
        key_setup_cycles: Some(10.0),
        block_latency_cycles: Some(11.0),
        ..Default::default()
    };
    let m = f.metrics().unwrap();
    assert!((m.key_setup_ratio.unwrap() - 10.0 / 11.0).abs() < 1e-12);
    assert!((m.throughput_gbps - 12.8).abs() < 1e-12);
}
