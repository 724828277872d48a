//! The description as registry/ciphers.json gives it, and the problems a bad one is refused with.

use super::*;

#[test]
fn the_description_loads() {
    let ids: Vec<&str> = all().iter().map(|c| c.id.as_str()).collect();
    assert_eq!(
        ids,
        ["aes", "serpent", "twofish", "rc6", "mars", "des", "simon64", "simon128"]
    );
    let mars = find("mars").unwrap();
    assert_eq!(
        (mars.stage_rounds(128, 3), mars.stage_rounds(256, 1)),
        (vec![8, 16, 8], vec![8, 16, 8])
    );
    assert_eq!(find("serpent").unwrap().stage_rounds(128, 4), vec![8, 8, 8, 8]);
    let des = find("des").unwrap();
    assert_eq!(
        (des.block_bits, des.rounds_for(64), des.passes(192), des.banks()),
        (64, 48, 48, 4)
    );
    let aes = find("aes").unwrap();
    assert_eq!(
        (aes.block_bits, aes.rounds_for(256), aes.passes(128), aes.banks()),
        (128, 14, 11, 16)
    );
    let serpent = find("serpent").unwrap();
    assert_eq!((serpent.rounds_for(192), serpent.passes(128)), (32, 32));
}

#[test]
fn first_tokens_in_order() {
    assert_eq!(
        first_tokens().join(", "),
        "aes128, aes192, aes256, aes3in1, serpent128, serpent192, serpent256, twofish128, twofish192, twofish256, rc6128, rc6192, rc6256, mars128, mars192, mars256, mars3in1, des64, des128, des192, des3in1, simon64128, simon128128"
    );
}

#[test]
fn inconsistencies_are_named() {
    let bad: Vec<Cipher> = serde_json::from_str(
        r#"[{"id":"toy","name":"Toy","standard":"-","blockBits":64,"rounds":{"64":8},
            "keySizes":[{"token":"80","keyBits":[80]}],"initialRound":false,"initialRoundNote":"",
            "architectures":["lu"],"spInnerRegisters":[],
            "implementation":{"axis":"S-box","choices":[{"token":"lut","name":"LUT"},{"token":"lut","name":"again"},{"token":"qq","name":"new"}]},
            "keySchedules":["online"],
            "directions":["enc"],"modes":["ecb"]}]"#,
    )
    .unwrap();
    let p = problems(&bad);
    assert_eq!(p.len(), 3, "{p:?}");
    assert!(p[0].contains("80-bit keys, which have no rounds"), "{}", p[0]);
    assert!(p[1].contains("implementation lists 'lut' twice"), "{}", p[1]);
    assert!(
        p[2].contains("choice 'qq' is not an id token sim-core knows"),
        "{}",
        p[2]
    );
}
