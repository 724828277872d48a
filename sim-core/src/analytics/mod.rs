//! Trace analytics over the occupancy probes of a hardware simulator run ([`probe`]): per
//! stage utilization and bubbles, blocks in flight per cycle (and downsampled for drawing),
//! the steady state and its period, blocks completed and cycles per block, overall and per
//! stream ([`crate::tag`]). One pass over the words computes everything but the steady state,
//! which then searches the per-cycle signatures that pass recorded.
//!
//! Input: `words[cycle * stages + stage]`, one probe word per register stage per cycle.

pub mod buckets;
pub mod flight;
pub mod occupancy;
pub mod probe;
pub mod steady;

pub use buckets::Buckets;
pub use flight::{Latency, StreamStats};
pub use occupancy::StageStats;
pub use steady::Stretch;

use crate::Error;
use serde::{Deserialize, Serialize};

/// How to analyse. Defaults: 2048 buckets, periods up to 256 cycles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(rename = "AnalyticsOptions", missing_as_null)
)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Options {
    /// Buckets to downsample into (at most one a cycle).
    pub buckets: usize,
    /// The longest period the steady-state search tries.
    pub period_bound: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            buckets: 2048,
            period_bound: 256,
        }
    }
}

/// The steady state: a stretch that repeats, and the rate blocks leave in it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct SteadyState {
    #[serde(flatten)]
    pub stretch: Stretch,
    /// Whether the stretch lasts to the end of the window.
    pub reaches_end: bool,
    /// Blocks leaving in the stretch's whole periods (up to the window's last cycle, where
    /// departures cannot be seen yet).
    pub completed: u64,
    /// Cycles per block in the steady state: those periods' cycles / blocks leaving in them.
    pub cycles_per_block: Option<f64>,
}

/// Everything [`analyze`] finds. The large per-cycle and per-bucket arrays are not
/// serialized; the binding hands them to JS as typed-array views.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(rename = "AnalysisSummary", missing_as_null)
)]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    pub cycles: usize,
    pub stages: usize,
    pub per_stage: Vec<StageStats>,
    /// Distinct valid tags in each cycle.
    #[serde(skip)]
    pub in_flight: Vec<u32>,
    pub in_flight_mean: f64,
    pub in_flight_max: u32,
    #[serde(skip)]
    pub buckets: Buckets,
    pub bucket_count: usize,
    pub steady_state: Option<SteadyState>,
    /// Blocks that left the datapath in the window.
    pub completed: u64,
    /// Blocks still inside after the last cycle.
    pub in_flight_at_end: u64,
    /// Window cycles / completed.
    pub cycles_per_block: Option<f64>,
    pub latency: Option<Latency>,
    /// Streams with departures, in id order.
    pub streams: Vec<StreamStats>,
}

/// Sort and de-duplicate a cycle's few tags (at most one per stage), in place; returns the
/// distinct ones. Read from the last stage back, a linear pipeline's tags already rise (the
/// oldest block is in front); anything else gets an insertion sort.
#[inline]
fn sort_distinct(tags: &mut [u32]) -> &[u32] {
    if tags.windows(2).all(|w| w[0] < w[1]) {
        return tags;
    }
    for i in 1..tags.len() {
        let t = tags[i];
        let mut j = i;
        while j > 0 && tags[j - 1] > t {
            tags[j] = tags[j - 1];
            j -= 1;
        }
        tags[j] = t;
    }
    let mut distinct = 0;
    for i in 0..tags.len() {
        if i == 0 || tags[i] != tags[distinct - 1] {
            tags[distinct] = tags[i];
            distinct += 1;
        }
    }
    &tags[..distinct]
}

/// The most register stages an analysis takes (far more than any core has; it bounds memory).
pub const MAX_STAGES: usize = 4096;

/// Analyse `words` (whole cycles of `stages` words each).
pub fn analyze(words: &[u32], stages: usize, options: &Options) -> Result<Analysis, Error> {
    if stages == 0 || stages > MAX_STAGES {
        return Err(Error::field(
            "stages",
            format!("a datapath has 1 to {MAX_STAGES} register stages, got {stages}"),
        ));
    }
    if !words.len().is_multiple_of(stages) {
        return Err(Error::field(
            "words",
            format!(
                "{} words is not a whole number of cycles of {stages} stages",
                words.len()
            ),
        ));
    }
    let cycles = words.len() / stages;
    if cycles > u32::MAX as usize {
        return Err(Error::field(
            "cycles",
            format!("at most {} cycles, got {cycles}", u32::MAX),
        ));
    }
    let mut per_stage = vec![occupancy::Stage::default(); stages];
    let mut idle = occupancy::Idle::default();
    let keys = steady::signature_keys(stages);
    let mut flight = flight::Flight::default();
    let mut bucketer = buckets::Bucketer::new(cycles, stages, options.buckets);
    let mut in_flight = vec![0u32; cycles];
    let mut signatures = vec![0u64; cycles];
    let mut buffer = vec![0u32; stages];
    let mut sum: u64 = 0;
    let mut max: u32 = 0;
    let rows = words
        .chunks_exact(stages)
        .zip(in_flight.iter_mut())
        .zip(signatures.iter_mut());
    for (cycle, ((row, count_out), signature_out)) in rows.enumerate() {
        let c = cycle as u32;
        if bucketer.boundary(cycle) {
            bucketer.next(per_stage.iter().map(|s| s.occupied));
        }
        // One pass over the row, from the last stage back (so a linear pipeline's tags come
        // out oldest first, sorted): the signature, the valid tags, each stage's counts.
        let mut signature = 0u64;
        let mut n = 0;
        let (keys, per_stage, buffer) = (&keys[..stages], &mut per_stage[..stages], &mut buffer[..stages]);
        for s in (0..stages).rev() {
            let w = row[s];
            signature = signature.wrapping_add((probe::pattern(w) as u64).wrapping_mul(keys[s]));
            let valid = probe::is_valid(w);
            // Every word is written; the count passes only valid ones, so they stay packed.
            buffer[n] = probe::tag(w);
            n += valid as usize;
            per_stage[s].record(c, valid, &idle);
        }
        let tags = sort_distinct(&mut buffer[..n]);
        let count = tags.len() as u32;
        if count == 0 {
            idle.record(c);
        }
        let left = flight.step(c, tags);
        for _ in 0..left {
            bucketer.departure(cycle - 1);
        }
        bucketer.cycle(count);
        *count_out = count;
        *signature_out = signature;
        sum += count as u64;
        max = max.max(count);
    }
    let stretch = steady::find(&signatures, &in_flight, &flight.departures, options.period_bound);
    let steady_state = stretch.map(|s| {
        // A departure at cycle c is known from cycle c + 1, so the last cycle cannot count.
        let known = s.end().min(cycles.saturating_sub(1));
        let whole = s.start + (known.saturating_sub(s.start) / s.period) * s.period;
        let departures = &flight.departures;
        let from = departures.partition_point(|&d| (d as usize) < s.start);
        let to = departures.partition_point(|&d| (d as usize) < whole);
        let completed = (to - from) as u64;
        SteadyState {
            stretch: s,
            reaches_end: s.end() == cycles,
            completed,
            cycles_per_block: (completed > 0).then(|| (whole - s.start) as f64 / completed as f64),
        }
    });
    let completed = flight.completed();
    let buckets = bucketer.finish(per_stage.iter().map(|s| s.occupied));
    Ok(Analysis {
        cycles,
        stages,
        per_stage: per_stage.iter_mut().map(|s| s.finish(cycles, &idle)).collect(),
        in_flight,
        in_flight_mean: if cycles == 0 { 0.0 } else { sum as f64 / cycles as f64 },
        in_flight_max: max,
        bucket_count: buckets.count,
        buckets,
        steady_state,
        completed,
        in_flight_at_end: flight.in_flight() as u64,
        cycles_per_block: (completed > 0).then(|| cycles as f64 / completed as f64),
        latency: flight.latency(),
        streams: flight.streams(cycles),
    })
}
