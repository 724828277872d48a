//! Steady-state detection. Each cycle has a signature: a hash of the occupancy pattern of
//! all stages (which stages hold a block, and in which round; [`super::probe::pattern`]). A pipeline that has filled repeats that
//! pattern with some period p: LU-1 AES-128 every 11 cycles, PP-5 in a non-feedback mode with
//! 5 blocks every 11 cycles (Elbirt et al.'s 2.2 cycles a block), a full inner-round pipeline
//! every cycle. The steady state is the longest stretch of cycles over which the signature
//! is p-periodic for some p ≤ a bound, lasts at least three periods (and [`MIN_CYCLES`]), and
//! has a block in flight; its start is the first cycle from which the pattern repeats.
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

/// The steady stretch through probe cycle `c`, if there is one.
fn around(sig: &[u64], busy: &[u32], c: usize, bound: usize) -> Option<Stretch> {
    for p in 1..=bound.min(c) {
        if sig[c - p] != sig[c] {
            continue;
        }
        let s = stretch(sig, c, p);
        if s.length >= MIN_CYCLES.max(3 * p) {
            // The pattern repeats, so one period tells whether it is work or idleness.
            return busy[s.start..s.start + p].iter().any(|&b| b > 0).then_some(s);
        }
    }
    None
}

/// The longest steady stretch of `sig` (one signature a cycle) with a period ≤ `bound`;
/// `busy[c]` is the number of blocks in flight at cycle c.
pub fn find(sig: &[u64], busy: &[u32], bound: usize) -> Option<Stretch> {
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
                if let Some(s) = around(sig, busy, c, bound) {
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

    #[test]
    fn fill_then_period_eleven() {
        // 7 cycles of fill, then a period-11 pattern to the end.
        let sig: Vec<u64> = (0..7).map(|i| 100 + i).chain((0..2000).map(|i| i % 11)).collect();
        let s = find(&sig, &busy(sig.len()), 64).unwrap();
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
        let s = find(&sig, &busy(sig.len()), 64).unwrap();
        assert_eq!((s.start, s.length, s.period), (0, 1000, 1));
    }

    #[test]
    fn idleness_is_not_a_steady_state() {
        let sig = vec![0u64; 500];
        assert_eq!(find(&sig, &vec![0; 500], 64), None);
    }

    #[test]
    fn no_period_within_the_bound() {
        let sig: Vec<u64> = (0..3000).map(|i| i % 100).collect();
        assert_eq!(find(&sig, &busy(3000), 64), None);
        assert_eq!(find(&sig, &busy(3000), 100).unwrap().period, 100);
    }

    #[test]
    fn aab_pattern_is_period_three() {
        let sig: Vec<u64> = (0..999).map(|i| if i % 3 == 2 { 1 } else { 0 }).collect();
        assert_eq!(find(&sig, &busy(999), 16).unwrap().period, 3);
    }
}
