//! The Twofish round trace: 16 states, the last the ciphertext; decryption's states are the
//! encryption's in reverse, ending at the plaintext; the same through the shared trait hook;
//! the steps inside each round against the pieces of the model; and every intermediate value
//! the paper prints.
//!
//! The paper's intermediate values (Schneier et al., "Twofish: A 128-Bit Block Cipher", 1998,
//! Appendix A.1, the reference package's `ecb_ival.txt`) are below as [`PAPER_IVAL`], its
//! encryption listings for the three keys copied line for line (the decryption listings
//! print the same values in reverse order and are left out), transcribed from the
//! appendix's text as stored in github.com/mbacarella/opws, `ecb_ival.txt` (commit
//! 424c7e07285a3811a3f4b440d52d73889aefabea). They give, per key: the key's words and its
//! S-box key words, the 40 subkeys K_0..K_39, and for plaintext zero the state after the
//! input whitening (R[0]), after each round (R[1]..R[16], with t0 = T_0 and t1 = T_1 of that
//! round) and after the output whitening (R[17]), each as four words printed as hexadecimal
//! numbers. The listing's rounds do not swap the halves: its R[r] is the paper's R_r (Sec.
//! 4.1's formula, which swaps) with the two halves exchanged after odd rounds.

use crate::common;

use common::for_random_blocks;
use common::trace::steps_by_round;
use sim_core::hex;
use sim_core::twofish::byte_order::{block_to_words, words_to_block, words_to_bytes};
use sim_core::twofish::key_schedule::key_words;
use sim_core::twofish::pht::pht;
use sim_core::twofish::round;
use sim_core::twofish::{Direction, Step, StepEntry, Twofish, ROUNDS, STEPS};
use sim_core::BlockCipher;

/// Appendix A.1's encryption listings (see the module's comment for the source).
const PAPER_IVAL: &str = r"
KEYSIZE=128

KEY=00000000000000000000000000000000

;
;makeKey:   Input key            -->  S-box key     [Encrypt]
;             00000000 00000000  -->  00000000
;             00000000 00000000  -->  00000000
;           Subkeys
;             52C54DDE 11F0626D   Input whiten
;             7CAC9D4A 4D1B4AAA
;             B7B83A10 1E7D0BEB  Output whiten
;             EE9C341F CFE14BE4
;             F98FFEF9 9C5B3C17  Round subkeys
;             15A48310 342A4D81
;             424D89FE C14724A7
;             311B834C FDE87320
;             3302778F 26CD67B4
;             7A6C6362 C2BAF60E
;             3411B994 D972C87F
;             84ADB1EA A7DEE434
;             54D2960F A2F7CAA8
;             A6B8FF8C 8014C425
;             6A748D1C EDBAF720
;             928EF78C 0338EE13
;             9949D6BE C8314176
;             07C07D68 ECAE7EA7
;             1FE71844 85C05C89
;             F298311E 696EA672
;
PT=00000000000000000000000000000000

Encrypt()

R[-1]: x= 00000000  00000000  00000000  00000000.
R[ 0]: x= 52C54DDE  11F0626D  7CAC9D4A  4D1B4AAA.
R[ 1]: x= 52C54DDE  11F0626D  C38DCAA4  7A0A91B6.    t0=C06D4949. t1=41B9BFC1.
R[ 2]: x= 55A538DE  5C5A4DB6  C38DCAA4  7A0A91B6.    t0=7C4536B9. t1=67A58299.
R[ 3]: x= 55A538DE  5C5A4DB6  899063BD  893E49A9.    t0=60DAC1A4. t1=2D84C23D.
R[ 4]: x= 2AE61A96  84BC42D3  899063BD  893E49A9.    t0=607AAEAD. t1=6ED2DBF9.
R[ 5]: x= 2AE61A96  84BC42D3  F14F2618  821B5F36.    t0=067D0B49. t1=318EACB4.
R[ 6]: x= 0FFE0AD1  D6B87B70  F14F2618  821B5F36.    t0=58554EDB. t1=62585CF7.
R[ 7]: x= 0FFE0AD1  D6B87B70  CD0D38A1  C069BD9B.    t0=839B0017. t1=B3A89DB0.
R[ 8]: x= A85CE579  DE2661CE  CD0D38A1  C069BD9B.    t0=E9BC6975. t1=F0DDA4C3.
R[ 9]: x= A85CE579  DE2661CE  7A39754C  973ABD2A.    t0=54687CDF. t1=9044BF4B.
R[10]: x= 013077D7  B3528BA1  7A39754C  973ABD2A.    t0=77FC927F. t1=8B8678CC.
R[11]: x= 013077D7  B3528BA1  D57933FD  F8EA8B1B.    t0=E3C81108. t1=828E7493.
R[12]: x= 64F0EAA1  DA27090C  D57933FD  F8EA8B1B.    t0=B33C25D6. t1=83068533.
R[13]: x= 64F0EAA1  DA27090C  F64F1005  99149A52.    t0=A0AA2F81. t1=FFF30DB7.
R[14]: x= B0681C46  606D0273  F64F1005  99149A52.    t0=114C17C5. t1=EB143CFF.
R[15]: x= B0681C46  606D0273  EB27628F  2C51191D.    t0=677DA87D. t1=989D1459.
R[16]: x= C1708BA9  9522A3CE  EB27628F  2C51191D.    t0=9357B338. t1=AC9926BF.
R[17]: x= 5C9F589F  322C12F6  2FECBFB6  5AC3E82A.

CT=9F589F5CF6122C32B6BFEC2F2AE8C35A

==========

KEYSIZE=192

KEY=0123456789ABCDEFFEDCBA98765432100011223344556677

;
;makeKey:   Input key            -->  S-box key     [Encrypt]
;             EFCDAB89 67452301  -->  B89FF6F2
;             10325476 98BADCFE  -->  B255BC4B
;             77665544 33221100  -->  45661061
;           Subkeys
;             38394A24 C36D1175   Input whiten
;             E802528F 219BFEB4
;             B9141AB4 BD3E70CD  Output whiten
;             AF609383 FD36908A
;             03EFB931 1D2EE7EC  Round subkeys
;             A7489D55 6E44B6E8
;             714AD667 653AD51F
;             B6315B66 B27C05AF
;             A06C8140 9853D419
;             4016E346 8D1C0DD4
;             F05480BE B6AF816F
;             2D7DC789 45B7BD3A
;             57F8A163 2BEFDA69
;             26AE7271 C2900D79
;             ED323794 3D3FFD80
;             5DE68E49 9C3D2478
;             DF326FE3 5911F70D
;             C229F13B B1364772
;             4235364D 0CEC363A
;             57C8DD1F 6A1AD61E
;
PT=00000000000000000000000000000000

Encrypt()

R[-1]: x= 00000000  00000000  00000000  00000000.
R[ 0]: x= 38394A24  C36D1175  E802528F  219BFEB4.
R[ 1]: x= 38394A24  C36D1175  9C263D67  5E68BE8F.    t0=988C8223. t1=33D1ECEC.
R[ 2]: x= C8F5099F  0C4B8F53  9C263D67  5E68BE8F.    t0=E8C880BC. t1=19C23B0A.
R[ 3]: x= C8F5099F  0C4B8F53  69948F5E  E67C030F.    t0=C615F1F6. t1=17AE5B7E.
R[ 4]: x= 07633866  59421079  69948F5E  E67C030F.    t0=90AB32AA. t1=7F56EB43.
R[ 5]: x= 07633866  59421079  C015BE79  149B9CEC.    t0=52971E00. t1=F6BC546D.
R[ 6]: x= A042B99D  709EF54B  C015BE79  149B9CEC.    t0=DAA00849. t1=2D2F5FCE.
R[ 7]: x= A042B99D  709EF54B  0CD39FA6  B250BEDA.    t0=EE03FB5B. t1=FB5A051C.
R[ 8]: x= F7B097FA  9E5C4FF7  0CD39FA6  B250BEDA.    t0=09A1B597. t1=18041948.
R[ 9]: x= F7B097FA  9E5C4FF7  77FC8B29  CC2B3F88.    t0=99C9694E. t1=F1687F43.
R[10]: x= A279C718  421A8D38  77FC8B29  CC2B3F88.    t0=5D174956. t1=2F7D5E04.
R[11]: x= A279C718  421A8D38  5B1A0904  12FEBF99.    t0=5BC40012. t1=78D2617B.
R[12]: x= E4409C22  702548A2  5B1A0904  12FEBF99.    t0=C251B3CE. t1=4AC0BD46.
R[13]: x= E4409C22  702548A2  5DDAA2A1  EFB2F051.    t0=91BC2070. t1=6FC0BBF3.
R[14]: x= 8561A604  825D2480  5DDAA2A1  EFB2F051.    t0=A7D24F8E. t1=84878F62.
R[15]: x= 8561A604  825D2480  5CC6CB7B  62A2CE64.    t0=93690387. t1=0EB8FA83.
R[16]: x= 17738CD3  B5142D18  5CC6CB7B  62A2CE64.    t0=5FE8370B. t1=F3D5AB78.
R[17]: x= E5D2D1CF  DF9CBEA9  B8131F50  4822BD92.

CT=CFD1D2E5A9BE9CDF501F13B892BD2248

==========

KEYSIZE=256

KEY=0123456789ABCDEFFEDCBA987654321000112233445566778899AABBCCDDEEFF

;
;makeKey:   Input key            -->  S-box key     [Encrypt]
;             EFCDAB89 67452301  -->  B89FF6F2
;             10325476 98BADCFE  -->  B255BC4B
;             77665544 33221100  -->  45661061
;             FFEEDDCC BBAA9988  -->  8E4447F7
;           Subkeys
;             5EC769BF 44D13C60   Input whiten
;             76CD39B1 16750474
;             349C294B EC21F6D6  Output whiten
;             4FBD10B4 578DA0ED
;             C3479695 9B6958FB  Round subkeys
;             6A7FBC4E 0BF1830B
;             61B5E0FB D78D9730
;             7C6CF0C4 2F9109C8
;             E69EA8D1 ED99BDFF
;             35DC0BBD A03E5018
;             FB18EA0B 38BD43D3
;             76191781 37A9A0D3
;             72427BEA 911CC0B8
;             F1689449 71009CA9
;             B6363E89 494D9855
;             590BBC63 F95A28B5
;             FB72B4E1 2A43505C
;             BFD34176 5C133D12
;             3A9247F7 9A3331DD
;             EE7515E6 F0D54DCD
;
PT=00000000000000000000000000000000

Encrypt()

R[-1]: x= 00000000  00000000  00000000  00000000.
R[ 0]: x= 5EC769BF  44D13C60  76CD39B1  16750474.
R[ 1]: x= 5EC769BF  44D13C60  D38B6C9F  A23B7169.    t0=29C0736C. t1=E4D3D68D.
R[ 2]: x= 99424DFF  FBC14BFC  D38B6C9F  A23B7169.    t0=9D16BBB3. t1=64AD7A3F.
R[ 3]: x= 99424DFF  FBC14BFC  698BE047  6A997290.    t0=E66B9D19. t1=B87B2DFD.
R[ 4]: x= 2C125DD7  5A526278  698BE047  6A997290.    t0=0BB41F61. t1=3945E62C.
R[ 5]: x= 2C125DD7  5A526278  E35CD910  7CB57D06.    t0=D5397903. t1=F35A3092.
R[ 6]: x= D5178F25  00D35CC5  E35CD910  7CB57D06.    t0=8C8927A1. t1=C3D8103E.
R[ 7]: x= D5178F25  00D35CC5  D8447F91  65C2BD96.    t0=4D8B7489. t1=0B2FC79F.
R[ 8]: x= FF92E109  DF621C97  D8447F91  65C2BD96.    t0=C1176720. t1=F301CE95.
R[ 9]: x= FF92E109  DF621C97  28BFEFF5  D45666FB.    t0=9F3BEC03. t1=77BD388E.
R[10]: x= BB79AD2E  AA410F41  28BFEFF5  D45666FB.    t0=8C6DB451. t1=0B8B72BA.
R[11]: x= BB79AD2E  AA410F41  6576A3ED  BFF8215E.    t0=8A317EF8. t1=A1EAEAAE.
R[12]: x= 4A6BBAFF  439F4766  6576A3ED  BFF8215E.    t0=8F8307AA. t1=472014C3.
R[13]: x= 4A6BBAFF  439F4766  F7186836  04CA5304.    t0=CEB0BBE1. t1=C12302BE.
R[14]: x= CBD3C29D  BC31FEBE  F7186836  04CA5304.    t0=5CF5C93C. t1=C1033512.
R[15]: x= CBD3C29D  BC31FEBE  D4E77B7C  5415D5D3.    t0=853A6BB2. t1=9F09EB26.
R[16]: x= 85411C2B  7777DC05  D4E77B7C  5415D5D3.    t0=877AF61D. t1=4B61EEC7.
R[17]: x= E07B5237  B8342305  CAFC0C9F  20FA7CE8.

CT=37527BE0052334B89F0CFCCAE87CFA20
";

/// One key's listing, parsed.
struct Listing {
    key: Vec<u8>,
    /// The makeKey lines: two key words as printed, and the S-box key word beside them.
    key_rows: Vec<([u32; 2], u32)>,
    subkeys: Vec<u32>,
    /// R[-1]..R[17], and t0, t1 for R[1]..R[16].
    states: Vec<[u32; 4]>,
    t: Vec<[u32; 2]>,
    ciphertext: [u8; 16],
}

fn word(text: &str) -> u32 {
    u32::from_str_radix(text.trim_end_matches('.'), 16).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn listings() -> Vec<Listing> {
    PAPER_IVAL
        .split("KEYSIZE=")
        .skip(1)
        .map(|section| {
            let mut listing = Listing {
                key: vec![],
                key_rows: vec![],
                subkeys: vec![],
                states: vec![],
                t: vec![],
                ciphertext: [0; 16],
            };
            let mut in_subkeys = false;
            for line in section.lines() {
                if let Some(key) = line.strip_prefix("KEY=") {
                    listing.key = hex::parse("KEY", key, &[16, 24, 32]).unwrap();
                } else if let Some(ct) = line.strip_prefix("CT=") {
                    listing.ciphertext = hex::parse_block("CT", ct).unwrap();
                } else if line.contains("-->") && !line.contains("S-box key") {
                    let f: Vec<&str> = line.trim_start_matches(';').split_whitespace().collect();
                    listing.key_rows.push(([word(f[0]), word(f[1])], word(f[3])));
                } else if line.contains("Subkeys") {
                    in_subkeys = true;
                } else if in_subkeys && line.starts_with(';') {
                    let f: Vec<&str> = line.trim_start_matches(';').split_whitespace().collect();
                    if f.len() >= 2 {
                        listing.subkeys.extend([word(f[0]), word(f[1])]);
                    } else {
                        in_subkeys = false;
                    }
                } else if let Some(rest) = line.strip_prefix("R[") {
                    let (_, values) = rest.split_once("x=").unwrap();
                    let f: Vec<&str> = values.split_whitespace().collect();
                    listing.states.push(core::array::from_fn(|i| word(f[i])));
                    if f.len() > 4 {
                        let t0 = f[4].strip_prefix("t0=").unwrap();
                        let t1 = f[5].strip_prefix("t1=").unwrap();
                        listing.t.push([word(t0), word(t1)]);
                    }
                }
            }
            listing
        })
        .collect()
}

#[test]
fn the_listing_parses_whole() {
    let listings = listings();
    assert_eq!(listings.len(), 3);
    for (listing, key_bytes) in listings.iter().zip([16, 24, 32]) {
        assert_eq!(listing.key.len(), key_bytes);
        assert_eq!(listing.key_rows.len(), key_bytes / 8);
        assert_eq!(listing.subkeys.len(), 40);
        assert_eq!(listing.states.len(), 19);
        assert_eq!(listing.t.len(), 16);
    }
}

#[test]
fn the_papers_key_schedule_values() {
    for listing in listings() {
        let twofish = Twofish::new(&listing.key).unwrap();
        let what = format!("key {}", hex::format(&listing.key));
        assert_eq!(twofish.subkeys().to_vec(), listing.subkeys, "{what}: K_0..K_39");
        // Each makeKey line prints one 64-bit piece of the key as a number, M_{2i+1} then
        // M_{2i}, and beside it S_i, the S-box key word RS makes of those 8 bytes.
        let m = key_words(&listing.key);
        for (i, (printed, s)) in listing.key_rows.iter().enumerate() {
            assert_eq!(*printed, [m[2 * i + 1], m[2 * i]], "{what}: key row {i}");
            assert_eq!(twofish.sbox_key()[i], *s, "{what}: S_{i}");
        }
    }
}

/// The listing's R[r] (r = 0..16) as the paper's R_r: halves exchanged after odd rounds.
fn paper_state(listing: &Listing, r: usize) -> [u32; 4] {
    let x = listing.states[r + 1];
    if r % 2 == 1 {
        [x[2], x[3], x[0], x[1]]
    } else {
        x
    }
}

fn steps_of(steps: &[StepEntry], round: usize, step: Step) -> Vec<u32> {
    let found: Vec<&StepEntry> = steps
        .iter()
        .filter(|e| e.round as usize == round && e.step == step)
        .collect();
    assert_eq!(found.len(), 1, "round {round} {step:?}");
    found[0].words.clone()
}

#[test]
fn the_papers_intermediate_values_encrypting() {
    for listing in listings() {
        let twofish = Twofish::new(&listing.key).unwrap();
        let what = format!("key {}", hex::format(&listing.key));
        let plaintext = words_to_block(listing.states[0]);
        assert_eq!(plaintext, [0; 16]);
        let steps = twofish.encrypt_steps(&plaintext);
        assert_eq!(
            steps_of(&steps, 1, Step::InputWhitening),
            listing.states[1],
            "{what}: R[0]"
        );
        for r in 1..=ROUNDS {
            assert_eq!(
                steps_of(&steps, r, Step::G),
                listing.t[r - 1],
                "{what}: round {r} t0, t1"
            );
            assert_eq!(
                steps_of(&steps, r, Step::Mix),
                paper_state(&listing, r),
                "{what}: R[{r}]"
            );
        }
        // R[17], the output whitening, is the ciphertext's words.
        assert_eq!(
            steps_of(&steps, ROUNDS, Step::OutputWhitening),
            listing.states[18],
            "{what}"
        );
        assert_eq!(words_to_block(listing.states[18]), listing.ciphertext, "{what}");
        assert_eq!(twofish.encrypt_block(&plaintext), listing.ciphertext, "{what}");
    }
}

#[test]
fn the_papers_intermediate_values_decrypting() {
    // The listing's decryption prints the same values, R[17] down to R[-1].
    for listing in listings() {
        let twofish = Twofish::new(&listing.key).unwrap();
        let what = format!("key {}", hex::format(&listing.key));
        let steps = twofish.decrypt_steps(&listing.ciphertext);
        assert_eq!(
            steps_of(&steps, ROUNDS, Step::InvOutputWhitening),
            paper_state(&listing, ROUNDS),
            "{what}: R[16]"
        );
        for r in (1..=ROUNDS).rev() {
            assert_eq!(
                steps_of(&steps, r, Step::InvG),
                listing.t[r - 1],
                "{what}: round {r} t0, t1"
            );
            assert_eq!(
                steps_of(&steps, r, Step::InvMix),
                paper_state(&listing, r - 1),
                "{what}: R[{}]",
                r - 1
            );
        }
        assert_eq!(
            steps_of(&steps, 1, Step::InvInputWhitening),
            listing.states[0],
            "{what}: R[-1]"
        );
        assert_eq!(twofish.decrypt_block(&listing.ciphertext), [0; 16]);
    }
}

/// Round r by hand from the pieces of sim-core's Twofish (g, the PHT, its subkeys): T_0, T_1;
/// the PHT; F_0, F_1; and the state after the round, from the state before it.
fn round_by_hand(twofish: &Twofish, r: usize, x: [u32; 4]) -> [Vec<u32>; 4] {
    let k = twofish.subkeys();
    let t = [twofish.g(x[0]), twofish.g(x[1].rotate_left(8))];
    let (sum, double) = pht(t[0], t[1]);
    let f = [sum.wrapping_add(k[2 * r + 6]), double.wrapping_add(k[2 * r + 7])];
    let after = [(x[2] ^ f[0]).rotate_right(1), x[3].rotate_left(1) ^ f[1], x[0], x[1]];
    [t.to_vec(), vec![sum, double], f.to_vec(), after.to_vec()]
}

#[test]
fn each_rounds_steps_recompose_it() {
    for_random_blocks(0x2f15_57e9, 10, |twofish: &Twofish, plaintext, ciphertext, what| {
        let steps = twofish.encrypt_steps(&plaintext);
        assert_eq!(steps.len(), STEPS, "{what}");
        assert_eq!(STEPS, 82);
        // Steps in order, round by round.
        let step = |e: &StepEntry| (e.round as usize, e.step);
        let of_round = |r| Step::of_round(r, Direction::Encrypt);
        for e in steps_by_round(&steps, 1..=ROUNDS, of_round, step, what)
            .into_iter()
            .flat_map(|(_, chunk)| chunk)
        {
            assert_eq!(e.words.len(), if e.step.is_pair() { 2 } else { 4 });
            assert_eq!(e.bytes(), words_to_bytes(&e.words));
        }
        // The input whitening, each round from the state before it, the output whitening.
        let k = twofish.subkeys();
        let p = block_to_words(&plaintext);
        let mut x: [u32; 4] = core::array::from_fn(|i| p[i] ^ k[i]);
        assert_eq!(steps_of(&steps, 1, Step::InputWhitening), x, "{what}");
        for r in 1..=ROUNDS {
            let [t, sums, f, after] = round_by_hand(twofish, r, x);
            assert_eq!(steps_of(&steps, r, Step::G), t, "{what}: round {r}");
            assert_eq!(steps_of(&steps, r, Step::Pht), sums, "{what}: round {r}");
            assert_eq!(steps_of(&steps, r, Step::F), f, "{what}: round {r}");
            assert_eq!(steps_of(&steps, r, Step::Mix), after, "{what}: round {r}");
            assert_eq!(round::mix(x, [f[0], f[1]]).to_vec(), after);
            x = after.try_into().unwrap();
            if r < ROUNDS {
                assert_eq!(steps_of(&steps, r, Step::Out), x, "{what}: round {r}");
            }
        }
        let c: [u32; 4] = core::array::from_fn(|i| x[(i + 2) % 4] ^ k[i + 4]);
        assert_eq!(steps_of(&steps, ROUNDS, Step::OutputWhitening), c, "{what}");
        assert_eq!(steps_of(&steps, ROUNDS, Step::Out), c, "{what}");
        assert_eq!(words_to_block(c), ciphertext, "{what}");

        // Decrypting: the same F values round by round, and the states before each round.
        let back = twofish.decrypt_steps(&ciphertext);
        assert_eq!(back.len(), STEPS, "{what}");
        let of_round = |r| Step::of_round(r, Direction::Decrypt);
        for (r, _) in steps_by_round(&back, (1..=ROUNDS).rev(), of_round, step, what) {
            let pairs = [(Step::InvG, Step::G), (Step::InvPht, Step::Pht), (Step::InvF, Step::F)];
            for (inverse, forward) in pairs {
                assert_eq!(
                    steps_of(&back, r, inverse),
                    steps_of(&steps, r, forward),
                    "{what}: round {r}"
                );
            }
            let before = if r == 1 {
                steps_of(&steps, 1, Step::InputWhitening)
            } else {
                steps_of(&steps, r - 1, Step::Mix)
            };
            assert_eq!(steps_of(&back, r, Step::InvMix), before, "{what}: round {r}");
        }
        assert_eq!(
            steps_of(&back, ROUNDS, Step::InvOutputWhitening),
            steps_of(&steps, ROUNDS, Step::Mix),
            "{what}"
        );
        assert_eq!(steps_of(&back, 1, Step::InvInputWhitening), p, "{what}");
        assert_eq!(back.last().unwrap().step, Step::InvOut);
        assert_eq!(back.last().unwrap().words, p, "{what}");
    });
}

#[test]
fn the_round_keys_and_sbox_key_through_the_trait_and_the_free_functions() {
    let listing = &listings()[1];
    let twofish = Twofish::new(&listing.key).unwrap();
    let blocks = BlockCipher::round_keys(&twofish);
    assert_eq!(blocks.len(), 11);
    let words: Vec<u32> = blocks[..10].iter().flat_map(block_to_words).collect();
    assert_eq!(words, listing.subkeys);
    assert_eq!(sim_core::twofish::twofish_round_keys(&listing.key).unwrap(), blocks);
    let s: Vec<u32> = listing.key_rows.iter().map(|(_, s)| *s).collect();
    assert_eq!(sim_core::twofish::twofish_sbox_key(&listing.key).unwrap(), s);
    // The eleventh block is the S-box key, zero past its k words.
    assert_eq!(block_to_words(&blocks[10])[..s.len()], s[..]);
    // The precomputed key-dependent S-boxes give the listing's t0 of round 1: g(R[0]'s word 0).
    let sboxes = sim_core::twofish::twofish_key_dependent_sboxes(&listing.key).unwrap();
    let x = listing.states[1][0].to_le_bytes();
    let y: [u8; 4] = core::array::from_fn(|j| sboxes[j][x[j] as usize]);
    assert_eq!(sim_core::twofish::mds::multiply(y), listing.t[0][0]);
    let tables = twofish.key_dependent_mds_tables();
    assert_eq!((0..4).fold(0, |acc, j| acc ^ tables[j][x[j] as usize]), listing.t[0][0]);
    assert!(sim_core::twofish::twofish_sbox_key(&[0; 17])
        .unwrap_err()
        .to_string()
        .starts_with("key: "));
}
