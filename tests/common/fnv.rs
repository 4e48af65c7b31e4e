//! 64-bit FNV-1a, written here rather than taken from the crate: the tests' own hash for
//! the contract's maze hash and for golden mazes.
#![allow(dead_code)] // each test crate uses its own part

/// FNV-1a of `bytes` (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// A maze by its erased walls: FNV-1a over their ids as text, `1,2,3`, in 16 hex digits (the
/// golden journey levels and braided links).
pub fn erased_hash(removed: &[u32]) -> String {
    let text: Vec<String> = removed.iter().map(u32::to_string).collect();
    format!("{:016x}", fnv1a(text.join(",").as_bytes()))
}
