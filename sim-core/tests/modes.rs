//! Properties of the two multi-block CBC arrangements, on random data: interleaved CBC is N
//! independent CBC chains (Swankoski et al. 2005), and multi-stream CBC is each stream's own
//! CBC whatever the interleaving (Chodowiec et al.).

use crate::common;

use common::interleaved_chain;
use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};
use sim_core::aes::Aes;
use sim_core::modes::{cbc, interleaved_cbc, multi_stream_cbc, Block, ModeDescription};

const SEED: u64 = 0x1c_bc;

fn random_aes(rng: &mut StdRng) -> Aes {
    let bytes = [16, 24, 32][rng.gen_range(0..3)];
    Aes::new(&(0..bytes).map(|_| rng.gen()).collect::<Vec<u8>>()).unwrap()
}

#[test]
fn interleaved_cbc_is_n_independent_chains() {
    let mut rng = StdRng::seed_from_u64(SEED);
    for _ in 0..100 {
        let aes = random_aes(&mut rng);
        let n = rng.gen_range(1..=12);
        let ivs: Vec<Block> = (0..n).map(|_| rng.gen()).collect();
        let blocks = rng.gen_range(0..=50);
        let data: Vec<u8> = (0..16 * blocks).map(|_| rng.gen()).collect();
        let woven = interleaved_cbc::encrypt(&aes, &ivs, &data).unwrap();
        for (chain, iv) in ivs.iter().enumerate() {
            let pick = |bytes: &[u8]| interleaved_chain(bytes, chain, n);
            let alone = cbc::encrypt(&aes, iv, &pick(&data)).unwrap();
            assert_eq!(pick(&woven), alone, "chain {chain} of {n} (seed {SEED:#x})");
        }
        assert_eq!(interleaved_cbc::decrypt(&aes, &ivs, &woven).unwrap(), data);
    }
}

#[test]
fn interleaved_cbc_with_one_chain_is_cbc() {
    let aes = Aes::new(&[9; 16]).unwrap();
    let data: Vec<u8> = (0..160).map(|i| i as u8).collect();
    let iv = [3; 16];
    assert_eq!(
        interleaved_cbc::encrypt(&aes, &[iv], &data).unwrap(),
        cbc::encrypt(&aes, &iv, &data).unwrap()
    );
    assert!(interleaved_cbc::encrypt(&aes, &[], &data)
        .unwrap_err()
        .to_string()
        .starts_with("ivs:"));
}

#[test]
fn multi_stream_cbc_is_each_stream_alone_in_any_interleaving() {
    let mut rng = StdRng::seed_from_u64(SEED + 1);
    for _ in 0..100 {
        let aes = random_aes(&mut rng);
        let streams = rng.gen_range(1..=multi_stream_cbc::MAX_STREAMS);
        let ivs: Vec<Block> = (0..streams).map(|_| rng.gen()).collect();
        // Each stream's own message, then a random interleaving that keeps each one's order.
        let messages: Vec<Vec<Block>> = (0..streams)
            .map(|_| (0..rng.gen_range(0..=8)).map(|_| rng.gen()).collect())
            .collect();
        let mut order: Vec<u8> = messages
            .iter()
            .enumerate()
            .flat_map(|(s, m)| vec![s as u8; m.len()])
            .collect();
        order.shuffle(&mut rng);
        let mut next = vec![0; streams];
        let mut data = Vec::new();
        for &s in &order {
            data.extend(messages[s as usize][next[s as usize]]);
            next[s as usize] += 1;
        }
        let mixed = multi_stream_cbc::encrypt(&aes, &ivs, &order, &data).unwrap();
        for (s, message) in messages.iter().enumerate() {
            let alone = cbc::encrypt(&aes, &ivs[s], &message.concat()).unwrap();
            let ours: Vec<u8> = mixed
                .chunks_exact(16)
                .zip(&order)
                .filter(|(_, &id)| id as usize == s)
                .flat_map(|(b, _)| b.iter().copied())
                .collect();
            assert_eq!(ours, alone, "stream {s} of {streams} (seed {:#x})", SEED + 1);
        }
        assert_eq!(multi_stream_cbc::decrypt(&aes, &ivs, &order, &mixed).unwrap(), data);
    }
}

#[test]
fn multi_stream_cbc_refuses_stream_ids_above_15() {
    let aes = Aes::new(&[0; 16]).unwrap();
    let ivs = vec![[0; 16]; 16];
    let e = multi_stream_cbc::encrypt(&aes, &ivs, &[3, 16], &[0; 32])
        .unwrap_err()
        .to_string();
    assert_eq!(e, "streams[1]: 16 is not a stream id (0 to 15)");
    let e = multi_stream_cbc::Contexts::new(&vec![[0; 16]; 17])
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("ivs: multi-stream CBC takes one IV per stream, 1 to 16, got 17"),
        "{e}"
    );
    let mut contexts = multi_stream_cbc::Contexts::new(&ivs).unwrap();
    assert!(contexts
        .encrypt_block(&aes, 200, &[0; 16])
        .unwrap_err()
        .to_string()
        .starts_with("stream: 200"));
}

#[test]
fn descriptions_drive_the_same_models() {
    let aes = Aes::new(&[5; 32]).unwrap();
    let data: Vec<u8> = (0..96).map(|i| (i * 7) as u8).collect();
    let iv = "000102030405060708090a0b0c0d0e0f";
    let woven =
        ModeDescription::from_json(&format!(r#"{{"kind":"interleavedCbc","ivs":["{iv}","{iv}","{iv}"]}}"#)).unwrap();
    let block: Block = sim_core::hex::parse_block("iv", iv).unwrap();
    let direct = interleaved_cbc::encrypt(&aes, &[block; 3], &data).unwrap();
    assert_eq!(woven.encrypt(&aes, &data, None).unwrap(), direct);
    assert_eq!(woven.decrypt(&aes, &direct, None).unwrap(), data);
    let ms = ModeDescription::from_json(&format!(r#"{{"kind":"multiStreamCbc","ivs":["{iv}","{iv}"]}}"#)).unwrap();
    let streams = [0, 1, 1, 0, 0, 1];
    let c = ms.encrypt(&aes, &data, Some(&streams)).unwrap();
    assert_eq!(
        c,
        multi_stream_cbc::encrypt(&aes, &[block; 2], &streams, &data).unwrap()
    );
    assert_eq!(ms.decrypt(&aes, &c, Some(&streams)).unwrap(), data);
}
