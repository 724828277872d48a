//! Core configurations: the axes a CipherScope core is chosen along, and the one place
//! that decides which combinations exist.
//!
//! A configuration is named by a canonical id such as `aes128-enc-lu1-lut-online-ecb`
//! (see [`id`]); [`rules`] refuses combinations that cannot be built, with a reason.

pub mod id;
pub mod rules;

use serde::Serialize;

/// Key size, or the run-time switchable 3-in-1 schedule of Chodowiec et al. (seed 004).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum KeySize {
    #[serde(rename = "128")]
    K128,
    #[serde(rename = "192")]
    K192,
    #[serde(rename = "256")]
    K256,
    #[serde(rename = "3in1")]
    ThreeInOne,
}

impl KeySize {
    /// Round counts the core must support (FIPS-197 Fig. 4).
    pub fn round_counts(self) -> &'static [u32] {
        match self {
            KeySize::K128 => &[10],
            KeySize::K192 => &[12],
            KeySize::K256 => &[14],
            KeySize::ThreeInOne => &[10, 12, 14],
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Encrypt,
    Decrypt,
    /// One datapath with a run-time select (Moshopoulos et al., seed 001, Fig. 2).
    Unified,
}

/// Datapath architecture in the vocabulary of Elbirt et al. (seed 000).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum SBox {
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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
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
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Mode {
    Ecb,
    Ctr,
    Cbc,
    Cfb,
    Ofb,
    /// Interleaved ("staggered") CBC with n independent chains (seed 003).
    InterleavedCbc { chains: u32 },
    /// Multi-stream CBC with per-stream context for up to 16 streams (seed 004).
    MultiStreamCbc { streams: u32 },
}

/// One point in the configuration space. Only [`id::parse`] makes these from user input,
/// and it always validates them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Configuration {
    pub key_size: KeySize,
    pub direction: Direction,
    pub architecture: Architecture,
    pub sbox: SBox,
    pub key_schedule: KeySchedule,
    pub mode: Mode,
}

impl Configuration {
    pub fn id(&self) -> String {
        id::format(self)
    }

    /// Datapath register stages, each with an occupancy probe: LU-k has one register,
    /// PP-k has k, SP-k-m has k(m + 1) (Elbirt et al. 2000). The RTL computes the same
    /// count, and the generated top level's port widths make Verilator check they agree.
    pub fn register_stages(&self) -> u32 {
        match self.architecture {
            Architecture::LoopUnrolled { .. } => 1,
            Architecture::PartialPipeline { k } => k,
            Architecture::SubPipeline { k, m } => k * (m + 1),
        }
    }
}
