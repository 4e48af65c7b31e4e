//! 64-bit FNV-1a, written here rather than taken from the crate: the tests' own hash for
//! the contract's maze hash and for golden mazes.

/// FNV-1a of `bytes` (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
