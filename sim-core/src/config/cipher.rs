//! The cipher axis: every block cipher the lab knows, read once from `registry/ciphers.json`,
//! the one description the JavaScript reads too. A configuration names its cipher by the id
//! token (`aes`, `serpent`) at the start of its first field; the rules take from here the
//! round counts, the initial pass, and the architectures, round implementations (the id's
//! fourth token: an S-box kind, or what the cipher names its axis) and key schedules valid
//! for the cipher. Adding a cipher adds an entry to the JSON, not code here.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The description as the registry writes it (registry/README.md, "Ciphers").
const CIPHERS_JSON: &str = include_str!("../../../registry/ciphers.json");

/// Fields sim-core does not read are other layers' (the words the web shows, the board's
/// host), so neither the description nor a cipher refuses an unknown field.
#[derive(Debug, Deserialize)]
struct Description {
    #[serde(rename = "$comment")]
    _comment: String,
    ciphers: Vec<Cipher>,
}

/// A key-size token of a cipher and the key sizes it runs (more than one: chosen at run time).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KeySizeEntry {
    pub token: String,
    pub key_bits: Vec<u32>,
    #[serde(default)]
    pub note: Option<String>,
}

/// One block cipher (an entry of registry/ciphers.json).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Cipher {
    /// The id token, e.g. `aes` in `aes128-enc-lu1-lut-online-ecb`.
    pub id: String,
    pub name: String,
    pub standard: String,
    pub block_bits: u32,
    /// Rounds (Nr) of each key size in bits.
    pub rounds: BTreeMap<u32, u32>,
    pub key_sizes: Vec<KeySizeEntry>,
    /// A block makes one more pass before round 1 (AES's round 0, AddRoundKey alone).
    pub initial_round: bool,
    pub initial_round_note: String,
    /// Architecture kinds: `lu`, `pp`, `sp`, `bs`.
    pub architectures: Vec<String>,
    /// Bits of a word, the unit a round works on (a block is several), where the cipher's
    /// round is built bit-serially (`bs`): a round takes wordBits / w cycles.
    #[serde(default)]
    pub word_bits: Option<u32>,
    /// The w of bs<w>, bits of a round computed a cycle (each divides `wordBits`).
    #[serde(default)]
    pub serial_bits: Vec<u32>,
    #[serde(default)]
    pub serial_bits_why: Option<String>,
    /// Layers of different rounds a block passes in order (MARS: 8 forward mixing, 16 keyed
    /// core, 8 backward mixing; absent: one kind of round). A layered cipher's cores are LU-1,
    /// one round unit with every layer, and PP-L, one stage a layer, a block moving on when the
    /// next stage is free (Dandalis et al. 4.1; [`Cipher::stage_rounds`]).
    #[serde(default)]
    pub layers: Vec<Layer>,
    #[serde(default)]
    pub layers_why: Option<String>,
    /// The places in a round after which SP-k-m puts its m inner registers (m at most their count).
    pub sp_inner_registers: Vec<String>,
    /// The id's fourth token: how the round is built, as the cipher names the choice.
    pub implementation: Implementation,
    /// Clock edges inside an S-box of these tokens (absent: none, a combinational S-box).
    #[serde(default)]
    pub sbox_latency: BTreeMap<String, u32>,
    #[serde(default)]
    pub sbox_latency_note: Option<String>,
    /// The most round slices a core of this cipher is built with (absent: Nr).
    #[serde(default)]
    pub max_slices: Option<u32>,
    #[serde(default)]
    pub max_slices_why: Option<String>,
    /// The only round-slice counts k the cipher's cores are built with (absent: any k that
    /// divides Nr, up to `max_slices`). Triple DES: the divisors of 16.
    #[serde(default)]
    pub slices: Option<Vec<u32>>,
    #[serde(default)]
    pub slices_why: Option<String>,
    pub key_schedules: Vec<String>,
    #[serde(default)]
    pub key_schedules_why: Option<String>,
    /// Key banks a `banked` schedule holds (absent: AES's 16, aes_key_banks.sv; Triple DES:
    /// Chodowiec et al.'s 4).
    #[serde(default)]
    pub key_banks: Option<u32>,
    #[serde(default)]
    pub key_banks_why: Option<String>,
    /// Cycles an online key setup runs after every key handshake, in either direction, by
    /// S-box token (Twofish). Absent: the cipher's cores expand a key only where
    /// [`crate::architecture::timing::expansion_cycles`] says.
    #[serde(default)]
    pub key_setup_cycles: Option<BTreeMap<String, u32>>,
    #[serde(default)]
    pub key_setup_note: Option<String>,
    /// An encrypting core with an online key setup takes its first block before the setup
    /// ends, once the keys it reads are final when it reads them (Dandalis et al., CHES 2000,
    /// Sec. 3): [`crate::architecture::timing::early_entry`]. Absent: it waits for the whole
    /// setup.
    #[serde(default)]
    pub early_entry: Option<EarlyEntry>,
    /// The key expansion computes round key 0 too, one step a round key (Serpent's prekey
    /// recurrence, Nr + 1 steps); absent: round key 0 is the key itself, Nr steps (AES's).
    /// [`crate::architecture::timing::expansion_cycles`] counts the steps.
    #[serde(default)]
    pub expands_round_key_zero: bool,
    #[serde(default)]
    pub expands_round_key_zero_note: Option<String>,
    /// Round keys a key expansion (online decryption) computes, by key size in bits, where they
    /// are not Nr (or Nr + 1, `expandsRoundKeyZero`): a schedule whose key is its first m round
    /// keys runs R − m steps to the last m.
    #[serde(default)]
    pub key_expansion_steps: Option<BTreeMap<u32, u32>>,
    #[serde(default)]
    pub key_expansion_steps_note: Option<String>,
    /// The key expansion runs on the round unit's own key schedule at its round rate (LU-k: k
    /// steps a cycle; PP-k and SP-k-m: one; bs<w>: one every wordBits / w cycles) rather than on
    /// a key-setup unit of one step a cycle (L + 1 with a registered S-box).
    #[serde(default)]
    pub expands_at_round_rate: bool,
    #[serde(default)]
    pub expands_at_round_rate_note: Option<String>,
    /// Blocks an offline key store takes, one handshake each (absent: the Nr + 1 round keys).
    #[serde(default)]
    pub round_key_blocks: Option<u32>,
    #[serde(default)]
    pub round_key_blocks_note: Option<String>,
    /// Combinations of axis tokens the cipher's cores do not build, each with the reason.
    #[serde(default)]
    pub refused: Vec<Refusal>,
    pub directions: Vec<String>,
    /// Mode kinds: `ecb`, `ctr`, `cbc`, `cfb`, `ofb`, `icbc`, `mscbc`, `all`.
    pub modes: Vec<String>,
    /// The contest the cipher was a finalist of (`AES`), which the finalists view reads
    /// (registry/finalists.mjs); not sim-core's.
    #[serde(default)]
    pub finalist_of: Option<String>,
    /// How the board host script checks the cipher's cores by itself (board/host/cs_host.py,
    /// board/export/host.mjs); not sim-core's.
    #[serde(default)]
    pub board_host: Option<serde_json::Value>,
}

/// The round's implementation axis of one cipher (registry/README.md, "Ciphers"): what the
/// cipher calls it (AES's, Serpent's and Twofish's S-box; RC6's multiplier) and its
/// choices in the lab's order, each an id token with the name the lab shows.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Implementation {
    pub axis: String,
    pub choices: Vec<ImplementationChoice>,
    /// Why only these (absent: the choices speak for themselves).
    #[serde(default)]
    pub why: Option<String>,
}

/// One choice of a cipher's implementation axis: `lut` named "computed from q0/q1".
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImplementationChoice {
    pub token: String,
    pub name: String,
}

impl Implementation {
    /// The choices' id tokens, in the description's order.
    pub fn tokens(&self) -> Vec<String> {
        self.choices.iter().map(|c| c.token.clone()).collect()
    }
}

/// One layer of a layered cipher: its name and the rounds a block spends in it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layer {
    pub name: String,
    pub rounds: u32,
}

/// When the keys of an online key setup that runs beside the rounds become final, in cycles
/// after the key handshake (cycle 0): the entry's (the input whitening's, MARS's addition),
/// each keyed round's (`rounds`) and the exit's. RC6: rc6_pkg's EntryKeysAt; Twofish:
/// twofish_pkg's; MARS: mars_pkg's key_final_at.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EarlyEntry {
    pub entry_at: u32,
    /// The rounds that read keys; a round listed nowhere reads none (MARS's mixing).
    pub rounds: Vec<RoundKeysAt>,
    pub exit_at: u32,
    /// A register sits before the round logic (MARS): a block entering in cycle t does each
    /// round a cycle later than where the round logic comes first (RC6, Twofish).
    #[serde(default)]
    pub register_before_rounds: bool,
    /// The implementation tokens whose cores start early (absent: all of them).
    #[serde(default)]
    pub implementations: Option<Vec<String>>,
    pub why: String,
}

/// Rounds `from..=to` (numbered from 1), round r's keys final from cycle `at` + `step` (r -
/// `from`): RC6's S[2r], S[2r+1] one pair a cycle (step 1), MARS's ten words a batch (step 0).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RoundKeysAt {
    pub from: u32,
    pub to: u32,
    pub at: u32,
    #[serde(default)]
    pub step: u32,
}

/// A combination a cipher's cores do not build: every token given must match.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Refusal {
    #[serde(default)]
    pub sbox: Option<String>,
    #[serde(default)]
    pub key_schedule: Option<String>,
    #[serde(default)]
    pub direction: Option<String>,
    pub why: String,
}

// Configurations hold `&'static Cipher`; two are the same cipher when their ids are.
impl PartialEq for Cipher {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}
impl Eq for Cipher {}
impl std::hash::Hash for Cipher {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id.hash(state)
    }
}

impl Cipher {
    /// Nr for a key size the cipher takes.
    pub fn rounds_for(&self, key_bits: u32) -> u32 {
        self.rounds[&key_bits]
    }

    /// Passes of the datapath a block makes: Nr, plus the initial round if the cipher has one.
    pub fn passes(&self, key_bits: u32) -> u32 {
        self.rounds_for(key_bits) + u32::from(self.initial_round)
    }

    /// The rounds each of a PP-k core's k stages runs on a block: its layer's, for a layered
    /// cipher (MARS's PP-3: 8, 16, 8), else Nr / k each.
    pub fn stage_rounds(&self, key_bits: u32, k: u32) -> Vec<u32> {
        if self.layers.is_empty() {
            vec![self.rounds_for(key_bits) / k; k as usize]
        } else {
            self.layers.iter().map(|l| l.rounds).collect()
        }
    }

    /// Steps a key expansion runs for a key size: the description's `keyExpansionSteps`, or one
    /// a round key it computes (Nr; Nr + 1 with `expandsRoundKeyZero`).
    pub fn expansion_steps(&self, key_bits: u32) -> u32 {
        match self.key_expansion_steps.as_ref().and_then(|s| s.get(&key_bits)) {
            Some(&steps) => steps,
            None => self.rounds_for(key_bits) + u32::from(self.expands_round_key_zero),
        }
    }

    /// Key banks of a `banked` schedule: the description's `keyBanks`, or AES's 16.
    pub fn banks(&self) -> u32 {
        self.key_banks.unwrap_or(16)
    }

    /// The id's first field for a key-size token, e.g. `serpent128`.
    pub fn first_token(&self, key_size: &str) -> String {
        format!("{}{key_size}", self.id)
    }
}

/// Problems of the description, each naming the cipher; empty when it is consistent.
fn problems(ciphers: &[Cipher]) -> Vec<String> {
    let mut problems = Vec::new();
    for (i, c) in ciphers.iter().enumerate() {
        let at = format!("registry/ciphers.json, cipher '{}'", c.id);
        // `rc6`: a letter first, then lowercase letters or digits.
        let id_ok = c.id.bytes().next().is_some_and(|b| b.is_ascii_lowercase())
            && c.id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        if !id_ok {
            problems.push(format!(
                "{at}: the id token must be lowercase letters and digits, a letter first"
            ));
        }
        if ciphers[..i].iter().any(|o| o.id == c.id) {
            problems.push(format!("{at}: listed twice"));
        }
        if c.block_bits == 0 || c.block_bits % 8 != 0 {
            problems.push(format!(
                "{at}: blockBits {} is not a whole number of bytes",
                c.block_bits
            ));
        }
        if c.key_sizes.is_empty() {
            problems.push(format!("{at}: no key sizes"));
        }
        for entry in &c.key_sizes {
            if entry.key_bits.is_empty() {
                problems.push(format!("{at}: key size '{}' runs no key size", entry.token));
            }
            for bits in &entry.key_bits {
                if !c.rounds.contains_key(bits) {
                    problems.push(format!(
                        "{at}: key size '{}' runs {bits}-bit keys, which have no rounds",
                        entry.token
                    ));
                }
            }
        }
        if c.rounds.values().any(|&nr| nr == 0) {
            problems.push(format!("{at}: a key size has 0 rounds"));
        }
        let choices = c.implementation.tokens();
        if choices.is_empty() {
            problems.push(format!("{at}: implementation has no choices"));
        }
        for (i, t) in choices.iter().enumerate() {
            if choices[..i].contains(t) {
                problems.push(format!("{at}: implementation lists '{t}' twice"));
            }
            if !super::id::round_impl_tokens().any(|k| k == t) {
                problems.push(format!(
                    "{at}: implementation choice '{t}' is not an id token sim-core knows (one of {}; add a kind to config/id.rs ROUND_IMPLS)",
                    super::id::round_impl_tokens().collect::<Vec<_>>().join(", ")
                ));
            }
        }
        if c.key_banks.is_some_and(|b| !(1..=16).contains(&b)) {
            problems.push(format!(
                "{at}: keyBanks must be 1 to 16 (the ABI's 4-bit bank field, hdl/ABI.md)"
            ));
        }
        let layer_rounds: u32 = c.layers.iter().map(|l| l.rounds).sum();
        if !c.layers.is_empty() && c.rounds.values().any(|&nr| nr != layer_rounds) {
            problems.push(format!(
                "{at}: its layers run {layer_rounds} rounds, not Nr for every key size"
            ));
        }
        if c.layers.iter().any(|l| l.rounds == 0) {
            problems.push(format!("{at}: a layer has 0 rounds"));
        }
        let bit_serial = c.architectures.iter().any(|a| a == "bs");
        match c.word_bits {
            None if bit_serial => problems.push(format!("{at}: the `bs` architecture needs wordBits")),
            Some(n) if n == 0 || c.block_bits % n != 0 => {
                problems.push(format!("{at}: wordBits {n} does not divide blockBits {}", c.block_bits))
            }
            _ => {}
        }
        if bit_serial && c.serial_bits.is_empty() {
            problems.push(format!("{at}: the `bs` architecture needs serialBits"));
        }
        if !bit_serial && !c.serial_bits.is_empty() {
            problems.push(format!("{at}: serialBits without the `bs` architecture"));
        }
        for &w in &c.serial_bits {
            if w == 0 || c.word_bits.is_some_and(|n| n % w != 0) {
                problems.push(format!(
                    "{at}: serialBits {w} does not divide wordBits {}",
                    c.word_bits.unwrap_or(0)
                ));
            }
        }
        for (bits, &steps) in c.key_expansion_steps.iter().flatten() {
            match c.rounds.get(bits) {
                None => problems.push(format!(
                    "{at}: keyExpansionSteps names {bits}-bit keys, which have no rounds"
                )),
                Some(&nr) if steps > nr + 1 => problems.push(format!(
                    "{at}: keyExpansionSteps {steps} for {bits}-bit keys is more than Nr + 1"
                )),
                _ => {}
            }
        }
        if c.slices.as_ref().is_some_and(|s| s.is_empty() || s.contains(&0)) {
            problems.push(format!("{at}: slices must list counts of 1 or more"));
        }
        let not_a_choice = |t: &String| !choices.contains(t);
        for t in c.sbox_latency.keys().filter(|t| not_a_choice(t)) {
            problems.push(format!(
                "{at}: sboxLatency names '{t}', not one of its implementation choices"
            ));
        }
        if let Some(cycles) = &c.key_setup_cycles {
            for t in cycles.keys().filter(|t| not_a_choice(t)) {
                problems.push(format!(
                    "{at}: keySetupCycles names '{t}', not one of its implementation choices"
                ));
            }
            for t in choices.iter().filter(|t| !cycles.contains_key(*t)) {
                problems.push(format!(
                    "{at}: keySetupCycles has no figure for its {} '{t}'",
                    c.implementation.axis
                ));
            }
        }
        if let Some(early) = &c.early_entry {
            let listed = early.implementations.iter().flatten();
            for t in listed.filter(|t| not_a_choice(t)) {
                problems.push(format!(
                    "{at}: earlyEntry names '{t}', not one of its implementation choices"
                ));
            }
            if c.key_setup_cycles.is_none() {
                problems.push(format!(
                    "{at}: earlyEntry needs keySetupCycles, the setup it starts beside"
                ));
            }
            let most = c.rounds.values().copied().max().unwrap_or(0);
            for r in early
                .rounds
                .iter()
                .filter(|r| r.from == 0 || r.from > r.to || r.to > most)
            {
                problems.push(format!(
                    "{at}: earlyEntry's rounds {}..{} are not rounds of 1..{most}",
                    r.from, r.to
                ));
            }
        }
        for r in &c.refused {
            let unknown = [
                (&r.sbox, &choices, "sbox"),
                (&r.key_schedule, &c.key_schedules, "keySchedule"),
                (&r.direction, &c.directions, "direction"),
            ]
            .into_iter()
            .filter_map(|(t, list, axis)| {
                t.as_ref()
                    .filter(|t| !list.contains(t))
                    .map(|t| format!("{axis} '{t}'"))
            });
            for u in unknown {
                problems.push(format!(
                    "{at}: a refused combination names {u}, which the cipher does not list"
                ));
            }
        }
    }
    // An id's first field must name one cipher and key size.
    let tokens: Vec<String> = ciphers
        .iter()
        .flat_map(|c| c.key_sizes.iter().map(|k| c.first_token(&k.token)))
        .collect();
    for (i, t) in tokens.iter().enumerate() {
        if tokens[..i].contains(t) {
            problems.push(format!("registry/ciphers.json: '{t}' names two key sizes"));
        }
    }
    problems
}

/// Every cipher, in the description's order.
pub fn all() -> &'static [Cipher] {
    static CIPHERS: OnceLock<Vec<Cipher>> = OnceLock::new();
    CIPHERS.get_or_init(|| {
        let d: Description = serde_json::from_str(CIPHERS_JSON)
            .unwrap_or_else(|e| panic!("registry/ciphers.json is not a cipher description: {e}"));
        let problems = problems(&d.ciphers);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        d.ciphers
    })
}

/// The cipher with this id token.
pub fn find(id: &str) -> Option<&'static Cipher> {
    all().iter().find(|c| c.id == id)
}

/// Every valid first field of an id, in order: `aes128, …, serpent256`.
pub fn first_tokens() -> Vec<String> {
    all()
        .iter()
        .flat_map(|c| c.key_sizes.iter().map(move |k| c.first_token(&k.token)))
        .collect()
}

/// Serialize a configuration's cipher as its id token (`"cipher": "aes"`).
pub(super) fn serialize_id<S: serde::Serializer>(cipher: &&'static Cipher, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&cipher.id)
}

#[cfg(test)]
mod tests;
