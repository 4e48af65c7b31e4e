//! The journey (`journey=K`): level K of a ladder that brings in one thing at a time. Each
//! journey level is the maze of one classic link (`JourneyLevel`: a level and size, and its
//! modes), so a journey link opens the same maze as that link, forever: the first hundred
//! levels are designed by hand (`journey_table`), and a rule (`stage`) carries the ladder on
//! to `MAX_JOURNEY`. Both are part of the link contract, frozen as the level schedule is.

use super::journey_level::at;
pub use super::journey_level::{JourneyLevel, MAX_JOURNEY, Mechanic};
use super::table::Param;
use super::values::Values;

/// Whether `param` is part of the maze a journey level sets (all but the seed, the journey
/// itself, a challenge and a ghost's run).
pub fn sets_maze(param: Param) -> bool {
    !matches!(
        param,
        Param::Seed | Param::Journey | Param::Beat | Param::Run
    )
}

/// Sets `values`' maze to its journey level's, if they name one (whose maze parameters are
/// then ignored: `sets_maze`); whether they did.
pub fn enter(values: &mut Values) -> bool {
    let Some(k) = values.journey else {
        return false;
    };
    stage(k).apply(values);
    true
}

/// Journey level `k` (1 to `MAX_JOURNEY`; others are clamped): one of the hundred designed by
/// hand, then the rule's.
pub fn stage(k: u32) -> JourneyLevel {
    let k = k.clamp(1, MAX_JOURNEY);
    let hand = &super::journey_table::HAND;
    let stage = match hand.get(k as usize - 1) {
        Some(stage) => *stage,
        None => rule(k),
    };
    stage.at_level(k as u16)
}

/// The classic link of journey level `k` for `seed`: `seed=…&level=…` and the level's modes.
pub fn link(seed: &maze::Seed, k: u32) -> String {
    stage(k).query(seed)
}

/// Journey level `k` past the hand-made hundred: the practice mixes in turn
/// (`journey_table::MIXES`) at the rule's size (`rule_size`), nudged by the level's cells in
/// `journey_table::NUDGE`.
fn rule(k: u32) -> JourneyLevel {
    let (past, _, (_, stage)) = in_rule(k);
    let nudge = super::journey_table::NUDGE.get(past as usize).copied();
    let size = i32::from(rule_size(k)) + i32::from(nudge.unwrap_or(0));
    stage.resized(u16::try_from(size.max(2)).unwrap_or(u16::MAX))
}

/// The rule's size of journey level `k` past the hundred before its nudge: its mix's first
/// size, bigger every round by the mix's step in tenths of a cell (the size grows by the
/// step's rounded sum). `journey-tune` picks the nudges from it.
pub fn rule_size(k: u32) -> u16 {
    let (_, round, (tenths, stage)) = in_rule(k);
    let grown = (round * u32::from(tenths) + 5) / 10;
    stage
        .size()
        .saturating_add(u16::try_from(grown).unwrap_or(u16::MAX))
}

/// Where journey level `k` past the hundred is in the rule: how far past (0 for level 101), its
/// round, and its mix (the mixes take turns).
fn in_rule(k: u32) -> (u32, u32, (u16, JourneyLevel)) {
    let mixes = &super::journey_table::MIXES;
    let past = k.saturating_sub(super::journey_table::HAND.len() as u32 + 1);
    let count = mixes.len() as u32;
    let mix = mixes.get((past % count) as usize).copied();
    (past, past / count, mix.unwrap_or((0, at(0))))
}
