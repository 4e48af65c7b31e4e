//! What the wasm tests of the game's build and the tools' build share: the golden square vectors,
//! wall bytes written as they write them, and storage holding records.

#![allow(dead_code)] // each test crate uses its own part

/// One line of `tests/golden/vectors.txt`: the wall bytes of (seed, width, height, generator).
pub struct Vector {
    pub seed: &'static str,
    pub width: u32,
    pub height: u32,
    pub algo: &'static str,
    pub hex: &'static str,
}

/// Every golden square vector.
pub fn vectors() -> impl Iterator<Item = Vector> {
    include_str!("../golden/vectors.txt").lines().map(|line| {
        let [seed, w, h, algo, hex] = line.split(' ').collect::<Vec<_>>()[..] else {
            panic!("bad vector line {line:?}");
        };
        let side = |s: &str| s.parse().unwrap_or_else(|_| panic!("bad side in {line:?}"));
        Vector {
            seed,
            width: side(w),
            height: side(h),
            algo,
            hex,
        }
    })
}

/// The golden vectors of square levels (as wide as tall), each with the query of its level.
pub fn game_vectors() -> impl Iterator<Item = (String, Vector)> {
    vectors().filter(|v| v.width == v.height).map(|v| {
        let query = format!("seed={}&size={}&algo={}", v.seed, v.width, v.algo);
        (query, v)
    })
}

/// This page's storage, emptied, then holding a corrupt record, a good one and another
/// app's entry.
pub fn storage_with_records() -> web_sys::Storage {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    storage
        .set_item("seedmaze.best.v1?seed=best&level=1", "{\"ms\":3}")
        .unwrap();
    storage
        .set_item("seedmaze.best.v1?seed=best&level=2", "r2;4200;-;9;-")
        .unwrap();
    storage.set_item("another-app", "4200").unwrap();
    storage
}

/// Wall bytes as the vectors write them: one hex digit per cell.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:x}")).collect()
}
