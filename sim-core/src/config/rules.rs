//! Which configurations exist. Each rule refuses a combination with the reason a student
//! or engineer needs to choose a valid one.

use super::*;
use crate::Error;

fn refuse(field: &str, message: impl Into<String>) -> Result<(), Error> {
    Err(Error::Config { field: field.to_string(), message: message.into() })
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
            "CTR, CFB and OFB run the forward cipher in both directions (SP 800-38A §6.3–6.5): choose enc",
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

/// Valid combinations whose RTL has not landed yet are refused by name, not silently.
fn check_implemented(c: &Configuration) -> Result<(), Error> {
    let pending = |what: &str| refuse("configuration", format!("{what} is not implemented in hdl/ yet (the AES core family, issue #3)"));
    if c.key_size != KeySize::K128 {
        return pending("a key size other than 128");
    }
    if c.direction != Direction::Encrypt {
        return pending("decryption");
    }
    if c.architecture != (Architecture::LoopUnrolled { k: 1 }) {
        return pending("an architecture other than LU-1");
    }
    if c.sbox != SBox::Lut {
        return pending("an S-box other than the LUT");
    }
    if c.key_schedule != KeySchedule::Online {
        return pending("a key schedule other than online");
    }
    if c.mode != Mode::Ecb {
        return refuse("configuration", "modes other than ECB are not implemented in hdl/ yet (modes of operation, issue #4)");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::id::parse;

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
    fn unimplemented_is_named() {
        assert!(reason("aes256-enc-lu1-lut-online-ecb").contains("not implemented"));
    }
}
