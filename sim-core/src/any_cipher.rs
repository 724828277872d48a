//! A golden cipher chosen at run time by its id token in `registry/ciphers.json` ("aes",
//! "serpent"): what the WebAssembly exports `cipherBlocks`, `cipherRoundKeys`, `cipherTrace`,
//! `cipherMonteCarlo`, `cipherParseRsp` and the modes' optional `cipher` argument run. The key
//! sizes it accepts are the ones the registry lists for the cipher (the sizes the cores run),
//! so a key the lab's hardware would refuse is refused here too, with a message naming the
//! cipher.
//!
//! Every cipher with a golden model is one line of the crate's golden-model table
//! ([`golden_models!`], in `lib.rs`): its module, named by its registry id, and its type. The
//! rest (name, rounds, blocks, round keys, trace, modes, Monte Carlo test, CAVP files) comes
//! from the cipher's own `impl BlockCipher` ([`crate::cipher`]), through an object-safe trait
//! that every [`BlockCipher`] implements, whatever its block: blocks go in and out as bytes,
//! 16 for the AES finalists, 8 for Triple DES (the description's `blockBits`), and a block of
//! another length is an error naming the field and the cipher.

use crate::cipher::{block_from_slice, BlockBytes};
use crate::config::cipher::{self, Cipher};
use crate::diffusion::Diffusion;
use crate::modes::ModeDescription;
use crate::monte_carlo::{Checkpoint, MonteCarloRequest};
use crate::vectors::RspRecord;
use crate::{hex, BlockCipher, Error, GOLDEN_MODELS};
use core::fmt::Debug;
use std::sync::Arc;

pub use crate::cipher::TraceStep;

/// The golden-model table: `golden_models! { aes: Aes, des: TripleDes as "tdes", … }` makes
/// `GOLDEN_MODELS`, one [`GoldenModel`] a cipher, each id the name of its entry in
/// registry/ciphers.json and of the cipher's module (`src/<id>/`), or `in` the module of a
/// family of ciphers that shares one (`wide: Wide in family` for `src/family/`); `as` gives the
/// name the bare-core benches' golden filter knows it by, where that is not the id.
macro_rules! golden_models {
    ($($id:ident: $model:ident $(in $module:ident)? $(as $line:literal)?),+ $(,)?) => {
        /// Every golden model, one a cipher of registry/ciphers.json, in the registry's order.
        pub(crate) const GOLDEN_MODELS: &[$crate::any_cipher::GoldenModel] = &[$(
            $crate::any_cipher::GoldenModel::of::<$crate::any_cipher::golden_models!(@model $id $model $($module)?)>(
                stringify!($id),
                $crate::any_cipher::golden_models!(@line $id $($line)?),
            )
        ),+];
    };
    (@model $id:ident $model:ident) => { $id::$model };
    (@model $id:ident $model:ident $module:ident) => { $module::$model };
    (@line $id:ident) => { stringify!($id) };
    (@line $id:ident $line:literal) => { $line };
}
pub(crate) use golden_models;

/// Expands a key for one golden model.
type Expand = fn(&[u8]) -> Result<Arc<dyn DynCipher>, Error>;

/// One line of the golden-model table: a cipher's registry id and what its `impl BlockCipher`
/// gives, the type erased.
pub struct GoldenModel {
    id: &'static str,
    /// The name the golden filter (sim-core/examples/golden_blocks.rs) gives the cipher.
    line_name: &'static str,
    standard_key_bytes: Option<&'static [usize]>,
    expand: Expand,
    monte_carlo: fn(&MonteCarloRequest<'_>) -> Result<Vec<Checkpoint>, Error>,
    read_rsp: fn(&str) -> Result<Vec<RspRecord>, Error>,
    diffusion: fn(usize, usize, u32) -> Result<Diffusion, Error>,
}

impl GoldenModel {
    /// The table's line of cipher `C`, registry id `id`.
    pub const fn of<C: BlockCipher + Debug + Send + Sync + 'static>(id: &'static str, line_name: &'static str) -> Self {
        GoldenModel {
            id,
            line_name,
            standard_key_bytes: C::STANDARD_KEY_BYTES,
            expand: expand::<C>,
            monte_carlo: crate::monte_carlo::run::<C>,
            read_rsp: C::read_rsp,
            diffusion: crate::diffusion::measure::<C>,
        }
    }

    /// The registry id: "aes", "serpent".
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The name the golden filter's lines give the cipher: its id, or the table's `as` name.
    pub fn line_name(&self) -> &'static str {
        self.line_name
    }

    /// Every key length in bytes the golden model takes: the registry's key sizes (the
    /// cores'), or the longer list of the cipher's standard where its `impl BlockCipher`
    /// gives one ([`BlockCipher::STANDARD_KEY_BYTES`]).
    pub fn key_bytes(&self) -> Vec<usize> {
        match self.standard_key_bytes {
            Some(bytes) => bytes.to_vec(),
            None => registry_key_bytes(describe(self.id).expect("a registry cipher")),
        }
    }
}

/// Every golden model, in the registry's order.
pub fn models() -> &'static [GoldenModel] {
    GOLDEN_MODELS
}

/// The golden model of registry id `id`, or an error naming the field `cipher`.
fn golden_model(id: &str) -> Result<&'static GoldenModel, Error> {
    let description = describe(id)?;
    GOLDEN_MODELS.iter().find(|m| m.id == id).ok_or_else(|| {
        Error::field(
            "cipher",
            format!("'{id}' ({}) has no golden model in sim-core yet", description.name),
        )
    })
}

/// The key lengths in bytes the registry lists for a cipher.
fn registry_key_bytes(description: &Cipher) -> Vec<usize> {
    description.rounds.keys().map(|&b| b as usize / 8).collect()
}

/// Expand `key` with `C`'s own `BlockCipher::new`.
fn expand<C: BlockCipher + Debug + Send + Sync + 'static>(key: &[u8]) -> Result<Arc<dyn DynCipher>, Error> {
    Ok(Arc::new(C::new(key)?))
}

/// The Monte Carlo test of cipher `id` ([`BlockCipher::monte_carlo`]), its request checked
/// against the cipher's block: the input, then the IV, then the mode's name.
pub fn monte_carlo(id: &str, request: &MonteCarloRequest<'_>) -> Result<Vec<Checkpoint>, Error> {
    (golden_model(id)?.monte_carlo)(request)
}

/// The records of a NIST CAVP response file of cipher `id` ([`BlockCipher::read_rsp`]).
pub fn read_rsp(id: &str, text: &str) -> Result<Vec<RspRecord>, Error> {
    (golden_model(id)?.read_rsp)(text)
}

/// The diffusion of cipher `id` under `key_bits`-bit keys ([`crate::diffusion::measure`]):
/// each input bit flipped on `samples` random (plaintext, key) pairs drawn from `seed`. Errors
/// name the field: `cipher` for an id without a golden model, `key` for a key size the
/// registry does not list for it.
pub fn diffusion(id: &str, key_bits: usize, samples: usize, seed: u32) -> Result<Diffusion, Error> {
    let model = golden_model(id)?;
    let description = describe(id)?;
    let sizes = registry_key_bytes(description);
    if !key_bits.is_multiple_of(8) || !sizes.contains(&(key_bits / 8)) {
        let bits: Vec<usize> = sizes.iter().map(|b| 8 * b).collect();
        return Err(Error::field(
            "key",
            format!("{} keys are {} bits, not {key_bits}", description.name, or_list(&bits)),
        ));
    }
    (model.diffusion)(key_bits / 8, samples, seed)
}

/// A [`BlockCipher`] with its type erased, so that [`AnyCipher`] can hold any of them: blocks
/// are byte slices of [`block_bytes`](DynCipher::block_bytes), checked by [`AnyCipher`].
/// Implemented once, for every cipher.
trait DynCipher: Debug + Send + Sync {
    fn name(&self) -> &'static str;
    fn block_bytes(&self) -> usize;
    fn rounds(&self) -> usize;
    fn encrypt_block(&self, block: &[u8]) -> Vec<u8>;
    fn decrypt_block(&self, block: &[u8]) -> Vec<u8>;
    fn round_keys(&self) -> Vec<Vec<u8>>;
    fn trace(&self, block: &[u8], decrypt: bool) -> Vec<TraceStep>;
    fn mode_encrypt(&self, mode: &ModeDescription, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error>;
    fn mode_decrypt(&self, mode: &ModeDescription, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error>;
}

/// `bytes` as a block of `B`; the caller has checked the length.
fn block<B: BlockBytes>(bytes: &[u8]) -> B {
    block_from_slice(bytes)
}

impl<C: BlockCipher + Debug + Send + Sync> DynCipher for C {
    fn name(&self) -> &'static str {
        C::NAME
    }

    fn block_bytes(&self) -> usize {
        C::BLOCK_BYTES
    }

    fn rounds(&self) -> usize {
        BlockCipher::rounds(self)
    }

    fn encrypt_block(&self, bytes: &[u8]) -> Vec<u8> {
        BlockCipher::encrypt_block(self, &block(bytes)).as_ref().to_vec()
    }

    fn decrypt_block(&self, bytes: &[u8]) -> Vec<u8> {
        BlockCipher::decrypt_block(self, &block(bytes)).as_ref().to_vec()
    }

    fn round_keys(&self) -> Vec<Vec<u8>> {
        BlockCipher::round_keys(self)
            .iter()
            .map(|k| k.as_ref().to_vec())
            .collect()
    }

    fn trace(&self, bytes: &[u8], decrypt: bool) -> Vec<TraceStep> {
        BlockCipher::trace(self, &block(bytes), decrypt)
    }

    fn mode_encrypt(&self, mode: &ModeDescription, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error> {
        mode.encrypt(self, data, streams)
    }

    fn mode_decrypt(&self, mode: &ModeDescription, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error> {
        mode.decrypt(self, data, streams)
    }
}

/// A key expanded for the cipher a registry id names.
#[derive(Debug, Clone)]
pub struct AnyCipher {
    id: &'static str,
    model: Arc<dyn DynCipher>,
}

/// "a, b or c".
fn or_list<T: ToString>(items: &[T]) -> String {
    let items: Vec<String> = items.iter().map(T::to_string).collect();
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => items.join(""),
    }
}

/// The registry's description of cipher `id`, or an error naming the field `cipher`.
pub fn describe(id: &str) -> Result<&'static Cipher, Error> {
    cipher::find(id).ok_or_else(|| {
        let ids: Vec<&str> = cipher::all().iter().map(|c| c.id.as_str()).collect();
        Error::field(
            "cipher",
            format!(
                "'{id}' is not a cipher of registry/ciphers.json (one of {})",
                or_list(&ids)
            ),
        )
    })
}

impl AnyCipher {
    /// Expand `key` for the cipher whose registry id is `id`. Errors name the field: `cipher`
    /// for an id the registry does not list (or one sim-core has no golden model of), `key`
    /// for a length the registry does not list for that cipher.
    pub fn new(id: &str, key: &[u8]) -> Result<Self, Error> {
        let description = describe(id)?;
        let bits: Vec<u32> = description.rounds.keys().copied().collect();
        if !bits.iter().any(|&b| b as usize == 8 * key.len()) {
            let bytes: Vec<u32> = bits.iter().map(|b| b / 8).collect();
            return Err(Error::field(
                "key",
                format!(
                    "{} keys are {} bytes ({} bits), got {} bytes",
                    description.name,
                    or_list(&bytes),
                    or_list(&bits),
                    key.len()
                ),
            ));
        }
        AnyCipher::of_model(golden_model(id)?, key)
    }

    /// Expand `key` for a golden model, any length its `new` takes (MARS's 16 to 56 bytes,
    /// where the lab's cores take 16, 24 or 32): for checking a core beyond the lab's key sizes.
    pub fn of_model(model: &GoldenModel, key: &[u8]) -> Result<Self, Error> {
        Ok(AnyCipher {
            id: model.id,
            model: (model.expand)(key)?,
        })
    }

    /// The key given as hex, of a length the registry lists for cipher `id` (AES: 32, 48 or
    /// 64 digits; Triple DES: 16, 32 or 48).
    pub fn from_hex(id: &str, key: &str) -> Result<Self, Error> {
        let bytes = registry_key_bytes(describe(id)?);
        AnyCipher::new(id, &hex::parse("key", key, &bytes)?)
    }

    /// The registry id: "aes", "serpent".
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The cipher's name as the lab writes it: "AES", "Serpent".
    pub fn name(&self) -> &'static str {
        self.model.name()
    }

    /// Rounds a block goes through with this key (Nr).
    pub fn rounds(&self) -> usize {
        self.model.rounds()
    }

    /// The block size in bytes: 16, or 8 for Triple DES.
    pub fn block_bytes(&self) -> usize {
        self.model.block_bytes()
    }

    /// One block, or an error naming `field` if it is not one block of this cipher.
    pub fn encrypt_block(&self, field: &str, block: &[u8]) -> Result<Vec<u8>, Error> {
        self.check_block(field, block)?;
        Ok(self.model.encrypt_block(block))
    }

    pub fn decrypt_block(&self, field: &str, block: &[u8]) -> Result<Vec<u8>, Error> {
        self.check_block(field, block)?;
        Ok(self.model.decrypt_block(block))
    }

    fn check_block(&self, field: &str, block: &[u8]) -> Result<(), Error> {
        let n = self.block_bytes();
        if block.len() == n {
            return Ok(());
        }
        Err(Error::field(
            field,
            format!(
                "{} blocks are {n} bytes ({} hex digits), got {} bytes",
                self.name(),
                2 * n,
                block.len()
            ),
        ))
    }

    /// Encrypt (or decrypt) whole blocks one by one (ECB). Data that is not whole blocks is an
    /// error naming `field` and the cipher.
    pub fn blocks(&self, field: &str, data: &[u8], decrypt: bool) -> Result<Vec<u8>, Error> {
        let n = self.block_bytes();
        if !data.len().is_multiple_of(n) {
            return Err(Error::field(
                field,
                format!(
                    "{} bytes is not a whole number of {n}-byte {} blocks",
                    data.len(),
                    self.name()
                ),
            ));
        }
        let mut out = Vec::with_capacity(data.len());
        for chunk in data.chunks_exact(n) {
            out.extend(if decrypt {
                self.model.decrypt_block(chunk)
            } else {
                self.model.encrypt_block(chunk)
            });
        }
        Ok(out)
    }

    /// Every round key, one block each, in the lab's byte order: the cipher's
    /// [`BlockCipher::round_keys`] (AES's Nr + 1 FIPS-197 round keys, w[0..3] first; Serpent's
    /// 33 round keys K_0..K_32, the blocks the RTL's offline schedule loads).
    pub fn round_keys(&self) -> Vec<Vec<u8>> {
        self.model.round_keys()
    }

    /// The round keys concatenated.
    pub fn round_key_bytes(&self) -> Vec<u8> {
        self.round_keys().concat()
    }

    /// One block's trace: the cipher's [`BlockCipher::trace`] (see [`TraceStep`]), or an error
    /// naming `field` if `block` is not one block of this cipher.
    pub fn trace(&self, field: &str, block: &[u8], decrypt: bool) -> Result<Vec<TraceStep>, Error> {
        self.check_block(field, block)?;
        Ok(self.model.trace(block, decrypt))
    }

    /// Encrypt whole blocks in a mode of operation (see [`ModeDescription::encrypt`]).
    pub fn mode_encrypt(&self, mode: &ModeDescription, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error> {
        self.model.mode_encrypt(mode, data, streams)
    }

    /// Decrypt whole blocks in a mode of operation (see [`ModeDescription::decrypt`]).
    pub fn mode_decrypt(&self, mode: &ModeDescription, data: &[u8], streams: Option<&[u8]>) -> Result<Vec<u8>, Error> {
        self.model.mode_decrypt(mode, data, streams)
    }
}

#[cfg(test)]
mod tests;
