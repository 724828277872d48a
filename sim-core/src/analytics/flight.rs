//! Blocks in flight and blocks leaving. A block is in flight in a cycle when its tag is in
//! some stage; it leaves the datapath at the tag's last appearance, the last cycle of an
//! unbroken run of cycles in which the tag is somewhere (so a tag reused later is a new
//! block). Blocks already inside at the first cycle are counted when they leave, but their
//! latency is unknown; blocks still inside at the last cycle have not left.

use crate::tag;
use serde::Serialize;

/// Per-stream departures, by the tag convention of [`crate::tag`].
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct StreamStats {
    pub stream: u32,
    /// Blocks of this stream that left the datapath in the window.
    pub completed: u64,
    /// Window cycles / completed.
    pub cycles_per_block: Option<f64>,
    pub first_completion: u64,
    pub last_completion: u64,
    /// (last − first completion) / (completed − 1): the stream's rate once it flows.
    pub cycles_between_completions: Option<f64>,
}

/// Cycles from a block's first to its last appearance, inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Latency {
    /// Blocks whose whole life was in the window.
    pub blocks: u64,
    pub min: u64,
    pub max: u64,
    pub mean: f64,
}

const BEFORE_WINDOW: u32 = u32::MAX;

/// Slice equality as a plain loop: for a dozen tags it beats a call to memcmp.
#[inline(always)]
fn same(a: &[u32], b: &[u32]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

#[derive(Debug, Clone, Copy, Default)]
struct StreamCounter {
    completed: u64,
    first: u32,
    last: u32,
}

/// Tracks the set of tags in flight from cycle to cycle (cycle numbers fit in u32).
#[derive(Debug, Default)]
pub(crate) struct Flight {
    /// Tags in flight last cycle, sorted, and the cycle each first appeared.
    tags: Vec<u32>,
    first: Vec<u32>,
    next_tags: Vec<u32>,
    next_first: Vec<u32>,
    streams: [StreamCounter; tag::STREAMS],
    completed: u64,
    latency_blocks: u64,
    latency_min: u32,
    latency_max: u32,
    latency_sum: u64,
    /// The cycle of every departure, in order.
    pub(crate) departures: Vec<u32>,
}

impl Flight {
    fn depart(&mut self, tag: u32, first: u32, cycle: u32) {
        self.completed += 1;
        self.departures.push(cycle);
        let s = &mut self.streams[tag::stream_of(tag) as usize];
        if s.completed == 0 {
            s.first = cycle;
        }
        s.completed += 1;
        s.last = cycle;
        if first != BEFORE_WINDOW {
            let latency = cycle - first + 1;
            if self.latency_blocks == 0 || latency < self.latency_min {
                self.latency_min = latency;
            }
            self.latency_max = self.latency_max.max(latency);
            self.latency_sum += latency as u64;
            self.latency_blocks += 1;
        }
    }

    /// Cycle `cycle` holds the tags `tags` (sorted, distinct). Returns how many blocks left
    /// at `cycle - 1`, the last cycle they were seen.
    #[inline]
    pub(crate) fn step(&mut self, cycle: u32, tags: &[u32]) -> u32 {
        let (n, m) = (self.tags.len(), tags.len());
        if n == m && same(&self.tags, tags) {
            return 0;
        }
        let first_seen = if cycle == 0 { BEFORE_WINDOW } else { cycle };
        // A pipeline advancing by one block: the oldest (smallest) tag leaves, a new one
        // enters above the rest.
        if n == m && n > 0 && same(&self.tags[1..], &tags[..m - 1]) && tags[m - 1] > self.tags[n - 1] {
            self.depart(self.tags[0], self.first[0], cycle - 1);
            self.tags.copy_from_slice(tags);
            self.first.copy_within(1.., 0);
            self.first[n - 1] = first_seen;
            return 1;
        }
        let (mut next_tags, mut next_first) = (
            std::mem::take(&mut self.next_tags),
            std::mem::take(&mut self.next_first),
        );
        next_tags.clear();
        next_first.clear();
        let (mut i, mut j, mut left) = (0, 0, 0);
        while i < n || j < m {
            if j == m || (i < n && self.tags[i] < tags[j]) {
                self.depart(self.tags[i], self.first[i], cycle - 1);
                left += 1;
                i += 1;
            } else if i == n || tags[j] < self.tags[i] {
                next_tags.push(tags[j]);
                next_first.push(first_seen);
                j += 1;
            } else {
                next_tags.push(tags[j]);
                next_first.push(self.first[i]);
                i += 1;
                j += 1;
            }
        }
        self.next_tags = std::mem::replace(&mut self.tags, next_tags);
        self.next_first = std::mem::replace(&mut self.first, next_first);
        left
    }

    /// Blocks still in flight after the last cycle.
    pub(crate) fn in_flight(&self) -> usize {
        self.tags.len()
    }

    pub(crate) fn completed(&self) -> u64 {
        self.completed
    }

    pub(crate) fn latency(&self) -> Option<Latency> {
        (self.latency_blocks > 0).then(|| Latency {
            blocks: self.latency_blocks,
            min: self.latency_min as u64,
            max: self.latency_max as u64,
            mean: self.latency_sum as f64 / self.latency_blocks as f64,
        })
    }

    /// Streams with at least one departure, in id order.
    pub(crate) fn streams(&self, cycles: usize) -> Vec<StreamStats> {
        self.streams
            .iter()
            .enumerate()
            .filter(|(_, s)| s.completed > 0)
            .map(|(id, s)| StreamStats {
                stream: id as u32,
                completed: s.completed,
                cycles_per_block: Some(cycles as f64 / s.completed as f64),
                first_completion: s.first as u64,
                last_completion: s.last as u64,
                cycles_between_completions: (s.completed > 1)
                    .then(|| (s.last - s.first) as f64 / (s.completed - 1) as f64),
            })
            .collect()
    }
}
