//! Drawn mazes (`draw=`) against reference code written here: a drawing's code reads back to
//! the drawing, the piece kept is the largest (counted here by a flood of our own), and the
//! maze of any drawing joins its start and exit with no loop, never through a wall out of its
//! region. Golden vectors pin the mazes of fixed drawings: a link made today plays the same
//! maze in every later version.

use proptest::prelude::*;
use seedmaze::link::draw_code::{decode, encode};
use seedmaze::maze::drawing::Drawing;
use seedmaze::maze::shape::Layout;
use seedmaze::maze::{Algorithm, Seed, generate_shape};
use std::collections::HashSet;

/// A drawing of random size and cells, with at least one painted.
fn drawing() -> impl Strategy<Value = Drawing> {
    (1u32..=48, 1u32..=48)
        .prop_flat_map(|(w, h)| {
            let cells = proptest::collection::vec(prop::bool::weighted(0.6), (w * h) as usize);
            (Just(w), Just(h), cells)
        })
        .prop_filter_map("something painted", |(w, h, cells)| {
            Drawing::new(w, h, cells).ok()
        })
}

/// The sizes of the pieces of `d` (cells joined side to side), by a flood written here.
fn piece_sizes(d: &Drawing) -> Vec<u32> {
    let (w, h) = (d.width() as i64, d.height() as i64);
    let mut seen = HashSet::new();
    let mut sizes = Vec::new();
    for y in 0..h {
        for x in 0..w {
            if !d.painted(x as u32, y as u32) || !seen.insert((x, y)) {
                continue;
            }
            let mut todo = vec![(x, y)];
            let mut size = 0;
            while let Some((cx, cy)) = todo.pop() {
                size += 1;
                for (nx, ny) in [(cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)] {
                    let inside = nx >= 0 && ny >= 0 && nx < w && ny < h;
                    if inside && d.painted(nx as u32, ny as u32) && seen.insert((nx, ny)) {
                        todo.push((nx, ny));
                    }
                }
            }
            sizes.push(size);
        }
    }
    sizes
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn a_code_reads_back_to_its_drawing(d in drawing()) {
        let code = encode(&d);
        prop_assert!(code.starts_with('1'));
        prop_assert!(code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        prop_assert_eq!(decode(&code), Ok(d));
    }

    #[test]
    fn the_largest_piece_is_the_one_kept(d in drawing()) {
        let sizes = piece_sizes(&d);
        let largest = sizes.iter().copied().max().unwrap_or(0);
        match d.kept() {
            Ok(kept) => {
                prop_assert_eq!(kept.drawing.painted_count(), largest);
                prop_assert_eq!(piece_sizes(&kept.drawing), vec![largest]);
                prop_assert_eq!(kept.pieces_dropped as usize, sizes.len() - 1);
                prop_assert_eq!(kept.dropped, d.painted_count() - largest);
            }
            Err(_) => prop_assert!(largest < 2),
        }
    }

    #[test]
    fn the_maze_of_any_drawing_joins_start_and_exit_with_no_loop(
        d in drawing(), side in 8u32..80, perfect in any::<bool>(), seed in "[a-z]{1,8}",
    ) {
        let Ok(kept) = d.kept() else { return Ok(()); };
        let layout = Layout::drawn(&kept, side).unwrap();
        let Layout::Masked(masked) = &layout else { unreachable!("a masked layout") };
        let (w, h) = (masked.width(), masked.height());
        let algorithm = if perfect { Algorithm::Perfect } else { Algorithm::UnionFind };
        let maze = generate_shape(&Seed::parse(&seed).unwrap(), &layout, algorithm, 0);
        let region: HashSet<u32> = masked.grid_cells().iter().copied().collect();
        // Each erased wall joins two region cells by the contract's arithmetic; a union-find
        // over them finds no loop.
        let mut parent: Vec<u32> = (0..w * h).collect();
        fn root(p: &mut [u32], mut c: u32) -> u32 {
            while p[c as usize] != c { c = p[c as usize]; }
            c
        }
        for &wall in &maze.removed {
            let g = wall / 2;
            let other = if wall % 2 == 0 { g + 1 } else { g + w };
            prop_assert!(region.contains(&g) && region.contains(&other), "wall {wall} leaves the region");
            prop_assert!(wall % 2 == 1 || g % w + 1 < w);
            let (a, b) = (root(&mut parent, g), root(&mut parent, other));
            prop_assert_ne!(a, b, "a loop at wall {}", wall);
            parent[a as usize] = b;
        }
        let cells = masked.grid_cells();
        let (start, exit) = (cells[0], cells[cells.len() - 1]);
        prop_assert_eq!(root(&mut parent, start), root(&mut parent, exit));
        if perfect {
            prop_assert_eq!(maze.removed.len(), cells.len() - 1);
        }
    }
}

/// `golden/draws.txt`: `code side seed algorithm braid removed`, the erased wall ids in order.
#[test]
fn golden_drawn_mazes_never_change() {
    let mut checked = 0;
    for line in include_str!("golden/draws.txt")
        .lines()
        .filter(|l| !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 6, "bad vector line {line:.40}");
        let drawing = decode(f[0]).expect("a vector's code");
        let kept = drawing.kept().expect("a vector's drawing makes a maze");
        let layout = Layout::drawn(&kept, f[1].parse().expect("side")).expect("side");
        let seed = Seed::parse(f[2]).expect("vector seed");
        let algorithm = Algorithm::from_name(f[3]).expect("vector algorithm");
        let maze = generate_shape(&seed, &layout, algorithm, f[4].parse().expect("braid"));
        let removed: Vec<String> = maze.removed.iter().map(u32::to_string).collect();
        assert_eq!(removed.join(","), f[5], "{line:.60} changed");
        checked += 1;
    }
    assert!(checked >= 9, "only {checked} drawn vectors");
}
