//! The datapath of a layered cipher's PP core as the occupancy model sees it: one stage a layer
//! (hdl/rtl/mars/mars_core.sv, `gen_concurrent`: `mix_in`, `core`, `mix_out`), each a register
//! in front of its layer's round unit. A block loops in a stage for its layer's rounds and
//! moves to the next stage in the cycle that stage is free (empty, or its own block moving
//! on); the last stage's block leaves in the cycle its register holds it before its last
//! round, and a new block enters the first stage when that stage is free (Dandalis et al. 4.1:
//! "all the three processing stages execute in parallel").
//!
//! Tokens count rounds as the ring datapath's (`datapath`) and the probes show them: a token
//! holds the round in progress, 1 after it enters, so the probe word is the same as a ring's
//! register after the round.

use super::datapath::{Slot, Token};
use crate::analytics::probe;
use crate::config::Configuration;

/// The stages' registers, a token each.
pub(super) struct Layers {
    /// The round each stage ends with (MARS: 8, 24, 32): a token leaves the stage after it.
    last: Vec<u32>,
    held: Vec<Slot>,
}

/// The combinational values of one cycle (mars_core.sv: `done`, `move`, `free`).
pub(super) struct Eval {
    /// Stage s's block moves on at the clock edge (the last stage's: leaves).
    moves: Vec<bool>,
    free_first: bool,
    pub(super) exit: Slot,
}

/// One more round (the round unit's `stepped` token).
fn step(t: Token) -> Token {
    Token {
        round: t.round + 1,
        ..t
    }
}

impl Layers {
    pub(super) fn new(c: &Configuration, k: u32) -> Layers {
        let mut last = Vec::new();
        let mut end = 0;
        // Every key size has the same layers (registry/ciphers.json checks their sum is Nr).
        for rounds in c.cipher.stage_rounds(c.key_size.key_bits[0], k) {
            end += rounds;
            last.push(end);
        }
        Layers {
            held: vec![None; last.len()],
            last,
        }
    }

    pub(super) fn stages(&self) -> usize {
        self.held.len()
    }

    /// mars_stage_reg.sv: the round in progress and the tag.
    pub(super) fn probes(&self, row: &mut [u32]) {
        for (word, slot) in row.iter_mut().zip(&self.held) {
            *word = slot.map_or(0, |t| probe::word(t.round, t.tag));
        }
    }

    fn tokens(&self) -> impl Iterator<Item = &Token> {
        self.held.iter().flatten()
    }

    pub(super) fn busy(&self) -> bool {
        self.tokens().next().is_some()
    }

    pub(super) fn bank_in_use(&self, bank: u32) -> bool {
        self.tokens().any(|t| t.bank == bank)
    }

    fn done(&self, s: usize) -> bool {
        self.held[s].is_some_and(|t| t.round == self.last[s])
    }

    /// From the last stage back: a stage is free when empty or its block moves on, and a
    /// finished block moves on when the next stage is free (the last stage's always leaves:
    /// the harness takes every result).
    pub(super) fn evaluate(&self) -> Eval {
        let n = self.held.len();
        let mut moves = vec![false; n];
        let mut next_free = true;
        for s in (0..n).rev() {
            moves[s] = self.done(s) && next_free;
            next_free = self.held[s].is_none() || moves[s];
        }
        Eval {
            exit: if moves[n - 1] { self.held[n - 1] } else { None },
            moves,
            free_first: next_free,
        }
    }

    pub(super) fn slot_free(&self, e: &Eval) -> bool {
        e.free_first
    }

    /// The clock edge (mars_core.sv: `next`, `en`): a block not done steps a round, a done one
    /// moves on or waits, and the first stage takes `entry` when its own block moves on.
    pub(super) fn commit(&mut self, e: Eval, entry: Slot) {
        let old = self.held.clone();
        for s in 0..old.len() {
            let came = if s == 0 {
                entry.map(step)
            } else if e.moves[s - 1] {
                old[s - 1].map(step)
            } else {
                None
            };
            self.held[s] = match old[s] {
                Some(t) if !self.done(s) => Some(step(t)),
                Some(t) if !e.moves[s] => Some(t),
                _ => came,
            };
        }
    }
}
