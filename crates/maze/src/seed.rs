//! Seed strings, the fixed maze hash, the portable wall keys and unbiased bounded draws.
//!
//! The contract that keeps shared links working forever:
//! 1. A seed is 1–32 characters from `A–Z a–z 0–9 _ -`.
//! 2. `maze_hash` is 64-bit FNV-1a over the bytes
//!    `"seedmaze/1" 0x00 seed 0x00 width(u32 LE) height(u32 LE) algorithm-name`.
//! 3. That hash seeds `rand_xoshiro::SplitMix64` (`from_seed(hash.to_le_bytes())`). The key of
//!    wall `w` is the generator's output number `w` (counting from 0) of `next_u32`.
//! 4. Walls are taken in ascending order of `(key, wall id)`.
//!
//! SplitMix64 is counter-based, so `WallKeys::key` computes any wall's key directly; a test
//! checks it against the crate's own stream.

use rand_core::Rng;

/// Longest allowed seed, in characters.
pub const MAX_SEED_LEN: usize = 32;
/// The 64 characters a seed may use.
pub const SEED_ALPHABET: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
/// Length of a freshly drawn random seed.
pub const RANDOM_SEED_LEN: usize = 8;

/// Why a seed string was rejected (its words: its `Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeedError {
    /// The seed was empty.
    Empty,
    /// The seed had more than `MAX_SEED_LEN` characters (the count is given).
    TooLong(usize),
    /// The seed had a character outside the alphabet (the first one is given).
    BadCharacter(char),
}

/// A validated seed string.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seed(String);

impl Seed {
    /// Validates a seed string.
    pub fn parse(text: &str) -> Result<Seed, SeedError> {
        if text.is_empty() {
            return Err(SeedError::Empty);
        }
        if let Some(bad) = text
            .chars()
            .find(|c| !c.is_ascii() || !SEED_ALPHABET.contains(&(*c as u8)))
        {
            return Err(SeedError::BadCharacter(bad));
        }
        if text.len() > MAX_SEED_LEN {
            return Err(SeedError::TooLong(text.len()));
        }
        Ok(Seed(text.to_owned()))
    }

    /// Draws a fresh random seed of `RANDOM_SEED_LEN` characters from `rng`.
    pub fn random_from<R: Rng + ?Sized>(rng: &mut R) -> Seed {
        let text = (0..RANDOM_SEED_LEN)
            .map(|_| {
                let index = below(rng, SEED_ALPHABET.len() as u32) as usize;
                char::from(SEED_ALPHABET.get(index).copied().unwrap_or(b'a'))
            })
            .collect();
        Seed(text)
    }

    /// Draws a fresh random seed: the operating system's generator (`rand::rngs::SysRng`, Web
    /// Crypto in the browser) seeds the portable SplitMix64 that `random_from` draws from.
    pub fn random() -> Seed {
        use rand_core::SeedableRng;
        use rand_xoshiro::SplitMix64;
        // If the OS has no randomness, an address-derived seed still gives a playable game.
        let mut rng = SplitMix64::try_from_rng(&mut rand::rngs::SysRng)
            .unwrap_or_else(|_| SplitMix64::from_seed(fallback_entropy()));
        Seed::random_from(&mut rng)
    }

    /// The seed text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for Seed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Where a local lives on the stack: it differs little from run to run, but a playable seed
/// needs no more.
fn fallback_entropy() -> [u8; 8] {
    let local = 0u8;
    (std::ptr::from_ref(&local).addr() as u64).to_le_bytes()
}

impl Seed {
    /// The `k`-th candidate seed a difficulty dial draws from this one: `RANDOM_SEED_LEN`
    /// letters of `SEED_ALPHABET` from the FNV-1a hash of `"seedmaze/dial\0"`, the seed's
    /// text, `"\0"` and `k` (little-endian), six bits a letter from the low end. Part of the
    /// contract: a `difficulty=` link's maze is one of these.
    pub fn candidate(&self, k: u32) -> Seed {
        const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
        let mut hash = OFFSET;
        for bytes in [
            b"seedmaze/dial\0".as_slice(),
            self.as_str().as_bytes(),
            b"\0",
            &k.to_le_bytes(),
        ] {
            hash = extend_hash(hash, bytes);
        }
        let text = (0..RANDOM_SEED_LEN)
            .map(|i| (hash >> (6 * i)) as usize & 63)
            .map(|at| char::from(SEED_ALPHABET.get(at).copied().unwrap_or(b'a')))
            .collect();
        Seed(text)
    }
}

/// The fixed 64-bit FNV-1a hash of (seed, width, height, algorithm name) that seeds a maze.
pub fn maze_hash(seed: &Seed, width: u32, height: u32, algorithm: &str) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    let mut hash = OFFSET;
    for bytes in [
        b"seedmaze/1\0".as_slice(),
        seed.as_str().as_bytes(),
        b"\0",
        &width.to_le_bytes(),
        &height.to_le_bytes(),
        algorithm.as_bytes(),
    ] {
        hash = extend_hash(hash, bytes);
    }
    hash
}

/// Goes on hashing `bytes` after `hash` with the same FNV-1a: the hash of the longer input.
/// Non-square shapes extend the maze hash with `0x00` and the shape's name, and braid with
/// `0x00 "braid"`, so square mazes and unbraided mazes keep their hash.
pub fn extend_hash(mut hash: u64, bytes: &[u8]) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    for &b in bytes {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(PRIME);
    }
    hash
}

/// Random-access view of the SplitMix64 `next_u32` stream: the sort key of every wall.
#[derive(Clone, Copy, Debug)]
pub struct WallKeys {
    state: u64,
}

const SPLITMIX_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

impl WallKeys {
    /// Keys for the generator seeded with `hash`.
    pub fn new(hash: u64) -> WallKeys {
        WallKeys { state: hash }
    }

    /// The key of wall `wall`: output number `wall` of `SplitMix64::next_u32`.
    #[inline]
    pub fn key(&self, wall: u32) -> u32 {
        let mut z = self
            .state
            .wrapping_add((u64::from(wall) + 1).wrapping_mul(SPLITMIX_GAMMA));
        z = (z ^ (z >> 33)).wrapping_mul(0x62a9_d9ed_7997_05f5);
        z = (z ^ (z >> 28)).wrapping_mul(0xcb24_d0a5_c88c_35b3);
        (z >> 32) as u32
    }
}

/// An unbiased integer in `0..n` (Lemire's multiply-and-reject); `n == 0` gives 0.
pub fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    if n == 0 {
        return 0;
    }
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    if (m as u32) < n {
        // Reject the low products that would make some results more likely.
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::SeedableRng;
    use rand_xoshiro::SplitMix64;

    #[test]
    fn wall_keys_match_the_splitmix64_stream() {
        for hash in [0u64, 1, 0xdead_beef, u64::MAX] {
            let keys = WallKeys::new(hash);
            let mut rng = SplitMix64::from_seed(hash.to_le_bytes());
            for wall in 0..1000 {
                assert_eq!(keys.key(wall), rng.next_u32(), "hash {hash} wall {wall}");
            }
        }
    }

    #[test]
    fn seeds_are_validated() {
        assert!(Seed::parse("abc_XYZ-09").is_ok());
        assert_eq!(Seed::parse(""), Err(SeedError::Empty));
        assert_eq!(Seed::parse(&"a".repeat(33)), Err(SeedError::TooLong(33)));
        assert_eq!(Seed::parse("a b"), Err(SeedError::BadCharacter(' ')));
        assert_eq!(Seed::parse("é"), Err(SeedError::BadCharacter('é')));
        assert!(Seed::parse(&"a".repeat(32)).is_ok());
    }

    #[test]
    fn maze_hash_depends_on_every_input() {
        let s = Seed::parse("abc").unwrap();
        let t = Seed::parse("abd").unwrap();
        let base = maze_hash(&s, 8, 8, "union-find");
        assert_ne!(base, maze_hash(&t, 8, 8, "union-find"));
        assert_ne!(base, maze_hash(&s, 9, 8, "union-find"));
        assert_ne!(base, maze_hash(&s, 8, 9, "union-find"));
        assert_ne!(base, maze_hash(&s, 8, 8, "perfect"));
    }

    #[test]
    fn maze_hash_is_the_documented_fnv1a() {
        // Expected values come from a separate 10-line Python FNV-1a 64 (offset
        // 0xcbf29ce484222325, prime 0x100000001b3, xor then multiply mod 2^64), first checked
        // against the published vectors "" -> 0xcbf29ce484222325, "a" -> 0xaf63dc4c8601ec8c and
        // "foobar" -> 0x85944171f73967e8, then run on b"seedmaze/1\0" + seed + b"\0" +
        // struct.pack("<II", width, height) + algorithm. The last case has sides above 255 and
        // unequal, so the byte order and the width-before-height order both count.
        let cases = [
            ("hello", 8, 8, "union-find", 0x0a2c_68af_526e_b25c_u64),
            ("A-z_09", 5, 9, "perfect", 0x4901_f1be_66c4_28e2),
            ("wide-maze", 40, 3, "perfect", 0x80db_ec56_35ba_f35e),
            ("Q", 2000, 1999, "pathcut", 0x141c_f580_1bf6_4cc8),
        ];
        for (text, width, height, algorithm, expected) in cases {
            let seed = Seed::parse(text).unwrap();
            assert_eq!(
                maze_hash(&seed, width, height, algorithm),
                expected,
                "{text} {width}x{height} {algorithm}: {:#018x}",
                maze_hash(&seed, width, height, algorithm)
            );
        }
    }

    #[test]
    fn below_stays_in_range_and_is_roughly_uniform() {
        let mut rng = SplitMix64::from_seed([7; 8]);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            let v = below(&mut rng, 6);
            counts[v as usize] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
        assert_eq!(below(&mut rng, 0), 0);
        assert_eq!(below(&mut rng, 1), 0);
        for _ in 0..1000 {
            assert!(below(&mut rng, u32::MAX) < u32::MAX);
        }
    }

    #[test]
    fn random_seeds_are_valid_and_differ() {
        let a = Seed::random();
        let b = Seed::random();
        assert!(Seed::parse(a.as_str()).is_ok());
        assert_eq!(a.as_str().len(), RANDOM_SEED_LEN);
        assert_ne!(a, b);
    }
}
