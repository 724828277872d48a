//! Per-stage occupancy: utilization (the fraction of cycles a stage holds a block) and
//! bubbles (cycles a stage is empty while some block is in flight anywhere in the datapath,
//! i.e. the pipeline is working but this stage is not).

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct StageStats {
    /// Cycles holding a block.
    pub occupied: u64,
    /// `occupied` / cycles (0 for an empty window).
    pub utilization: f64,
    /// Cycles empty while a block was in flight somewhere.
    pub bubbles: u64,
    /// The longest run of consecutive bubble cycles.
    pub longest_bubble_run: u64,
    /// The longest run of consecutive empty cycles, busy or idle.
    pub longest_empty_run: u64,
}

const NONE: u32 = u32::MAX;

/// One stage's running counts. An empty run is measured when it ends, so a cycle in which the
/// stage holds a block, the common case in a working pipeline, costs an add and one
/// predictable test (cycle numbers fit in u32: the analysis refuses longer windows).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Stage {
    pub(crate) occupied: u32,
    /// Where the current empty run began, or NONE.
    empty_since: u32,
    longest_empty_run: u32,
    longest_bubble_run: u32,
}

impl Default for Stage {
    fn default() -> Self {
        Stage {
            occupied: 0,
            empty_since: NONE,
            longest_empty_run: 0,
            longest_bubble_run: 0,
        }
    }
}

impl Stage {
    /// The stage's word at `cycle`; `idle` lists the idle runs so far.
    #[inline(always)]
    pub(crate) fn record(&mut self, cycle: u32, valid: bool, idle: &Idle) {
        if valid {
            self.occupied += 1;
            if self.empty_since != NONE {
                self.end_run(cycle, idle);
            }
        } else if self.empty_since == NONE {
            self.empty_since = cycle;
        }
    }

    /// The empty run [empty_since, end) is over. Its bubble runs are its stretches between
    /// idle cycles (when every stage is empty, nothing is in flight).
    #[cold]
    fn end_run(&mut self, end: u32, idle: &Idle) {
        let start = self.empty_since;
        self.empty_since = NONE;
        self.longest_empty_run = self.longest_empty_run.max(end - start);
        let mut from = start;
        for &(a, b) in idle.within(start, end) {
            self.longest_bubble_run = self.longest_bubble_run.max(a.saturating_sub(from));
            from = from.max(b);
        }
        self.longest_bubble_run = self.longest_bubble_run.max(end.saturating_sub(from));
    }

    pub(crate) fn finish(&mut self, cycles: usize, idle: &Idle) -> StageStats {
        if self.empty_since != NONE {
            self.end_run(cycles as u32, idle);
        }
        let occupied = self.occupied as u64;
        StageStats {
            occupied,
            utilization: if cycles == 0 {
                0.0
            } else {
                occupied as f64 / cycles as f64
            },
            bubbles: cycles as u64 - occupied - idle.cycles,
            longest_bubble_run: self.longest_bubble_run as u64,
            longest_empty_run: self.longest_empty_run as u64,
        }
    }
}

/// The idle cycles (no block anywhere) as runs [start, end), in order.
#[derive(Debug, Clone, Default)]
pub(crate) struct Idle {
    runs: Vec<(u32, u32)>,
    pub(crate) cycles: u64,
}

impl Idle {
    #[inline]
    pub(crate) fn record(&mut self, cycle: u32) {
        self.cycles += 1;
        match self.runs.last_mut() {
            Some(run) if run.1 == cycle => run.1 += 1,
            _ => self.runs.push((cycle, cycle + 1)),
        }
    }

    /// The idle runs that overlap [start, end).
    fn within(&self, start: u32, end: u32) -> &[(u32, u32)] {
        let from = self.runs.partition_point(|r| r.1 <= start);
        let to = self.runs.partition_point(|r| r.0 < end);
        &self.runs[from..to.max(from)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idle_cycles_split_bubble_runs() {
        // Stage empty over cycles 0..10; cycles 3..5 idle: bubble runs 0..3 and 5..10.
        let mut idle = Idle::default();
        idle.record(3);
        idle.record(4);
        let mut stage = Stage::default();
        for c in 0..10 {
            stage.record(c, false, &idle);
        }
        stage.record(10, true, &idle);
        let stats = stage.finish(11, &idle);
        assert_eq!(
            (stats.longest_empty_run, stats.longest_bubble_run, stats.bubbles),
            (10, 5, 8)
        );
    }
}
