//! Core configurations: the axes a CipherScope core is chosen along, and the one place
//! that decides which combinations exist.
//!
//! A configuration is named by a canonical id such as `aes128-enc-lu1-lut-online-ecb`
//! (see [`id`]); its cipher is described as data in [`cipher`] (registry/ciphers.json), and
//! [`rules`] refuses combinations that cannot be built, with a reason.

pub mod cipher;
pub mod id;
pub mod rules;

pub use cipher::Cipher;

use serde::Serialize;

/// A key-size token of the cipher (`128`, or AES's `3in1`: the run-time switchable schedule
/// of Chodowiec et al., seed 004) and the key sizes in bits it runs, from the description.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KeySize {
    pub token: &'static str,
    pub key_bits: &'static [u32],
}

impl KeySize {
    /// More than one key size, chosen at run time.
    pub fn switches_at_run_time(self) -> bool {
        self.key_bits.len() > 1
    }
}

/// Serialized as its token, `"128"` or `"3in1"`, as the JavaScript reads it.
impl Serialize for KeySize {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.token)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Encrypt,
    Decrypt,
    /// One datapath with a run-time select (Moshopoulos et al., seed 001, Fig. 2).
    Unified,
}

/// Datapath architecture in the vocabulary of Elbirt et al. (seed 000).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(tag = "kind")]
pub enum Architecture {
    /// LU-k: k rounds unrolled combinationally between one register.
    #[serde(rename = "LU")]
    LoopUnrolled { k: u32 },
    /// PP-k: k round stages in a loop, each with its own register.
    #[serde(rename = "PP")]
    PartialPipeline { k: u32 },
    /// SP-k-m: PP-k with m further registers inside each round.
    #[serde(rename = "SP")]
    SubPipeline { k: u32, m: u32 },
    /// bs<w>: bit-serial, one register stage computing w bits of a round a cycle (Aysu, Gulcan
    /// and Schaumont 2014): LU-1 whose round takes wordBits / w cycles.
    #[serde(rename = "BS")]
    BitSerial { w: u32 },
}

impl Architecture {
    /// Round slices: k of LU-k, PP-k, SP-k-m; one round unit for bs<w>.
    pub fn slices(self) -> u32 {
        match self {
            Architecture::LoopUnrolled { k }
            | Architecture::PartialPipeline { k }
            | Architecture::SubPipeline { k, .. } => k,
            Architecture::BitSerial { .. } => 1,
        }
    }

    /// One round register that blocks enter and leave (LU-k, and bs<w>, an LU-1 whose round takes
    /// several cycles).
    pub fn loops_one_register(self) -> bool {
        matches!(self, Architecture::LoopUnrolled { .. } | Architecture::BitSerial { .. })
    }
}

/// The round's implementation, the id's fourth token: for AES, Serpent and Twofish the S-box,
/// for RC6 the multiplier, for MARS both its S-box and its multiplier. Which kinds a cipher has, and what it calls the axis, is its
/// description's `implementation` (registry/ciphers.json).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub enum RoundImpl {
    /// Combinational look-up table.
    Lut,
    /// Synchronous ROM inferring block RAM (seed 001).
    BlockRam,
    /// Distributed LUT-RAM.
    LutRam,
    /// Composite field GF((2^4)^2), combinational.
    Composite,
    /// Composite field with 5 internal pipeline stages (seed 003).
    CompositePipelined,
    /// Boyar–Peralta depth-16 circuit.
    BoyarPeralta,
    /// RC6's f(x) = x(2x + 1) as 2x² + x with a folded 31-bit squarer (Elbirt et al. 5.1).
    Squarer,
    /// RC6's f(x) written with `*`, mapped to DSP blocks (the ECP5's MULT18X18D).
    DspMultiplier,
    /// RC6's f(x) as a plain array multiplier of x by 2x + 1, in LUTs and carry chains (MARS:
    /// its E-function's product as an array, its S-box in logic).
    ArrayMultiplier,
    /// MARS: its S-box in block RAM and its E-function's product as an array in LUTs (its
    /// `bram` keeps `*` on DSP blocks).
    BlockRamArrayMultiplier,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "lowercase")]
pub enum KeySchedule {
    /// Round keys computed alongside the data (seeds 002, 003).
    Online,
    /// Precomputed into a 16-bank key memory (seed 004).
    Banked,
    /// Fixed at build time (seed 003).
    Offline,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Mode {
    Ecb,
    Ctr,
    Cbc,
    Cfb,
    Ofb,
    /// Interleaved ("staggered") CBC with n independent chains (seed 003).
    InterleavedCbc {
        chains: u32,
    },
    /// Multi-stream CBC with per-stream context for up to 16 streams (seed 004).
    MultiStreamCbc {
        streams: u32,
    },
    /// Every mode the core can run, chosen at run time: the lab's simulators, so one model
    /// measures each mode of an architecture (interleaved CBC up to 64 chains, multi-stream
    /// CBC up to 16 streams).
    All,
}

/// Where the registers of a datapath are (aes_core.sv, aes_round_slice.sv).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Layout {
    /// Round slices: k of LU-k, PP-k, SP-k-m.
    pub slices: u32,
    /// A full pipeline (PP or SP with k = Nr) with its own input register for the initial
    /// round, not a loop. A cipher without an initial round needs no input register: its
    /// k = Nr pipeline is a ring whose blocks pass once.
    pub linear: bool,
    /// Registers in each slice's S-box slot: the S-box's own latency, or one for SP.
    pub sbox_registers: u32,
    pub after_shift: bool,
    pub after_mix: bool,
    /// A register after AddRoundKey (absent when a registered S-box closes the loop).
    pub after_ark: bool,
    /// ... after every slice (PP, SP), or only after the last (LU).
    pub after_ark_every_slice: bool,
}

/// One point in the configuration space. Only [`id::parse`] makes these from user input,
/// and it always validates them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Configuration {
    /// The cipher (registry/ciphers.json), serialized as its id token: `"cipher": "aes"`.
    #[serde(serialize_with = "cipher::serialize_id")]
    pub cipher: &'static Cipher,
    pub key_size: KeySize,
    pub direction: Direction,
    pub architecture: Architecture,
    pub sbox: RoundImpl,
    pub key_schedule: KeySchedule,
    pub mode: Mode,
}

impl Configuration {
    pub fn id(&self) -> String {
        id::format(self)
    }

    /// Round counts the core must support, one for each key size it runs (AES: FIPS-197
    /// Fig. 4; Serpent: 32 for every key size).
    pub fn round_counts(&self) -> Vec<u32> {
        self.key_size
            .key_bits
            .iter()
            .map(|&b| self.cipher.rounds_for(b))
            .collect()
    }

    /// Rounds the core must run: the largest Nr of its key sizes.
    pub fn max_rounds(&self) -> u32 {
        self.round_counts().into_iter().max().expect("at least one key size")
    }

    /// Clock edges from an S-box's input to its output (hdl/doc/sboxes.md), as the cipher's
    /// description gives them: AES's block-RAM ROM has one, Twofish's block-RAM tables none
    /// outside SP (their read register is SP's inner register).
    pub fn sbox_latency(&self) -> u32 {
        self.cipher
            .sbox_latency
            .get(id::sbox_token(self.sbox))
            .copied()
            .unwrap_or(0)
    }

    /// Cycles a round takes in a round unit: wordBits / w for bs<w> (w bits of the round's word
    /// a cycle), one for every other architecture.
    pub fn round_cycles(&self) -> u32 {
        match self.architecture {
            Architecture::BitSerial { w } => self.cipher.word_bits.unwrap_or(w) / w,
            _ => 1,
        }
    }

    /// The register layout of the datapath, as hdl/rtl/aes/aes_core.sv builds it.
    pub fn layout(&self) -> Layout {
        let k = self.architecture.slices();
        let m = match self.architecture {
            Architecture::SubPipeline { m, .. } => m,
            _ => 0,
        };
        let lu = self.architecture.loops_one_register();
        let sp = matches!(self.architecture, Architecture::SubPipeline { .. });
        let latency = self.sbox_latency();
        // A registered S-box stands in for the register after AddRoundKey in LU and PP.
        let after_ark = latency == 0 || sp;
        let sbox_registers = if latency > 0 { latency } else { u32::from(m >= 1) };
        Layout {
            slices: k,
            linear: !lu && k == self.max_rounds() && !self.key_size.switches_at_run_time() && self.cipher.initial_round,
            sbox_registers,
            after_shift: m >= 3,
            after_mix: m >= 2,
            after_ark,
            after_ark_every_slice: after_ark && !lu,
        }
    }

    /// Datapath register stages, each with an occupancy probe. The RTL computes the same
    /// count, and the generated top level's port widths make Verilator check they agree.
    pub fn register_stages(&self) -> u32 {
        let l = self.layout();
        let per_slice = l.sbox_registers + u32::from(l.after_shift) + u32::from(l.after_mix);
        let ark = if !l.after_ark {
            0
        } else if l.after_ark_every_slice {
            l.slices
        } else {
            1
        };
        u32::from(l.linear) + l.slices * per_slice + ark
    }
}
