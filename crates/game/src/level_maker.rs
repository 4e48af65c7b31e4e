//! Making a level's maze from the link's parameters: here on the main thread (`make_level`) or
//! in the page's worker (`worker_level`, `make_parts`).
//! The session, the records table and adoption all make their levels through this module, which
//! depends on none of them.

use link::Params;
use maze::generate_shape::{generate_braided_with_progress, generate_shape_with_progress};
use maze::generate_woven::generate_woven;
use maze::shape::Square;
use maze::{Algorithm, Grid, Layout, Maze, Seed, ShapeMaze, SizeError, generate, solve};

/// A maze made elsewhere, as plain data.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parts {
    /// Wall bytes, one per cell (`EAST_WALL | SOUTH_WALL` bits).
    pub walls: Vec<u8>,
    /// Erased wall ids in erasure order.
    pub removed: Vec<u32>,
    /// The shortest path, cell 0 to the exit.
    pub solution: Vec<u32>,
}

/// Makes the maze `params` describe: any shape's, with square's wall bytes beside it for a
/// square (braided on top, the same maze `generate` makes without braid).
pub fn make_level(params: &Params) -> Result<(ShapeMaze, Option<Grid>), String> {
    make_level_with_progress(params, &mut |_| {})
}

/// Like `make_level`, calling `progress(fraction)` as the generator goes (the worker's bar).
fn make_level_with_progress(
    params: &Params,
    progress: &mut dyn FnMut(f64),
) -> Result<(ShapeMaze, Option<Grid>), String> {
    Ok(
        match made_with_progress(params, Share::All, progress)?.made {
            Made::Square(maze) => {
                let (shaped, grid) = square_shape(maze, params.braid);
                (shaped, Some(grid))
            }
            Made::Shape(maze) => (maze, None),
        },
    )
}

/// A level as its generator leaves it: a plain square's wall bytes and erasure order (no bit
/// set of open walls: the worker sends the bytes, and the page builds the set from them), or
/// another shape's maze.
#[derive(Clone, Debug)]
enum Made {
    Square(Maze),
    Shape(ShapeMaze),
}

/// Cells a dial's candidates may have in all before fewer are weighed (`dial_candidates`).
const DIAL_CELLS: u64 = 2_000_000;

/// How many candidate mazes a difficulty dial weighs for a level of `cells` cells: eight, fewer
/// for big levels (each is a whole maze, made, solved and scored), two at least.
pub fn dial_candidates(cells: u64) -> u32 {
    u32::try_from(DIAL_CELLS / cells.max(1))
        .unwrap_or(u32::MAX)
        .clamp(2, 8)
}

/// Which of a dial's candidates one worker weighs: all of them, or half of them while another
/// worker weighs the other half (www/worker.js; the first half's best stays when equal).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Share {
    /// Every candidate.
    #[default]
    All,
    /// The first half of them (`k` below half the count).
    First,
    /// The rest.
    Second,
}

impl Share {
    /// The share a worker is asked for by number: 1 the first half, 2 the second, else all.
    pub fn from_number(number: u32) -> Share {
        match number {
            1 => Share::First,
            2 => Share::Second,
            _ => Share::All,
        }
    }

    /// The candidates' numbers `k` of this share of `count`.
    pub fn of(self, count: u32) -> std::ops::Range<u32> {
        match self {
            Share::All => 0..count,
            Share::First => 0..count / 2,
            Share::Second => count / 2..count,
        }
    }
}

/// A level as made: with a dial, the candidate kept, with its score and the shortest path its
/// weighing found (NaN and `None` without a dial).
struct Weighed {
    made: Made,
    score: f64,
    solution: Option<Vec<u32>>,
}

/// Makes the maze `params` describe, calling `progress(fraction)` as the generator goes: with
/// a difficulty dial, the easiest or hardest by score (`maze::difficulty`) of the `share` of the
/// candidates of its seed (`Seed::candidate`), the first of equals, with its score.
fn made_with_progress(
    params: &Params,
    share: Share,
    progress: &mut dyn FnMut(f64),
) -> Result<Weighed, String> {
    let Some(dial) = params.dial() else {
        let made = made_plain(params, progress)?;
        let score = f64::NAN;
        return Ok(Weighed {
            made,
            score,
            solution: None,
        });
    };
    let side = u64::from(params.side());
    let ks = share.of(dial_candidates(side * side));
    let (first, count) = (ks.start, ks.len() as u32);
    let ((made, solution), score) = weigh(params, dial, ks, |candidate, k| {
        let share = |f: f64| (f64::from(k - first) + f) / f64::from(count);
        let made = made_plain(candidate, &mut |f| progress(share(f)))?;
        let (solution, score) = made.solved_and_scored();
        Ok(((made, solution), score))
    })?;
    let solution = Some(solution);
    Ok(Weighed {
        made,
        score,
        solution,
    })
}

/// The easiest or hardest (`dial`) of the candidates `ks` of `params`, with its score: each is
/// `params` with the seed `Seed::candidate(k)` and no dial, made by `make(candidate, k)` with
/// its score; the first of equals. The page's levels and the command line both weigh their
/// candidates here.
pub fn weigh<M>(
    params: &Params,
    dial: link::Dial,
    ks: std::ops::Range<u32>,
    mut make: impl FnMut(&Params, u32) -> Result<(M, f64), String>,
) -> Result<(M, f64), String> {
    let mut best: Option<(M, f64)> = None;
    for k in ks {
        let candidate = params.candidate(k);
        let (made, score) = make(&candidate, k)?;
        if best.as_ref().is_none_or(|(_, b)| dial.prefers(score, *b)) {
            best = Some((made, score));
        }
    }
    best.ok_or_else(|| text::NO_CANDIDATES.to_string())
}

/// Makes the maze `params` describe without a dial, calling `progress(fraction)` as the
/// generator goes.
fn made_plain(params: &Params, progress: &mut dyn FnMut(f64)) -> Result<Made, String> {
    // A woven maze is played through its graph, as other shapes are: the square's fast paths
    // read wall bytes, which cannot say which passage is on top.
    if matches!(params.kind, link::Kind::Woven) {
        let side = params.side();
        let maze = generate_woven(&params.seed, side, side, params.algorithm, params.braid)
            .map_err(|e| e.to_string())?;
        progress(1.0);
        return Ok(Made::Shape(maze));
    }
    if params.plain_square() {
        let side = params.side();
        let (seed, algorithm, braid) = (&params.seed, params.algorithm, params.braid);
        let maze = generate_braided_with_progress(seed, side, side, algorithm, braid, progress)
            .map_err(|e| e.to_string())?;
        Ok(Made::Square(maze))
    } else {
        let layout = params.layout().map_err(|e| e.to_string())?;
        let maze = generate_shape_with_progress(
            &params.seed,
            &layout,
            params.algorithm,
            params.braid,
            progress,
        );
        Ok(Made::Shape(maze))
    }
}

impl Made {
    /// Its shortest path (empty when there is none) and that path's difficulty score
    /// (`maze::difficulty`): in one walk when the start's part of the maze has no loop
    /// (`tree_score`, a few times quicker), else solved, then scored; the same either way.
    fn solved_and_scored(&self) -> (Vec<u32>, f64) {
        use maze::difficulty::{difficulty, tree_score};
        match self {
            Made::Square(maze) => tree_score(&maze.grid).unwrap_or_else(|| {
                let path = solve::square_shortest_path(&maze.grid).unwrap_or_default();
                let score = difficulty(&maze.grid, &path).score;
                (path, score)
            }),
            Made::Shape(maze) => tree_score(maze).unwrap_or_else(|| {
                let path = solve::shortest_path(maze).unwrap_or_default();
                let score = difficulty(maze, &path).score;
                (path, score)
            }),
        }
    }
}

/// A level the page's worker made and keeps until it is asked for the solution: what play
/// needs goes to the page first (`walls`, `first_ids`), so that the player can move while this
/// thread solves; the rest follows with the solution (`later_ids`).
#[derive(Clone, Debug)]
pub struct WorkerLevel {
    made: Made,
    score: f64,
    /// Its shortest path when weighing it found it (a dial's level): not searched again.
    solution: Option<Vec<u32>>,
    /// The doors its link asks for (`doors=`), placed once it is solved (`doors_on`).
    doors: Option<u32>,
}

impl WorkerLevel {
    /// A square's wall bytes (empty for other shapes): all a square level needs to be played.
    pub fn walls(&self) -> &[u8] {
        match &self.made {
            Made::Square(maze) => maze.grid.walls(),
            Made::Shape(_) => &[],
        }
    }

    /// The erased wall ids sent with the walls: another shape's, in erasure order (its walls
    /// are these ids); none for a square, whose bytes say which walls are open.
    pub fn first_ids(&self) -> &[u32] {
        match &self.made {
            Made::Square(_) => &[],
            Made::Shape(maze) => &maze.removed,
        }
    }

    /// The erased wall ids sent with the solution: a square's erasure order (the carve
    /// replay's, checked on the page against the walls it has); none for other shapes.
    pub fn later_ids(&self) -> &[u32] {
        match &self.made {
            Made::Square(maze) => &maze.removed,
            Made::Shape(_) => &[],
        }
    }

    /// What the page adopts first: `walls` and `first_ids`; no solution (`solve` makes it).
    pub fn parts(&self) -> Parts {
        Parts {
            walls: self.walls().to_vec(),
            removed: self.first_ids().to_vec(),
            solution: Vec::new(),
        }
    }

    /// Its difficulty score when a dial weighed it among candidates (`Dial::prefers` compares two
    /// workers' halves with it); NaN without a dial.
    pub fn score(&self) -> f64 {
        self.score
    }

    /// The erased wall ids in erasure order, whichever half carries them.
    pub fn removed(&self) -> &[u32] {
        match &self.made {
            Made::Square(maze) => &maze.removed,
            Made::Shape(maze) => &maze.removed,
        }
    }

    /// Its doors placed on `way`, its shortest path, with the route through their keys (what
    /// `Adopting::doors` takes); `None` without doors.
    pub fn doors_on(&self, way: &[u32]) -> Option<(maze::doors::Doors, Vec<u32>)> {
        use maze::doors::place_and_route;
        let count = self.doors?;
        let (placed, walk) = match &self.made {
            // On the wall bytes: the same doors as on the maze's `ShapeMaze`, with no copy made.
            Made::Square(maze) => place_and_route(&maze.grid, way, count),
            Made::Shape(maze) => place_and_route(maze, way, count),
        };
        Some((placed, walk.unwrap_or_else(|| way.to_vec())))
    }

    /// The shortest path from the start to the exit (what `Adopting::solution` takes).
    pub fn solve(&self) -> Vec<u32> {
        if let Some(solution) = &self.solution {
            return solution.clone();
        }
        match &self.made {
            Made::Square(maze) => solve::square_shortest_path(&maze.grid),
            Made::Shape(maze) => solve::shortest_path(maze),
        }
        .unwrap_or_default()
    }
}

/// Makes `params`' level as the page's worker does (weighing the `share` of a dial's
/// candidates), calling `report(stage, fraction)` on the way (the generator's share spans 5% to
/// 65% of the bar); solving is left to `WorkerLevel::solve`, after the walls were sent.
pub fn worker_level(
    params: &Params,
    share: Share,
    report: &mut dyn FnMut(text::MakingStage, f64),
) -> Result<WorkerLevel, String> {
    let generate = text::MakingStage::Generate;
    let weighed = made_with_progress(params, share, &mut |f| report(generate, 0.05 + 0.6 * f))?;
    let Weighed {
        made,
        score,
        solution,
    } = weighed;
    let doors = params.doors();
    Ok(WorkerLevel {
        made,
        score,
        solution,
        doors,
    })
}

/// A square maze as a `ShapeMaze` (the same erasures, moved, not copied: a level keeps its
/// erased ids once), for the rules every shape shares, and its wall bytes, for the square's
/// fast paths.
pub(crate) fn square_shape(maze: Maze, braid: u32) -> (ShapeMaze, Grid) {
    let layout = square_layout(&maze.grid);
    let shaped = ShapeMaze::new(layout, maze.removed, maze.algorithm, braid);
    (shaped, maze.grid)
}

/// The square layout of a grid's size.
pub(crate) fn square_layout(grid: &Grid) -> Layout {
    Layout::Square(Square::of(grid))
}

/// Generates and solves the maze for (seed, width, height, algorithm): what a worker sends.
pub fn make_parts(
    seed: &Seed,
    width: u32,
    height: u32,
    algorithm: Algorithm,
) -> Result<Parts, SizeError> {
    let maze = generate(seed, width, height, algorithm)?;
    let solution = solve::square_shortest_path(&maze.grid).unwrap_or_default();
    Ok(Parts {
        walls: maze.grid.walls().to_vec(),
        removed: maze.removed,
        solution,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::difficulty::difficulty;

    /// A level's shortest path and its score, searched and measured afresh.
    fn solved_afresh(made: &Made) -> (Vec<u32>, f64) {
        match made {
            Made::Square(maze) => {
                let path = solve::square_shortest_path(&maze.grid).unwrap_or_default();
                let score = difficulty(&maze.grid, &path).score;
                (path, score)
            }
            Made::Shape(maze) => {
                let path = solve::shortest_path(maze).unwrap_or_default();
                let score = difficulty(maze, &path).score;
                (path, score)
            }
        }
    }

    #[test]
    fn a_dialled_level_keeps_the_path_and_score_its_weighing_found_in_every_mode() {
        let modes = [
            "",
            "&shape=hex",
            "&shape=circle",
            "&braid=30",
            "&weave=1",
            "&floors=3",
        ];
        for (i, mode) in modes.into_iter().enumerate() {
            for dial in ["easy", "hard"] {
                let query = format!("seed=kept-{i}&level=9&difficulty={dial}{mode}");
                let params = crate::Plan::from_query(&query, Seed::random)
                    .params()
                    .clone();
                let level = worker_level(&params, Share::All, &mut |_, _| {}).expect("a level");
                let (path, score) = solved_afresh(&level.made);
                assert!(!path.is_empty(), "{query}");
                assert_eq!((level.solve(), level.score()), (path, score), "{query}");
                // Each candidate's score as measured afresh: the one kept is the dial's pick.
                let ks = 0..dial_candidates(u64::from(params.side()).pow(2));
                let (_, best) = weigh(&params, params.dial().expect("a dial"), ks, |c, _| {
                    let made = made_plain(c, &mut |_| {})?;
                    Ok(((), solved_afresh(&made).1))
                })
                .expect("candidates");
                assert_eq!(best, score, "{query}");
            }
        }
    }
}
