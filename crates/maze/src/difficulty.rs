//! How hard a maze is to solve: a score after M. S. McClendon, "The Complexity and Difficulty of
//! a Maze" (Bridges 2001), which sums over the choices met on the way through a maze a measure
//! of what each choice can lead into (his takes the logarithm of a product). Here each decision
//! point on the solution adds the cells its wrong ways lead into, not their logarithm: the sum
//! is then the detour a solver who picks its way at random can expect, and it tells a hard
//! maze from an easy one for both a wall follower and a random solver where the logarithm hardly
//! did (docs/contract.md has the formula and the measurements). A maze of corridors scores 0.
use super::graph::{Graph, Sides, SquareWalls, Ways, square_steps};

/// What a maze's score is made of.
#[derive(Clone, Debug, PartialEq)]
pub struct Factors {
    /// Cells of the solution (the exit left out) where more than one way goes on.
    pub decisions: u32,
    /// Cells off the solution that its wrong ways lead into.
    pub wrong_cells: u32,
    /// The solution's cells as a share of the cells reached from the start, 0 to 1.
    pub solution_share: f64,
    /// How far a wrong way leads before it shows itself, in moves: the mean over the wrong ways
    /// of the farthest cell of the branch behind it.
    pub mean_depth: f64,
    /// Open passages that close a cycle among the cells reached from the start.
    pub loops: u32,
    /// With keys and doors, the moves the route through the keys takes over the way (added to
    /// the score: `maze::doors`); `None` without doors.
    pub detour: Option<u32>,
}

/// A maze's difficulty: its score and the factors it is made of.
#[derive(Clone, Debug, PartialEq)]
pub struct Difficulty {
    /// Σ over the solution's decision points of the cells behind its wrong ways.
    pub score: f64,
    /// The factors.
    pub factors: Factors,
}

/// No branch yet.
const NONE: u32 = u32::MAX;

/// The difficulty of `graph` with its shortest `solution` (start to exit, cells in order).
pub fn difficulty<G: Graph>(graph: &G, solution: &[u32]) -> Difficulty {
    // A square is read through its stored walls, a few times faster than through the shape's
    // neighbour calls (the same neighbours; the measure does not depend on their order).
    match graph.square_walls() {
        Some(square) => measure(&square, solution),
        None => measure(graph as &dyn Ways, solution),
    }
}

impl Difficulty {
    /// This difficulty with keys and doors whose route through the keys takes `detour` moves
    /// more than the way: the detour is added to the score (docs/contract.md).
    pub fn with_detour(mut self, detour: u32) -> Difficulty {
        self.score += f64::from(detour);
        self.factors.detour = Some(detour);
        self
    }
}

fn measure<W: Ways + ?Sized>(graph: &W, solution: &[u32]) -> Difficulty {
    let cells = graph.count() as usize;
    let mut around = Vec::new();
    let mut on_path = vec![false; cells];
    for &c in solution {
        if let Some(slot) = on_path.get_mut(c as usize) {
            *slot = true;
        }
    }
    // The wrong branches: the cells off the solution, grouped by the passages between them,
    // each group with its size and its depth from the first way into it.
    let mut branch = vec![NONE; cells];
    let mut sizes: Vec<u32> = Vec::new();
    let mut filling = Filling::default();
    let mut score = 0.0;
    let (mut decisions, mut wrong_ways, mut depth_sum) = (0u32, 0u32, 0u64);
    // Twice the open passages among the reached cells: every open way from a reached cell leads
    // to a reached one, so each passage is met once from each end.
    let mut ends = 0u64;
    let last = solution.len().saturating_sub(1);
    // The branches counted at one cell: two wrong ways into one branch (round a loop) count it
    // once.
    let mut counted: Vec<u32> = Vec::new();
    for (i, &at) in solution.iter().enumerate() {
        let mut behind = 0u64;
        let mut ways_on = 0;
        counted.clear();
        graph.ways(at, &mut around);
        ends += around.len() as u64;
        for &next in &around {
            let n = next as usize;
            if on_path.get(n).copied().unwrap_or(true) {
                // The solution's next cell is a way on; its previous one is the way back.
                ways_on += u32::from(solution.get(i + 1) == Some(&next));
                continue;
            }
            ways_on += 1;
            wrong_ways += 1;
            if branch.get(n).copied() == Some(NONE) {
                let (size, depth, its_ends) =
                    filling.fill(graph, &on_path, &mut branch, next, sizes.len() as u32);
                sizes.push(size);
                ends += its_ends;
                depth_sum += u64::from(depth);
            }
            let id = branch.get(n).copied().unwrap_or(NONE);
            if !counted.contains(&id) {
                counted.push(id);
                behind += u64::from(sizes.get(id as usize).copied().unwrap_or(0));
            }
        }
        if i < last && ways_on > 1 {
            decisions += 1;
            score += behind as f64;
        }
    }
    let wrong_cells: u32 = sizes.iter().sum();
    let reached = solution.len() as u32 + wrong_cells;
    let passages = u32::try_from(ends / 2).unwrap_or(u32::MAX);
    Difficulty {
        score,
        factors: Factors {
            decisions,
            wrong_cells,
            solution_share: f64::from(solution.len() as u32) / f64::from(reached.max(1)),
            mean_depth: depth_sum as f64 / f64::from(wrong_ways.max(1)),
            loops: (passages + 1).saturating_sub(reached),
            detour: None,
        },
    }
}

/// When the part of `graph` reached from the start has no loop: its path from the start to the
/// exit (the shortest, the only one; empty when the exit is not reached) and that path's score,
/// the same as `solve::shortest_path` then `difficulty(graph, path).score`, in one walk over
/// the reached cells in any order; `None` at the first loop met (then those two answer).
pub fn tree_score<G: Graph>(graph: &G) -> Option<(Vec<u32>, f64)> {
    match graph.square_walls() {
        Some(SquareWalls::Bytes(grid)) => walk_square(grid, graph.exit()),
        Some(SquareWalls::Bits(bits)) => walk_square(&bits, graph.exit()),
        None => walk_tree(graph as &dyn Ways, graph.exit()),
    }
}

/// `walk_tree` on a square's stored walls, a few times quicker: no list of ways, and a cell's
/// mark, set when it is met, is the side its way back leaves by (`Direction::ALL`'s order).
fn walk_square<S: Sides>(square: &S, exit: u32) -> Option<(Vec<u32>, f64)> {
    let (w, h) = square.size();
    let mut marks = vec![UNSEEN; w as usize * h as usize];
    let Some(first) = marks.get_mut(0) else {
        return Some((Vec::new(), 0.0));
    };
    *first = START;
    let mut walk = SquareWalk {
        square,
        exit,
        steps: square_steps(w),
        marks,
        stack: vec![(0, 0)],
        count: ExitPart::default(),
    };
    while !walk.walk_slice(WALK_SLICE)? {}
    let Some((reached, exit_part)) = walk.count.end() else {
        return Some((Vec::new(), 0.0));
    };
    let mut path = vec![exit];
    let mut cell = exit;
    while cell != 0 {
        let back = walk.marks.get(cell as usize).copied()?;
        cell = cell.wrapping_add(*walk.steps.get(usize::from(back))?);
        path.push(cell);
    }
    path.reverse();
    let off_path = reached.saturating_sub(path.len() as u64);
    Some((path, off_path.saturating_sub(exit_part - 1) as f64))
}

/// The cells `walk_square` takes in one call of `walk_slice`.
const WALK_SLICE: u32 = 1 << 16;

/// How a step north, east, south or west moves a cell's column (`square_steps`: its number).
const COLUMN_STEPS: [u32; 4] = [0, 1, 0, u32::MAX];

/// `walk_square`'s depth-first walk, taken a slice of cells at a time.
struct SquareWalk<'a, S> {
    square: &'a S,
    exit: u32,
    steps: [u32; 4],
    marks: Vec<u8>,
    /// The cells met, not taken yet, each with its column: carried, where working it out at each
    /// cell took a division.
    stack: Vec<(u32, u32)>,
    count: ExitPart,
}

impl<S: Sides> SquareWalk<'_, S> {
    /// Takes up to `budget` cells: `Some(true)` once every cell reached is taken, `None` at a
    /// loop.
    ///
    /// A call of its own, which the build keeps (dev.sh: wasm-opt `--no-inline=*walk_slice*`):
    /// V8 runs a wasm function in its baseline code until a later call can use its optimized code
    /// (it has no on-stack replacement), so a walk over millions of cells in one call never left
    /// it. In slices it does after the first few: at level 499 the walk took about 110 ms instead
    /// of 180 (a dial's candidate in V8's profile, docs/speed.md).
    #[inline(never)]
    fn walk_slice(&mut self, budget: u32) -> Option<bool> {
        for _ in 0..budget {
            let Some((at, x)) = self.stack.pop() else {
                return Some(true);
            };
            self.count.take(at == self.exit, self.stack.len());
            let back = self.marks.get(at as usize).copied().unwrap_or(START);
            // Its open sides but the way back (the start has none).
            let mut ways =
                self.square.sides(at, x) & !1u8.checked_shl(u32::from(back)).unwrap_or(0);
            while ways != 0 {
                let side = usize::from(ways.trailing_zeros() as u8);
                ways &= ways - 1;
                let (step, column_step) = (self.steps.get(side)?, COLUMN_STEPS.get(side)?);
                let next = at.wrapping_add(*step);
                let slot = self.marks.get_mut(next as usize)?;
                if *slot != UNSEEN {
                    return None;
                }
                // The way back from `next` leaves by the opposite side.
                *slot = side as u8 ^ 2;
                self.stack.push((next, x.wrapping_add(*column_step)));
            }
        }
        Some(self.stack.is_empty())
    }
}

/// `tree_score` through `graph`'s ways. In a tree the path is the only one, and every cell off
/// it hangs, through its branch, from one cell of it: the score, summed over the path's cells
/// but the exit, of the cells of the branches each one leads into, is every reached cell off
/// the path but those of the branches at the exit, which are the exit's part of the walk's
/// tree (the walk starts at the start) but the exit itself.
fn walk_tree<W: Ways + ?Sized>(graph: &W, exit: u32) -> Option<(Vec<u32>, f64)> {
    // Each cell's mark: unseen, met (on the stack), the start, or, once taken, where its way
    // back to the start is among its ways: a byte, not a cell number, so that the walk over
    // millions of cells touches a quarter of the memory.
    let mut marks = vec![UNSEEN; graph.count() as usize];
    let Some(first) = marks.get_mut(0) else {
        return Some((Vec::new(), 0.0));
    };
    *first = MET;
    let mut around = Vec::new();
    // Depth first, each cell with the one it was met from: the walk stays near where it was,
    // where a breadth-first one spreads over the whole maze (and reads memory all over it).
    let mut stack = vec![(0u32, 0u32)];
    let mut count = ExitPart::default();
    while let Some((at, from)) = stack.pop() {
        count.take(at == exit, stack.len());
        graph.ways(at, &mut around);
        // The way back, met once (the start has none); a second way to a cell met is a loop.
        let mut back = if at == 0 { START } else { MET };
        for (i, &next) in around.iter().enumerate() {
            if next == from && back == MET {
                back = u8::try_from(i).ok().filter(|&i| i < START)?;
                continue;
            }
            let Some(slot) = marks.get_mut(next as usize) else {
                continue;
            };
            if *slot != UNSEEN {
                return None;
            }
            *slot = MET;
            stack.push((next, at));
        }
        if let Some(slot) = marks.get_mut(at as usize) {
            *slot = back;
        }
    }
    let Some((reached, exit_part)) = count.end() else {
        return Some((Vec::new(), 0.0));
    };
    let mut path = vec![exit];
    let mut cell = exit;
    while cell != 0 {
        let back = marks.get(cell as usize).copied()?;
        graph.ways(cell, &mut around);
        cell = around.get(usize::from(back)).copied()?;
        path.push(cell);
    }
    path.reverse();
    let off_path = reached.saturating_sub(path.len() as u64);
    Some((path, off_path.saturating_sub(exit_part - 1) as f64))
}

/// What both walks count as they take cells: the cells reached, and the exit's part of the
/// walk's tree (the cells taken from the exit on, until the stack falls under the height it had
/// when the exit was taken).
#[derive(Default)]
struct ExitPart {
    reached: u64,
    /// Once the exit is taken: the stack's height under it and the cells reached before it.
    at_exit: Option<(usize, u64)>,
    part: Option<u64>,
}

impl ExitPart {
    /// A cell taken (the exit when `is_exit`), with `height` cells left on the stack.
    #[inline]
    fn take(&mut self, is_exit: bool, height: usize) {
        if let Some((under, before)) = self.at_exit
            && self.part.is_none()
            && height < under
        {
            self.part = Some(self.reached - before);
        }
        self.reached += 1;
        if is_exit {
            self.at_exit = Some((height, self.reached - 1));
        }
    }

    /// Once the walk ends: the cells reached and the exit's part, `None` when the exit was not
    /// reached.
    fn end(&self) -> Option<(u64, u64)> {
        let (_, before) = self.at_exit?;
        Some((self.reached, self.part.unwrap_or(self.reached - before)))
    }
}

/// `walk_tree`'s mark of a cell not met yet.
const UNSEEN: u8 = u8::MAX;
/// `walk_tree`'s mark of a cell met, not taken yet (and of the start, until it is taken).
const MET: u8 = u8::MAX - 1;
/// The start's mark once taken (`walk_square`'s from the first): no way back.
const START: u8 = u8::MAX - 2;

/// The buffers of the branches' searches, kept from one branch to the next: a big maze has
/// thousands of branches.
#[derive(Default)]
struct Filling {
    /// The breadth-first queue of cells, each with its distance from the branch's way in.
    queue: Vec<(u32, u32)>,
    /// One cell's open ways.
    around: Vec<u32>,
}

impl Filling {
    /// Marks the branch `id` from `start` (a cell off the solution) through the cells off it;
    /// returns its size, its farthest cell's distance from `start` plus one (the way in), and
    /// the open ways from its cells.
    fn fill<W: Ways + ?Sized>(
        &mut self,
        graph: &W,
        on_path: &[bool],
        branch: &mut [u32],
        start: u32,
        id: u32,
    ) -> (u32, u32, u64) {
        let (queue, around) = (&mut self.queue, &mut self.around);
        queue.clear();
        queue.push((start, 1));
        if let Some(slot) = branch.get_mut(start as usize) {
            *slot = id;
        }
        let (mut depth, mut ends) = (0, 0);
        let mut head = 0;
        while let Some(&(at, d)) = queue.get(head) {
            head += 1;
            depth = depth.max(d);
            graph.ways(at, around);
            ends += around.len() as u64;
            for &next in around.iter() {
                let n = next as usize;
                let free = !on_path.get(n).copied().unwrap_or(true);
                if let Some(slot) = branch.get_mut(n).filter(|s| free && **s == NONE) {
                    *slot = id;
                    queue.push((next, d + 1));
                }
            }
        }
        (head as u32, depth, ends)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Algorithm, Seed, generate, solve};

    fn of(seed: &str, side: u32, algorithm: Algorithm) -> Difficulty {
        let seed = Seed::parse(seed).expect("a seed");
        let maze = generate(&seed, side, side, algorithm).expect("a maze");
        let path = solve::shortest_path(&maze.grid).expect("a way through");
        difficulty(&maze.grid, &path)
    }

    #[test]
    fn a_perfect_maze_s_cells_are_the_solution_and_its_branches() {
        let d = of("diff", 12, Algorithm::Perfect);
        let f = &d.factors;
        assert_eq!(f.loops, 0, "a perfect maze has no loop");
        let solution = 144 - f.wrong_cells;
        assert!((f.solution_share - f64::from(solution) / 144.0).abs() < 1e-12);
        assert!(f.decisions > 0 && d.score > 0.0 && f.mean_depth >= 1.0);
    }

    #[test]
    fn a_corridor_scores_nothing_and_a_wrong_branch_scores_its_cells() {
        use crate::{Direction, Grid};
        // A 3×2 grid: the corridor along the top row, no choice on the way.
        let mut grid = Grid::full(3, 2).expect("a grid");
        let open = |g: &mut Grid, cell, dir| {
            let wall = g.wall_toward(cell, dir).expect("a wall");
            assert!(g.erase(wall));
        };
        open(&mut grid, 0, Direction::East);
        open(&mut grid, 1, Direction::East);
        open(&mut grid, 2, Direction::South);
        let d = difficulty(&grid, &[0, 1, 2, 5]);
        assert_eq!(
            (d.score, d.factors.decisions, d.factors.wrong_cells),
            (0.0, 0, 0)
        );
        // A wrong way of two cells from the second cell: one decision, two cells behind it.
        open(&mut grid, 1, Direction::South);
        open(&mut grid, 4, Direction::West);
        let d = difficulty(&grid, &[0, 1, 2, 5]);
        assert_eq!((d.factors.decisions, d.factors.wrong_cells), (1, 2));
        assert_eq!(d.score, 2.0);
        assert_eq!(d.factors.mean_depth, 2.0);
        assert!((d.factors.solution_share - 4.0 / 6.0).abs() < 1e-12);
    }

    /// `graph`'s shortest path and difficulty, and `tree_score` checked against them: the same
    /// path and score when the reached part has no loop, `None` when it has one. The square
    /// walls' measure is checked against the shape's neighbour calls.
    fn check<G: Graph>(graph: &G, what: &str) -> Option<(Vec<u32>, f64)> {
        let path = solve::shortest_path(graph).unwrap_or_default();
        let d = difficulty(graph, &path);
        assert_eq!(d, measure(graph as &dyn Ways, &path), "{what}");
        let walked = tree_score(graph);
        if !path.is_empty() {
            assert_eq!(walked.is_none(), d.factors.loops > 0, "{what}");
        }
        if let Some(walked) = &walked {
            assert_eq!(walked, &(path, d.score), "{what}");
        }
        walked
    }

    #[test]
    fn one_walk_of_a_tree_gives_the_shortest_path_and_its_score_in_every_shape() {
        use crate::generate_shape::{generate_braided, generate_shape};
        use crate::generate_woven::generate_woven;
        use crate::{Layout, Shape};
        for (i, algorithm) in Algorithm::ALL.into_iter().enumerate() {
            for braid in [0, 20, 100] {
                let seed = Seed::parse(&format!("tree{i}")).expect("a seed");
                let what = format!("{algorithm:?} braid {braid}");
                let square = generate_braided(&seed, 37, 23, algorithm, braid).expect("a maze");
                // Every generator but `pathcut` makes a tree; braiding makes loops.
                let tree = braid == 0 && algorithm != Algorithm::PathCut;
                let walked = check(&square.grid, &what);
                assert_eq!(walked.is_some(), tree, "{what}");
                for shape in Shape::ALL {
                    let layout = Layout::new(shape, 17).expect("a layout");
                    let maze = generate_shape(&seed, &layout, algorithm, braid);
                    let walked = check(&maze, &format!("{shape:?} {what}"));
                    assert_eq!(walked.is_some(), tree, "{shape:?} {what}");
                }
                // Woven mazes take the generators that can weave.
                if let Ok(woven) = generate_woven(&seed, 19, 19, algorithm, braid) {
                    check(&woven, &format!("woven {what}"));
                }
            }
        }
    }

    #[test]
    fn a_square_walked_in_several_slices_gives_the_shortest_path_and_its_score() {
        use crate::generate_shape::generate_braided;
        for (i, (w, h)) in [(400, 350), (257, 600)].into_iter().enumerate() {
            assert!(w * h > 2 * WALK_SLICE, "more than two slices");
            let seed = Seed::parse(&format!("slices{i}")).expect("a seed");
            let square = generate_braided(&seed, w, h, Algorithm::UnionFind, 0).expect("a maze");
            let walked = check(&square.grid, &format!("{w}×{h}"));
            assert!(walked.is_some_and(|(path, _)| !path.is_empty()));
        }
    }

    #[test]
    fn one_walk_of_a_maze_without_a_way_through_finds_no_path_and_no_score() {
        use crate::Grid;
        for (w, h) in [(2, 2), (6, 4)] {
            let grid = Grid::full(w, h).expect("a grid");
            let walked = check(&grid, &format!("{w}×{h}"));
            assert_eq!(walked, Some((Vec::new(), 0.0)));
        }
    }
}
