//! Word mazes (`mask=`) against reference code written here: the region is one piece of
//! strokes at least three cells wide, the generators keep their rules on it and never open a
//! passage out of it, and the solution is a shortest path that the keys walk.
//!
//! Walls are read as the contract states them (wall `2g` east of grid cell `g`, `2g + 1` south
//! of it), from the region's grid ids, with no help from the crate's topology.

#[path = "common/bfs.rs"]
mod bfs;
#[path = "common/naive.rs"]
mod naive;
use bfs::bfs;
use naive::Naive;
use proptest::prelude::*;
use seedmaze::maze::generate_shape::shape_hash;
use seedmaze::maze::mask::{Mask, glyph};
use seedmaze::maze::shape::ways::Press;
use seedmaze::maze::shape::{Geometry, Layout, Topology};
use seedmaze::maze::{Algorithm, Seed, ShapeMaze, generate_shape};
use std::collections::{HashSet, VecDeque};

/// A word maze and what the tests read of it, all in grid ids.
struct Word {
    maze: ShapeMaze,
    width: u32,
    height: u32,
    /// The region's grid ids, ascending.
    region: Vec<u32>,
}

impl Word {
    fn new(text: &str, side: u32, seed: &Seed, algorithm: Algorithm, braid: u32) -> Word {
        let mask = Mask::parse(text).unwrap();
        let layout = Layout::masked(&mask, side).unwrap();
        let Layout::Masked(masked) = &layout else {
            unreachable!("a masked layout")
        };
        let (width, height) = (masked.width(), masked.height());
        let region = masked.grid_cells().to_vec();
        Word {
            maze: generate_shape(seed, &layout, algorithm, braid),
            width,
            height,
            region,
        }
    }

    fn inside(&self) -> HashSet<u32> {
        self.region.iter().copied().collect()
    }

    /// The two grid cells of wall `wall` by the contract's arithmetic (`None` off the grid).
    fn wall_ends(&self, wall: u32) -> Option<(u32, u32)> {
        let (g, w) = (wall / 2, self.width);
        let (x, y) = (g % w, g / w);
        match wall % 2 {
            0 if x + 1 < w && y < self.height => Some((g, g + 1)),
            1 if y + 1 < self.height => Some((g, g + w)),
            _ => None,
        }
    }

    /// Open-passage neighbours of every grid cell, from the erased ids alone.
    fn open_adjacency(&self) -> Vec<Vec<u32>> {
        let mut adj = vec![Vec::new(); (self.width * self.height) as usize];
        for &wall in &self.maze.removed {
            if let Some((a, b)) = self.wall_ends(wall) {
                adj[a as usize].push(b);
                adj[b as usize].push(a);
            }
        }
        adj
    }

    /// The grid ids of the maze's start and exit.
    fn ends(&self) -> (u32, u32) {
        let layout = &self.maze.layout;
        (layout.cell_id(0), layout.cell_id(layout.exit()))
    }
}

fn text() -> impl Strategy<Value = String> {
    "[A-Za-z0-9 ]{1,12}"
}

fn seed() -> impl Strategy<Value = Seed> {
    "[A-Za-z0-9_-]{1,12}".prop_map(|s| Seed::parse(&s).unwrap())
}

fn algorithm() -> impl Strategy<Value = Algorithm> {
    proptest::sample::select(Algorithm::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn the_region_is_one_piece_of_wide_strokes_from_first_to_last_cell(
        text in text(), side in 8u32..120,
    ) {
        let word = Word::new(&text, side, &Seed::parse("region").unwrap(), Algorithm::Perfect, 0);
        let inside = word.inside();
        let w = word.width;
        // Connected: a breadth-first search through side neighbours reaches every region cell.
        let mut seen = HashSet::from([word.region[0]]);
        let mut queue = VecDeque::from([word.region[0]]);
        while let Some(g) = queue.pop_front() {
            let (x, y) = (g % w, g / w);
            let mut next = vec![g + w];
            if x + 1 < w { next.push(g + 1); }
            if x > 0 { next.push(g - 1); }
            if y > 0 { next.push(g - w); }
            for n in next {
                if inside.contains(&n) && seen.insert(n) {
                    queue.push_back(n);
                }
            }
        }
        prop_assert_eq!(seen.len(), word.region.len(), "the region is in pieces");
        // Strokes at least three cells wide: every cell lies in a 3 × 3 block of the region.
        let block = |x0: u32, y0: u32| {
            (0..3).all(|dy| (0..3).all(|dx| x0 + dx < w && inside.contains(&((y0 + dy) * w + x0 + dx))))
        };
        for &g in &word.region {
            let (x, y) = (g % w, g / w);
            let fits = (0..3).any(|dy| (0..3).any(|dx| {
                x >= dx && y >= dy && block(x - dx, y - dy)
            }));
            prop_assert!(fits, "cell ({}, {}) is on a stroke under 3 wide", x, y);
        }
        // The region fits the level's side when a scale of 3 or more allows it.
        let n = text.len() as u32;
        if side >= 3 * (6 * n - 1).max(8) {
            prop_assert!(word.width <= side && word.height <= side);
        }
        // Start and exit: the first and last region cells in reading order.
        let (start, exit) = word.ends();
        prop_assert_eq!(start, *word.region.iter().min().unwrap());
        prop_assert_eq!(exit, *word.region.iter().max().unwrap());
        prop_assert_eq!(word.maze.layout.cells() as usize, word.region.len());
    }

    #[test]
    fn generators_keep_their_stop_rule_inside_the_region(
        text in text(), side in 8u32..48, seed in seed(), algorithm in algorithm(),
    ) {
        let word = Word::new(&text, side, &seed, algorithm, 0);
        let inside = word.inside();
        let (start, exit) = word.ends();
        let mut sets = Naive::new((word.width * word.height) as usize);
        let mut erased = HashSet::new();
        for (i, &wall) in word.maze.removed.iter().enumerate() {
            let ends = word.wall_ends(wall);
            prop_assert!(ends.is_some(), "wall {} is off the grid", wall);
            let (a, b) = ends.unwrap();
            prop_assert!(inside.contains(&a) && inside.contains(&b), "wall {} leaves the region", wall);
            prop_assert!(erased.insert(wall), "wall {} erased twice", wall);
            let joined = sets.join(a as usize, b as usize);
            if algorithm != Algorithm::PathCut {
                prop_assert!(joined, "wall {} closes a loop", wall);
            }
            if algorithm == Algorithm::UnionFind && i + 1 < word.maze.removed.len() {
                // Without the last erased wall, start and exit would still be apart.
                prop_assert_ne!(sets.root(start as usize), sets.root(exit as usize), "stopped late at {}", i);
            }
        }
        prop_assert_eq!(sets.root(start as usize), sets.root(exit as usize));
        if algorithm.spans() {
            prop_assert_eq!(word.maze.removed.len(), word.region.len() - 1, "spans the region");
        }
    }

    #[test]
    fn the_solution_is_a_shortest_path_and_the_keys_walk_it(
        text in text(), side in 8u32..48, seed in seed(), algorithm in algorithm(),
        braid in prop_oneof![Just(0u32), 0u32..=100],
    ) {
        let word = Word::new(&text, side, &seed, algorithm, braid);
        let maze = &word.maze;
        let adj = word.open_adjacency();
        let (start, exit) = word.ends();
        let dist = bfs(&adj, start);
        let solution: Vec<u32> = maze.solution().iter().map(|&c| maze.layout.cell_id(c)).collect();
        prop_assert_eq!(solution.first(), Some(&start));
        prop_assert_eq!(solution.last(), Some(&exit));
        prop_assert_eq!(Some(solution.len() as u32 - 1), dist[exit as usize]);
        for step in solution.windows(2) {
            prop_assert!(adj[step[0] as usize].contains(&step[1]), "{:?} is not open", step);
        }
        // No open passage reaches a cell outside the region.
        let inside = word.inside();
        for (g, next) in adj.iter().enumerate() {
            prop_assert!(next.is_empty() || inside.contains(&(g as u32)), "cell {} is open", g);
        }
        let keys = maze.path_keys(&maze.solution()).expect("every step has a key");
        let mut cell = 0;
        for key in &keys {
            match maze.press(cell, key) {
                Some(Press::Move { to, .. }) => cell = to,
                other => prop_assert!(false, "{} in {} does {:?}", key, cell, other),
            }
        }
        prop_assert_eq!(maze.layout.cell_id(cell), exit);
    }
}

#[test]
fn every_allowed_character_has_a_glyph_in_either_case() {
    for c in ('A'..='Z').chain('0'..='9').chain([' ']) {
        assert!(glyph(c).is_some(), "{c:?}");
        assert_eq!(glyph(c), glyph(c.to_ascii_lowercase()), "{c:?}");
    }
    let lower = Mask::parse("seed maze 42").unwrap();
    let upper = Mask::parse("SEED MAZE 42").unwrap();
    assert_eq!(lower.text(), upper.text());
    let seed = Seed::parse("case").unwrap();
    let make = |mask: &Mask| {
        generate_shape(
            &seed,
            &Layout::masked(mask, 40).unwrap(),
            Algorithm::UnionFind,
            0,
        )
        .removed
    };
    assert_eq!(make(&lower), make(&upper), "case does not change the maze");
}

#[test]
fn the_mask_text_is_in_the_hash() {
    let seed = Seed::parse("hash").unwrap();
    let mask = Mask::parse("HI").unwrap();
    let masked = Layout::masked(&mask, 8).unwrap();
    let [.., w, h] = masked.bounds();
    let plain = Layout::square(w as u32, h as u32).unwrap();
    for algorithm in Algorithm::ALL {
        assert_ne!(
            shape_hash(&seed, &masked, algorithm),
            shape_hash(&seed, &plain, algorithm),
            "{algorithm:?}"
        );
    }
    // "HI" and "IH" have bounding grids of the same size: only the text tells them apart.
    let other = Layout::masked(&Mask::parse("IH").unwrap(), 8).unwrap();
    assert_ne!(
        shape_hash(&seed, &masked, Algorithm::UnionFind),
        shape_hash(&seed, &other, Algorithm::UnionFind)
    );
}
