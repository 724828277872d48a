//! The datapath of aes_core.sv as the occupancy model sees it: tokens (a block's tag, round
//! and key, without the data) moving through the slices' registers and loop boundaries
//! (aes_round_slice.sv, aes_loop_boundary.sv), one clock edge at a time, and the probe word
//! each register shows. The mode, the key schedule and the input queue that feed it are in
//! the parent module.
//!
//! serpent_core.sv has the same registers in the same probe order (an optional register
//! after the S-box layer, then the register after the round; after every slice in PP and SP,
//! after the last in LU) and counts rounds the same way, but a block enters differently: a
//! cipher without an initial pass (`initialRound: false` in registry/ciphers.json) has one
//! entry, the input mux in front of slice 0, open when the register after the last slice
//! holds no block that still has rounds to run. The new block goes through slice 0 in the
//! cycle it enters (round 1 in the register after it), and a full pipeline (PP-32) is the
//! same ring, passed once: no input register, no round 0.

use crate::analytics::probe;
use crate::config::Configuration;

/// A token, as far as occupancy goes (aes_arch_pkg::token_t's tag and round, its key
/// length as Nr, and what its mode slot remembers: its chain and whether it frees it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Token {
    pub(super) tag: u32,
    /// Rounds done: 0 after the initial AddRoundKey.
    pub(super) round: u32,
    pub(super) nr: u32,
    pub(super) chain: u32,
    pub(super) updates: bool,
    /// The key bank it reads (aes_arch_pkg::token_t's bank; 0 unless banked).
    pub(super) bank: u32,
}

pub(super) type Slot = Option<Token>;

/// AddRoundKey at the end of a slice (aes_round_slice.sv): one round more.
fn ark(t: Slot) -> Slot {
    t.map(|t| Token {
        round: t.round + 1,
        ..t
    })
}

/// A finished token (aes_loop_boundary.sv, `done`).
fn done(t: &Token) -> bool {
    t.round == t.nr
}

/// What a boundary is (aes_loop_boundary.sv's Kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Inside a full pipeline or between LU-k's slices: move on.
    Pass,
    /// A loop boundary with its register: blocks enter it and leave from it.
    Ring,
    /// A loop boundary closed by registered S-boxes: blocks leave after AddRoundKey and
    /// enter the next slice.
    RingOpen,
}

/// The datapath's registers (aes_core.sv): where they sit, and the token each holds.
pub(super) struct Datapath {
    k: usize,
    linear: bool,
    /// Blocks enter at slice 0's input, behind the last boundary (serpent_core.sv), not into
    /// a free boundary's register with round 0 done (aes_core.sv).
    enters_slice_0: bool,
    kinds: Vec<Kind>,
    /// The register after AddRoundKey at each boundary, if it has one (`HasReg`).
    has_reg: Vec<bool>,
    /// Full pipelines: the input register holding round 0.
    input: Slot,
    /// Each slice's registers in data order: S-box registers, after ShiftRows, after MixColumns.
    inner: Vec<Vec<Slot>>,
    /// The register after each boundary's AddRoundKey (None where `has_reg` is false).
    after_ark: Vec<Slot>,
    /// Probe index of each slice's registers and of each boundary register.
    inner_index: Vec<usize>,
    ark_index: Vec<usize>,
    pub(super) stages: usize,
    /// Cycles a round takes (bs<w>: wordBits / w; else 1): a token's `round` counts cycles.
    round_cycles: u32,
}

/// The combinational values of one cycle, before the clock edge.
pub(super) struct Eval {
    slice_in: Vec<Slot>,
    out: Vec<Slot>,
    free: Vec<bool>,
    /// Nothing goes round again into slice 0 (serpent_core.sv: `!looping`).
    head_free: bool,
    pub(super) exit: Slot,
}

impl Datapath {
    pub(super) fn new(c: &Configuration) -> Datapath {
        let l = c.layout();
        let k = l.slices as usize;
        let lu = c.architecture.loops_one_register();
        // aes_core.sv: SliceRegs, RegE (after_ark), EachE, InBase, PerSlice.
        let slice_regs = (l.sbox_registers + u32::from(l.after_shift) + u32::from(l.after_mix)) as usize;
        let reg_e = l.after_ark;
        let each_e = l.after_ark_every_slice;
        let in_base = usize::from(l.linear);
        let per_slice = slice_regs + usize::from(each_e);
        let mut kinds = Vec::with_capacity(k);
        let mut has_reg = Vec::with_capacity(k);
        let mut inner_index = Vec::with_capacity(k);
        let mut ark_index = Vec::with_capacity(k);
        for u in 0..k {
            let boundary = !lu || u == k - 1;
            kinds.push(if l.linear || !boundary {
                Kind::Pass
            } else if reg_e {
                Kind::Ring
            } else {
                Kind::RingOpen
            });
            has_reg.push(reg_e && (each_e || u == k - 1));
            let base = in_base + u * per_slice;
            inner_index.push(base);
            ark_index.push(if each_e {
                base + slice_regs
            } else {
                in_base + k * slice_regs
            });
        }
        Datapath {
            k,
            linear: l.linear,
            enters_slice_0: !c.cipher.initial_round,
            kinds,
            has_reg,
            input: None,
            inner: vec![vec![None; slice_regs]; k],
            after_ark: vec![None; k],
            inner_index,
            ark_index,
            stages: c.register_stages() as usize,
            round_cycles: c.round_cycles(),
        }
    }

    /// The round a probe shows for a token `cycles` round cycles in: the round its bits have
    /// reached, ⌈cycles / round_cycles⌉ (the round itself where a round is one cycle).
    fn probe_round(&self, cycles: u32) -> u32 {
        cycles.div_ceil(self.round_cycles)
    }

    /// The probe words of this cycle (aes_stage_reg.sv: registers inside a round show the
    /// round in progress, `InRound`; the input and after-AddRoundKey registers the round done).
    pub(super) fn probes(&self, row: &mut [u32]) {
        row.fill(0);
        if self.linear {
            if let Some(t) = self.input {
                row[0] = probe::word(t.round, t.tag);
            }
        }
        for u in 0..self.k {
            for (j, slot) in self.inner[u].iter().enumerate() {
                if let Some(t) = slot {
                    row[self.inner_index[u] + j] = probe::word(t.round + 1, t.tag);
                }
            }
            if self.has_reg[u] {
                if let Some(t) = self.after_ark[u] {
                    row[self.ark_index[u]] = probe::word(self.probe_round(t.round), t.tag);
                }
            }
        }
    }

    /// Every token in a register: exactly the probed stages.
    fn tokens(&self) -> impl Iterator<Item = &Token> {
        self.input
            .iter()
            .chain(self.after_ark.iter().flatten())
            .chain(self.inner.iter().flatten().flatten())
    }

    pub(super) fn busy(&self) -> bool {
        self.tokens().next().is_some()
    }

    /// A block in flight reads key bank `bank` (aes_core.sv, `bank_in_use`).
    pub(super) fn bank_in_use(&self, bank: u32) -> bool {
        self.tokens().any(|t| t.bank == bank)
    }

    /// A boundary's exit and what it passes on, given its slice's output (aes_loop_boundary.sv).
    fn boundary(&self, u: usize, out: Slot) -> (Slot, Slot, bool) {
        let held = if self.has_reg[u] { self.after_ark[u] } else { out };
        match self.kinds[u] {
            Kind::Pass => {
                let last = self.linear && u == self.k - 1;
                (if last { held } else { None }, held, false)
            }
            Kind::Ring => {
                let exit = held.filter(done);
                (exit, held.filter(|t| !done(t)), out.is_none())
            }
            Kind::RingOpen => {
                let exit = out.filter(done);
                (exit, out.filter(|t| !done(t)), out.is_none() || exit.is_some())
            }
        }
    }

    pub(super) fn evaluate(&self) -> Eval {
        self.evaluate_with(None)
    }

    /// The cycle's values with `entry` entering at slice 0 (serpent_core.sv: `head = looping ?
    /// held : load ? entry : empty`); `None` is the AES datapath's evaluation, and Serpent's
    /// before anything enters.
    fn evaluate_with(&self, entry: Slot) -> Eval {
        let k = self.k;
        let slice_out = |u: usize, input: Slot| -> Slot {
            match self.inner[u].last() {
                Some(&last) => ark(last),
                None => ark(input),
            }
        };
        // Slice 0's input: the input register, or what the last boundary passes on, which
        // never depends on slice K-1's input (a Ring boundary passes its register, a
        // RingOpen one the output of its slice's registers).
        let first = if self.linear {
            self.input
        } else {
            let out = if self.inner[k - 1].is_empty() {
                None
            } else {
                slice_out(k - 1, None)
            };
            self.boundary(k - 1, out).1
        };
        let mut e = Eval {
            slice_in: vec![None; k],
            out: vec![None; k],
            free: vec![false; k],
            head_free: first.is_none(),
            exit: None,
        };
        e.slice_in[0] = first.or(entry);
        for u in 0..k {
            e.out[u] = slice_out(u, e.slice_in[u]);
            let (exit, next, free) = self.boundary(u, e.out[u]);
            // Serpent's boundaries take no block: its one entry is slice 0's input.
            e.free[u] = free && !self.enters_slice_0;
            if exit.is_some() {
                // aes_core.sv: blocks finish where they entered, one a cycle at most.
                debug_assert!(e.exit.is_none(), "two blocks leave in one cycle");
                e.exit = exit;
            }
            if u + 1 < k {
                e.slice_in[u + 1] = next;
            }
        }
        e
    }

    /// A new block may enter this cycle (aes_core.sv: `slot_free`).
    pub(super) fn slot_free(&self, e: &Eval) -> bool {
        if self.enters_slice_0 {
            e.head_free
        } else {
            self.linear || e.free.iter().any(|&f| f)
        }
    }

    /// The clock edge, with `entry` loaded at the first free boundary (aes_core.sv, `load_at`).
    pub(super) fn commit(&mut self, mut e: Eval, entry: Slot) {
        let k = self.k;
        // Where the new block goes: the input register of a full pipeline; in a ring, the
        // first free boundary's register (Ring: `d = out_i.valid ? out_i : entry`) or, past a
        // RingOpen boundary, the next slice's first register (`next_o = entry`).
        let mut load_at = None;
        if self.enters_slice_0 {
            if entry.is_some() {
                // The new block passes slice 0 (and, in LU-k, every slice) this cycle.
                debug_assert!(e.head_free, "a block enters only when slice 0's input is free");
                let exit = e.exit;
                e = self.evaluate_with(entry);
                debug_assert_eq!(e.exit, exit, "the exit does not depend on the entry");
            }
        } else if self.linear {
            self.input = entry;
        } else if let Some(t) = entry {
            let u = e
                .free
                .iter()
                .position(|&f| f)
                .expect("a block enters only where a boundary is free");
            match self.kinds[u] {
                Kind::Ring => load_at = Some(u),
                Kind::RingOpen => e.slice_in[(u + 1) % k] = Some(t),
                Kind::Pass => unreachable!("a pass is never free"),
            }
        }
        for u in 0..k {
            if self.has_reg[u] {
                self.after_ark[u] = if load_at == Some(u) { entry } else { e.out[u] };
            }
            let regs = &mut self.inner[u];
            if !regs.is_empty() {
                regs.rotate_right(1);
                regs[0] = e.slice_in[u];
            }
        }
    }
}
