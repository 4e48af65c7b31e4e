//! Difficulty grades from 1 to 10: where a maze's score (`maze::difficulty`) falls among the
//! mazes of the same level, shape and mode, by the deciles of the score per cell (the level's
//! cells: the same for every maze of a level, so the grade ranks by the score) measured over
//! many seeds (`grade_table`, written by `src/bin/grade-table.rs` and measured again by
//! `tests/difficulty.rs`). Between two measured levels the deciles are interpolated.
use super::grade_table::{LEVELS, SCALE, TABLE};
use link::{Kind, Params};
use maze::Shape;
use maze::shape::Topology;

/// The mazes a grade compares a maze with: its shape and mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// Plain square mazes (and words: square cells).
    Square,
    /// Plain hex mazes.
    Hex,
    /// Plain triangle mazes.
    Triangle,
    /// Plain circle mazes.
    Circle,
    /// Square mazes with loops (`braid=`, measured at 50).
    Braid,
    /// Woven mazes (`weave=1`).
    Woven,
    /// Floors (`floors=`, measured at 3).
    Floors,
}

impl Family {
    /// Every family, in the table's order.
    pub const ALL: [Family; 7] = [
        Family::Square,
        Family::Hex,
        Family::Triangle,
        Family::Circle,
        Family::Braid,
        Family::Woven,
        Family::Floors,
    ];

    /// The family of a link's maze: a drawing is its shape's, a word square's.
    pub fn of(params: &Params) -> Family {
        match &params.kind {
            Kind::Woven | Kind::WovenDrawing(_) => Family::Woven,
            Kind::Floors(_) => Family::Floors,
            _ if params.braid > 0 => Family::Braid,
            kind => match kind.shape() {
                Shape::Square => Family::Square,
                Shape::Hex => Family::Hex,
                Shape::Triangle => Family::Triangle,
                Shape::Circle => Family::Circle,
            },
        }
    }

    /// The query a family's mazes are measured with, after the seed and level.
    pub fn query(self) -> &'static str {
        match self {
            Family::Square => "",
            Family::Hex => "&shape=hex",
            Family::Triangle => "&shape=triangle",
            Family::Circle => "&shape=circle",
            Family::Braid => "&braid=50",
            Family::Woven => "&weave=1",
            Family::Floors => "&floors=3",
        }
    }
}

/// The nine decile bounds of the score per cell of `family`'s mazes at `level`.
pub fn deciles(family: Family, level: u32) -> [f64; 9] {
    let index = Family::ALL.iter().position(|&f| f == family).unwrap_or(0);
    let at = LEVELS
        .iter()
        .position(|&l| l >= level)
        .unwrap_or(LEVELS.len() - 1);
    let row = |i: usize| table_row(index * LEVELS.len() + i).map(|d| f64::from(d) / SCALE);
    let (upper, top) = (row(at), LEVELS.get(at).copied().unwrap_or(1));
    let below = at.checked_sub(1).filter(|_| top > level);
    let Some((lower, bottom)) = below.and_then(|b| Some((row(b), *LEVELS.get(b)?))) else {
        return upper;
    };
    let t = f64::from(level - bottom) / f64::from(top - bottom);
    let mut bounds = upper;
    for (bound, low) in bounds.iter_mut().zip(lower) {
        *bound = low + (*bound - low) * t;
    }
    bounds
}

/// The nine bounds, in units of 1/`SCALE`, of row `row` of `TABLE` (a family's `LEVELS.len()`
/// rows after another's): the running sums of its first bound and eight increments.
fn table_row(row: usize) -> [u32; 9] {
    let mut numbers = table_numbers().skip(9 * row);
    let mut bound = 0u32;
    std::array::from_fn(|_| {
        bound = bound.saturating_add(numbers.next().unwrap_or(0));
        bound
    })
}

/// `TABLE`'s numbers in order, each a varint: seven bits a byte, the low first, the high bit
/// set on all but its last byte.
fn table_numbers() -> impl Iterator<Item = u32> {
    let mut bytes = TABLE.iter();
    std::iter::from_fn(move || {
        let mut number = 0u32;
        for shift in (0..32).step_by(7) {
            let &byte = bytes.next()?;
            number |= u32::from(byte & 0x7f) << shift;
            if byte < 0x80 {
                return Some(number);
            }
        }
        Some(number)
    })
}

/// The deciles of the score per cell of `family`'s mazes at `level`, measured over `seeds`
/// seeds (`grade-0`, `grade-1`, …): what `grade_table` holds (`src/bin/grade-table.rs`).
pub fn measure(family: Family, level: u32, seeds: u32) -> [f64; 9] {
    let mut per_cell: Vec<f64> = (0..seeds)
        .map(|k| {
            let query = format!("seed=grade-{k}&level={level}{}", family.query());
            let session = super::Plan::from_query(&query, maze::Seed::random).start();
            let maze = session.play().maze();
            let d = maze::difficulty::difficulty(maze, session.solution());
            per_cell(d.score, maze.layout.cells())
        })
        .collect();
    per_cell.sort_by(f64::total_cmp);
    let n = per_cell.len();
    std::array::from_fn(|i| {
        let at = ((i + 1) * n / 10).min(n.saturating_sub(1));
        per_cell.get(at).copied().unwrap_or(0.0)
    })
}

/// A score per cell of a maze of `cells` cells.
fn per_cell(score: f64, cells: u32) -> f64 {
    score / f64::from(cells.max(1))
}

/// The grade, 1 (easiest tenth) to 10 (hardest), of a maze of `params` of `cells` cells with
/// `score`.
pub fn grade(params: &Params, score: f64, cells: u32) -> u8 {
    let bounds = deciles(Family::of(params), params.level);
    let at = per_cell(score, cells);
    1 + bounds.iter().filter(|&&b| at > b).count() as u8
}

/// The difficulty of `params`' maze with its shortest `solution`, and its grade.
pub fn rate(
    params: &Params,
    maze: &maze::ShapeMaze,
    solution: &[u32],
) -> (maze::difficulty::Difficulty, u8) {
    rate_with_route(params, maze, solution, None)
}

/// The difficulty of `params`' maze by its shortest `way`, with the detour of its `route`
/// through the keys added when it has doors (docs/contract.md), and its grade.
pub fn rate_with_route(
    params: &Params,
    maze: &maze::ShapeMaze,
    way: &[u32],
    route: Option<&[u32]>,
) -> (maze::difficulty::Difficulty, u8) {
    let mut rated = maze::difficulty::difficulty(maze, way);
    if let Some(route) = route {
        let detour = u32::try_from(route.len().saturating_sub(way.len())).unwrap_or(u32::MAX);
        rated = rated.with_detour(detour);
    }
    let grade = grade(params, rated.score, maze.layout.cells());
    (rated, grade)
}

/// The difficulty and grade of the level `session` plays, as the CLI's JSON gives them.
pub fn rate_level(session: &crate::Session) -> (maze::difficulty::Difficulty, u8) {
    let doors = session.play().locks().is_some();
    let route = doors.then(|| session.solution());
    rate_with_route(
        session.params(),
        session.play().maze(),
        session.way(),
        route,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_holds_nine_bounds_a_level_a_family_increasing_within_each_row() {
        let rows = Family::ALL.len() * LEVELS.len();
        assert_eq!(table_numbers().count(), 9 * rows);
        for row in 0..rows {
            let bounds = table_row(row);
            assert!(bounds[0] > 0, "row {row}: {bounds:?}");
            assert!(bounds.is_sorted(), "row {row}: {bounds:?}");
        }
        for family in Family::ALL {
            for level in 1..=LEVELS[LEVELS.len() - 1] + 1 {
                let bounds = deciles(family, level);
                assert!(bounds.is_sorted(), "{family:?} level {level}: {bounds:?}");
            }
        }
    }
}
