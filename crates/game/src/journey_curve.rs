//! The journey's curve (docs/journey.md): each level's solution length averaged over seeds,
//! and the time a player is estimated to take, for `src/bin/journey-curve.rs` and the tests
//! that hold the table to its rule.

use super::Plan;
use link::journey;
use maze::Seed;

/// Seeds a level's figures are averaged over: `curve-0` to `curve-23`.
pub const CURVE_SEEDS: u32 = 24;

/// One journey level's figures, averaged over the seeds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// The solution's moves (through the keys where there are doors).
    pub moves: f64,
    /// The estimated time to play it, in seconds (`estimate`).
    pub seconds: f64,
}

/// Journey level `k`'s figures over `seeds` seeds.
pub fn point(k: u32, seeds: u32) -> Point {
    point_of(&journey::stage(k), seeds)
}

/// The figures of journey level `stage` over `seeds` seeds.
pub fn point_of(stage: &journey::JourneyLevel, seeds: u32) -> Point {
    let (mut moves, mut seconds) = (0.0, 0.0);
    for i in 0..seeds {
        let seed = Seed::parse(&format!("curve-{i}")).unwrap_or_else(|_| Seed::random());
        let session = Plan::from_query(&stage.query(&seed), Seed::random).start();
        let steps = session.solution().len().saturating_sub(1) as f64;
        let factors = super::grades::rate_level(&session).0.factors;
        moves += steps;
        seconds += estimate(
            steps,
            factors.decisions,
            factors.wrong_cells,
            session.params().inside,
        );
    }
    let n = f64::from(seeds.max(1));
    Point {
        moves: moves / n,
        seconds: seconds / n,
    }
}

/// The time a player takes, estimated from the difficulty measure: four moves a second along
/// the way, 0.7 s at each decision and 0.05 s for each cell its wrong ways lead into (the
/// share a player explores); from inside, where each turn is a key too, twice that.
pub fn estimate(moves: f64, decisions: u32, wrong_cells: u32, inside: bool) -> f64 {
    let above = moves / 4.0 + 0.7 * f64::from(decisions) + 0.05 * f64::from(wrong_cells);
    if inside { 2.0 * above } else { above }
}
