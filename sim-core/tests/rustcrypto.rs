//! The golden model against RustCrypto's `aes` crate on random keys and blocks.

use aes::cipher::{BlockDecrypt, BlockEncrypt, KeyInit};
use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::aes::Aes;

fn compare<
    C: KeyInit + BlockEncrypt + BlockDecrypt + aes::cipher::BlockSizeUser<BlockSize = aes::cipher::consts::U16>,
>(
    key_bytes: usize,
    rng: &mut StdRng,
) {
    for _ in 0..2000 {
        let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        let block: [u8; 16] = rng.gen();
        let ours = Aes::new(&key).unwrap();
        let theirs = C::new_from_slice(&key).unwrap();
        let mut expected = aes::Block::from(block);
        theirs.encrypt_block(&mut expected);
        assert_eq!(ours.encrypt_block(&block)[..], expected[..], "key {key:02x?}");
        let mut back = expected;
        theirs.decrypt_block(&mut back);
        assert_eq!(ours.decrypt_block(&expected.into())[..], back[..]);
    }
}

#[test]
fn random_blocks_agree_with_rustcrypto() {
    let mut rng = StdRng::seed_from_u64(0x00C1_97E5);
    compare::<aes::Aes128>(16, &mut rng);
    compare::<aes::Aes192>(24, &mut rng);
    compare::<aes::Aes256>(32, &mut rng);
}
