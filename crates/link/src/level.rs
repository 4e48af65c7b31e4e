//! The level schedule: level k is a square of side `8 + 4(k-1)` cells, up to the cap. Part of
//! the link contract (`level=k` picks the size), so it sits below `link` and `game`.

use maze::grid::MAX_SIDE;

/// Side length of level 1.
pub const FIRST_SIDE: u32 = 8;
/// How many cells each level adds to the side.
pub const SIDE_STEP: u32 = 4;
/// The last level: its side is exactly `MAX_SIDE`.
pub const MAX_LEVEL: u32 = (MAX_SIDE - FIRST_SIDE) / SIDE_STEP + 1;

/// The side length of level `level` (levels below 1 count as 1, above `MAX_LEVEL` as the last).
pub fn level_side(level: u32) -> u32 {
    let k = level.clamp(1, MAX_LEVEL);
    FIRST_SIDE + SIDE_STEP * (k - 1)
}

/// The side after `side` when a link fixed the size: one level's growth, up to the cap.
pub fn grow_side(side: u32) -> u32 {
    side.saturating_add(SIDE_STEP).min(MAX_SIDE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_grow_from_eight_to_the_cap() {
        assert_eq!(level_side(1), 8);
        assert_eq!(level_side(2), 12);
        assert_eq!(level_side(MAX_LEVEL), MAX_SIDE);
        assert_eq!(level_side(MAX_LEVEL + 5), MAX_SIDE);
        for k in 1..MAX_LEVEL {
            assert!(level_side(k) < level_side(k + 1));
        }
    }
}
