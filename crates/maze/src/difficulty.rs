//! How hard a maze is to solve: a score after M. S. McClendon, "The Complexity and Difficulty of
//! a Maze" (Bridges 2001), which sums over the choices met on the way through a maze a measure
//! of what each choice can lead into (his takes the logarithm of a product). Here each decision
//! point on the solution adds the cells its wrong ways lead into, not their logarithm: the sum
//! is then the detour a solver who picks its way at random can expect, and it tells a hard
//! maze from an easy one for both a wall follower and a random solver where the logarithm hardly
//! did (docs/contract.md has the formula and the measurements). A maze of corridors scores 0.
use super::graph::{Graph, Ways};

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
    measure(graph, solution)
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

fn measure(graph: &dyn Ways, solution: &[u32]) -> Difficulty {
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
    let mut score = 0.0;
    let (mut decisions, mut wrong_ways, mut depth_sum) = (0u32, 0u32, 0u64);
    // Twice the open passages among the reached cells: every open way from a reached cell leads
    // to a reached one, so each passage is met once from each end.
    let mut ends = 0u64;
    let last = solution.len().saturating_sub(1);
    for (i, &at) in solution.iter().enumerate() {
        let mut behind = 0u64;
        let mut ways_on = 0;
        // The branches counted here: two wrong ways into one branch (round a loop) count it once.
        let mut counted: Vec<u32> = Vec::new();
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
                    fill(graph, &on_path, &mut branch, next, sizes.len() as u32);
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

/// Marks the branch `id` from `start` (a cell off the solution) through the cells off it;
/// returns its size, its farthest cell's distance from `start` plus one (the way in), and the
/// open ways from its cells.
fn fill(
    graph: &dyn Ways,
    on_path: &[bool],
    branch: &mut [u32],
    start: u32,
    id: u32,
) -> (u32, u32, u64) {
    let mut queue = std::collections::VecDeque::from([(start, 1u32)]);
    if let Some(slot) = branch.get_mut(start as usize) {
        *slot = id;
    }
    let (mut size, mut depth, mut ends) = (0, 0, 0);
    let mut around = Vec::new();
    while let Some((at, d)) = queue.pop_front() {
        size += 1;
        depth = depth.max(d);
        graph.ways(at, &mut around);
        ends += around.len() as u64;
        for &next in &around {
            let n = next as usize;
            let free = !on_path.get(n).copied().unwrap_or(true);
            if let Some(slot) = branch.get_mut(n).filter(|s| free && **s == NONE) {
                *slot = id;
                queue.push_back((next, d + 1));
            }
        }
    }
    (size, depth, ends)
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
}
