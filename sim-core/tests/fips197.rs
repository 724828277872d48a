//! The golden model against FIPS-197 Appendix C, step by step where the standard prints steps.

use crate::common;

use sim_core::aes::{Aes, State};
use sim_core::vectors::parse_appendix_c;

#[test]
fn appendix_c_traces_match_line_for_line() {
    let examples = parse_appendix_c(&common::read_vector_file("fips197/appendix-c.txt")).unwrap();
    assert_eq!(examples.len(), 3);
    let mut compared = 0;
    for example in &examples {
        let aes = Aes::new(&example.key).unwrap();
        let block: State = example.plaintext.clone().try_into().unwrap();
        let ciphertext = aes.encrypt_block(&block);
        let mut ours = aes.encrypt_traced(&block);
        ours.extend(aes.decrypt_traced(&ciphertext));
        for (round, label, expected) in &example.steps {
            let found = ours
                .iter()
                .find(|e| e.round == *round && e.step.label() == label)
                .unwrap_or_else(|| panic!("{}: no round[{round}].{label} in our trace", example.name));
            assert_eq!(
                &found.state[..],
                &expected[..],
                "{}: round[{round}].{label}",
                example.name
            );
            compared += 1;
        }
    }
    // C.1 prints 52 cipher lines plus 2 inverse lines; C.2 and C.3 print 4 each.
    assert_eq!(compared, 62);
}

#[test]
fn c1_trace_has_the_standards_shape() {
    let examples = parse_appendix_c(&common::read_vector_file("fips197/appendix-c.txt")).unwrap();
    let c1 = &examples[0];
    let aes = Aes::new(&c1.key).unwrap();
    let ours = aes.encrypt_traced(&c1.plaintext.clone().try_into().unwrap());
    let labels: Vec<String> = ours.iter().map(|e| format!("{}.{}", e.round, e.step.label())).collect();
    let theirs: Vec<String> = c1
        .steps
        .iter()
        .filter(|s| !matches!(s.1.as_str(), "iinput" | "ioutput"))
        .map(|s| format!("{}.{}", s.0, s.1))
        .collect();
    assert_eq!(
        labels, theirs,
        "our trace lists the same steps in the same order as Appendix C.1"
    );
}
