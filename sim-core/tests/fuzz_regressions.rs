//! Inputs that once made a fuzz target fail (sim-core/fuzz, `npm run fuzz`), replayed through
//! the same checks the fuzz targets run (sim-core/fuzz/checks.rs). `scripts/fuzz.mjs` copies
//! every crash it finds into `sim-core/fuzz/regressions/<target>/`; it stays there, and this
//! test fails until the bug is fixed. Files are named after the libFuzzer artifact.

#[path = "../fuzz/checks.rs"]
mod checks;

use std::path::PathBuf;

fn replay(target: &str, check: fn(&[u8])) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/regressions")
        .join(target);
    let Ok(entries) = std::fs::read_dir(&dir) else { return };
    let mut files: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).filter(|p| p.is_file()).collect();
    files.sort();
    for file in files {
        let data = std::fs::read(&file).unwrap();
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(outcome.is_ok(), "{target}: {} fails again", file.display());
    }
}

macro_rules! regressions {
    ($($target:ident),* $(,)?) => {
        $(
            #[test]
            fn $target() {
                replay(stringify!($target), checks::$target);
            }
        )*
    };
}

regressions!(
    hex,
    config_id,
    mode_description,
    rsp,
    appendix_c,
    sp800_38a,
    analytics,
    stimulus
);

/// Every fuzz target has a regression folder name here, and every folder a target.
#[test]
fn regression_folders_name_targets() {
    let targets = [
        "hex",
        "config_id",
        "mode_description",
        "rsp",
        "appendix_c",
        "sp800_38a",
        "analytics",
        "stimulus",
    ];
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions");
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries {
            let name = entry.unwrap().file_name().into_string().unwrap();
            assert!(
                targets.contains(&name.as_str()) || name.starts_with('.') || name == "README.md",
                "unknown target folder {name}"
            );
        }
    }
}
