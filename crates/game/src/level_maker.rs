//! Making a level's maze from the link's parameters: here on the main thread (`make_level`), in
//! the page's worker (`worker_level`, `make_parts`), or as the square game's build can (`carried`).
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
    Ok(match made_with_progress(params, Share::All, progress)?.0 {
        Made::Square(maze) => {
            let (shaped, grid) = square_shape(maze, params.braid);
            (shaped, Some(grid))
        }
        Made::Shape(maze) => (maze, None),
    })
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

/// Makes the maze `params` describe, calling `progress(fraction)` as the generator goes: with
/// a difficulty dial, the easiest or hardest by score (`maze::difficulty`) of the `share` of the
/// candidates of its seed (`Seed::candidate`), the first of equals, with its score.
fn made_with_progress(
    params: &Params,
    share: Share,
    progress: &mut dyn FnMut(f64),
) -> Result<(Made, f64), String> {
    let Some(dial) = params.dial() else {
        return Ok((made_plain(params, progress)?, f64::NAN));
    };
    let side = u64::from(params.side());
    let ks = share.of(dial_candidates(side * side));
    let (first, count) = (ks.start, ks.len() as u32);
    weigh(params, dial, ks, |candidate, k| {
        let share = |f: f64| (f64::from(k - first) + f) / f64::from(count);
        let made = made_plain(candidate, &mut |f| progress(share(f)))?;
        let score = made.score();
        Ok((made, score))
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
    /// Its shortest solution's difficulty score (`maze::difficulty`).
    fn score(&self) -> f64 {
        use maze::difficulty::difficulty;
        match self {
            Made::Square(maze) => {
                let path = solve::square_shortest_path(&maze.grid).unwrap_or_default();
                difficulty(&maze.grid, &path).score
            }
            Made::Shape(maze) => {
                let path = solve::shortest_path(maze).unwrap_or_default();
                difficulty(maze, &path).score
            }
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
        // None in the square game's build, which plays no doors (and so carries none of them).
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
    let (made, score) =
        made_with_progress(params, share, &mut |f| report(generate, 0.05 + 0.6 * f))?;
    let doors = params.doors();
    Ok(WorkerLevel { made, score, doors })
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
