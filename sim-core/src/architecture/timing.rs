//! Timing of a configuration, derived from the register layout (`Configuration::layout`) and
//! the cipher's description (registry/ciphers.json): its rounds Nr, and whether a block makes
//! an initial pass before round 1 (AES's round 0; P = 1, else P = 0).
//!
//! - A ring (LU-k, PP-k, SP-k-m with k < Nr) takes a new block into any free round register
//!   (the register after AddRoundKey) and lets it leave from there: an AES block spends
//!   round 0 in a register, then `per_round` registers for each of Nr rounds (Elbirt et al.'s
//!   Nr + 1). Streaming, each round register serves one block per Nr + P passes: (Nr + P) / k
//!   cycles a block, for SP-k-m too, whose inner registers cannot take a new block. Without
//!   an initial pass (Serpent) a block enters round 1 directly: LU-1 takes Nr = 32 cycles,
//!   PP-k Nr / k streaming, and PP-Nr is a ring a block passes once (Elbirt et al. Tables 2-3).
//! - A layered cipher's PP (MARS's PP-3, a stage a layer: `layers` in registry/ciphers.json)
//!   passes a block from stage to stage once, each looping its layer's rounds; a stream takes
//!   a block every as many cycles as the longest layer has rounds (MARS: 16 of 8, 16, 8;
//!   Dandalis et al. 4.1), a feedback mode the whole Nr.
//! - A bit-serial core (bs<w>: one register computing w bits of a round a cycle) is LU-1 whose
//!   round takes wordBits / w cycles (`Configuration::round_cycles`): Nr · wordBits / w cycles
//!   a block, one block in flight (SIMON 64/128 bs1: 44 × 32 = 1,408).
//! - Registered S-boxes closing an LU-1 or PP-k loop replace the round register: no round-0
//!   cycle, Nr × L cycles of latency, Nr / k cycles a block streaming.
//! - A full pipeline (PP or SP with k = Nr) of a cipher with an initial pass has an input
//!   register for round 0 and takes a block every clock.
//! - Feedback modes wait the whole latency between blocks; interleaved or multi-stream CBC
//!   with n independent chains overlap n of them, never faster than streaming.
//! - Key setup (Dandalis et al.'s key-setup latency, from the key handshake until a block may
//!   start): one cycle for online encryption; when the key must be expanded first (online
//!   decryption, banked) the expansion plus one: AES's Nr steps of L + 1 cycles, Serpent's 33
//!   steps of one cycle, or a description's `keyExpansionSteps` at the round unit's rate where
//!   it `expandsAtRoundRate` ([`expansion_cycles`]); one handshake per round key offline (Nr + 1
//!   round keys: AES's 11 to 15, Serpent's 33). An encrypting core of a cipher whose description
//!   gives `earlyEntry` (RC6, Twofish, MARS) takes its first block while its setup still runs,
//!   once every key the block reads is final when read ([`early_entry`]: RC6's LU-1 47 cycles
//!   of 67, Twofish's 6 of 21, MARS's 224 of 246).

use crate::config::{Configuration, Direction, KeySchedule, Mode};
use serde::Serialize;

/// Figures for one key size.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PredictedTiming {
    pub key_bits: u32,
    /// Cycles from the key handshake until a block waiting behind it is accepted.
    pub key_setup: u32,
    /// Cycles from the key handshake until the key setup is done: `key_setup`, or more where
    /// blocks start while it still runs ([`early_entry`]).
    pub key_setup_done: u32,
    /// Key handshakes a key takes (offline: one per round key).
    pub handshakes: u32,
    /// Cycles a block spends in the datapath.
    pub latency: u32,
    /// Cycles per block when each block waits for the one before.
    pub feedback: f64,
    /// Cycles per block with independent blocks back to back.
    pub stream: f64,
    /// The most blocks in the datapath at once, streaming.
    pub in_flight: u32,
}

/// Cycles per block of one mode and direction, with `chains` chains or streams.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PredictedModeRate {
    pub mode: &'static str,
    pub decrypt: bool,
    pub chains: u32,
    pub cycles_per_block: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Prediction {
    pub by_key_size: Vec<PredictedTiming>,
    /// On the smallest key size, the modes the configuration runs.
    pub modes: Vec<PredictedModeRate>,
}

fn timing(c: &Configuration, key_bits: u32) -> PredictedTiming {
    let nr = c.cipher.rounds_for(key_bits);
    // The initial pass (AES's round 0): one more cycle in a round register.
    let p = u32::from(c.cipher.initial_round);
    let l = c.layout();
    let sbox = c.sbox_latency();
    let k = l.slices;
    let lu = c.architecture.loops_one_register();
    let inner = l.sbox_registers + u32::from(l.after_shift) + u32::from(l.after_mix);
    let per_round = inner + u32::from(l.after_ark);
    let (latency, stream, in_flight) = if l.linear {
        let latency = 1 + nr * per_round;
        (latency, 1.0, latency)
    } else if lu {
        if l.after_ark {
            // bs<w>: LU-1 whose round takes wordBits / w cycles.
            let latency = (p + nr / k) * c.round_cycles();
            (latency, latency as f64, 1)
        } else {
            // LU-1 closed by a registered S-box: L registers a round, L blocks in flight.
            let latency = nr * sbox;
            (latency, nr as f64, sbox)
        }
    } else if l.after_ark && !c.cipher.layers.is_empty() {
        // One stage a layer (MARS's PP-3): the stage with the most rounds sets the pace.
        let slowest = c.cipher.stage_rounds(key_bits, k).into_iter().max().unwrap_or(nr);
        (nr * per_round, slowest as f64, k * per_round)
    } else if l.after_ark {
        (p + nr * per_round, (nr + p) as f64 / k as f64, k * per_round)
    } else {
        (nr * sbox, nr as f64 / k as f64, k * sbox)
    };
    let handshakes = key_handshakes(c, nr);
    let expand_first = expands_first(c);
    let key_setup = match c.key_schedule {
        KeySchedule::Offline => handshakes,
        _ if expand_first => early_entry(c, key_bits).unwrap_or(expansion_cycles(c, key_bits) + 1),
        _ => 1,
    };
    let key_setup_done = match early_entry(c, key_bits) {
        Some(_) => expansion_cycles(c, key_bits) + 1,
        None => key_setup,
    };
    PredictedTiming {
        key_bits,
        key_setup,
        key_setup_done,
        handshakes,
        latency,
        feedback: latency as f64,
        stream,
        in_flight,
    }
}

/// Key handshakes one key takes: one, or offline one a block of the store (the Nr + 1 round
/// keys, or the description's `roundKeyBlocks`: Twofish's ten subkey blocks and its S-box key).
pub fn key_handshakes(c: &Configuration, nr: u32) -> u32 {
    if c.key_schedule == KeySchedule::Offline {
        c.cipher.round_key_blocks.unwrap_or(nr + 1)
    } else {
        1
    }
}

/// Whether a key is expanded after its handshake before blocks may use it: banked schedules,
/// online decryption (its first round needs the last round key), and every online key of a
/// cipher whose description gives `keySetupCycles` (Twofish: subkeys and S-box key set up once).
pub fn expands_first(c: &Configuration) -> bool {
    c.key_schedule == KeySchedule::Banked
        || (c.key_schedule == KeySchedule::Online
            && (c.cipher.key_setup_cycles.is_some() || c.direction != Direction::Encrypt))
}

/// The cycle after the key handshake (cycle 0) from which a block may enter while the online
/// key setup still runs, for an encrypting core of a cipher whose description gives
/// `earlyEntry` (Dandalis et al., CHES 2000, Sec. 3: the key setup beside the rounds): the
/// earliest t at which the entry's keys, each keyed round's and the exit's are each final by
/// the cycle the block reads them, round r in t + ceil(r / k) - 1 in LU-k (a round of
/// `round_cycles`) and t + (r - 1) × its registers a round in PP-k and SP-k-m (read as early as
/// its first register allows), a cycle later where a register sits before the round logic
/// (`registerBeforeRounds`: MARS), the exit after all its register passes. Later blocks enter
/// later, so the first one is the one to hold back. cs_pkg::early_entry (RC6, Twofish) and
/// mars_arch_pkg::early_entry compute the same in the RTL. None where the core waits for the
/// whole setup (decryption, which starts with the last keys; an implementation the description
/// leaves out, such as Twofish's filled tables).
pub fn early_entry(c: &Configuration, key_bits: u32) -> Option<u32> {
    let e = c.cipher.early_entry.as_ref()?;
    let token = crate::config::id::sbox_token(c.sbox);
    let listed = e.implementations.as_ref().is_none_or(|l| l.iter().any(|t| t == token));
    if c.key_schedule != KeySchedule::Online || c.direction != Direction::Encrypt || !listed {
        return None;
    }
    let nr = i64::from(c.cipher.rounds_for(key_bits));
    let l = c.layout();
    let per_round =
        i64::from(l.sbox_registers + u32::from(l.after_shift) + u32::from(l.after_mix) + u32::from(l.after_ark));
    let cycles = i64::from(c.round_cycles());
    let later = i64::from(e.register_before_rounds);
    let (reads, passes): (Box<dyn Fn(i64) -> i64>, i64) = match c.architecture {
        crate::config::Architecture::LoopUnrolled { k } => {
            let k = i64::from(k);
            (
                Box::new(move |r| ((r + k - 1) / k - 1) * cycles + later),
                nr / k * cycles,
            )
        }
        _ => (Box::new(move |r| (r - 1) * per_round + later), nr * per_round),
    };
    let mut t = i64::from(e.entry_at).max(i64::from(e.exit_at) - passes);
    for keys in &e.rounds {
        for r in i64::from(keys.from)..=i64::from(keys.to).min(nr) {
            let at = i64::from(keys.at) + i64::from(keys.step) * (r - i64::from(keys.from));
            t = t.max(at - reads(r));
        }
    }
    u32::try_from(t).ok()
}

/// Whether a key handshake is taken while an expansion runs, restarting it from the new key,
/// rather than waiting for it to end: an expansion on the round unit's own online schedule
/// (a description's `expandsAtRoundRate`) keeps only the schedule's window, which a block
/// copies when it enters, so a key no block has used yet is simply replaced; blocks behind the
/// new key wait for its whole expansion, counted from its handshake. A key-setup unit that
/// fills a store of round keys (the other online and banked schedules) takes no key until it
/// is done.
pub fn key_restarts_expansion(c: &Configuration) -> bool {
    c.key_schedule == KeySchedule::Online && c.cipher.expands_at_round_rate
}

/// Whether every block in flight shares one key store, so that a key handshake waits until the
/// datapath is empty: an offline store, and the store a `keySetupCycles` cipher sets up
/// (twofish_core.sv: key_ready_o low while any block is in flight).
pub fn key_store_shared(c: &Configuration) -> bool {
    c.key_schedule == KeySchedule::Offline
        || (c.key_schedule == KeySchedule::Online && c.cipher.key_setup_cycles.is_some())
}

/// Cycles a key expansion keeps the key busy after the handshake of a `key_bits` key (online
/// decryption, banked), blocks waiting meanwhile: one step a round key it computes, of L + 1
/// cycles each (L the S-box's latency). aes_key_setup.sv: Nr steps (round key 0 is the key
/// itself). serpent_key_setup.sv: 33 steps of one cycle, the prekey recurrence run forward to
/// w_124..w_131 and K_32 (every one of the Nr + 1 round keys is a step: its description's
/// `expandsRoundKeyZero`). A cipher whose description lists `keySetupCycles` (Twofish:
/// twofish_key_setup.sv's 20 cycles computing the subkeys, 256 filling the S-box tables) takes
/// them from there. A cipher that `expandsAtRoundRate` runs its `keyExpansionSteps` on the
/// round unit's key schedule: k steps a cycle in LU-k (a part step rounding up to a cycle), one
/// a cycle in PP-k and SP-k-m, one every wordBits / w cycles in bs<w>.
pub fn expansion_cycles(c: &Configuration, key_bits: u32) -> u32 {
    if let Some(cycles) = &c.cipher.key_setup_cycles {
        return cycles[crate::config::id::sbox_token(c.sbox)];
    }
    let steps = c.cipher.expansion_steps(key_bits);
    if c.cipher.expands_at_round_rate {
        let per_cycle = match c.architecture {
            crate::config::Architecture::LoopUnrolled { k } => k,
            _ => 1,
        };
        return steps.div_ceil(per_cycle) * c.round_cycles();
    }
    steps * (c.sbox_latency() + 1)
}

/// The modes (and directions) a configuration runs, as hdl/timing.mjs measures them.
pub fn supported_modes(c: &Configuration) -> Vec<(&'static str, bool)> {
    let kinds: Vec<&'static str> = match c.mode {
        Mode::Ecb => vec!["ecb"],
        Mode::Ctr => vec!["ctr"],
        Mode::Cbc => vec!["cbc"],
        Mode::Cfb => vec!["cfb"],
        Mode::Ofb => vec!["ofb"],
        Mode::InterleavedCbc { .. } => vec!["interleavedCbc"],
        Mode::MultiStreamCbc { .. } => vec!["multiStreamCbc"],
        Mode::All => vec!["ecb", "ctr", "cbc", "cfb", "ofb", "interleavedCbc", "multiStreamCbc"],
    };
    let forward = c.direction != Direction::Decrypt;
    let inverse = c.direction != Direction::Encrypt;
    let mut runs = Vec::new();
    for mode in kinds {
        let forward_only = matches!(mode, "ctr" | "cfb" | "ofb");
        for decrypt in [false, true] {
            let ok = if forward_only {
                forward
            } else if decrypt {
                inverse
            } else {
                forward
            };
            if ok {
                runs.push((mode, decrypt));
            }
        }
    }
    runs
}

/// Cycles per block of a mode: feedback modes wait the latency; n chains overlap n blocks.
pub fn mode_rate(t: &PredictedTiming, mode: &'static str, decrypt: bool, chains: u32) -> f64 {
    let waits = match mode {
        "cbc" | "interleavedCbc" | "multiStreamCbc" | "cfb" => !decrypt,
        "ofb" => true,
        _ => false,
    };
    if !waits {
        t.stream
    } else {
        t.stream.max(t.latency as f64 / chains as f64)
    }
}

/// The chains hdl/timing.mjs gives interleaved and multi-stream CBC: as many as blocks fit.
pub fn measured_chains(mode: &str, in_flight: u32) -> u32 {
    match mode {
        "interleavedCbc" => in_flight.min(64),
        "multiStreamCbc" => in_flight.min(16),
        _ => 1,
    }
}

pub fn predict(c: &Configuration) -> Prediction {
    let by_key_size: Vec<PredictedTiming> = c.key_size.key_bits.iter().map(|&b| timing(c, b)).collect();
    let first = &by_key_size[0];
    let modes = supported_modes(c)
        .into_iter()
        .map(|(mode, decrypt)| {
            let chains = measured_chains(mode, first.in_flight);
            PredictedModeRate {
                mode,
                decrypt,
                chains,
                cycles_per_block: mode_rate(first, mode, decrypt, chains),
            }
        })
        .collect();
    Prediction { by_key_size, modes }
}

#[cfg(test)]
mod tests;
