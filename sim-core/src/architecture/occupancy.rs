//! Cycle-level occupancy: what every register stage of a configuration's datapath holds in
//! every cycle of a run, exactly as the RTL's occupancy probes report it (hdl/ABI.md,
//! "Occupancy probes"), predicted without simulating the RTL.
//!
//! The model follows the RTL token by token, without the data: the registers of
//! hdl/rtl/aes/aes_core.sv, aes_round_slice.sv and aes_loop_boundary.sv, the mode logic of
//! aes_mode.sv (feedback waits and their same-cycle bypass, chains, interleaved CBC's
//! round-robin), the key schedules' readiness (aes_key_setup.sv, aes_key_offline.sv) and the
//! harness's one input queue (hdl/harness/cs_harness.cpp), which presents its head on one port
//! a cycle and pops it when the core takes it.
//!
//! A [`Stimulus`] is one message on a freshly reset core, queued in this order:
//!
//! 1. the key: one handshake, or one per round key for an offline schedule (hdl/harness/keys.mjs);
//! 2. the mode (`cs_set_mode`), for cores built with the run-time mode `all`, unless it is
//!    ECB, which a reset core runs (as the lab's worker and hdl/timing.mjs run ECB);
//! 3. the IVs (`cs_load_iv`): none for ECB, chain 0 for CTR, CBC, CFB and OFB, chains
//!    0..chains-1 for interleaved and multi-stream CBC;
//! 4. the blocks, in order, with any key changes (`keyChanges`) queued right before the
//!    block they name: a new key (bank `bank` on a banked schedule), one handshake or, offline,
//!    one per round key again.
//!
//! A key arriving while blocks are in flight is taken as the RTL takes it (aes_core.sv,
//! `key_ready_o`, `key_ok`): an online encryptor takes it at once, blocks in flight keep the
//! key windows they carry; an online decryptor takes it as soon as no expansion runs and
//! stops new blocks while it expands, without draining the datapath; a banked schedule waits
//! until no block in flight uses the bank and then expands into it while blocks of other
//! banks keep entering (blocks of that bank wait); an offline schedule takes round keys only
//! when the datapath is empty. Blocks name their bank (`bank`, default 0) on banked cores;
//! the first key goes to bank 0.
//!
//! Cycle 0 is the cycle the first key handshake is offered, as hdl/timing.mjs counts (probe
//! capture starts right after `cs_reset`). The result is `cycles * stages` probe words,
//! `words[cycle * stages + stage]`, in the RTL's probe order.

use super::timing::supported_modes;
use crate::analytics::probe;
use crate::config::{Architecture, Configuration, Direction, KeySchedule, KeySize, Mode};
use crate::json::{what, MODE_NAMES};
use crate::tag::{STREAMS, TAG_MASK};
use crate::Error;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::VecDeque;

/// The most words a prediction returns (cycles × stages): 128 MiB of `u32`.
pub const MAX_WORDS: u64 = 1 << 25;

/// The modes of operation a stimulus runs (aes_pkg::mode_e, hdl/doc/modes.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum StimulusMode {
    Ecb,
    Ctr,
    Cbc,
    Cfb,
    Ofb,
    InterleavedCbc,
    MultiStreamCbc,
}

impl StimulusMode {
    /// The name hdl/timing.mjs and [`supported_modes`] use.
    pub fn name(self) -> &'static str {
        match self {
            StimulusMode::Ecb => "ecb",
            StimulusMode::Ctr => "ctr",
            StimulusMode::Cbc => "cbc",
            StimulusMode::Cfb => "cfb",
            StimulusMode::Ofb => "ofb",
            StimulusMode::InterleavedCbc => "interleavedCbc",
            StimulusMode::MultiStreamCbc => "multiStreamCbc",
        }
    }

    /// IVs queued before the blocks (hdl/ABI.md, `cs_load_iv`).
    fn ivs(self, chains: u32) -> u32 {
        match self {
            StimulusMode::Ecb => 0,
            StimulusMode::InterleavedCbc | StimulusMode::MultiStreamCbc => chains,
            _ => 1,
        }
    }
}

/// One block of a stimulus: its tag (crate::tag: `(stream << 20) | block`), for
/// multi-stream CBC its stream, and on a banked key schedule its key bank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StimulusBlock {
    pub tag: u32,
    #[serde(default)]
    pub stream: u32,
    /// Key bank (0 to 15; banked key schedules only).
    #[serde(default)]
    pub bank: u32,
}

/// A new key queued mid-run, right before block `before_block` (the block count: after the
/// last block), as `cs_load_key` queues it (hdl/harness/keys.mjs: one handshake, or one per
/// round key for an offline schedule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KeyChange {
    pub before_block: u32,
    /// Key bank (0 to 15; banked key schedules only).
    #[serde(default)]
    pub bank: u32,
}

/// One message on a freshly reset core (see the module documentation for the queue order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Stimulus {
    /// 128, 192 or 256; the configuration's key size (any of the three on 3-in-1 cores).
    pub key_bits: u32,
    pub mode: StimulusMode,
    /// The mode's direction, for every block.
    #[serde(default)]
    pub decrypt: bool,
    /// Interleaved CBC's chains or multi-stream CBC's streams (1 for the other modes).
    #[serde(default = "one")]
    pub chains: u32,
    pub blocks: Vec<StimulusBlock>,
    /// New keys queued between blocks, in queue order (`before_block` never decreasing).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub key_changes: Vec<KeyChange>,
    /// Cycles to predict, from cycle 0.
    pub cycles: u32,
}

fn one() -> u32 {
    1
}

const FIELDS: &[&str] = &["keyBits", "mode", "decrypt", "chains", "blocks", "keyChanges", "cycles"];
const BLOCK_FIELDS: &[&str] = &["tag", "stream", "bank"];
const KEY_CHANGE_FIELDS: &[&str] = &["beforeBlock", "bank"];

/// An element of a stimulus array at `at`: an object of only `fields`, a `kind` ("block") each.
fn element<'a>(item: &'a Value, at: &str, fields: &[&str], kind: &str) -> Result<&'a Map<String, Value>, Error> {
    let Value::Object(map) = item else {
        return Err(Error::field(
            at,
            format!("expected an object {{{}}}, got {}", fields.join(", "), what(item)),
        ));
    };
    if let Some(extra) = map.keys().find(|k| !fields.contains(&k.as_str())) {
        return Err(Error::field(
            format!("{at}.{extra}"),
            format!("not a {kind} field ({})", fields.join(", ")),
        ));
    }
    Ok(map)
}

/// Field `name` of the object at `at` as a whole number; `default` when absent, or missing if none.
fn whole_field(map: &Map<String, Value>, at: &str, name: &str, default: Option<u32>) -> Result<u32, Error> {
    let path = format!("{at}.{name}");
    match (map.get(name), default) {
        (Some(value), _) => whole(&path, value),
        (None, Some(d)) => Ok(d),
        (None, None) => Err(Error::field(path, "missing")),
    }
}

fn whole(path: &str, value: &Value) -> Result<u32, Error> {
    value.as_u64().and_then(|n| u32::try_from(n).ok()).ok_or_else(|| {
        Error::field(
            path,
            format!(
                "expected a whole number from 0 to {}, got {}",
                u32::MAX,
                describe(value)
            ),
        )
    })
}

fn describe(value: &Value) -> String {
    match value {
        Value::Number(n) => n.to_string(),
        other => what(other).to_string(),
    }
}

impl Stimulus {
    /// Read a stimulus from JSON data found at `field` (e.g. `stimulus`); every error names
    /// the field by its path (`stimulus.blocks[3].tag: ...`). Serde's derive reads the same
    /// shape, with less precise messages.
    pub fn from_value(value: &Value, field: &str) -> Result<Stimulus, Error> {
        let Value::Object(map) = value else {
            return Err(Error::field(
                field,
                format!("expected an object with {}, got {}", FIELDS.join(", "), what(value)),
            ));
        };
        if let Some(extra) = map.keys().find(|k| !FIELDS.contains(&k.as_str())) {
            return Err(Error::field(
                format!("{field}.{extra}"),
                format!("not a stimulus field ({})", FIELDS.join(", ")),
            ));
        }
        let path = |name: &str| format!("{field}.{name}");
        let required = |name: &str| map.get(name).ok_or_else(|| Error::field(path(name), "missing"));
        let key_bits = whole_field(map, field, "keyBits", None)?;
        let mode = match required("mode")? {
            Value::String(m) => serde_json::from_value::<StimulusMode>(Value::String(m.clone()))
                .map_err(|_| Error::field(path("mode"), format!("'{m}' is not one of {MODE_NAMES}")))?,
            other => {
                return Err(Error::field(
                    path("mode"),
                    format!("expected a string, one of {MODE_NAMES}, got {}", what(other)),
                ))
            }
        };
        let decrypt = match map.get("decrypt") {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(other) => {
                return Err(Error::field(
                    path("decrypt"),
                    format!("expected a boolean, got {}", what(other)),
                ))
            }
        };
        let chains = whole_field(map, field, "chains", Some(1))?;
        let Value::Array(items) = required("blocks")? else {
            return Err(Error::field(
                path("blocks"),
                format!(
                    "expected an array of {{tag, stream, bank}}, got {}",
                    what(&map["blocks"])
                ),
            ));
        };
        let mut blocks = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            let at = format!("{field}.blocks[{i}]");
            let b = element(item, &at, BLOCK_FIELDS, "block")?;
            let tag = whole_field(b, &at, "tag", None)?;
            let stream = whole_field(b, &at, "stream", Some(0))?;
            let bank = whole_field(b, &at, "bank", Some(0))?;
            blocks.push(StimulusBlock { tag, stream, bank });
        }
        let mut key_changes = Vec::new();
        match map.get("keyChanges") {
            None => {}
            Some(Value::Array(items)) => {
                for (i, item) in items.iter().enumerate() {
                    let at = format!("{field}.keyChanges[{i}]");
                    let k = element(item, &at, KEY_CHANGE_FIELDS, "key change")?;
                    let before_block = whole_field(k, &at, "beforeBlock", None)?;
                    let bank = whole_field(k, &at, "bank", Some(0))?;
                    key_changes.push(KeyChange { before_block, bank });
                }
            }
            Some(other) => {
                return Err(Error::field(
                    path("keyChanges"),
                    format!("expected an array of {{beforeBlock, bank}}, got {}", what(other)),
                ));
            }
        }
        let cycles = whole_field(map, field, "cycles", None)?;
        Ok(Stimulus {
            key_bits,
            mode,
            decrypt,
            chains,
            blocks,
            key_changes,
            cycles,
        })
    }
}

/// A key bank: 0 to 15 on banked schedules (aes_key_banks.sv), only 0 elsewhere.
fn check_bank(c: &Configuration, path: &str, bank: u32) -> Result<(), Error> {
    if c.key_schedule == KeySchedule::Banked {
        if bank > 15 {
            return Err(Error::field(path, format!("{bank} is not a key bank (0 to 15)")));
        }
    } else if bank != 0 {
        return Err(Error::field(
            path,
            format!(
                "{} has no key banks (only banked key schedules do), got bank {bank}",
                c.id()
            ),
        ));
    }
    Ok(())
}

/// Rounds of a key size (FIPS-197 Fig. 4).
fn rounds_of(key_bits: u32) -> u32 {
    key_bits / 32 + 6
}

fn check(c: &Configuration, s: &Stimulus) -> Result<(), Error> {
    let sizes: &[u32] = match c.key_size {
        KeySize::K128 => &[128],
        KeySize::K192 => &[192],
        KeySize::K256 => &[256],
        KeySize::ThreeInOne => &[128, 192, 256],
    };
    if !sizes.contains(&s.key_bits) {
        let list: Vec<String> = sizes.iter().map(|b| b.to_string()).collect();
        return Err(Error::field(
            "stimulus.keyBits",
            format!("{} takes {}-bit keys, not {}", c.id(), list.join(", "), s.key_bits),
        ));
    }
    let runs = supported_modes(c);
    if !runs.iter().any(|&(m, _)| m == s.mode.name()) {
        let modes: Vec<&str> = runs
            .iter()
            .map(|&(m, _)| m)
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        return Err(Error::field(
            "stimulus.mode",
            format!("{} runs {}, not {}", c.id(), modes.join(", "), s.mode.name()),
        ));
    }
    if !runs.contains(&(s.mode.name(), s.decrypt)) {
        let what = if s.decrypt { "decrypt" } else { "encrypt" };
        return Err(Error::field(
            "stimulus.decrypt",
            format!(
                "{} cannot {what} in {}: its cipher runs one direction only",
                c.id(),
                s.mode.name()
            ),
        ));
    }
    let chains_ok = match (s.mode, c.mode) {
        (StimulusMode::InterleavedCbc, Mode::InterleavedCbc { chains }) => s.chains == chains,
        (StimulusMode::MultiStreamCbc, Mode::MultiStreamCbc { streams }) => s.chains == streams,
        (StimulusMode::InterleavedCbc, _) => (1..=crate::config::rules::MAX_CHAINS).contains(&s.chains),
        (StimulusMode::MultiStreamCbc, _) => (1..=crate::config::rules::MAX_STREAMS).contains(&s.chains),
        _ => s.chains == 1,
    };
    if !chains_ok {
        let want = match (s.mode, c.mode) {
            (StimulusMode::InterleavedCbc, Mode::InterleavedCbc { chains }) => {
                format!("{chains}, as the core is built")
            }
            (StimulusMode::MultiStreamCbc, Mode::MultiStreamCbc { streams }) => {
                format!("{streams}, as the core is built")
            }
            (StimulusMode::InterleavedCbc, _) => format!("1 to {}", crate::config::rules::MAX_CHAINS),
            (StimulusMode::MultiStreamCbc, _) => format!("1 to {}", crate::config::rules::MAX_STREAMS),
            _ => format!("1 for {}", s.mode.name()),
        };
        return Err(Error::field("stimulus.chains", format!("{} is not {want}", s.chains)));
    }
    for (i, b) in s.blocks.iter().enumerate() {
        if b.tag > TAG_MASK {
            return Err(Error::field(
                format!("stimulus.blocks[{i}].tag"),
                format!("{} does not fit in 24 bits", b.tag),
            ));
        }
        let limit = if s.mode == StimulusMode::MultiStreamCbc {
            s.chains
        } else {
            STREAMS as u32
        };
        if b.stream >= limit {
            return Err(Error::field(
                format!("stimulus.blocks[{i}].stream"),
                format!("{} is not a stream id (0 to {})", b.stream, limit - 1),
            ));
        }
        check_bank(c, &format!("stimulus.blocks[{i}].bank"), b.bank)?;
    }
    let mut before = 0;
    for (i, k) in s.key_changes.iter().enumerate() {
        let at = format!("stimulus.keyChanges[{i}]");
        if k.before_block as usize > s.blocks.len() {
            return Err(Error::field(
                format!("{at}.beforeBlock"),
                format!(
                    "{} is past the last block (0 to {}, the block count queues the key after every block)",
                    k.before_block,
                    s.blocks.len()
                ),
            ));
        }
        if k.before_block < before {
            return Err(Error::field(
                format!("{at}.beforeBlock"),
                format!(
                    "{} comes before the previous key change's {before}: list key changes in queue order",
                    k.before_block
                ),
            ));
        }
        before = k.before_block;
        check_bank(c, &format!("{at}.bank"), k.bank)?;
    }
    let words = u64::from(s.cycles) * u64::from(c.register_stages());
    if words > MAX_WORDS {
        return Err(Error::field(
            "stimulus.cycles",
            format!(
                "{} cycles × {} stages is {words} probe words, more than {MAX_WORDS}",
                s.cycles,
                c.register_stages()
            ),
        ));
    }
    Ok(())
}

// ---- The datapath (aes_core.sv) --------------------------------------------------------

/// A token, as far as occupancy goes (aes_arch_pkg::token_t's tag and round, its key
/// length as Nr, and what its mode slot remembers: its chain and whether it frees it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Token {
    tag: u32,
    /// Rounds done: 0 after the initial AddRoundKey.
    round: u32,
    nr: u32,
    chain: u32,
    updates: bool,
    /// The key bank it reads (aes_arch_pkg::token_t's bank; 0 unless banked).
    bank: u32,
}

type Slot = Option<Token>;

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

struct Datapath {
    k: usize,
    linear: bool,
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
    stages: usize,
}

/// The combinational values of one cycle, before the clock edge.
struct Eval {
    slice_in: Vec<Slot>,
    out: Vec<Slot>,
    free: Vec<bool>,
    exit: Slot,
}

impl Datapath {
    fn new(c: &Configuration) -> Datapath {
        let l = c.layout();
        let k = l.slices as usize;
        let lu = matches!(c.architecture, Architecture::LoopUnrolled { .. });
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
            kinds,
            has_reg,
            input: None,
            inner: vec![vec![None; slice_regs]; k],
            after_ark: vec![None; k],
            inner_index,
            ark_index,
            stages: c.register_stages() as usize,
        }
    }

    /// The probe words of this cycle (aes_stage_reg.sv: registers inside a round show the
    /// round in progress, `InRound`; the input and after-AddRoundKey registers the round done).
    fn probes(&self, row: &mut [u32]) {
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
                    row[self.ark_index[u]] = probe::word(t.round, t.tag);
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

    fn busy(&self) -> bool {
        self.tokens().next().is_some()
    }

    /// A block in flight reads key bank `bank` (aes_core.sv, `bank_in_use`).
    fn bank_in_use(&self, bank: u32) -> bool {
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

    fn evaluate(&self) -> Eval {
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
            exit: None,
        };
        e.slice_in[0] = first;
        for u in 0..k {
            e.out[u] = slice_out(u, e.slice_in[u]);
            let (exit, next, free) = self.boundary(u, e.out[u]);
            e.free[u] = free;
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
    fn slot_free(&self, e: &Eval) -> bool {
        self.linear || e.free.iter().any(|&f| f)
    }

    /// The clock edge, with `entry` loaded at the first free boundary (aes_core.sv, `load_at`).
    fn commit(&mut self, mut e: Eval, entry: Slot) {
        let k = self.k;
        // Where the new block goes: the input register of a full pipeline; in a ring, the
        // first free boundary's register (Ring: `d = out_i.valid ? out_i : entry`) or, past a
        // RingOpen boundary, the next slice's first register (`next_o = entry`).
        let mut load_at = None;
        if self.linear {
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

// ---- The mode and the key (aes_mode.sv, aes_core.sv) and the harness queue ---------------

#[derive(Debug, Clone, Copy)]
enum Item {
    /// One key handshake, for this bank.
    Key(u32),
    Mode,
    Iv(u32),
    Block(StimulusBlock),
}

/// Predict the occupancy probes of `stimulus` on `config`: `cycles * stages` words.
pub fn predict_occupancy(config: &Configuration, stimulus: &Stimulus) -> Result<Vec<u32>, Error> {
    check(config, stimulus)?;
    let c = config;
    let s = stimulus;
    let nr = rounds_of(s.key_bits);
    let handshakes = if c.key_schedule == KeySchedule::Offline {
        nr + 1
    } else {
        1
    };
    let mut queue: VecDeque<Item> = VecDeque::new();
    queue.extend((0..handshakes).map(|_| Item::Key(0)));
    if c.mode == Mode::All && s.mode != StimulusMode::Ecb {
        queue.push_back(Item::Mode);
    }
    queue.extend((0..s.mode.ivs(s.chains)).map(Item::Iv));
    let mut changes = s.key_changes.iter().peekable();
    for i in 0..=s.blocks.len() {
        while let Some(k) = changes.next_if(|k| k.before_block as usize == i) {
            queue.extend((0..handshakes).map(|_| Item::Key(k.bank)));
        }
        if let Some(&b) = s.blocks.get(i) {
            queue.push_back(Item::Block(b));
        }
    }

    // Each bank's key length (aes_key_banks.sv, `len_q`: reset to 128 bits on 3-in-1
    // cores); the other schedules use the stimulus's key alone.
    let reset_nr = match c.key_size {
        KeySize::K192 => 12,
        KeySize::K256 => 14,
        _ => 10,
    };
    let mut bank_nr = [reset_nr; 16];
    let mut setup_bank = 0u32;

    // Key setup (aes_key_setup.sv): the online decryption and banked schedules expand the
    // key first, Nr steps of L + 1 cycles after the handshake, and blocks wait meanwhile.
    let expands = c.key_schedule == KeySchedule::Banked
        || (c.key_schedule == KeySchedule::Online && c.direction != Direction::Encrypt);
    let setup_cycles = nr * (c.sbox_latency() + 1);
    let mut setup_left = 0u32;

    // aes_mode.sv: the chain logic exists unless the core is built for ECB alone.
    let chained = c.mode != Mode::Ecb;
    let waits = match s.mode {
        StimulusMode::Cbc | StimulusMode::InterleavedCbc | StimulusMode::MultiStreamCbc | StimulusMode::Cfb => {
            !s.decrypt
        }
        StimulusMode::Ofb => true,
        StimulusMode::Ecb | StimulusMode::Ctr => false,
    };
    let chains = match c.mode {
        Mode::All => 64,
        Mode::InterleavedCbc { chains } => chains,
        Mode::MultiStreamCbc { streams } => streams,
        _ => 1,
    } as usize;
    let mut busy = vec![false; chains];
    let mut rr = 0u32;

    let mut dp = Datapath::new(c);
    let stages = dp.stages;
    let mut words = vec![0u32; s.cycles as usize * stages];
    for row in words.chunks_exact_mut(stages.max(1)).take(s.cycles as usize) {
        dp.probes(row);
        let e = dp.evaluate();
        let setup_busy = setup_left > 0;
        // The block leaving now frees its chain, and the head may take it at once (bypass).
        let freed = e.exit.filter(|t| chained && t.updates).map(|t| t.chain);

        let mut entry = None;
        let mut started_setup = false;
        let mut took = None;
        let consumed = match queue.front() {
            None => false,
            Some(&Item::Key(bank)) => {
                // aes_core.sv: key_ready_o is !setup_busy (and no block of the bank in
                // flight, banked), or an empty datapath (offline).
                let ready = match c.key_schedule {
                    KeySchedule::Offline => !dp.busy(),
                    KeySchedule::Banked => !setup_busy && !dp.bank_in_use(bank),
                    KeySchedule::Online => !setup_busy,
                };
                started_setup = ready && expands;
                if ready && c.key_schedule == KeySchedule::Banked {
                    bank_nr[bank as usize] = nr;
                    setup_bank = bank;
                }
                ready
            }
            // cfg_ready_o: only between messages, when no probe is valid.
            Some(Item::Mode) => !dp.busy(),
            Some(&Item::Iv(i)) => !chained || !busy[i as usize],
            Some(&Item::Block(b)) => {
                let chain = match s.mode {
                    StimulusMode::InterleavedCbc => rr,
                    StimulusMode::MultiStreamCbc => b.stream,
                    _ => 0,
                };
                let bypass = freed == Some(chain);
                let blocked = chained && waits && busy[chain as usize] && !bypass;
                // aes_core.sv, key_ok: no block enters while its key expands (banked: only
                // blocks of the bank being written wait).
                let key_ok = match c.key_schedule {
                    KeySchedule::Banked => !(setup_busy && setup_bank == b.bank),
                    _ => !(expands && setup_busy),
                };
                let ready = dp.slot_free(&e) && key_ok && !blocked;
                if ready {
                    let (nr, bank) = if c.key_schedule == KeySchedule::Banked {
                        (bank_nr[b.bank as usize], b.bank)
                    } else {
                        (nr, 0)
                    };
                    entry = Some(Token {
                        tag: b.tag,
                        round: 0,
                        nr,
                        chain,
                        updates: chained && waits,
                        bank,
                    });
                    took = Some(chain);
                }
                ready
            }
        };

        // The clock edge. aes_mode.sv: a result frees its chain, then a new block may take it.
        if let Some(chain) = freed {
            busy[chain as usize] = false;
        }
        if let Some(chain) = took {
            if chained && waits {
                busy[chain as usize] = true;
            }
            if chained && s.mode == StimulusMode::InterleavedCbc {
                rr = if rr + 1 == s.chains { 0 } else { rr + 1 };
            }
        }
        if consumed {
            if let Some(Item::Iv(0)) = queue.front() {
                rr = 0;
            }
            queue.pop_front();
        }
        // aes_key_setup.sv: busy for Nr steps of L + 1 cycles after the handshake.
        if started_setup {
            setup_left = setup_cycles;
        } else if setup_busy {
            setup_left -= 1;
        }
        dp.commit(e, entry);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::id::parse;
    use crate::tag::tag;
    use std::collections::BTreeMap;

    fn stimulus(mode: StimulusMode, decrypt: bool, chains: u32, blocks: &[(u32, u32)], cycles: u32) -> Stimulus {
        let blocks = blocks
            .iter()
            .map(|&(stream, block)| StimulusBlock {
                tag: tag(stream, block).unwrap(),
                stream,
                bank: 0,
            })
            .collect();
        Stimulus {
            key_bits: 128,
            mode,
            decrypt,
            chains,
            blocks,
            key_changes: vec![],
            cycles,
        }
    }

    fn ecb(n: u32, cycles: u32) -> Stimulus {
        stimulus(
            StimulusMode::Ecb,
            false,
            1,
            &(0..n).map(|b| (0, b)).collect::<Vec<_>>(),
            cycles,
        )
    }

    /// Each tag's first (cycle, stage, round).
    fn first_seen(words: &[u32], stages: usize) -> BTreeMap<u32, (usize, usize, u32)> {
        let mut first = BTreeMap::new();
        for (i, &w) in words.iter().enumerate() {
            if probe::is_valid(w) {
                first
                    .entry(probe::tag(w))
                    .or_insert((i / stages, i % stages, probe::round(w)));
            }
        }
        first
    }

    fn in_flight_max(words: &[u32], stages: usize) -> usize {
        words
            .chunks(stages)
            .map(|row| row.iter().filter(|&&w| probe::is_valid(w)).count())
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn lu1_holds_a_block_for_eleven_cycles() {
        // Key at cycle 0, the block accepted at cycle 1 (key setup 1), rounds 0..10 in the one
        // register during cycles 2..12 (Elbirt et al.'s 11 cycles), then empty.
        for id in ["aes128-enc-lu1-lut-online-ecb", "aes128-enc-lu1-lut-online-all"] {
            let words = predict_occupancy(&parse(id).unwrap(), &ecb(1, 16)).unwrap();
            let mut want = vec![0u32; 16];
            for r in 0..=10 {
                want[2 + r as usize] = probe::word(r, 0);
            }
            assert_eq!(words, want, "{id}");
        }
    }

    #[test]
    fn pp5_streams_five_blocks_in_eleven_cycles() {
        let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
        let words = predict_occupancy(&c, &ecb(40, 200)).unwrap();
        let first = first_seen(&words, 5);
        // Blocks 0..4 enter round register 0 in consecutive cycles while the earlier ones
        // move on; block 5 waits for block 0 to leave round register 0 (round 10, cycle 12)
        // and enters round register 1, the first whose incoming slot is then empty.
        for b in 0..5 {
            assert_eq!(first[&b], (2 + b as usize, 0, 0), "block {b}");
        }
        assert_eq!(first[&5], (13, 1, 0));
        // Round r of a block sits in round register (entry + r) mod 5.
        for (i, &w) in words.iter().enumerate() {
            if probe::is_valid(w) {
                let (_, entry, _) = first[&probe::tag(w)];
                assert_eq!(i % 5, (entry + probe::round(w) as usize) % 5);
            }
        }
        // 2.2 cycles a block (Elbirt et al., Table 2): five blocks every 11 cycles.
        for b in 0..35 {
            assert_eq!(first[&(b + 5)].0 - first[&b].0, 11, "block {b}");
        }
        assert_eq!(in_flight_max(&words, 5), 5);
    }

    #[test]
    fn cbc_on_pp5_runs_one_block_per_latency() {
        let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
        let blocks: Vec<(u32, u32)> = (0..6).map(|b| (0, b)).collect();
        let words = predict_occupancy(&c, &stimulus(StimulusMode::Cbc, false, 1, &blocks, 80)).unwrap();
        let first = first_seen(&words, 5);
        // Key (cycle 0), mode (1), IV (2), block 0 accepted at 3; each next block enters in
        // the cycle the one before leaves (the bypass), 11 cycles later, never two at once.
        let cycles: Vec<usize> = (0..6).map(|b| first[&b].0).collect();
        assert_eq!(cycles, vec![4, 15, 26, 37, 48, 59]);
        assert_eq!(in_flight_max(&words, 5), 1);
        // CBC decryption has no feedback: it streams like ECB.
        let words = predict_occupancy(
            &parse("aes128-encdec-pp5-lut-online-all").unwrap(),
            &stimulus(StimulusMode::Cbc, true, 1, &blocks, 80),
        )
        .unwrap();
        assert_eq!(in_flight_max(&words, 5), 5);
    }

    #[test]
    fn interleaved_chains_fill_pp5_again() {
        let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
        let blocks: Vec<(u32, u32)> = (0..40).map(|b| (0, b)).collect();
        let words = predict_occupancy(&c, &stimulus(StimulusMode::InterleavedCbc, false, 5, &blocks, 200)).unwrap();
        let first = first_seen(&words, 5);
        for b in 0..35 {
            assert_eq!(first[&(b + 5)].0 - first[&b].0, 11, "block {b}");
        }
    }

    #[test]
    fn full_pipeline_and_registered_sboxes() {
        // PP-10: the input register holds round 0, then one register a round, a block a clock.
        let c = parse("aes128-enc-pp10-lut-online-ecb").unwrap();
        let words = predict_occupancy(&c, &ecb(3, 20)).unwrap();
        for s in 0..11 {
            assert_eq!(words[(2 + s) * 11 + s], probe::word(s as u32, 0), "stage {s}");
            assert_eq!(words[(4 + s) * 11 + s], probe::word(s as u32, 2), "stage {s}");
        }
        // LU-1 with a block-RAM S-box: its register shows rounds 1..10, 10 cycles a block.
        let c = parse("aes128-enc-lu1-bram-online-ecb").unwrap();
        let words = predict_occupancy(&c, &ecb(2, 24)).unwrap();
        let want: Vec<u32> = (0..24)
            .map(|cy| match cy {
                2..=11 => probe::word(cy - 1, 0),
                12..=21 => probe::word(cy - 11, 1),
                _ => 0,
            })
            .collect();
        assert_eq!(words, want);
    }

    #[test]
    fn key_setup_delays_the_first_block() {
        // Banked, block-RAM S-boxes: Nr steps of 2 cycles, the block accepted at cycle 21.
        let c = parse("aes128-encdec-lu1-bram-banked-all").unwrap();
        let words = predict_occupancy(&c, &ecb(1, 40)).unwrap();
        assert_eq!(first_seen(&words, 1)[&0].0, 22);
        // Offline: 11 round-key handshakes, then the block.
        let c = parse("aes128-enc-lu1-lut-offline-ecb").unwrap();
        let words = predict_occupancy(&c, &ecb(1, 40)).unwrap();
        assert_eq!(first_seen(&words, 1)[&0].0, 12);
    }

    fn with_keys(mut s: Stimulus, changes: &[(u32, u32)], banks: &[u32]) -> Stimulus {
        s.key_changes = changes
            .iter()
            .map(|&(before_block, bank)| KeyChange { before_block, bank })
            .collect();
        for (b, &bank) in s.blocks.iter_mut().zip(banks) {
            b.bank = bank;
        }
        s
    }

    /// Each block's visible cycles, first and last.
    fn spans(words: &[u32], stages: usize) -> BTreeMap<u32, (usize, usize)> {
        let mut spans = BTreeMap::new();
        for (i, &w) in words.iter().enumerate() {
            if probe::is_valid(w) {
                spans
                    .entry(probe::tag(w))
                    .and_modify(|s: &mut (usize, usize)| s.1 = i / stages)
                    .or_insert((i / stages, i / stages));
            }
        }
        spans
    }

    #[test]
    fn key_changes_as_each_schedule_takes_them() {
        // Online encryptor (LU-1): the new key is taken in cycle 2, while block 0 runs
        // (cycles 2..12); block 1 enters in the cycle block 0 leaves, as without the key.
        let c = parse("aes128-enc-lu1-lut-online-ecb").unwrap();
        let plain = predict_occupancy(&c, &ecb(2, 30)).unwrap();
        assert_eq!(
            spans(&plain, 1).values().copied().collect::<Vec<_>>(),
            vec![(2, 12), (13, 23)]
        );
        assert_eq!(
            predict_occupancy(&c, &with_keys(ecb(2, 30), &[(1, 0)], &[])).unwrap(),
            plain
        );

        // Offline: the 11 round-key handshakes wait for the datapath to empty (cycle 23),
        // take cycles 23..33, and block 1 enters at 34.
        let c = parse("aes128-enc-lu1-lut-offline-ecb").unwrap();
        let words = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 0)], &[])).unwrap();
        assert_eq!(
            spans(&words, 1).values().copied().collect::<Vec<_>>(),
            vec![(12, 22), (35, 45)]
        );

        // Online decryption schedule: the key is taken at once (cycle 12, block 0 running),
        // its 10-cycle expansion (13..22) holds block 1 back until cycle 23.
        let c = parse("aes128-encdec-lu1-lut-online-ecb").unwrap();
        let words = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 0)], &[])).unwrap();
        assert_eq!(
            spans(&words, 1).values().copied().collect::<Vec<_>>(),
            vec![(12, 22), (24, 34)]
        );

        // Banked: a key for bank 0 waits for bank 0's block to leave (expanding 24..33);
        // one for bank 1 is taken at cycle 12 and expands while block 0 (bank 0) runs.
        let c = parse("aes128-encdec-lu1-lut-banked-ecb").unwrap();
        let same = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 0)], &[0, 0])).unwrap();
        assert_eq!(
            spans(&same, 1).values().copied().collect::<Vec<_>>(),
            vec![(12, 22), (35, 45)]
        );
        let other = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 1)], &[0, 1])).unwrap();
        assert_eq!(
            spans(&other, 1).values().copied().collect::<Vec<_>>(),
            vec![(12, 22), (24, 34)]
        );
        // ... and blocks of bank 0 keep entering while bank 1 expands.
        let other = predict_occupancy(&c, &with_keys(ecb(2, 60), &[(1, 1)], &[0, 0])).unwrap();
        assert_eq!(
            spans(&other, 1).values().copied().collect::<Vec<_>>(),
            vec![(12, 22), (23, 33)]
        );
    }

    #[test]
    fn refuses_key_changes_it_cannot_queue() {
        let err = |id: &str, s: Stimulus| predict_occupancy(&parse(id).unwrap(), &s).unwrap_err().to_string();
        let banked = "aes128-encdec-lu1-lut-banked-ecb";
        assert!(err(banked, with_keys(ecb(2, 10), &[(3, 0)], &[]))
            .starts_with("stimulus.keyChanges[0].beforeBlock: 3 is past the last block"));
        assert!(err(banked, with_keys(ecb(2, 10), &[(2, 0), (1, 0)], &[]))
            .starts_with("stimulus.keyChanges[1].beforeBlock: 1 comes before"));
        assert_eq!(
            err(banked, with_keys(ecb(2, 10), &[(1, 16)], &[])),
            "stimulus.keyChanges[0].bank: 16 is not a key bank (0 to 15)"
        );
        assert_eq!(
            err("aes128-enc-lu1-lut-offline-ecb", with_keys(ecb(2, 10), &[], &[0, 1])),
            "stimulus.blocks[1].bank: aes128-enc-lu1-lut-offline-ecb has no key banks (only banked key schedules do), got bank 1"
        );
        let read = |text: &str| Stimulus::from_value(&serde_json::from_str(text).unwrap(), "stimulus");
        let json = r#"{"keyBits":128,"mode":"ecb","blocks":[{"tag":1,"bank":2}],"keyChanges":[{"beforeBlock":1,"bank":3}],"cycles":1}"#;
        assert_eq!(read(json).unwrap(), serde_json::from_str::<Stimulus>(json).unwrap());
        assert_eq!(
            read(json).unwrap().key_changes,
            vec![KeyChange {
                before_block: 1,
                bank: 3
            }]
        );
        let e = |text: &str| read(text).unwrap_err().to_string();
        assert_eq!(
            e(r#"{"keyBits":128,"mode":"ecb","blocks":[],"keyChanges":3,"cycles":1}"#),
            "stimulus.keyChanges: expected an array of {beforeBlock, bank}, got a number"
        );
        assert_eq!(
            e(r#"{"keyBits":128,"mode":"ecb","blocks":[],"keyChanges":[{}],"cycles":1}"#),
            "stimulus.keyChanges[0].beforeBlock: missing"
        );
        assert_eq!(
            e(r#"{"keyBits":128,"mode":"ecb","blocks":[],"keyChanges":[{"beforeBlock":0,"key":1}],"cycles":1}"#),
            "stimulus.keyChanges[0].key: not a key change field (beforeBlock, bank)"
        );
        assert_eq!(
            e(r#"{"keyBits":128,"mode":"ecb","blocks":[],"keyChanges":[{"beforeBlock":0,"bank":true}],"cycles":1}"#),
            "stimulus.keyChanges[0].bank: expected a whole number from 0 to 4294967295, got a boolean"
        );
    }

    #[test]
    fn refuses_what_the_core_cannot_run() {
        let c = parse("aes128-enc-pp5-lut-online-all").unwrap();
        let err = |s: Stimulus| predict_occupancy(&c, &s).unwrap_err().to_string();
        let mut s = ecb(1, 10);
        s.key_bits = 192;
        assert!(err(s).starts_with("stimulus.keyBits: "));
        assert!(err(stimulus(StimulusMode::Ecb, true, 1, &[(0, 0)], 10)).starts_with("stimulus.decrypt: "));
        assert!(err(stimulus(StimulusMode::Cbc, false, 2, &[(0, 0)], 10)).starts_with("stimulus.chains: "));
        assert!(err(stimulus(StimulusMode::MultiStreamCbc, false, 2, &[(2, 0)], 10))
            .starts_with("stimulus.blocks[0].stream: "));
        assert!(err(ecb(1, u32::MAX)).starts_with("stimulus.cycles: "));
        let fixed = parse("aes128-enc-pp5-lut-online-ecb").unwrap();
        let e = predict_occupancy(&fixed, &stimulus(StimulusMode::Cbc, false, 1, &[(0, 0)], 10))
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("stimulus.mode: "), "{e}");
        let json =
            r#"{"keyBits":128,"mode":"multiStreamCbc","chains":2,"blocks":[{"tag":1048576,"stream":1}],"cycles":30}"#;
        let s: Stimulus = serde_json::from_str(json).unwrap();
        assert!(!s.decrypt);
        assert_eq!(predict_occupancy(&c, &s).unwrap().len(), 150);
        assert!(
            serde_json::from_str::<Stimulus>(r#"{"keyBits":128,"mode":"ecb","blocks":[],"cycles":1,"extra":1}"#)
                .is_err()
        );
    }

    #[test]
    fn reads_json_naming_the_field() {
        let read = |text: &str| Stimulus::from_value(&serde_json::from_str(text).unwrap(), "stimulus");
        let json = r#"{"keyBits":128,"mode":"multiStreamCbc","decrypt":true,"chains":2,"blocks":[{"tag":1048576,"stream":1},{"tag":2}],"cycles":30}"#;
        assert_eq!(read(json).unwrap(), serde_json::from_str::<Stimulus>(json).unwrap());
        let err = |text: &str| read(text).unwrap_err().to_string();
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[{"tag":"a"}],"cycles":1}"#),
            "stimulus.blocks[0].tag: expected a whole number from 0 to 4294967295, got a string"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"xts","blocks":[],"cycles":1}"#),
            format!("stimulus.mode: 'xts' is not one of {MODE_NAMES}")
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[]}"#),
            "stimulus.cycles: missing"
        );
        assert!(err(r#"{"keyBits":128,"mode":"ecb","blocks":[],"cycles":1,"keys":1}"#)
            .starts_with("stimulus.keys: not a stimulus field"));
        assert_eq!(
            err(r#"{"keyBits":-1,"mode":"ecb","blocks":[],"cycles":1}"#),
            "stimulus.keyBits: expected a whole number from 0 to 4294967295, got -1"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[{"tag":1,"lane":2}],"cycles":1}"#),
            "stimulus.blocks[0].lane: not a block field (tag, stream, bank)"
        );
    }
}
