//! Which configurations exist. Each rule refuses a combination with the reason a student
//! or engineer needs to choose a valid one. What a cipher allows (round counts, S-boxes,
//! key schedules, SP's inner registers) is read from its description (registry/ciphers.json).

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
    check_cipher(c)?;
    check_architecture(c)?;
    check_mode(c)?;
    check_key_schedule(c)?;
    check_implemented(c)
}

/// "a, b and c", as a sentence lists them.
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn count_word(n: usize) -> String {
    const WORDS: [&str; 10] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ];
    WORDS.get(n).map_or_else(|| n.to_string(), |w| w.to_string())
}

fn tokens(items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|t| format!("`{t}`")).collect();
    listed(&quoted)
}

/// `token` is one of `list`, an axis of the cipher's description; if not, an error naming `field`
/// that says `why()`.
fn one_of(field: &str, list: &[String], token: &str, why: impl FnOnce() -> String) -> Result<(), Error> {
    if list.iter().any(|t| t == token) {
        Ok(())
    } else {
        refuse(field, why())
    }
}

/// The axes a cipher's description lists: direction, architecture kind, S-box, key schedule, mode.
fn check_cipher(c: &Configuration) -> Result<(), Error> {
    let cipher = c.cipher;
    // "<cipher> cores run `enc` and `encdec`, not `dec`".
    let listed = |field: &str, list: &[String], token: &str, verb: &str| {
        one_of(field, list, token, || {
            format!("{} {verb} {}, not `{token}`", cipher.name, tokens(list))
        })
    };
    let direction = id::direction_token(c.direction);
    listed("direction", &cipher.directions, direction, "cores run")?;
    listed(
        "architecture",
        &cipher.architectures,
        id::architecture_kind(c.architecture),
        "is built as",
    )?;
    let sbox = id::sbox_token(c.sbox);
    let implementation = &cipher.implementation;
    let choices = implementation.tokens();
    let axis = &implementation.axis;
    one_of(axis, &choices, sbox, || {
        let why = implementation
            .why
            .clone()
            .unwrap_or_else(|| format!("{}'s {axis} choices", cipher.name));
        format!("{why}: only {}", tokens(&choices))
    })?;
    let schedule = id::key_schedule_token(c.key_schedule);
    one_of("key schedule", &cipher.key_schedules, schedule, || {
        let why = cipher
            .key_schedules_why
            .clone()
            .unwrap_or_else(|| format!("{}'s key schedules", cipher.name));
        format!("{why}: only {}", tokens(&cipher.key_schedules))
    })?;
    let matches = |want: &Option<String>, have: &str| want.as_deref().is_none_or(|w| w == have);
    if let Some(r) = cipher
        .refused
        .iter()
        .find(|r| matches(&r.sbox, sbox) && matches(&r.key_schedule, schedule) && matches(&r.direction, direction))
    {
        let field = if r.key_schedule.is_some() {
            "key schedule"
        } else if r.sbox.is_some() {
            cipher.implementation.axis.as_str()
        } else {
            "direction"
        };
        let named: Vec<&str> = [&r.sbox, &r.key_schedule, &r.direction]
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect();
        return refuse(
            field,
            format!("{} `{}`: {}", cipher.name, named.join("` with `"), r.why),
        );
    }
    listed("mode", &cipher.modes, id::mode_kind(c.mode), "cores run")
}

fn check_architecture(c: &Configuration) -> Result<(), Error> {
    let (name, k) = match c.architecture {
        Architecture::BitSerial { w } => return check_bit_serial(c, w),
        Architecture::LoopUnrolled { k } => ("LU", k),
        Architecture::PartialPipeline { k } => ("PP", k),
        Architecture::SubPipeline { k, m } => {
            // Elbirt et al. 4.2: each sub-pipeline stage divides the round at one of its steps.
            let places = &c.cipher.sp_inner_registers;
            if m as usize > places.len() {
                let n = places.len();
                let range = if n == 1 { "1".to_string() } else { format!("1 to {n}") };
                let after: Vec<String> = places.to_vec();
                return refuse(
                    "architecture",
                    format!(
                        "SP-{k}-{m}: a round has {} {} for an inner register (after {}), so m is {range}",
                        count_word(n),
                        if n == 1 { "place" } else { "places" },
                        listed(&after)
                    ),
                );
            }
            ("SP", k)
        }
    };
    if let Some(max) = c.cipher.max_slices.filter(|&max| k > max) {
        let why = c
            .cipher
            .max_slices_why
            .clone()
            .unwrap_or_else(|| format!("k is at most {max}"));
        return refuse("architecture", format!("{name}-{k}: {why}"));
    }
    if let Some(slices) = c.cipher.slices.as_ref().filter(|s| !s.contains(&k)) {
        let why = c.cipher.slices_why.clone().unwrap_or_else(|| {
            format!(
                "k is one of {}",
                slices.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
            )
        });
        return refuse("architecture", format!("{name}-{k}: {why}"));
    }
    // A layered cipher (MARS): one round unit with every layer, or one stage a layer.
    let layers = c.cipher.layers.len() as u32;
    if layers > 0 {
        let built = match name {
            "LU" => k == 1,
            "PP" => k == layers,
            _ => false,
        };
        if !built {
            let why = c
                .cipher
                .layers_why
                .clone()
                .unwrap_or_else(|| format!("{}'s cores are LU-1 and PP-{layers}", c.cipher.name));
            return refuse("architecture", format!("{name}-{k}: {why}"));
        }
        return Ok(());
    }
    for nr in c.round_counts() {
        if nr % k != 0 {
            return refuse(
                "architecture",
                format!("{name}-{k}: the data passes the {k} round stages Nr/{k} times, and Nr = {nr} is not a multiple of {k} (Elbirt et al. 2000 use divisors of Nr)"),
            );
        }
    }
    Ok(())
}

/// bs<w>: w bits of a round a cycle, w one of the description's `serialBits` (each divides
/// `wordBits`, which the description's check makes sure of).
fn check_bit_serial(c: &Configuration, w: u32) -> Result<(), Error> {
    let cipher = c.cipher;
    if cipher.serial_bits.contains(&w) {
        return Ok(());
    }
    let built: Vec<String> = cipher.serial_bits.iter().map(|b| format!("bs{b}")).collect();
    let why = cipher
        .serial_bits_why
        .clone()
        .unwrap_or_else(|| format!("{}'s bit-serial cores", cipher.name));
    refuse("architecture", format!("bs{w}: {why}: only {}", tokens(&built)))
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
    if c.key_schedule == KeySchedule::Offline && c.key_size.switches_at_run_time() {
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

fn sbox_name(s: RoundImpl) -> &'static str {
    match s {
        RoundImpl::BlockRam => "block-RAM",
        RoundImpl::CompositePipelined => "pipelined composite-field",
        _ => "combinational",
    }
}

#[cfg(test)]
mod tests;
