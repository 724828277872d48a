//! Monte Carlo tests, as the lab asks a cipher for one: a validation suite's procedure of
//! thousands of chained blocks with the key changed between checkpoints, run from a key, an
//! IV and an input block, answered with the checkpoints. The procedures are the ciphers' own
//! ([`BlockCipher::monte_carlo`]: AESAVS's for AES, the TDES Validation System's for Triple
//! DES); here is what they share: the request, its checks, and the checkpoint.

use crate::cipher::{block_from_slice, BlockCipher};
use crate::Error;
use serde::{Deserialize, Serialize};

/// A Monte Carlo procedure's mode of operation, as a validation suite names its files (AESAVS:
/// ECB, CBC, CFB-128 with a full-block segment, OFB).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "lowercase")]
pub enum MonteCarloMode {
    Ecb,
    Cbc,
    Cfb128,
    Ofb,
}

impl MonteCarloMode {
    pub const ALL: [MonteCarloMode; 4] = [Self::Ecb, Self::Cbc, Self::Cfb128, Self::Ofb];

    /// The name a request gives: `ecb`, `cbc`, `cfb128`, `ofb`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Ecb => "ecb",
            Self::Cbc => "cbc",
            Self::Cfb128 => "cfb128",
            Self::Ofb => "ofb",
        }
    }

    /// The mode a request names, or an error naming the field `mode`.
    pub fn parse(name: &str) -> Result<Self, Error> {
        Self::ALL.into_iter().find(|m| m.name() == name).ok_or_else(|| {
            let names: Vec<&str> = Self::ALL.iter().map(|m| m.name()).collect();
            Error::field("mode", format!("'{name}' is not one of {}", names.join(", ")))
        })
    }
}

/// One checkpoint: the key and input (and IV, in a feedback mode) an outer iteration started
/// from, and the output it ended with, bytes as the suite's files print them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(rename = "MonteCarloCheckpoint", missing_as_null)
)]
pub struct Checkpoint {
    pub key: Vec<u8>,
    pub iv: Option<Vec<u8>>,
    pub input: Vec<u8>,
    pub output: Vec<u8>,
}

/// A Monte Carlo test as a caller asks for it, unchecked: the mode by name, blocks as bytes.
#[derive(Debug, Clone, Copy)]
pub struct MonteCarloRequest<'a> {
    /// [`MonteCarloMode::name`]: `ecb`, `cbc`, `cfb128` or `ofb`.
    pub mode: &'a str,
    pub key: &'a [u8],
    /// The IV: none for ECB, one block for the feedback modes.
    pub iv: Option<&'a [u8]>,
    /// The first input block (plaintext encrypting, ciphertext decrypting).
    pub input: &'a [u8],
    pub decrypt: bool,
    /// The first this many checkpoints (absent: all the procedure has).
    pub checkpoints: Option<usize>,
}

/// A Monte Carlo test checked for cipher `C`: what a cipher's procedure runs.
#[derive(Debug, Clone, Copy)]
pub struct MonteCarloTest<'a, B> {
    pub mode: MonteCarloMode,
    pub key: &'a [u8],
    /// One block, for every mode but ECB.
    pub iv: Option<B>,
    pub input: B,
    pub decrypt: bool,
    pub checkpoints: Option<usize>,
}

/// `bytes` as one block of `C`, or an error naming `field`.
fn block<C: BlockCipher>(field: &str, bytes: &[u8]) -> Result<C::Block, Error> {
    if bytes.len() != C::BLOCK_BYTES {
        return Err(Error::field(
            field,
            format!("expected {} bytes, got {}", C::BLOCK_BYTES, bytes.len()),
        ));
    }
    Ok(block_from_slice(bytes))
}

/// Check `request` against `C`'s block (the input first, then the IV, then the mode's name)
/// and run `C`'s procedure.
pub fn run<C: BlockCipher>(request: &MonteCarloRequest<'_>) -> Result<Vec<Checkpoint>, Error> {
    let input = block::<C>("input", request.input)?;
    let ecb = MonteCarloMode::Ecb.name();
    let iv = match (request.mode, request.iv) {
        (mode, None) if mode == ecb => None,
        (mode, Some(_)) if mode == ecb => {
            return Err(Error::field("iv", "the ECB Monte Carlo test takes no IV"));
        }
        (_, Some(iv)) => Some(block::<C>("iv", iv)?),
        (mode, None) => {
            return Err(Error::field(
                "iv",
                format!("the {mode} Monte Carlo test needs a {}-byte IV", C::BLOCK_BYTES),
            ));
        }
    };
    C::monte_carlo(&MonteCarloTest {
        mode: MonteCarloMode::parse(request.mode)?,
        key: request.key,
        iv,
        input,
        decrypt: request.decrypt,
        checkpoints: request.checkpoints,
    })
}

/// How many checkpoints to run: `requested`, 1 to the procedure's `outer`, or all of them.
pub fn checkpoint_count(requested: Option<usize>, outer: usize) -> Result<usize, Error> {
    match requested {
        None => Ok(outer),
        Some(n) if (1..=outer).contains(&n) => Ok(n),
        Some(n) => Err(Error::field(
            "outer",
            format!("expected 1 to {outer} checkpoints, got {n}"),
        )),
    }
}
