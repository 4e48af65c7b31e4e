//! Seed validation accepts exactly the documented alphabet and lengths, and valid seeds hash.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seedmaze::maze::seed::{MAX_SEED_LEN, SEED_ALPHABET, maze_hash};
use seedmaze::maze::{Seed, SeedError};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let valid = !text.is_empty()
        && text.len() <= MAX_SEED_LEN
        && text.bytes().all(|b| SEED_ALPHABET.contains(&b));
    match Seed::parse(&text) {
        Ok(seed) => {
            assert!(valid, "accepted {text:?}");
            assert_eq!(seed.as_str(), text);
            let a = maze_hash(&seed, 8, 8, "union-find");
            assert_eq!(a, maze_hash(&seed, 8, 8, "union-find"));
        }
        Err(error) => {
            assert!(!valid, "rejected {text:?}");
            match error {
                SeedError::Empty => assert!(text.is_empty()),
                SeedError::TooLong(n) => assert_eq!(n, text.len()),
                SeedError::BadCharacter(c) => assert!(text.contains(c)),
            }
            assert!(!error.to_string().is_empty());
        }
    }
});
