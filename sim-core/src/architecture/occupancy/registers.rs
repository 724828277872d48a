//! Which datapath a configuration's registers form: the rings of LU-k, PP-k and SP-k-m
//! (`datapath`: aes_core.sv, serpent_core.sv and the cores built like them), or a layered
//! cipher's stage a layer (`layers`: MARS's PP-3, mars_core.sv). The rest of the model (the
//! mode, the key schedule, the harness queue) sees them through these calls alone.

use super::datapath::{self, Datapath, Slot};
use super::layers::{self, Layers};
use crate::config::{Architecture, Configuration};

pub(super) enum Registers {
    Rings(Datapath),
    Layers(Layers),
}

/// One cycle's combinational values, before the clock edge.
pub(super) enum Eval {
    Rings(datapath::Eval),
    Layers(layers::Eval),
}

impl Eval {
    /// The block leaving this cycle.
    pub(super) fn exit(&self) -> Slot {
        match self {
            Eval::Rings(e) => e.exit,
            Eval::Layers(e) => e.exit,
        }
    }
}

impl Registers {
    pub(super) fn new(c: &Configuration) -> Registers {
        match c.architecture {
            Architecture::PartialPipeline { k } if !c.cipher.layers.is_empty() => Registers::Layers(Layers::new(c, k)),
            _ => Registers::Rings(Datapath::new(c)),
        }
    }

    /// Probe words a cycle: the register stages, in the RTL's probe order.
    pub(super) fn stages(&self) -> usize {
        match self {
            Registers::Rings(d) => d.stages,
            Registers::Layers(l) => l.stages(),
        }
    }

    pub(super) fn probes(&self, row: &mut [u32]) {
        match self {
            Registers::Rings(d) => d.probes(row),
            Registers::Layers(l) => l.probes(row),
        }
    }

    pub(super) fn busy(&self) -> bool {
        match self {
            Registers::Rings(d) => d.busy(),
            Registers::Layers(l) => l.busy(),
        }
    }

    pub(super) fn bank_in_use(&self, bank: u32) -> bool {
        match self {
            Registers::Rings(d) => d.bank_in_use(bank),
            Registers::Layers(l) => l.bank_in_use(bank),
        }
    }

    pub(super) fn evaluate(&self) -> Eval {
        match self {
            Registers::Rings(d) => Eval::Rings(d.evaluate()),
            Registers::Layers(l) => Eval::Layers(l.evaluate()),
        }
    }

    /// A new block may enter this cycle.
    pub(super) fn slot_free(&self, e: &Eval) -> bool {
        match (self, e) {
            (Registers::Rings(d), Eval::Rings(e)) => d.slot_free(e),
            (Registers::Layers(l), Eval::Layers(e)) => l.slot_free(e),
            _ => unreachable!("an evaluation of another datapath"),
        }
    }

    /// The clock edge, with `entry` taken in.
    pub(super) fn commit(&mut self, e: Eval, entry: Slot) {
        match (self, e) {
            (Registers::Rings(d), Eval::Rings(e)) => d.commit(e, entry),
            (Registers::Layers(l), Eval::Layers(e)) => l.commit(e, entry),
            _ => unreachable!("an evaluation of another datapath"),
        }
    }
}
