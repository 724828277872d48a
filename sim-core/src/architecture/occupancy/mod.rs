//! Cycle-level occupancy: what every register stage of a configuration's datapath holds in
//! every cycle of a run, exactly as the RTL's occupancy probes report it (hdl/ABI.md,
//! "Occupancy probes"), predicted without simulating the RTL.
//!
//! The model follows the RTL token by token, without the data: the registers of
//! hdl/rtl/aes/aes_core.sv, aes_round_slice.sv and aes_loop_boundary.sv (and of
//! hdl/rtl/serpent/serpent_core.sv, whose blocks enter at slice 0: see `datapath`), the mode logic of
//! cs_mode.sv (feedback waits and their same-cycle bypass, chains, interleaved CBC's
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
//! key windows they carry; an online decryptor takes it as soon as no expansion runs (or at
//! once, restarting the expansion, where it runs on the round unit's schedule:
//! `expandsAtRoundRate`) and stops new blocks while it expands, without draining the
//! datapath; a banked schedule waits
//! until no block in flight uses the bank and then expands into it while blocks of other
//! banks keep entering (blocks of that bank wait); an offline schedule takes round keys only
//! when the datapath is empty. Blocks name their bank (`bank`, default 0) on banked cores;
//! the first key goes to bank 0.
//!
//! Cycle 0 is the cycle the first key handshake is offered, as hdl/timing.mjs counts (probe
//! capture starts right after `cs_reset`). The result is `cycles * stages` probe words,
//! `words[cycle * stages + stage]`, in the RTL's probe order.
//!
//! The model is in these files: `stimulus` (what a run queues, read from JSON and checked
//! against the configuration), `registers` (which datapath: the rings of `datapath`, the
//! registers and the tokens moving through them, or a layered cipher's stages, `layers`,
//! MARS's concurrent core) and this one (the mode, the key schedule and the harness queue,
//! cycle by cycle).

mod datapath;
mod layers;
mod registers;
mod stimulus;
#[cfg(test)]
mod tests;

use crate::config::{Configuration, KeySchedule, Mode};
use crate::Error;
use datapath::Token;
use registers::Registers;
use std::collections::VecDeque;
use stimulus::check;
pub use stimulus::{KeyChange, Stimulus, StimulusBlock, StimulusMode};

/// The most words a prediction returns (cycles × stages): 128 MiB of `u32`.
pub const MAX_WORDS: u64 = 1 << 25;

// ---- The mode and the key (cs_mode.sv, aes_core.sv) and the harness queue ---------------

/// What the harness queues, in order: one entry a handshake.
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
    let nr = c.cipher.rounds_for(s.key_bits);
    let handshakes = crate::architecture::timing::key_handshakes(c, nr);
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
    // cores, the first of its key sizes); the other schedules use the stimulus's key alone.
    let reset_nr = c.cipher.rounds_for(c.key_size.key_bits[0]);
    let mut bank_nr = [reset_nr; 16];
    let mut setup_bank = 0u32;

    // Key setup (aes_key_setup.sv, serpent_key_setup.sv, twofish_key_setup.sv): the online
    // decryption and banked schedules, and Twofish's every online key, expand the key first
    // (timing::expansion_cycles after the handshake: AES's Nr steps of L + 1 cycles, Serpent's
    // 33, Twofish's 20 or 256), and blocks wait meanwhile.
    let expands = crate::architecture::timing::expands_first(c);
    let shared = crate::architecture::timing::key_store_shared(c);
    let restarts = crate::architecture::timing::key_restarts_expansion(c);
    let setup_cycles = crate::architecture::timing::expansion_cycles(c, s.key_bits);
    // A block may enter while the setup runs once setup_left, setup_cycles + 1 - t in cycle t
    // after the handshake, is down to this (timing::early_entry; 0: the whole setup).
    let early =
        crate::architecture::timing::early_entry(c, s.key_bits).map_or(0, |t| (setup_cycles + 1).saturating_sub(t));
    let mut setup_left = 0u32;

    // cs_mode.sv: the chain logic exists unless the core is built for ECB alone.
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

    let mut dp = Registers::new(c);
    let stages = dp.stages();
    let mut words = vec![0u32; s.cycles as usize * stages];
    for row in words.chunks_exact_mut(stages.max(1)).take(s.cycles as usize) {
        dp.probes(row);
        let e = dp.evaluate();
        let setup_busy = setup_left > 0;
        // The block leaving now frees its chain, and the head may take it at once (bypass).
        let freed = e.exit().filter(|t| chained && t.updates).map(|t| t.chain);

        let mut entry = None;
        let mut started_setup = false;
        let mut took = None;
        let consumed = match queue.front() {
            None => false,
            Some(&Item::Key(bank)) => {
                // aes_core.sv: key_ready_o is !setup_busy (and no block of the bank in
                // flight, banked), or an empty datapath (offline); an expansion on the round
                // unit's schedule restarts from a key taken while it runs
                // (timing::key_restarts_expansion).
                let ready = match c.key_schedule {
                    KeySchedule::Banked => !setup_busy && !dp.bank_in_use(bank),
                    _ => !((setup_busy && !restarts) || (shared && dp.busy())),
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
                    _ => !(expands && setup_left > early),
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
                        // A token counts a round's cycles (bs<w>: wordBits / w of them).
                        nr: nr * c.round_cycles(),
                        chain,
                        updates: chained && waits,
                        bank,
                    });
                    took = Some(chain);
                }
                ready
            }
        };

        // The clock edge. cs_mode.sv: a result frees its chain, then a new block may take it.
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
        // aes_key_setup.sv: busy for Nr steps of L + 1 cycles after the handshake (a
        // restarted expansion: its whole count again from the new key's handshake).
        if started_setup {
            setup_left = setup_cycles;
        } else if setup_busy {
            setup_left -= 1;
        }
        dp.commit(e, entry);
    }
    Ok(words)
}
