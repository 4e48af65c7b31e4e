//! Property tests of the maze core against independent reference code.

#[path = "common/fnv.rs"]
mod fnv;
#[path = "common/naive.rs"]
mod naive;
#[path = "common/oracle.rs"]
mod oracle;
use naive::Naive;
use oracle::step_by_wall_bytes;
use proptest::prelude::*;
use rand_core::{Rng, SeedableRng};
use rand_xoshiro::SplitMix64;
use seedmaze::game::{Play, StepOutcome};
use seedmaze::maze::grid::{EAST_WALL, SOUTH_WALL};
use seedmaze::maze::search::{Strategy as Search, explore};
use seedmaze::maze::stats::stats;
use seedmaze::maze::{Algorithm, Direction, Grid, Maze, Seed, generate, solve};

fn ends(wall: u32, width: u32) -> (usize, usize) {
    let cell = wall / 2;
    let other = if wall.is_multiple_of(2) {
        cell + 1
    } else {
        cell + width
    };
    (cell as usize, other as usize)
}

/// The maze hash as docs/contract.md defines it, written here rather than taken from the crate:
/// 64-bit FNV-1a over `"seedmaze/1" 0x00 seed 0x00 width(u32 LE) height(u32 LE) algorithm`.
fn contract_hash(seed: &str, w: u32, h: u32, algorithm: &str) -> u64 {
    let mut bytes = b"seedmaze/1\0".to_vec();
    bytes.extend_from_slice(seed.as_bytes());
    bytes.push(0);
    bytes.extend_from_slice(&w.to_le_bytes());
    bytes.extend_from_slice(&h.to_le_bytes());
    bytes.extend_from_slice(algorithm.as_bytes());
    fnv::fnv1a(&bytes)
}

/// The generator's specification written the slow way: the hash seeds a `SplitMix64`, wall
/// `w`'s key is its output number `w` (drawn in order, not computed directly as the crate
/// does), every interior wall is sorted by (key, id), then Kruskal with the stop rule.
fn reference(seed: &Seed, w: u32, h: u32, algorithm: Algorithm) -> Vec<u32> {
    let hash = contract_hash(seed.as_str(), w, h, algorithm.name());
    let mut rng = SplitMix64::from_seed(hash.to_le_bytes());
    let keys: Vec<u32> = (0..2 * w * h).map(|_| rng.next_u32()).collect();
    let mut walls: Vec<u32> = (0..w * h)
        .flat_map(|c| {
            let (x, y) = (c % w, c / w);
            [
                (x + 1 < w).then_some(2 * c),
                (y + 1 < h).then_some(2 * c + 1),
            ]
        })
        .flatten()
        .collect();
    walls.sort_by_key(|&id| (keys[id as usize], id));
    let n = (w * h) as usize;
    let mut sets = Naive::new(n);
    let mut removed = Vec::new();
    for wall in walls {
        let (a, b) = ends(wall, w);
        if sets.join(a, b) {
            removed.push(wall);
            let done = if algorithm == Algorithm::UnionFind {
                sets.root(0) == sets.root(n - 1)
            } else {
                removed.len() == n - 1
            };
            if done {
                break;
            }
        }
    }
    removed
}

/// Distances from the start by an independent BFS over the wall bytes.
fn bfs(grid: &Grid) -> Vec<Option<u32>> {
    bfs_from(grid, 0)
}

/// Distances from cell `origin` by an independent BFS over the wall bytes.
fn bfs_from(grid: &Grid, origin: usize) -> Vec<Option<u32>> {
    let (w, h) = (grid.width() as usize, grid.height() as usize);
    let walls = grid.walls();
    let mut dist = vec![None; w * h];
    dist[origin] = Some(0);
    let mut queue = std::collections::VecDeque::from([origin]);
    while let Some(c) = queue.pop_front() {
        let (x, y) = (c % w, c / w);
        let d = dist[c].unwrap_or(0);
        let mut next = Vec::new();
        if x + 1 < w && walls[c] & EAST_WALL == 0 {
            next.push(c + 1);
        }
        if x > 0 && walls[c - 1] & EAST_WALL == 0 {
            next.push(c - 1);
        }
        if y + 1 < h && walls[c] & SOUTH_WALL == 0 {
            next.push(c + w);
        }
        if y > 0 && walls[c - w] & SOUTH_WALL == 0 {
            next.push(c - w);
        }
        for n in next {
            if dist[n].is_none() {
                dist[n] = Some(d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

fn components(grid: &Grid) -> usize {
    let (w, h) = (grid.width(), grid.height());
    let mut sets = Naive::new((w * h) as usize);
    let mut count = (w * h) as usize;
    for c in 0..w * h {
        for wall in [2 * c, 2 * c + 1] {
            if grid.wall_cells(wall).is_some() && !grid.wall_stands(wall) {
                let (a, b) = ends(wall, w);
                if sets.join(a, b) {
                    count -= 1;
                }
            }
        }
    }
    count
}

fn seed_strategy() -> impl Strategy<Value = Seed> {
    "[A-Za-z0-9_-]{1,32}".prop_map(|s| Seed::parse(&s).expect("the regex only makes valid seeds"))
}

fn algorithm_strategy() -> impl Strategy<Value = Algorithm> {
    prop_oneof![Just(Algorithm::UnionFind), Just(Algorithm::Perfect)]
}

fn any_algorithm() -> impl Strategy<Value = Algorithm> {
    proptest::sample::select(Algorithm::ALL.to_vec())
}

fn tree_algorithm() -> impl Strategy<Value = Algorithm> {
    let trees: Vec<Algorithm> = Algorithm::ALL.into_iter().filter(|a| a.spans()).collect();
    proptest::sample::select(trees)
}

fn make(seed: &Seed, w: u32, h: u32, algorithm: Algorithm) -> Maze {
    generate(seed, w, h, algorithm).expect("sizes in the strategy are valid")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn matches_the_sorted_kruskal_specification(
        seed in seed_strategy(), w in 2u32..=60, h in 2u32..=60, algorithm in algorithm_strategy()
    ) {
        let maze = make(&seed, w, h, algorithm);
        prop_assert_eq!(&maze.removed, &reference(&seed, w, h, algorithm));
    }

    #[test]
    fn erased_walls_form_a_forest_that_links_start_and_exit(
        seed in seed_strategy(), w in 2u32..=60, h in 2u32..=60, algorithm in algorithm_strategy()
    ) {
        let maze = make(&seed, w, h, algorithm);
        let n = (w * h) as usize;
        // Replay: every erasure joins two different sets; the last one, and only the last
        // one, connects the start and the exit (union-find) or leaves one set (perfect).
        let mut sets = Naive::new(n);
        for (i, &wall) in maze.removed.iter().enumerate() {
            prop_assert!(maze.grid.wall_cells(wall).is_some(), "wall {} is not interior", wall);
            prop_assert!(!maze.grid.wall_stands(wall));
            let (a, b) = ends(wall, w);
            prop_assert!(sets.join(a, b), "wall {} closed a cycle", wall);
            let linked = sets.root(0) == sets.root(n - 1);
            let last = i + 1 == maze.removed.len();
            if algorithm == Algorithm::UnionFind {
                prop_assert_eq!(linked, last, "start and exit linked at erasure {}", i);
            }
        }
        prop_assert_eq!(maze.removed.len(), n - components(&maze.grid));
        let dist = bfs(&maze.grid);
        prop_assert!(dist[n - 1].is_some());
        if algorithm == Algorithm::Perfect {
            prop_assert_eq!(maze.removed.len(), n - 1);
            prop_assert!(dist.iter().all(Option::is_some));
        }
    }

    #[test]
    fn borders_stand_and_output_is_deterministic(
        seed in seed_strategy(), w in 2u32..=60, h in 2u32..=60, algorithm in algorithm_strategy()
    ) {
        let maze = make(&seed, w, h, algorithm);
        let walls = maze.grid.walls();
        prop_assert_eq!(walls.len(), (w * h) as usize);
        for y in 0..h {
            prop_assert!(walls[(y * w + w - 1) as usize] & EAST_WALL != 0);
        }
        for x in 0..w {
            prop_assert!(walls[((h - 1) * w + x) as usize] & SOUTH_WALL != 0);
        }
        prop_assert!(walls.iter().all(|b| b & !(EAST_WALL | SOUTH_WALL) == 0));
        prop_assert_eq!(&make(&seed, w, h, algorithm), &maze);
    }

    #[test]
    fn the_solution_is_a_shortest_open_path(
        seed in seed_strategy(), w in 2u32..=60, h in 2u32..=60, algorithm in any_algorithm()
    ) {
        let maze = make(&seed, w, h, algorithm);
        let grid = &maze.grid;
        let path = solve::shortest_path(grid).expect("every maze is solvable");
        prop_assert_eq!(path.first().copied(), Some(0));
        prop_assert_eq!(path.last().copied(), Some(grid.exit()));
        for pair in path.windows(2) {
            let step = Direction::ALL
                .into_iter()
                .find(|&d| grid.neighbor(pair[0], d) == Some(pair[1]));
            prop_assert!(step.is_some_and(|d| grid.is_open(pair[0], d)), "bad step {:?}", pair);
        }
        let reference = bfs(grid);
        prop_assert_eq!(Some(path.len() as u32 - 1), reference[grid.exit() as usize]);
        let dist = solve::distances_from_start(grid);
        for (d, r) in dist.iter().zip(&reference) {
            prop_assert_eq!(*d, r.unwrap_or(solve::UNREACHABLE));
        }
    }

    #[test]
    fn steps_never_cross_walls_or_leave_the_grid(
        seed in seed_strategy(), w in 2u32..=30, h in 2u32..=30, algorithm in any_algorithm(),
        moves in proptest::collection::vec(0u8..4, 0..400)
    ) {
        let maze = make(&seed, w, h, algorithm);
        let walls = maze.grid.walls().to_vec();
        prop_assert_eq!(walls.len(), (w * h) as usize);
        let exit = w * h - 1;
        let mut play = Play::from_square(maze);
        let mut count = 0;
        for (t, m) in moves.into_iter().enumerate() {
            let dir = Direction::from_u8(m).expect("0..4 are directions");
            let before = play.player();
            let outcome = play.step(dir, t as f64);
            let after = play.player();
            prop_assert!(after < w * h);
            let expected = step_by_wall_bytes(&walls, w, h, before, dir);
            match outcome {
                StepOutcome::Moved | StepOutcome::Won => {
                    count += 1;
                    prop_assert_eq!(expected, Some(after), "moved {:?} from {}", dir, before);
                    prop_assert_eq!(outcome == StepOutcome::Won, after == exit);
                    prop_assert_eq!(play.visited()[after as usize], 1);
                }
                StepOutcome::Blocked => {
                    prop_assert_eq!(expected, None, "blocked {:?} from {}", dir, before);
                    prop_assert_eq!(before, after);
                }
                StepOutcome::Finished => {
                    prop_assert!(play.won());
                    prop_assert_eq!(before, after);
                }
            }
            prop_assert_eq!(play.moves(), count);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn larger_mazes_match_the_specification(
        seed in seed_strategy(), w in 61u32..=260, h in 61u32..=260, algorithm in algorithm_strategy()
    ) {
        let maze = make(&seed, w, h, algorithm);
        prop_assert_eq!(&maze.removed, &reference(&seed, w, h, algorithm));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn every_generator_logs_exactly_the_walls_it_erased(
        seed in seed_strategy(), w in 2u32..=40, h in 2u32..=40, algorithm in any_algorithm()
    ) {
        let maze = make(&seed, w, h, algorithm);
        prop_assert_eq!(maze.algorithm, algorithm);
        let mut seen = std::collections::HashSet::new();
        for &wall in &maze.removed {
            prop_assert!(maze.grid.wall_cells(wall).is_some(), "wall {} is not interior", wall);
            prop_assert!(!maze.grid.wall_stands(wall));
            prop_assert!(seen.insert(wall), "wall {} erased twice", wall);
        }
        let open = (0..2 * w * h)
            .filter(|&id| maze.grid.wall_cells(id).is_some() && !maze.grid.wall_stands(id))
            .count();
        prop_assert_eq!(open, maze.removed.len());
        let walls = maze.grid.walls();
        for y in 0..h {
            prop_assert!(walls[(y * w + w - 1) as usize] & EAST_WALL != 0);
        }
        for x in 0..w {
            prop_assert!(walls[((h - 1) * w + x) as usize] & SOUTH_WALL != 0);
        }
        prop_assert!(bfs(&maze.grid)[(w * h - 1) as usize].is_some(), "exit unreachable");
        prop_assert_eq!(&make(&seed, w, h, algorithm), &maze);
    }

    #[test]
    fn tree_generators_make_spanning_trees(
        seed in seed_strategy(), w in 2u32..=40, h in 2u32..=40, algorithm in tree_algorithm()
    ) {
        let maze = make(&seed, w, h, algorithm);
        let n = (w * h) as usize;
        prop_assert_eq!(maze.removed.len(), n - 1);
        let mut sets = Naive::new(n);
        for &wall in &maze.removed {
            let (a, b) = ends(wall, w);
            prop_assert!(sets.join(a, b), "wall {} closed a cycle", wall);
        }
        prop_assert!(bfs(&maze.grid).iter().all(Option::is_some));
    }

    #[test]
    fn pathcut_keeps_a_monotone_path_open(
        seed in seed_strategy(), w in 2u32..=40, h in 2u32..=40
    ) {
        let maze = make(&seed, w, h, Algorithm::PathCut);
        let walls = maze.grid.walls();
        let (w, h) = (w as usize, h as usize);
        // Cells reachable from the start moving only east and south through open walls.
        let mut reach = vec![false; w * h];
        reach[0] = true;
        for c in 1..w * h {
            let (x, y) = (c % w, c / w);
            reach[c] = (x > 0 && reach[c - 1] && walls[c - 1] & EAST_WALL == 0)
                || (y > 0 && reach[c - w] && walls[c - w] & SOUTH_WALL == 0);
        }
        prop_assert!(reach[w * h - 1]);
    }
}

/// Open sides of a cell, counted from the raw wall bytes.
fn degree(grid: &Grid, c: usize) -> usize {
    let (w, h) = (grid.width() as usize, grid.height() as usize);
    let walls = grid.walls();
    let (x, y) = (c % w, c / w);
    [
        x + 1 < w && walls[c] & EAST_WALL == 0,
        y + 1 < h && walls[c] & SOUTH_WALL == 0,
        x > 0 && walls[c - 1] & EAST_WALL == 0,
        y > 0 && walls[c - w] & SOUTH_WALL == 0,
    ]
    .into_iter()
    .filter(|&open| open)
    .count()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn statistics_match_independent_counts(
        seed in seed_strategy(), w in 2u32..=40, h in 2u32..=40, algorithm in any_algorithm()
    ) {
        let maze = make(&seed, w, h, algorithm);
        let s = stats(&maze.grid);
        let n = (w * h) as usize;
        let degrees: Vec<usize> = (0..n).map(|c| degree(&maze.grid, c)).collect();
        prop_assert_eq!(s.dead_ends as usize, degrees.iter().filter(|&&d| d == 1).count());
        prop_assert_eq!(s.junctions as usize, degrees.iter().filter(|&&d| d >= 3).count());
        let dist = bfs(&maze.grid);
        prop_assert_eq!(s.solution_length, dist[n - 1]);
        prop_assert_eq!(s.farthest, dist.iter().flatten().copied().max().unwrap_or(0));
        let reachable = dist.iter().flatten().count();
        prop_assert_eq!(s.reachable as usize, reachable);
        prop_assert!((s.reachable_share - reachable as f64 / n as f64).abs() < 1e-12);
        let edges = degrees.iter().sum::<usize>() / 2;
        prop_assert_eq!(s.loops as usize, edges - (n - components(&maze.grid)));
        if algorithm != Algorithm::PathCut {
            prop_assert_eq!(s.loops, 0);
        }
    }

    #[test]
    fn searches_find_a_shortest_path_and_astar_looks_at_less(
        seed in seed_strategy(), w in 2u32..=40, h in 2u32..=40, algorithm in any_algorithm()
    ) {
        let maze = make(&seed, w, h, algorithm);
        let grid = &maze.grid;
        let shortest = bfs(grid)[grid.exit() as usize].expect("solvable") as usize;
        let breadth = explore(grid, Search::BreadthFirst);
        let astar = explore(grid, Search::AStar);
        for run in [&breadth, &astar] {
            prop_assert_eq!(run.path.len(), shortest + 1);
            prop_assert_eq!(run.path.first().copied(), Some(0));
            prop_assert_eq!(run.expanded.first().copied(), Some(0));
            prop_assert_eq!(run.expanded.last().copied(), Some(grid.exit()));
            let unique: std::collections::HashSet<_> = run.expanded.iter().collect();
            prop_assert_eq!(unique.len(), run.expanded.len());
            for pair in run.path.windows(2) {
                let open = Direction::ALL.into_iter().any(|d| {
                    grid.neighbor(pair[0], d) == Some(pair[1]) && grid.is_open(pair[0], d)
                });
                prop_assert!(open);
            }
        }
        prop_assert!(astar.expanded.len() <= breadth.expanded.len());
    }
}

#[test]
fn following_the_solution_wins_and_restart_resets() {
    let seed = Seed::parse("walker").expect("valid seed");
    let maze = make(&seed, 12, 12, Algorithm::UnionFind);
    let path = solve::shortest_path(&maze.grid).expect("solvable");
    let grid = maze.grid.clone();
    let mut play = Play::from_square(maze);
    let mut last = StepOutcome::Blocked;
    for pair in path.windows(2) {
        let dir = Direction::ALL
            .into_iter()
            .find(|&d| grid.neighbor(pair[0], d) == Some(pair[1]))
            .expect("path cells are neighbours");
        last = play.step(dir, 0.0);
    }
    assert_eq!(last, StepOutcome::Won);
    assert!(play.won());
    assert_eq!(play.moves() as usize, path.len() - 1);
    assert_eq!(play.trail(), &path[..]);
    assert_eq!(play.step(Direction::West, 0.0), StepOutcome::Finished);
    play.restart();
    assert_eq!((play.player(), play.moves(), play.won()), (0, 0, false));
    assert_eq!(play.visited().iter().filter(|&&v| v == 1).count(), 1);
}

#[test]
fn progress_rises_to_one_and_changes_nothing() {
    let seed = Seed::parse("progress").expect("valid seed");
    for algorithm in Algorithm::ALL {
        let mut reports = Vec::new();
        let maze = seedmaze::maze::generate::generate_with_progress(
            &seed,
            300,
            300,
            algorithm,
            &mut |f| reports.push(f),
        )
        .expect("valid size");
        assert_eq!(
            maze,
            make(&seed, 300, 300, algorithm),
            "{}",
            algorithm.name()
        );
        assert!(reports.len() >= 2, "{}: {reports:?}", algorithm.name());
        assert!(reports.windows(2).all(|p| p[0] <= p[1]), "{reports:?}");
        assert!(reports.iter().all(|f| (0.0..=1.0).contains(f)));
        assert_eq!(reports.last().copied(), Some(1.0));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The distance the I key's hint gives is the breadth-first distance, from every cell, for
    /// every generator (trees take the short way through the solution path; loops a full search),
    /// checked against this file's own search from the exit (a passage goes both ways).
    #[test]
    fn the_distance_to_the_exit_is_the_shortest_one(
        seed in seed_strategy(), w in 2u32..=24, h in 2u32..=24
    ) {
        for algorithm in Algorithm::ALL {
            let maze = make(&seed, w, h, algorithm);
            let grid = &maze.grid;
            let path = solve::shortest_path(grid).expect("every maze is solvable");
            let from_exit = bfs_from(grid, grid.exit() as usize);
            for from in 0..grid.cells() {
                let got = solve::distance_to_exit(grid, &path, from, algorithm.makes_loops());
                prop_assert_eq!(got, from_exit[from as usize], "{} from {}", algorithm.name(), from);
            }
        }
    }
}
