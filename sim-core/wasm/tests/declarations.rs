//! The TypeScript declarations the binding's package carries are complete: every type an
//! export names (its `unchecked_*_type`) and every type a declaration refers to is declared
//! by one of the derived types. The web's `tsc` skips checking the package's .d.ts
//! (`skipLibCheck`), where a name declared nowhere would silently read as `any`.

use sim_core::{analytics, architecture, cipher, config, diffusion, metrics, modes, monte_carlo, vectors};
use sim_core_wasm::Configuration;
use std::collections::BTreeSet;
use tsify::Tsify;

/// Every derived declaration the package carries.
const DECLARATIONS: &[&str] = &[
    Configuration::DECL,
    config::Direction::DECL,
    config::Architecture::DECL,
    config::RoundImpl::DECL,
    config::KeySchedule::DECL,
    config::Mode::DECL,
    config::Layout::DECL,
    cipher::TraceStep::DECL,
    diffusion::Diffusion::DECL,
    architecture::Prediction::DECL,
    architecture::PredictedTiming::DECL,
    architecture::PredictedModeRate::DECL,
    architecture::occupancy::Stimulus::DECL,
    architecture::occupancy::StimulusMode::DECL,
    architecture::occupancy::StimulusBlock::DECL,
    architecture::occupancy::KeyChange::DECL,
    modes::ModeDescription::DECL,
    monte_carlo::MonteCarloMode::DECL,
    monte_carlo::Checkpoint::DECL,
    vectors::RspRecord::DECL,
    vectors::AppendixExample::DECL,
    vectors::ModeExample::DECL,
    metrics::Figures::DECL,
    metrics::Metrics::DECL,
    analytics::Options::DECL,
    analytics::Analysis::DECL,
    analytics::SteadyState::DECL,
    analytics::Stretch::DECL,
    analytics::StageStats::DECL,
    analytics::StreamStats::DECL,
    analytics::Latency::DECL,
];

/// TypeScript's own names the exports may use.
const BUILT_IN: &[&str] = &["WebAssembly", "Memory"];

/// `text` without its `/** … */` comments and its string literals.
fn code_of(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(['/', '"']) {
        out.push_str(&rest[..i]);
        let (open, close) = if rest[i..].starts_with("/*") {
            ("/*", "*/")
        } else {
            ("\"", "\"")
        };
        if !rest[i..].starts_with(open) {
            out.push_str(&rest[i..=i]);
            rest = &rest[i + 1..];
            continue;
        }
        let after = &rest[i + open.len()..];
        rest = after.find(close).map_or("", |j| &after[j + close.len()..]);
        out.push(' ');
    }
    out + rest
}

/// The capitalised identifiers of `code`: the type names it refers to (and declares).
fn type_names(code: &str) -> BTreeSet<String> {
    code.split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .filter(|w| w.starts_with(|c: char| c.is_ascii_uppercase()))
        .map(String::from)
        .collect()
}

fn declared() -> BTreeSet<String> {
    DECLARATIONS
        .iter()
        .map(|d| {
            let code = code_of(d);
            let name = code
                .split_whitespace()
                .skip_while(|w| !matches!(*w, "interface" | "type"))
                .nth(1)
                .unwrap_or_else(|| panic!("no declaration in {d}"));
            name.trim_end_matches(['<', '=']).to_string()
        })
        .collect()
}

/// The type names in the binding's `unchecked_*_type = "…"` attributes.
fn named_by_exports() -> BTreeSet<String> {
    let sources = [include_str!("../src/lib.rs")];
    let mut names = BTreeSet::new();
    for source in sources {
        for (i, _) in source.match_indices("_type = \"") {
            let rest = &source[i + "_type = \"".len()..];
            names.extend(type_names(&rest[..rest.find('"').expect("a closing quote")]));
        }
    }
    names
}

#[test]
fn every_type_the_exports_name_is_declared() {
    let declared = declared();
    let missing: Vec<String> = named_by_exports()
        .into_iter()
        .filter(|n| !declared.contains(n) && !BUILT_IN.contains(&n.as_str()))
        .collect();
    assert!(missing.is_empty(), "named by an export, declared nowhere: {missing:?}");
    for name in [
        "Configuration",
        "TraceStep",
        "Prediction",
        "SteadyState",
        "ModeDescription",
    ] {
        assert!(
            declared.contains(name),
            "{name}, which the web imports, is not declared"
        );
    }
}

#[test]
fn every_type_a_declaration_refers_to_is_declared() {
    let declared = declared();
    assert_eq!(declared.len(), DECLARATIONS.len(), "two derives declare one name");
    for decl in DECLARATIONS {
        let missing: Vec<String> = type_names(&code_of(decl))
            .into_iter()
            .filter(|n| !declared.contains(n))
            .collect();
        assert!(missing.is_empty(), "declared nowhere: {missing:?}, in\n{decl}");
    }
}
