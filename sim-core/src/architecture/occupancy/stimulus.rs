//! A stimulus: one message on a freshly reset core (the queue order is in the parent module's
//! documentation). Here are its types, how they are read from JSON data, with every error
//! naming its field by path (`stimulus.blocks[3].tag: ...`), and the checks of a stimulus
//! against the configuration that runs it.

use super::MAX_WORDS;
use crate::architecture::timing::supported_modes;
use crate::config::{Configuration, KeySchedule, Mode};
use crate::json::MODE_NAMES;
use crate::tag::{STREAMS, TAG_MASK};
use crate::Error;
use serde::de::value::MapAccessDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, Expected, IntoDeserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;
use std::marker::PhantomData;

/// The modes of operation a stimulus runs (aes_pkg::mode_e, hdl/doc/modes.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub enum StimulusMode {
    Ecb,
    Ctr,
    Cbc,
    Cfb,
    Ofb,
    InterleavedCbc,
    MultiStreamCbc,
}

impl StimulusMode {
    /// The name hdl/timing.mjs and [`supported_modes`] use.
    pub fn name(self) -> &'static str {
        match self {
            StimulusMode::Ecb => "ecb",
            StimulusMode::Ctr => "ctr",
            StimulusMode::Cbc => "cbc",
            StimulusMode::Cfb => "cfb",
            StimulusMode::Ofb => "ofb",
            StimulusMode::InterleavedCbc => "interleavedCbc",
            StimulusMode::MultiStreamCbc => "multiStreamCbc",
        }
    }

    /// IVs queued before the blocks (hdl/ABI.md, `cs_load_iv`).
    pub(super) fn ivs(self, chains: u32) -> u32 {
        match self {
            StimulusMode::Ecb => 0,
            StimulusMode::InterleavedCbc | StimulusMode::MultiStreamCbc => chains,
            _ => 1,
        }
    }
}

/// One block of a stimulus: its tag (crate::tag: `(stream << 20) | block`), for
/// multi-stream CBC its stream, and on a banked key schedule its key bank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StimulusBlock {
    #[serde(deserialize_with = "whole")]
    pub tag: u32,
    #[serde(default, deserialize_with = "whole")]
    pub stream: u32,
    /// Key bank (0 to 15; banked key schedules only).
    #[serde(default, deserialize_with = "whole")]
    pub bank: u32,
}

/// A new key queued mid-run, right before block `before_block` (the block count: after the
/// last block), as `cs_load_key` queues it (hdl/harness/keys.mjs: one handshake, or one per
/// round key for an offline schedule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KeyChange {
    #[serde(deserialize_with = "whole")]
    pub before_block: u32,
    /// Key bank (0 to 15; banked key schedules only).
    #[serde(default, deserialize_with = "whole")]
    pub bank: u32,
}

/// One message on a freshly reset core (see the occupancy module's documentation for the
/// queue order).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Stimulus {
    /// 128, 192 or 256; the configuration's key size (any of the three on 3-in-1 cores).
    #[serde(deserialize_with = "whole")]
    pub key_bits: u32,
    #[serde(deserialize_with = "mode_name")]
    pub mode: StimulusMode,
    /// The mode's direction, for every block.
    #[serde(default, deserialize_with = "flag")]
    pub decrypt: bool,
    /// Interleaved CBC's chains or multi-stream CBC's streams (1 for the other modes).
    #[serde(default = "one", deserialize_with = "whole")]
    pub chains: u32,
    #[serde(deserialize_with = "array")]
    pub blocks: Vec<StimulusBlock>,
    /// New keys queued between blocks, in queue order (`before_block` never decreasing).
    #[serde(default, skip_serializing_if = "Vec::is_empty", deserialize_with = "array")]
    pub key_changes: Vec<KeyChange>,
    /// Cycles to predict, from cycle 0.
    #[serde(deserialize_with = "whole")]
    pub cycles: u32,
}

fn one() -> u32 {
    1
}

impl Stimulus {
    /// Read a stimulus from JSON data found at `field` (e.g. `stimulus`); every error names
    /// the field by its path (`stimulus.blocks[3].tag: ...`). The derived `Deserialize` reads
    /// the same fields with the same messages, without the path (and, as serde's derive does,
    /// takes the stimulus itself from an array of its fields too).
    pub fn from_value(value: &Value, field: &str) -> Result<Stimulus, Error> {
        let mut track = serde_path_to_error::Track::new();
        let read =
            Object::<Stimulus>(PhantomData).deserialize(serde_path_to_error::Deserializer::new(value, &mut track));
        read.map_err(|e| {
            let path = track.path();
            let at = if path.iter().next().is_none() {
                field.to_string()
            } else {
                format!("{field}.{path}")
            };
            // serde's derive refuses a missing field at the object; name the field instead.
            let message = e.to_string();
            match message
                .strip_prefix("missing field `")
                .and_then(|m| m.strip_suffix('`'))
            {
                Some(name) => Error::field(format!("{at}.{name}"), "missing"),
                None => Error::field(at, message),
            }
        })
    }
}

// ---- Reading JSON: serde's derive, with messages that say what a field takes ------------

/// An object in a stimulus: what messages call it, and its fields as the derive names them.
trait Shape {
    const KIND: &'static str;
    const FIELDS: &'static [&'static str];

    /// What a message says was expected: `an object {tag, stream, bank}`.
    fn expecting(f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "an object {{{}}}", Self::FIELDS.join(", "))
    }
}

impl Shape for Stimulus {
    const KIND: &'static str = "stimulus";
    const FIELDS: &'static [&'static str] = &["keyBits", "mode", "decrypt", "chains", "blocks", "keyChanges", "cycles"];

    fn expecting(f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "an object with {}", Self::FIELDS.join(", "))
    }
}

impl Shape for StimulusBlock {
    const KIND: &'static str = "block";
    const FIELDS: &'static [&'static str] = &["tag", "stream", "bank"];
}

impl Shape for KeyChange {
    const KIND: &'static str = "key change";
    const FIELDS: &'static [&'static str] = &["beforeBlock", "bank"];
}

/// "expected {what the visitor takes}, got {kind}".
fn refused<E: de::Error>(expected: &dyn Expected, got: &str) -> E {
    E::custom(format_args!("expected {expected}, got {got}"))
}

/// A visitor's methods refusing the kinds of JSON value it does not take, through
/// [`refused`], each kind named as crate::json::what names it.
macro_rules! refuse {
    ($de:lifetime; $($kind:ident)*) => {
        $(refuse!(@ $de $kind);)*
    };
    (@ $de:lifetime boolean) => {
        fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
            Err(refused(&self, "a boolean"))
        }
    };
    (@ $de:lifetime number) => {
        fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
            Err(refused(&self, "a number"))
        }
        fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
            Err(refused(&self, "a number"))
        }
        fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
            Err(refused(&self, "a number"))
        }
    };
    (@ $de:lifetime string) => {
        fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
            Err(refused(&self, "a string"))
        }
    };
    (@ $de:lifetime null) => {
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Err(refused(&self, "null"))
        }
    };
    (@ $de:lifetime array) => {
        fn visit_seq<A: SeqAccess<$de>>(self, _: A) -> Result<Self::Value, A::Error> {
            Err(refused(&self, "an array"))
        }
    };
    (@ $de:lifetime object) => {
        fn visit_map<A: MapAccess<$de>>(self, _: A) -> Result<Self::Value, A::Error> {
            Err(refused(&self, "an object"))
        }
    };
}

/// A [`Shape`] from a JSON object only: serde's derive would take an array of the fields
/// too. Its unknown fields are refused as `not a block field (tag, stream, bank)`.
struct Object<T>(PhantomData<T>);

impl<'de, T: Shape + Deserialize<'de>> DeserializeSeed<'de> for Object<T> {
    type Value = T;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<T, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de, T: Shape + Deserialize<'de>> Visitor<'de> for Object<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        T::expecting(f)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
        T::deserialize(MapAccessDeserializer::new(map)).map_err(|e| {
            if e.to_string().starts_with("unknown field `") {
                de::Error::custom(format_args!("not a {} field ({})", T::KIND, T::FIELDS.join(", ")))
            } else {
                e
            }
        })
    }

    refuse!('de; boolean number string null array);
}

/// A field holding an array of [`Shape`]s, each an [`Object`].
fn array<'de, D: Deserializer<'de>, T: Shape + Deserialize<'de>>(deserializer: D) -> Result<Vec<T>, D::Error> {
    struct Array<T>(PhantomData<T>);

    impl<'de, T: Shape + Deserialize<'de>> Visitor<'de> for Array<T> {
        type Value = Vec<T>;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "an array of {{{}}}", T::FIELDS.join(", "))
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            let mut items = Vec::new();
            while let Some(item) = seq.next_element_seed(Object::<T>(PhantomData))? {
                items.push(item);
            }
            Ok(items)
        }

        refuse!('de; boolean number string null object);
    }

    deserializer.deserialize_any(Array(PhantomData))
}

/// A `u32` field: a whole JSON number from 0 to 2^32 - 1.
fn whole<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
    struct Whole;

    impl<'de> Visitor<'de> for Whole {
        type Value = u32;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "a whole number from 0 to {}", u32::MAX)
        }

        fn visit_u64<E: de::Error>(self, v: u64) -> Result<u32, E> {
            u32::try_from(v).map_err(|_| refused(&self, &v.to_string()))
        }

        fn visit_i64<E: de::Error>(self, v: i64) -> Result<u32, E> {
            u32::try_from(v).map_err(|_| refused(&self, &v.to_string()))
        }

        fn visit_f64<E: de::Error>(self, v: f64) -> Result<u32, E> {
            // The number as JSON writes it (1.5, 128.0, 1e+300).
            let number = serde_json::Number::from_f64(v).map_or_else(|| v.to_string(), |n| n.to_string());
            Err(refused(&self, &number))
        }

        refuse!('de; boolean string null array object);
    }

    deserializer.deserialize_any(Whole)
}

/// A `bool` field.
fn flag<'de, D: Deserializer<'de>>(deserializer: D) -> Result<bool, D::Error> {
    struct Flag;

    impl<'de> Visitor<'de> for Flag {
        type Value = bool;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a boolean")
        }

        fn visit_bool<E: de::Error>(self, v: bool) -> Result<bool, E> {
            Ok(v)
        }

        refuse!('de; number string null array object);
    }

    deserializer.deserialize_any(Flag)
}

/// The mode field: a [`StimulusMode`] by its name.
fn mode_name<'de, D: Deserializer<'de>>(deserializer: D) -> Result<StimulusMode, D::Error> {
    struct Name;

    impl<'de> Visitor<'de> for Name {
        type Value = StimulusMode;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "a string, one of {MODE_NAMES}")
        }

        fn visit_str<E: de::Error>(self, v: &str) -> Result<StimulusMode, E> {
            StimulusMode::deserialize(v.into_deserializer())
                .map_err(|_: E| E::custom(format_args!("'{v}' is not one of {MODE_NAMES}")))
        }

        refuse!('de; boolean number null array object);
    }

    deserializer.deserialize_any(Name)
}

// ---- What a configuration runs ------------------------------------------------------------

/// A key bank: 0 to 15 on AES's banked schedules (aes_key_banks.sv), 0 to 3 on Triple DES's
/// (the cipher's `keyBanks`), only 0 elsewhere.
fn check_bank(c: &Configuration, path: &str, bank: u32) -> Result<(), Error> {
    if c.key_schedule == KeySchedule::Banked {
        let banks = c.cipher.banks();
        if bank >= banks {
            return Err(Error::field(
                path,
                format!("{bank} is not a key bank of {} (0 to {})", c.id(), banks - 1),
            ));
        }
    } else if bank != 0 {
        return Err(Error::field(
            path,
            format!(
                "{} has no key banks (only banked key schedules do), got bank {bank}",
                c.id()
            ),
        ));
    }
    Ok(())
}

/// Refuse a stimulus `c` cannot run, naming the field (`stimulus.blocks[2].bank: ...`).
pub(super) fn check(c: &Configuration, s: &Stimulus) -> Result<(), Error> {
    // The probe word's round field (hdl/ABI.md, bits 30..24) holds every round a core runs.
    if c.max_rounds() > crate::analytics::probe::ROUND_MASK {
        return Err(Error::field(
            "config",
            format!(
                "{}: {} rounds do not fit the probes' round field (at most {})",
                c.id(),
                c.max_rounds(),
                crate::analytics::probe::ROUND_MASK
            ),
        ));
    }
    let sizes = c.key_size.key_bits;
    if !sizes.contains(&s.key_bits) {
        let list: Vec<String> = sizes.iter().map(|b| b.to_string()).collect();
        return Err(Error::field(
            "stimulus.keyBits",
            format!("{} takes {}-bit keys, not {}", c.id(), list.join(", "), s.key_bits),
        ));
    }
    let runs = supported_modes(c);
    if !runs.iter().any(|&(m, _)| m == s.mode.name()) {
        let modes: Vec<&str> = runs
            .iter()
            .map(|&(m, _)| m)
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        return Err(Error::field(
            "stimulus.mode",
            format!("{} runs {}, not {}", c.id(), modes.join(", "), s.mode.name()),
        ));
    }
    if !runs.contains(&(s.mode.name(), s.decrypt)) {
        let what = if s.decrypt { "decrypt" } else { "encrypt" };
        return Err(Error::field(
            "stimulus.decrypt",
            format!(
                "{} cannot {what} in {}: its cipher runs one direction only",
                c.id(),
                s.mode.name()
            ),
        ));
    }
    let chains_ok = match (s.mode, c.mode) {
        (StimulusMode::InterleavedCbc, Mode::InterleavedCbc { chains }) => s.chains == chains,
        (StimulusMode::MultiStreamCbc, Mode::MultiStreamCbc { streams }) => s.chains == streams,
        (StimulusMode::InterleavedCbc, _) => (1..=crate::config::rules::MAX_CHAINS).contains(&s.chains),
        (StimulusMode::MultiStreamCbc, _) => (1..=crate::config::rules::MAX_STREAMS).contains(&s.chains),
        _ => s.chains == 1,
    };
    if !chains_ok {
        let want = match (s.mode, c.mode) {
            (StimulusMode::InterleavedCbc, Mode::InterleavedCbc { chains }) => {
                format!("{chains}, as the core is built")
            }
            (StimulusMode::MultiStreamCbc, Mode::MultiStreamCbc { streams }) => {
                format!("{streams}, as the core is built")
            }
            (StimulusMode::InterleavedCbc, _) => format!("1 to {}", crate::config::rules::MAX_CHAINS),
            (StimulusMode::MultiStreamCbc, _) => format!("1 to {}", crate::config::rules::MAX_STREAMS),
            _ => format!("1 for {}", s.mode.name()),
        };
        return Err(Error::field("stimulus.chains", format!("{} is not {want}", s.chains)));
    }
    for (i, b) in s.blocks.iter().enumerate() {
        if b.tag > TAG_MASK {
            return Err(Error::field(
                format!("stimulus.blocks[{i}].tag"),
                format!("{} does not fit in 24 bits", b.tag),
            ));
        }
        let limit = if s.mode == StimulusMode::MultiStreamCbc {
            s.chains
        } else {
            STREAMS as u32
        };
        if b.stream >= limit {
            return Err(Error::field(
                format!("stimulus.blocks[{i}].stream"),
                format!("{} is not a stream id (0 to {})", b.stream, limit - 1),
            ));
        }
        check_bank(c, &format!("stimulus.blocks[{i}].bank"), b.bank)?;
    }
    let mut before = 0;
    for (i, k) in s.key_changes.iter().enumerate() {
        let at = format!("stimulus.keyChanges[{i}]");
        if k.before_block as usize > s.blocks.len() {
            return Err(Error::field(
                format!("{at}.beforeBlock"),
                format!(
                    "{} is past the last block (0 to {}, the block count queues the key after every block)",
                    k.before_block,
                    s.blocks.len()
                ),
            ));
        }
        if k.before_block < before {
            return Err(Error::field(
                format!("{at}.beforeBlock"),
                format!(
                    "{} comes before the previous key change's {before}: list key changes in queue order",
                    k.before_block
                ),
            ));
        }
        before = k.before_block;
        check_bank(c, &format!("{at}.bank"), k.bank)?;
    }
    let words = u64::from(s.cycles) * u64::from(c.register_stages());
    if words > MAX_WORDS {
        return Err(Error::field(
            "stimulus.cycles",
            format!(
                "{} cycles × {} stages is {words} probe words, more than {MAX_WORDS}",
                s.cycles,
                c.register_stages()
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Stimulus, Error> {
        Stimulus::from_value(&serde_json::from_str(text).unwrap(), "stimulus")
    }

    fn err(text: &str) -> String {
        read(text).unwrap_err().to_string()
    }

    #[test]
    fn reads_json_naming_the_field() {
        let json = r#"{"keyBits":128,"mode":"multiStreamCbc","decrypt":true,"chains":2,"blocks":[{"tag":1048576,"stream":1},{"tag":2}],"cycles":30}"#;
        assert_eq!(read(json).unwrap(), serde_json::from_str::<Stimulus>(json).unwrap());
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[{"tag":"a"}],"cycles":1}"#),
            "stimulus.blocks[0].tag: expected a whole number from 0 to 4294967295, got a string"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"xts","blocks":[],"cycles":1}"#),
            format!("stimulus.mode: 'xts' is not one of {MODE_NAMES}")
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[]}"#),
            "stimulus.cycles: missing"
        );
        assert!(err(r#"{"keyBits":128,"mode":"ecb","blocks":[],"cycles":1,"keys":1}"#)
            .starts_with("stimulus.keys: not a stimulus field"));
        assert_eq!(
            err(r#"{"keyBits":-1,"mode":"ecb","blocks":[],"cycles":1}"#),
            "stimulus.keyBits: expected a whole number from 0 to 4294967295, got -1"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[{"tag":1,"lane":2}],"cycles":1}"#),
            "stimulus.blocks[0].lane: not a block field (tag, stream, bank)"
        );
    }

    #[test]
    fn reads_key_changes() {
        let json = r#"{"keyBits":128,"mode":"ecb","blocks":[{"tag":1,"bank":2}],"keyChanges":[{"beforeBlock":1,"bank":3}],"cycles":1}"#;
        assert_eq!(read(json).unwrap(), serde_json::from_str::<Stimulus>(json).unwrap());
        assert_eq!(
            read(json).unwrap().key_changes,
            vec![KeyChange {
                before_block: 1,
                bank: 3
            }]
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[],"keyChanges":3,"cycles":1}"#),
            "stimulus.keyChanges: expected an array of {beforeBlock, bank}, got a number"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[],"keyChanges":[{}],"cycles":1}"#),
            "stimulus.keyChanges[0].beforeBlock: missing"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[],"keyChanges":[{"beforeBlock":0,"key":1}],"cycles":1}"#),
            "stimulus.keyChanges[0].key: not a key change field (beforeBlock, bank)"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[],"keyChanges":[{"beforeBlock":0,"bank":true}],"cycles":1}"#),
            "stimulus.keyChanges[0].bank: expected a whole number from 0 to 4294967295, got a boolean"
        );
    }

    #[test]
    fn shapes_list_the_fields_the_derive_reads() {
        fn lists<T: Shape + for<'de> Deserialize<'de> + fmt::Debug>() {
            let e = serde_json::from_str::<T>(r#"{"?":0}"#).unwrap_err().to_string();
            for f in T::FIELDS {
                assert!(e.contains(&format!("`{f}`")), "{}: {f} in {e}", T::KIND);
            }
            assert_eq!(e.matches('`').count(), 2 * (T::FIELDS.len() + 1), "{}: {e}", T::KIND);
        }
        lists::<Stimulus>();
        lists::<StimulusBlock>();
        lists::<KeyChange>();
    }

    #[test]
    fn refuses_other_kinds_by_name() {
        let fields = "keyBits, mode, decrypt, chains, blocks, keyChanges, cycles";
        assert_eq!(
            err("3"),
            format!("stimulus: expected an object with {fields}, got a number")
        );
        // serde's derive would read a struct from an array of its fields; a stimulus is an object.
        assert_eq!(
            err(r#"[128,"ecb",false,1,[],[],1]"#),
            format!("stimulus: expected an object with {fields}, got an array")
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[[5]],"cycles":1}"#),
            "stimulus.blocks[0]: expected an object {tag, stream, bank}, got an array"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":null,"cycles":1}"#),
            "stimulus.blocks: expected an array of {tag, stream, bank}, got null"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":3,"blocks":[],"cycles":1}"#),
            format!("stimulus.mode: expected a string, one of {MODE_NAMES}, got a number")
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","decrypt":null,"blocks":[],"cycles":1}"#),
            "stimulus.decrypt: expected a boolean, got null"
        );
        assert_eq!(
            err(r#"{"keyBits":128.0,"mode":"ecb","blocks":[],"cycles":1}"#),
            "stimulus.keyBits: expected a whole number from 0 to 4294967295, got 128.0"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","chains":4294967296,"blocks":[],"cycles":1}"#),
            "stimulus.chains: expected a whole number from 0 to 4294967295, got 4294967296"
        );
        assert_eq!(
            err(r#"{"mode":"ecb","blocks":[],"cycles":1}"#),
            "stimulus.keyBits: missing"
        );
        assert_eq!(
            err(r#"{"keyBits":128,"mode":"ecb","blocks":[{"stream":1}],"cycles":1}"#),
            "stimulus.blocks[0].tag: missing"
        );
    }
}
