//! The occupancy model against the timing model: measured on the predicted probes the way
//! hdl/timing.mjs measures the RTL's, every registry configuration's key setup, latency,
//! streaming rate, blocks in flight and every mode's rate equal sim-core's timing
//! predictions (which hdl/tests/timing.test.mjs checks against the RTL). The probes
//! themselves are checked word for word against the RTL by hdl/tests/occupancy.test.mjs.

use crate::common;

use serde_json::Value;
use sim_core::config::{id::parse, Configuration};
use std::path::PathBuf;

fn registry() -> Vec<Configuration> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../registry/configurations.json");
    let json: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    json["configurations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| parse(e["id"].as_str().unwrap()).unwrap())
        .collect()
}

#[test]
fn occupancy_measures_what_timing_predicts() {
    for c in registry() {
        common::occupancy::occupancy_measures_what_timing_predicts(&c);
    }
}
