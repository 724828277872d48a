//! What each fuzz target checks, shared by the fuzz targets (fuzz_targets/*.rs) and by the
//! regression tests that replay saved crashes (sim-core/tests/fuzz_regressions.rs). Every
//! function takes the raw fuzzer input and panics only when sim-core misbehaves: a parser
//! may refuse input (with an error naming the field), never panic, and what it accepts must
//! round-trip.
#![allow(dead_code)]

use sim_core::analytics::{self, Options};
use sim_core::modes::ModeDescription;
use sim_core::{aes::Aes, config, hex, vectors};

/// Input as text; parsers take `&str`, so invalid UTF-8 is replaced rather than skipped.
fn text(data: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// `hex::parse`: the first byte picks the allowed lengths, the rest is the text.
pub fn hex(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let allowed: Vec<usize> = (0..8).filter(|b| first & (1 << b) != 0).map(|b| b * 4).collect();
    let input = text(rest);
    match hex::parse("field", &input, &allowed) {
        Ok(bytes) => {
            assert!(
                allowed.contains(&bytes.len()),
                "{} bytes accepted, allowed {allowed:?}",
                bytes.len()
            );
            assert_eq!(hex::parse("field", &hex::format(&bytes), &allowed).unwrap(), bytes);
        }
        Err(e) => assert!(e.to_string().starts_with("field: "), "{e}"),
    }
}

/// `config::id::parse`: an accepted id formats to a canonical id that parses to the same.
pub fn config_id(data: &[u8]) {
    let input = text(data);
    if let Ok(c) = config::id::parse(&input) {
        let id = c.id();
        assert_eq!(config::id::parse(&id).unwrap(), c, "{id}");
        let _ = (c.register_stages(), c.layout(), c.max_rounds());
    }
}

/// Mode descriptions (JSON): an accepted one serializes to JSON that parses back to it, and
/// decryption undoes encryption. Input: JSON text, then after a 0 byte the data.
pub fn mode_description(data: &[u8]) {
    let (json, payload) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let Ok(mode) = ModeDescription::from_json(&text(json)) else {
        return;
    };
    let again = serde_json::to_string(&mode).unwrap();
    assert_eq!(ModeDescription::from_json(&again).unwrap(), mode, "{again}");
    let aes = Aes::new(&[0x2b; 16]).unwrap();
    let blocks = &payload[..payload.len() / 16 * 16];
    let streams: Option<Vec<u8>> = match &mode {
        ModeDescription::MultiStreamCbc { ivs } => Some(blocks.chunks(16).map(|b| b[0] % ivs.len() as u8).collect()),
        _ => None,
    };
    let sealed = mode.encrypt(&aes, blocks, streams.as_deref()).unwrap();
    assert_eq!(mode.decrypt(&aes, &sealed, streams.as_deref()).unwrap(), blocks);
    // Partial blocks and stray stream ids are refused, not panicked on.
    let _ = mode.encrypt(&aes, payload, Some(payload));
}

pub fn rsp(data: &[u8]) {
    let _ = vectors::parse_rsp(&text(data));
}

pub fn appendix_c(data: &[u8]) {
    let _ = vectors::parse_appendix_c(&text(data));
}

pub fn sp800_38a(data: &[u8]) {
    if let Ok(examples) = vectors::parse_sp800_38a(&text(data)) {
        for e in examples {
            assert_eq!(e.plaintext.len(), e.ciphertext.len());
            assert_eq!(e.plaintext.len() % 16, 0);
        }
    }
}

/// Trace analytics on arbitrary probe words: byte 0 gives the stage count (0 to 255), bytes
/// 1 to 4 the options, the rest the words (little-endian). The results must be consistent.
pub fn analytics(data: &[u8]) {
    if data.len() < 5 {
        return;
    }
    let stages = data[0] as usize;
    let options = Options {
        buckets: u16::from_le_bytes([data[1], data[2]]) as usize,
        period_bound: data[3] as usize * 4 + data[4] as usize % 4,
    };
    let words: Vec<u32> = data[5..]
        .chunks_exact(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect();
    let Ok(a) = analytics::analyze(&words, stages, &options) else {
        assert!(stages == 0 || !words.len().is_multiple_of(stages));
        return;
    };
    assert_eq!(a.cycles * stages, words.len());
    assert_eq!(a.in_flight.len(), a.cycles);
    assert!(a.in_flight.iter().all(|&n| n as usize <= stages));
    assert_eq!(a.bucket_count, options.buckets.min(a.cycles));
    let b = &a.buckets;
    assert_eq!(b.occupancy.len(), a.bucket_count * stages);
    for v in [&b.start, &b.in_flight_min, &b.in_flight_max, &b.departures] {
        assert_eq!(v.len(), a.bucket_count);
    }
    assert_eq!(b.in_flight_mean.len(), a.bucket_count);
    assert!(b.occupancy.iter().all(|o| (0.0..=1.0).contains(o)));
    if a.bucket_count > 0 {
        assert_eq!(b.departures.iter().map(|&d| d as u64).sum::<u64>(), a.completed);
    }
    assert_eq!(a.streams.iter().map(|s| s.completed).sum::<u64>(), a.completed);
    for s in &a.per_stage {
        assert!(s.occupied + s.bubbles <= a.cycles as u64);
        assert!(s.longest_bubble_run <= s.longest_empty_run);
    }
    if let Some(s) = a.steady_state {
        assert!(s.stretch.end() <= a.cycles && s.stretch.period >= 1 && s.stretch.period <= options.period_bound);
    }
}

/// `Stimulus::from_value` and `predict_occupancy`: the first byte picks a configuration, the
/// rest is JSON. A stimulus is refused with an error naming `stimulus…`, or predicted into
/// exactly `cycles * stages` words whose valid tags are the stimulus's own.
pub fn stimulus(data: &[u8]) {
    use sim_core::architecture::{predict_occupancy, Stimulus};
    const IDS: [&str; 6] = [
        "aes128-enc-lu1-lut-online-all",
        "aes128-enc-pp5-lut-online-all",
        "aes128-encdec-sp1m3-bram-banked-all",
        "aes3in1-encdec-lu1-bram-banked-all",
        "aes128-enc-sp10m3-cfp-offline-all",
        "aes128-enc-lu1-cfp-online-ecb",
    ];
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let config = config::id::parse(IDS[first as usize % IDS.len()]).unwrap();
    let Ok(value) = serde_json::from_str::<serde_json::Value>(&text(rest)) else {
        return;
    };
    match Stimulus::from_value(&value, "stimulus") {
        Ok(s) => {
            // Bound the work a fuzz input may ask for; the model's own bound is 2^25 words.
            if s.cycles > 4096 || s.blocks.len() > 512 {
                return;
            }
            match predict_occupancy(&config, &s) {
                Ok(words) => {
                    assert_eq!(words.len(), s.cycles as usize * config.register_stages() as usize);
                    for w in words.iter().filter(|w| **w & 0x8000_0000 != 0) {
                        assert!(
                            s.blocks.iter().any(|b| b.tag & 0xff_ffff == w & 0xff_ffff),
                            "probe tag {w:#x} is no block's"
                        );
                    }
                }
                Err(e) => assert!(e.to_string().starts_with("stimulus"), "{e}"),
            }
        }
        Err(e) => assert!(e.to_string().starts_with("stimulus"), "{e}"),
    }
}
