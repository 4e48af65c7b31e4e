//! The generators by name, and the maze they make.
//!
//! Every generator is seeded the same way: `maze_hash(seed, width, height, name)` (see
//! `seed`). `union-find` and `perfect` use it as the key of the wall order; the others seed
//! `SplitMix64` with it and draw bounded integers with `seed::below`.

use super::carver::Carver;
use super::grid::{Grid, SizeError};
use super::kruskal;
use super::seed::{Seed, WallKeys, maze_hash};
use super::shape::{Carve, Square};
use super::{aldous_broder, binary_tree, division, eller, growing_tree, hunt_and_kill, sidewinder};
use super::{backtracker, pathcut, prim, wilson};

/// Which generator to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Algorithm {
    /// Kruskal that stops as soon as the start and the exit are connected (the default).
    #[default]
    UnionFind,
    /// Kruskal to the end: a spanning tree, every cell reachable.
    Perfect,
    /// Depth-first search with an explicit stack: long, winding corridors.
    Backtracker,
    /// A cut path of straight runs from the entrance to the exit, then random extra openings:
    /// a maze with loops.
    PathCut,
    /// Randomized Prim: grows one tree from the start; many short dead ends.
    Prim,
    /// Wilson's loop-erased random walks: a uniformly random spanning tree.
    Wilson,
    /// Eller's row-by-row sets (a plain square).
    Eller,
    /// Hunt-and-kill: random walks, and a scan for where to go on when stuck.
    HuntAndKill,
    /// The growing tree: the newest active cell or a random one, half and half.
    GrowingTree,
    /// Recursive division: walls raised in an open field (a plain square).
    Division,
    /// The sidewinder: runs east closed by a way north (a plain square).
    Sidewinder,
    /// The binary tree: north or west from each cell (a plain square).
    BinaryTree,
    /// Aldous-Broder's random walk: a uniformly random spanning tree.
    AldousBroder,
}

impl Algorithm {
    /// Every algorithm, in the order menus list them.
    pub const ALL: [Algorithm; 13] = [
        Algorithm::UnionFind,
        Algorithm::Perfect,
        Algorithm::Backtracker,
        Algorithm::PathCut,
        Algorithm::Prim,
        Algorithm::Wilson,
        Algorithm::Eller,
        Algorithm::HuntAndKill,
        Algorithm::GrowingTree,
        Algorithm::Division,
        Algorithm::Sidewinder,
        Algorithm::BinaryTree,
        Algorithm::AldousBroder,
    ];

    /// Every name, in menu order, for messages (a test keeps it in step with `ALL`).
    pub const NAMES: &'static str = "union-find, perfect, backtracker, pathcut, prim, wilson, \
        eller, hunt-and-kill, growing-tree, division, sidewinder, binary-tree, aldous-broder";
    /// Whether this generator can make mazes with loops (the others make trees or forests).
    pub fn makes_loops(self) -> bool {
        self == Algorithm::PathCut
    }

    /// Whether this generator makes a spanning tree: every cell joined, no loop (all but
    /// `union-find`, which stops once the exit is reached, and `pathcut`, which opens loops).
    pub fn spans(self) -> bool {
        !matches!(self, Algorithm::UnionFind | Algorithm::PathCut)
    }

    /// The name used in URLs, the CLI, JSON and the seed hash.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::UnionFind => "union-find",
            Algorithm::Perfect => "perfect",
            Algorithm::Backtracker => "backtracker",
            Algorithm::PathCut => "pathcut",
            Algorithm::Prim => "prim",
            Algorithm::Wilson => "wilson",
            Algorithm::Eller => "eller",
            Algorithm::HuntAndKill => "hunt-and-kill",
            Algorithm::GrowingTree => "growing-tree",
            Algorithm::Division => "division",
            Algorithm::Sidewinder => "sidewinder",
            Algorithm::BinaryTree => "binary-tree",
            Algorithm::AldousBroder => "aldous-broder",
        }
    }

    /// Whether this generator works on rows and columns, so only on a plain square (not a word
    /// or drawn maze, weave or floors): links and the CLI refuse it elsewhere, and the maze core
    /// carves a `perfect` maze there instead (`carve`).
    pub fn needs_square(self) -> bool {
        matches!(
            self,
            Algorithm::Eller | Algorithm::Division | Algorithm::Sidewinder | Algorithm::BinaryTree
        )
    }

    /// Looks an algorithm up by its name.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }
}

/// A generated maze: its walls and the ids of the walls erased, in erasure order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    /// The grid with the erased walls removed.
    pub grid: Grid,
    /// Erased wall ids (`2*cell` east, `2*cell+1` south) in the order they were erased.
    pub removed: Vec<u32>,
    /// The algorithm that made it.
    pub algorithm: Algorithm,
}

/// Generates the maze for (seed, width, height, algorithm), or an error for a bad size.
pub fn generate(
    seed: &Seed,
    width: u32,
    height: u32,
    algorithm: Algorithm,
) -> Result<Maze, SizeError> {
    generate_with_progress(seed, width, height, algorithm, &mut |_| {})
}

/// Like `generate`, calling `progress` now and then with the share of the work done (0 to 1;
/// an early stop may jump to the end).
pub fn generate_with_progress(
    seed: &Seed,
    width: u32,
    height: u32,
    algorithm: Algorithm,
    progress: &mut dyn FnMut(f64),
) -> Result<Maze, SizeError> {
    let maze = square_maze(seed, (width, height), algorithm, |square, hash| {
        carve(square, hash, algorithm, progress)
    })?;
    progress(1.0);
    Ok(maze)
}

/// The maze of a Kruskal generator (`union-find` or `perfect`), the same as `generate` makes;
/// `None` for another generator or a bad size. The first paint's small build links only this.
pub fn generate_kruskal(
    seed: &Seed,
    width: u32,
    height: u32,
    algorithm: Algorithm,
) -> Option<Maze> {
    let stop_early = match algorithm {
        Algorithm::UnionFind => true,
        Algorithm::Perfect => false,
        _ => return None,
    };
    square_maze(seed, (width, height), algorithm, |square, hash| {
        kruskal::carve(square, WallKeys::new(hash), stop_early, &mut |_| {})
    })
    .ok()
}

/// A square maze of `algorithm` carved by `carve` from the maze hash, after the size check.
fn square_maze(
    seed: &Seed,
    (width, height): (u32, u32),
    algorithm: Algorithm,
    carve: impl FnOnce(&Square, u64) -> (Grid, Vec<u32>),
) -> Result<Maze, SizeError> {
    Grid::check_size(width, height)?;
    let hash = maze_hash(seed, width, height, algorithm.name());
    let (grid, removed) = carve(&Square::new_unchecked(width, height), hash);
    Ok(Maze {
        grid,
        removed,
        algorithm,
    })
}

/// Runs `algorithm` on any shape from the maze hash `hash`: the wall state and the erased ids
/// in order. Monomorphized per shape, so square pays nothing for the others.
pub(crate) fn carve<T: Carve>(
    topology: &T,
    hash: u64,
    algorithm: Algorithm,
    progress: &mut dyn FnMut(f64),
) -> (T::Walls, Vec<u32>) {
    match algorithm {
        Algorithm::UnionFind | Algorithm::Perfect => kruskal::carve(
            topology,
            WallKeys::new(hash),
            algorithm == Algorithm::UnionFind,
            progress,
        ),
        Algorithm::Backtracker => backtracker::carve(Carver::new(topology, hash, progress)),
        Algorithm::PathCut => pathcut::carve(
            Carver::new(topology, hash, progress),
            pathcut::PathCut::default(),
        ),
        Algorithm::Prim => prim::carve(Carver::new(topology, hash, progress)),
        Algorithm::Wilson => wilson::carve(Carver::new(topology, hash, progress)),
        Algorithm::HuntAndKill => hunt_and_kill::carve(Carver::new(topology, hash, progress)),
        Algorithm::GrowingTree => growing_tree::carve(Carver::new(topology, hash, progress)),
        Algorithm::AldousBroder => aldous_broder::carve(Carver::new(topology, hash, progress)),
        // The row generators on a plain square; off one (refused by links and the CLI), a
        // perfect maze.
        rows => match topology.square_sides() {
            Some((w, h)) => {
                let carver = Carver::new(topology, hash, progress);
                match rows {
                    Algorithm::Eller => eller::carve(carver, w, h),
                    Algorithm::Division => division::carve(carver, w, h),
                    Algorithm::Sidewinder => sidewinder::carve(carver, w, h),
                    _ => binary_tree::carve(carver, w, h),
                }
            }
            None => kruskal::carve(topology, WallKeys::new(hash), false, progress),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kruskal_alone_makes_what_generate_makes() {
        let seed = Seed::parse("kruskal").unwrap();
        for algorithm in Algorithm::ALL {
            for (w, h) in [(1, 1), (8, 8), (13, 5), (40, 40)] {
                let alone = generate_kruskal(&seed, w, h, algorithm);
                match algorithm {
                    Algorithm::UnionFind | Algorithm::Perfect => {
                        assert_eq!(
                            alone.as_ref(),
                            generate(&seed, w, h, algorithm).ok().as_ref()
                        );
                    }
                    _ => assert!(alone.is_none()),
                }
            }
        }
        assert!(generate_kruskal(&seed, 0, 4, Algorithm::UnionFind).is_none());
    }

    #[test]
    fn the_names_list_matches_all() {
        let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
        assert_eq!(Algorithm::NAMES, names.join(", "));
        for a in Algorithm::ALL {
            assert_eq!(Algorithm::from_name(a.name()), Some(a));
        }
    }
}
