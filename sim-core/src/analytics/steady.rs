//! Steady-state detection. Each cycle has a signature: a hash of the occupancy pattern of
//! all stages (which stages hold a block, and in which round; [`super::probe::pattern`]). A pipeline that has filled repeats that
//! pattern with some period p: LU-1 AES-128 every 11 cycles, PP-5 in a non-feedback mode with
//! 5 blocks every 11 cycles (Elbirt et al.'s 2.2 cycles a block), a full inner-round pipeline
//! every cycle. The steady state is the longest stretch of cycles over which the signature
//! is p-periodic for some p ≤ a bound, lasts at least three periods (and [`MIN_CYCLES`]), has
//! a block in flight and sees blocks leave, one or more in every whole period: a stretch over
//! which blocks only wait is not the core's rate (a bit-serial core holds one round's pattern
//! for n/w cycles, a block held at the output holds its stage); its start is the first cycle
//! from which the pattern repeats.
//!
//! Rather than try every period at every cycle (bound × cycles), the search probes a few
//! cycles: at a probe c, the smallest p with sig[c − p] = sig[c] whose periodic stretch
//! around c is long enough gives that stretch. Probes are spaced n/16 apart and the spacing
//! halves until the longest stretch found is at least the spacing (so no stretch between
//! probes can be longer) or the spacing reaches [`MIN_CYCLES`].

use serde::Serialize;

/// Per-stage odd multipliers for the cycle signature: Σ pattern(stage) × K[stage] mod 2^64,
/// a hash whose products do not wait on each other (FNV's would chain them).
pub(crate) fn signature_keys(stages: usize) -> Vec<u64> {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    (0..stages)
        .map(|_| {
            // splitmix64
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            (z ^ (z >> 31)) | 1
        })
        .collect()
}

/// The shortest stretch counted as a steady state.
pub const MIN_CYCLES: usize = 32;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Stretch {
    /// The first cycle from which the pattern repeats.
    pub start: usize,
    pub length: usize,
    pub period: usize,
}

impl Stretch {
    pub fn end(&self) -> usize {
        self.start + self.length
    }

    fn contains(&self, cycle: usize) -> bool {
        cycle >= self.start && cycle < self.end()
    }
}

/// The p-periodic stretch of `sig` through cycle `c` (which must match c − p).
fn stretch(sig: &[u64], c: usize, p: usize) -> Stretch {
    let mut lo = c;
    while lo > p && sig[lo - 1] == sig[lo - 1 - p] {
        lo -= 1;
    }
    let mut hi = c;
    while hi + 1 < sig.len() && sig[hi + 1] == sig[hi + 1 - p] {
        hi += 1;
    }
    Stretch {
        start: lo - p,
        length: hi + 1 - (lo - p),
        period: p,
    }
}

/// Whether a block leaves in every whole period of `s`: `departures` are the cycles blocks
/// were last seen in, sorted; a departure is known a cycle later, so the run's last cycle
/// (`cycles` − 1) holds none that counts.
fn departs_every_period(departures: &[u32], s: &Stretch, cycles: usize) -> bool {
    let known = s.end().min(cycles.saturating_sub(1));
    let periods = known.saturating_sub(s.start) / s.period;
    periods > 0
        && (0..periods).all(|i| {
            let from = s.start + i * s.period;
            let first = departures.partition_point(|&d| (d as usize) < from);
            departures.get(first).is_some_and(|&d| (d as usize) < from + s.period)
        })
}

/// The steady stretch through probe cycle `c`, if there is one.
fn around(sig: &[u64], busy: &[u32], departures: &[u32], c: usize, bound: usize) -> Option<Stretch> {
    for p in 1..=bound.min(c) {
        if sig[c - p] != sig[c] {
            continue;
        }
        let s = stretch(sig, c, p);
        if s.length < MIN_CYCLES.max(3 * p) {
            continue;
        }
        // The pattern repeats, so one period tells whether blocks are in flight at all.
        if !busy[s.start..s.start + p].iter().any(|&b| b > 0) {
            return None;
        }
        // Blocks that only wait repeat too (a round computed over many cycles, a held
        // output): a longer period may be the one in which they leave.
        if departs_every_period(departures, &s, sig.len()) {
            return Some(s);
        }
    }
    None
}

/// The longest steady stretch of `sig` (one signature a cycle) with a period ≤ `bound`;
/// `busy[c]` is the number of blocks in flight at cycle c, `departures` the cycles blocks
/// were last seen in, sorted.
pub fn find(sig: &[u64], busy: &[u32], departures: &[u32], bound: usize) -> Option<Stretch> {
    let n = sig.len();
    if n < MIN_CYCLES || bound == 0 {
        return None;
    }
    let mut found: Vec<Stretch> = Vec::new();
    let mut best: Option<Stretch> = None;
    let mut spacing = (n / 16).max(MIN_CYCLES);
    loop {
        let mut c = spacing / 2;
        while c < n {
            if !found.iter().any(|s| s.contains(c)) {
                if let Some(s) = around(sig, busy, departures, c, bound) {
                    if best.is_none_or(|b| s.length > b.length || (s.length == b.length && s.start < b.start)) {
                        best = Some(s);
                    }
                    found.push(s);
                }
            }
            c += spacing;
        }
        if best.is_some_and(|b| b.length >= spacing) || spacing <= MIN_CYCLES {
            return best;
        }
        spacing /= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn busy(n: usize) -> Vec<u32> {
        vec![1; n]
    }

    /// A block leaving every cycle: whatever the period, every one sees departures.
    fn flowing(n: usize) -> Vec<u32> {
        (0..n as u32).collect()
    }

    #[test]
    fn fill_then_period_eleven() {
        // 7 cycles of fill, then a period-11 pattern to the end.
        let sig: Vec<u64> = (0..7).map(|i| 100 + i).chain((0..2000).map(|i| i % 11)).collect();
        let s = find(&sig, &busy(sig.len()), &flowing(sig.len()), 64).unwrap();
        assert_eq!(
            s,
            Stretch {
                start: 7,
                length: 2000,
                period: 11
            }
        );
    }

    #[test]
    fn constant_pattern_has_period_one_and_drain_is_excluded() {
        let mut sig = vec![5u64; 1000];
        sig.extend(0..20); // a drain that does not repeat
        let s = find(&sig, &busy(sig.len()), &flowing(sig.len()), 64).unwrap();
        assert_eq!((s.start, s.length, s.period), (0, 1000, 1));
    }

    #[test]
    fn idleness_is_not_a_steady_state() {
        let sig = vec![0u64; 500];
        assert_eq!(find(&sig, &vec![0; 500], &[], 64), None);
    }

    #[test]
    fn no_period_within_the_bound() {
        let sig: Vec<u64> = (0..3000).map(|i| i % 100).collect();
        assert_eq!(find(&sig, &busy(3000), &flowing(3000), 64), None);
        assert_eq!(find(&sig, &busy(3000), &flowing(3000), 100).unwrap().period, 100);
    }

    #[test]
    fn aab_pattern_is_period_three() {
        let sig: Vec<u64> = (0..999).map(|i| if i % 3 == 2 { 1 } else { 0 }).collect();
        assert_eq!(find(&sig, &busy(999), &flowing(999), 16).unwrap().period, 3);
    }

    #[test]
    fn blocks_that_only_wait_are_not_the_rate() {
        // A bit-serial core: one block in its one stage for 8 rounds of 32 cycles, each round
        // one pattern; a block leaves every 256 cycles. Within a round the pattern is constant
        // (period 1, 32 cycles), but no block leaves there: the rate is the 256-cycle period.
        let n = 256 * 12;
        let sig: Vec<u64> = (0..n).map(|c| (c % 256 / 32) as u64).collect();
        let departures: Vec<u32> = (0..12).map(|b| 256 * b + 255).collect();
        let s = find(&sig, &busy(n), &departures, 300).unwrap();
        assert_eq!(s.period, 256, "{s:?}");
        // With a bound under the period, no steady state, not a round's 32 cycles.
        assert_eq!(find(&sig, &busy(n), &departures, 200), None);
    }

    #[test]
    fn a_held_output_is_not_a_steady_state() {
        // Blocks in flight, a constant pattern, none leaving: an output held back.
        let sig = vec![7u64; 500];
        assert_eq!(find(&sig, &busy(500), &[], 64), None);
    }
}
