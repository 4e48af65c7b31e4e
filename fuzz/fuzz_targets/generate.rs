//! Generation with arbitrary sizes, seeds and algorithms: bad sizes are errors, good ones
//! give a maze whose erased walls form a forest linking the start and the exit.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seedmaze::maze::grid::{EAST_WALL, MAX_SIDE, MIN_SIDE, SOUTH_WALL};
use seedmaze::maze::union_find::UnionFind;
use seedmaze::maze::{Algorithm, Seed, generate, solve};

fuzz_target!(|input: (u32, u32, u8, String)| {
    let (raw_w, raw_h, algo, seed) = input;
    let Ok(seed) = Seed::parse(&seed) else {
        return;
    };
    let all = Algorithm::ALL;
    let algorithm = all[usize::from(algo) % all.len()];
    // Small sizes keep the fuzzer fast; sizes far out of range test the rejection.
    let side = |raw: u32| if raw > MAX_SIDE { raw } else { raw % 48 };
    let (w, h) = (side(raw_w), side(raw_h));
    let in_range = |s: u32| (MIN_SIDE..=MAX_SIDE).contains(&s);
    let maze = match generate(&seed, w, h, algorithm) {
        Ok(maze) => maze,
        Err(error) => {
            assert!(!in_range(w) || !in_range(h), "rejected {w}x{h}");
            assert_eq!((error.width, error.height), (w, h));
            return;
        }
    };
    assert!(in_range(w) && in_range(h));
    let grid = &maze.grid;
    let cells = w * h;
    assert_eq!(grid.walls().len() as u32, cells);
    for (i, byte) in grid.walls().iter().enumerate() {
        let (x, y) = (i as u32 % w, i as u32 / w);
        assert_eq!(byte & !(EAST_WALL | SOUTH_WALL), 0);
        assert!(
            x + 1 < w || byte & EAST_WALL != 0,
            "east border open at {i}"
        );
        assert!(
            y + 1 < h || byte & SOUTH_WALL != 0,
            "south border open at {i}"
        );
    }
    // Only path-cut makes loops; every other generator erases a forest.
    let mut sets = UnionFind::new(cells);
    for &wall in &maze.removed {
        let (a, b) = grid.wall_cells(wall).expect("erased walls are interior");
        assert!(!grid.wall_stands(wall));
        let joined = sets.union(a, b);
        assert!(
            joined || algorithm == Algorithm::PathCut,
            "wall {wall} closed a cycle"
        );
    }
    assert!(sets.connected(0, cells - 1));
    if algorithm != Algorithm::UnionFind && algorithm != Algorithm::PathCut {
        assert_eq!(maze.removed.len() as u32, cells - 1);
    }
    let path = solve::shortest_path(grid).expect("solvable");
    assert_eq!((path.first(), path.last()), (Some(&0), Some(&(cells - 1))));
});
