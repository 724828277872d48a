//! Throughput metrics as the papers define them, so the lab's figures and the published ones
//! are computed the same way:
//!
//! - throughput = block bits × f / cycles per block (Elbirt et al. 2000, Sec. 6, with the AES
//!   finalists' 128; Triple DES's block is 64 bits), in Mbit/s with f in MHz;
//! - TPS, throughput per slice = encryption rate / CLB slices (Elbirt et al. 2000, Sec. 6),
//!   in bit/s per slice; the same ratio per LUT for devices counted in LUTs (iCE40);
//! - key-setup latency, the time from providing a key to being able to start encrypting,
//!   and its ratio to the time to encrypt one block (Dandalis et al. 2000, Sec. 4), here
//!   from cycle counts at one clock.

use crate::Error;
use serde::{Deserialize, Serialize};

fn positive(field: &str, value: f64) -> Result<f64, Error> {
    if value.is_finite() && value > 0.0 {
        Ok(value)
    } else {
        Err(Error::field(field, format!("must be a positive number, got {value}")))
    }
}

fn non_negative(field: &str, value: f64) -> Result<f64, Error> {
    if value.is_finite() && value >= 0.0 {
        Ok(value)
    } else {
        Err(Error::field(
            field,
            format!("must be zero or a positive number, got {value}"),
        ))
    }
}

/// Throughput in Mbit/s: block bits × f[MHz] / cycles per block (Elbirt et al. 2000), the
/// block size being the cipher's (registry/ciphers.json `blockBits`).
pub fn throughput_mbps(block_bits: u32, clock_mhz: f64, cycles_per_block: f64) -> Result<f64, Error> {
    Ok(
        positive("blockBits", f64::from(block_bits))? * positive("clockMHz", clock_mhz)?
            / positive("cyclesPerBlock", cycles_per_block)?,
    )
}

/// Throughput per unit of area in bit/s per slice (Elbirt et al.'s TPS) or per LUT.
pub fn throughput_per_area(throughput_mbps: f64, area: f64, area_field: &str) -> Result<f64, Error> {
    Ok(positive("throughputMbps", throughput_mbps)? * 1e6 / positive(area_field, area)?)
}

/// Time for `cycles` clock cycles at `clock_mhz`, in µs.
pub fn cycles_to_us(cycles: f64, clock_mhz: f64, cycles_field: &str) -> Result<f64, Error> {
    Ok(non_negative(cycles_field, cycles)? / positive("clockMHz", clock_mhz)?)
}

/// What a core's figures are: a clock, a rate, and optionally area and key-setup cycles.
#[derive(Debug, Clone, Copy, PartialEq, Default, Deserialize, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Figures {
    /// The cipher's block size in bits.
    pub block_bits: u32,
    #[serde(rename = "clockMHz")]
    pub clock_mhz: f64,
    /// Cycles between successive blocks in the steady state.
    pub cycles_per_block: f64,
    #[serde(default)]
    pub slices: Option<f64>,
    #[serde(default)]
    pub luts: Option<f64>,
    /// Cycles from a key being given to the first block being able to start.
    #[serde(default)]
    pub key_setup_cycles: Option<f64>,
    /// Cycles one block takes from entering to leaving (its latency); Dandalis et al.'s
    /// "block encryption time". Without it, block bits / throughput is used, which is the same
    /// for their one-round iterative cores but not for a pipeline.
    #[serde(default)]
    pub block_latency_cycles: Option<f64>,
}

/// The metrics of [`Figures`]; an option is absent when its inputs were.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct Metrics {
    pub throughput_mbps: f64,
    pub throughput_gbps: f64,
    /// Elbirt et al.'s TPS, bit/s per slice.
    pub throughput_per_slice: Option<f64>,
    /// bit/s per LUT.
    pub throughput_per_lut: Option<f64>,
    /// One block's encryption time in µs: its latency, or block bits / throughput.
    pub block_time_us: f64,
    pub key_setup_latency_us: Option<f64>,
    /// Key-setup latency over one block's encryption time (Dandalis et al.).
    pub key_setup_ratio: Option<f64>,
}

impl Figures {
    pub fn metrics(&self) -> Result<Metrics, Error> {
        let throughput = throughput_mbps(self.block_bits, self.clock_mhz, self.cycles_per_block)?;
        let per = |area: Option<f64>, field: &str| area.map(|a| throughput_per_area(throughput, a, field)).transpose();
        let block_time_us = match self.block_latency_cycles {
            Some(cycles) => cycles_to_us(
                positive("blockLatencyCycles", cycles)?,
                self.clock_mhz,
                "blockLatencyCycles",
            )?,
            None => f64::from(self.block_bits) / throughput,
        };
        let key_setup_latency_us = self
            .key_setup_cycles
            .map(|c| cycles_to_us(c, self.clock_mhz, "keySetupCycles"))
            .transpose()?;
        Ok(Metrics {
            throughput_mbps: throughput,
            throughput_gbps: throughput / 1000.0,
            throughput_per_slice: per(self.slices, "slices")?,
            throughput_per_lut: per(self.luts, "luts")?,
            block_time_us,
            key_setup_latency_us,
            key_setup_ratio: key_setup_latency_us.map(|k| k / block_time_us),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elbirt_pp5() {
        // Elbirt et al. 2000, Table 2, Rijndael PP-5: 20.0 MHz, 2.2 cycles a block, 1165.8 Mbit/s
        // (the clock is rounded to 0.1 MHz; 20.04 MHz gives their figure).
        let t = throughput_mbps(128, 20.0, 2.2).unwrap();
        assert!((t - 1163.64).abs() < 0.01, "{t}");
        assert!(
            throughput_mbps(128, 20.05, 2.2).unwrap() > 1165.8 && throughput_mbps(128, 19.95, 2.2).unwrap() < 1165.8
        );
    }

    #[test]
    fn a_64_bit_block_carries_half_the_bits() {
        // Chodowiec et al.'s basic Triple DES core: 48 cycles a block at 91 MHz. 64 × 91 / 48 =
        // 121.3 Mbit/s (they print 116 measured on the board).
        let t = throughput_mbps(64, 91.0, 48.0).unwrap();
        assert!((t - 121.33).abs() < 0.01, "{t}");
        assert_eq!(throughput_mbps(128, 91.0, 48.0).unwrap(), 2.0 * t);
    }

    #[test]
    fn inputs_are_checked_by_name() {
        assert_eq!(
            throughput_mbps(128, 0.0, 1.0).unwrap_err().to_string(),
            "clockMHz: must be a positive number, got 0"
        );
        assert_eq!(
            throughput_mbps(0, 1.0, 1.0).unwrap_err().to_string(),
            "blockBits: must be a positive number, got 0"
        );
        assert!(throughput_mbps(128, 1.0, f64::NAN)
            .unwrap_err()
            .to_string()
            .starts_with("cyclesPerBlock:"));
        let f = Figures {
            block_bits: 128,
            clock_mhz: 10.0,
            cycles_per_block: 1.0,
            slices: Some(-1.0),
            ..Default::default()
        };
        assert!(f.metrics().unwrap_err().to_string().starts_with("slices:"));
    }
}
