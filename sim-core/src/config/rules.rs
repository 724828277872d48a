//! Which configurations exist. Each rule refuses a combination with the reason a student
//! or engineer needs to choose a valid one.

use super::*;
use crate::Error;

fn refuse(field: &str, message: impl Into<String>) -> Result<(), Error> {
    Err(Error::Config {
        field: field.to_string(),
        message: message.into(),
    })
}

/// The most streams whose context seed 004's multi-stream CBC keeps on chip.
pub const MAX_STREAMS: u32 = 16;
/// The most interleaved chains the lab offers.
pub const MAX_CHAINS: u32 = 64;

pub fn check(c: &Configuration) -> Result<(), Error> {
    check_architecture(c)?;
    check_mode(c)?;
    check_key_schedule(c)?;
    check_implemented(c)
}

fn check_architecture(c: &Configuration) -> Result<(), Error> {
    let (name, k) = match c.architecture {
        Architecture::LoopUnrolled { k } => ("LU", k),
        Architecture::PartialPipeline { k } => ("PP", k),
        Architecture::SubPipeline { k, m } => {
            if m > 3 {
                return refuse(
                    "architecture",
                    format!("SP-{k}-{m}: a round has three places for an inner register (after SubBytes, ShiftRows and MixColumns), so m is 1 to 3"),
                );
            }
            ("SP", k)
        }
    };
    for &nr in c.key_size.round_counts() {
        if nr % k != 0 {
            return refuse(
                "architecture",
                format!("{name}-{k}: the data passes the {k} round stages Nr/{k} times, and Nr = {nr} is not a multiple of {k} (Elbirt et al. 2000 use divisors of Nr)"),
            );
        }
    }
    Ok(())
}

fn check_mode(c: &Configuration) -> Result<(), Error> {
    match c.mode {
        Mode::Ctr | Mode::Cfb | Mode::Ofb if c.direction == Direction::Decrypt => refuse(
            "mode",
            "CTR, CFB and OFB run the forward cipher in both directions (SP 800-38A §6.3–6.5): choose enc or encdec",
        ),
        Mode::MultiStreamCbc { streams } if streams > MAX_STREAMS => refuse(
            "mode",
            format!("multi-stream CBC keeps per-stream context for at most {MAX_STREAMS} streams (Chodowiec et al.), not {streams}"),
        ),
        Mode::InterleavedCbc { chains } if chains > MAX_CHAINS => {
            refuse("mode", format!("interleaved CBC offers at most {MAX_CHAINS} chains, not {chains}"))
        }
        _ => Ok(()),
    }
}

fn check_key_schedule(c: &Configuration) -> Result<(), Error> {
    if c.key_schedule == KeySchedule::Offline && c.key_size == KeySize::ThreeInOne {
        return refuse(
            "key schedule",
            "the 3-in-1 schedule switches key size at run time, but an offline schedule fixes one key at build time",
        );
    }
    Ok(())
}

/// Combinations the hardware cannot build, and parts that have not landed yet.
fn check_implemented(c: &Configuration) -> Result<(), Error> {
    if let Architecture::LoopUnrolled { k } = c.architecture {
        if k > 1 && c.sbox_latency() > 0 {
            return refuse(
                "architecture",
                format!("LU-{k} computes {k} rounds between two registers, but a {} S-box has a register inside: use LU-1, PP-{k} or SP-{k}-m", sbox_name(c.sbox)),
            );
        }
    }
    Ok(())
}

fn sbox_name(s: SBox) -> &'static str {
    match s {
        SBox::BlockRam => "block-RAM",
        SBox::CompositePipelined => "pipelined composite-field",
        _ => "combinational",
    }
}

#[cfg(test)]
mod tests {
    use super::super::id::parse;
    #[allow(unused_imports)]
    use super::*;

    fn reason(id: &str) -> String {
        parse(id).unwrap_err().to_string()
    }

    #[test]
    fn k_must_divide_round_count() {
        let r = reason("aes128-enc-lu3-lut-online-ecb");
        assert!(r.contains("Nr = 10 is not a multiple of 3"), "{r}");
        let r = reason("aes3in1-enc-pp5-lut-online-ecb");
        assert!(r.contains("Nr = 12"), "{r}");
    }

    #[test]
    fn counter_modes_refuse_decrypt() {
        assert!(reason("aes128-dec-lu1-lut-online-ctr").contains("choose enc"));
    }

    #[test]
    fn stream_limit() {
        assert!(reason("aes128-enc-pp2-lut-online-mscbc17").contains("at most 16"));
    }

    #[test]
    fn registered_sbox_cannot_unroll() {
        assert!(reason("aes128-enc-lu2-bram-online-ecb").contains("register inside"));
        assert!(parse("aes128-enc-lu1-bram-online-ecb").is_ok());
    }

    #[test]
    fn every_mode_parses() {
        for mode in ["ecb", "ctr", "cbc", "cfb", "ofb", "icbc4", "mscbc16", "all"] {
            let id = format!("aes128-enc-pp2-lut-online-{mode}");
            assert_eq!(parse(&id).unwrap().id(), id);
        }
    }

    #[test]
    fn stage_counts() {
        let stages = |id: &str| parse(id).unwrap().register_stages();
        assert_eq!(stages("aes128-enc-lu1-lut-online-ecb"), 1);
        assert_eq!(stages("aes128-enc-lu5-lut-online-ecb"), 1);
        assert_eq!(stages("aes128-enc-pp5-lut-online-ecb"), 5);
        assert_eq!(stages("aes128-enc-sp2m1-lut-online-ecb"), 4);
        assert_eq!(stages("aes128-enc-pp10-lut-online-ecb"), 11); // input register + 10
        assert_eq!(stages("aes128-enc-lu1-bram-online-ecb"), 1); // the block RAM's register
        assert_eq!(stages("aes128-enc-sp10m3-cfp-online-ecb"), 81); // 8 a round (Swankoski et al.)
        assert_eq!(stages("aes128-enc-sp10m3-bram-online-ecb"), 41); // 4 a round
    }
}
