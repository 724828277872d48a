//! Downsampling for drawing a million cycles on a canvas a few thousand pixels wide: the
//! window is cut into B buckets of (nearly) equal numbers of consecutive cycles, bucket b
//! holding cycles [b·n/B, (b+1)·n/B), and each keeps the min, max and mean of the blocks in
//! flight, the departures, and every stage's occupancy (the fraction of the bucket's cycles
//! it held a block), so a min/max band and a per-stage heat map can be drawn per pixel.

/// The downsampled series. Arrays are flat so they can be handed to JS as typed-array views.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Buckets {
    pub count: usize,
    /// First cycle of each bucket.
    pub start: Vec<u32>,
    pub in_flight_min: Vec<u32>,
    pub in_flight_max: Vec<u32>,
    pub in_flight_mean: Vec<f32>,
    /// Blocks that left the datapath in the bucket's cycles.
    pub departures: Vec<u32>,
    /// `occupancy[bucket * stages + stage]`: the fraction of the bucket's cycles the stage
    /// held a block.
    pub occupancy: Vec<f32>,
}

/// Fills [`Buckets`] cycle by cycle.
#[derive(Debug)]
pub(crate) struct Bucketer {
    cycles: usize,
    pub(crate) buckets: Buckets,
    /// The bucket being filled, and the first cycle of the next one.
    bucket: usize,
    next_start: usize,
    sum: u64,
    /// Each stage's occupied-cycle count when the current bucket opened.
    occupied_before: Vec<u32>,
}

impl Bucketer {
    /// `count` buckets over `cycles` cycles (at most one bucket a cycle).
    pub(crate) fn new(cycles: usize, stages: usize, count: usize) -> Self {
        let count = count.min(cycles);
        let b = Buckets {
            count,
            start: Vec::with_capacity(count),
            in_flight_min: Vec::with_capacity(count),
            in_flight_max: Vec::with_capacity(count),
            in_flight_mean: Vec::with_capacity(count),
            departures: vec![0; count],
            occupancy: Vec::with_capacity(count.saturating_mul(stages)),
        };
        let mut bucketer = Bucketer {
            cycles,
            buckets: b,
            bucket: 0,
            next_start: 0,
            sum: 0,
            occupied_before: vec![0; stages],
        };
        if count > 0 {
            bucketer.open(0);
        }
        bucketer
    }

    fn bound(&self, bucket: usize) -> usize {
        // (bucket · n) / B without overflow for any window that fits in memory.
        ((bucket as u128 * self.cycles as u128) / self.buckets.count as u128) as usize
    }

    fn open(&mut self, bucket: usize) {
        self.bucket = bucket;
        self.next_start = self.bound(bucket + 1);
        self.buckets.start.push(self.bound(bucket) as u32);
        self.buckets.in_flight_min.push(u32::MAX);
        self.buckets.in_flight_max.push(0);
        self.sum = 0;
    }

    /// Close the current bucket; `occupied` gives each stage's occupied cycles so far.
    fn close(&mut self, occupied: impl Iterator<Item = u32>) {
        let start = *self.buckets.start.last().expect("open bucket") as usize;
        let len = (self.next_start - start).max(1) as f64;
        self.buckets.in_flight_mean.push((self.sum as f64 / len) as f32);
        for (before, now) in self.occupied_before.iter_mut().zip(occupied) {
            self.buckets.occupancy.push(((now - *before) as f64 / len) as f32);
            *before = now;
        }
    }

    /// Whether `cycle` starts a new bucket: if so, call [`Bucketer::next`] before [`Bucketer::cycle`].
    #[inline(always)]
    pub(crate) fn boundary(&self, cycle: usize) -> bool {
        cycle >= self.next_start && self.buckets.count > 0
    }

    /// Close the bucket that ends before this cycle and open the next; `occupied` as in close.
    pub(crate) fn next(&mut self, occupied: impl Iterator<Item = u32>) {
        self.close(occupied);
        self.open(self.bucket + 1);
    }

    /// Cycle `cycle` (in order, after any [`Bucketer::next`]) had `in_flight` blocks.
    #[inline(always)]
    pub(crate) fn cycle(&mut self, in_flight: u32) {
        if self.buckets.count == 0 {
            return;
        }
        let b = self.bucket;
        let min = &mut self.buckets.in_flight_min[b];
        *min = (*min).min(in_flight);
        let max = &mut self.buckets.in_flight_max[b];
        *max = (*max).max(in_flight);
        self.sum += in_flight as u64;
    }

    /// A block left at `cycle`: the cycle before the one about to be recorded.
    #[inline]
    pub(crate) fn departure(&mut self, cycle: usize) {
        if self.buckets.count > 0 && cycle < self.cycles {
            // Departures are reported one cycle late, so the bucket may be the previous one.
            let b = if cycle >= *self.buckets.start.last().expect("open bucket") as usize {
                self.bucket
            } else {
                self.bucket - 1
            };
            self.buckets.departures[b] += 1;
        }
    }

    pub(crate) fn finish(mut self, occupied: impl Iterator<Item = u32>) -> Buckets {
        if self.buckets.count > 0 {
            self.close(occupied);
        }
        self.buckets
    }
}
