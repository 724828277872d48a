//! The architecture model: what a core configuration's RTL does, cycle for cycle, predicted
//! from the configuration alone (hdl/doc/architectures.md describes the RTL it follows).
//! [`timing`] gives the figures (latency, cycles per block, blocks in flight, key-setup
//! latency, every mode's rate) for any configuration, built or not; the HDL tests assert
//! that they equal the measurements for every prebuilt configuration and mode.
//! [`occupancy`] predicts, cycle by cycle, what every register stage holds for a stimulus:
//! the RTL's occupancy probes, word for word (hdl/tests/occupancy.test.mjs checks them).

pub mod occupancy;
pub mod timing;

pub use occupancy::{predict_occupancy, Stimulus, StimulusBlock, StimulusMode};
pub use timing::{predict, PredictedModeRate, PredictedTiming, Prediction};
