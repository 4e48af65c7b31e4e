//! Mazes of several floors (`floors=K`, `--floors K`) against rules checked here: the erasures
//! are a forest that joins the start and the exit, stairs join only a cell and the one directly
//! above, the union-find generator stops on the erasure that joins them, the solution climbs at
//! least K − 1 times, the JSON's wall bytes say what `edges` and `removed` say, the CLI's keys
//! walk the solution; golden floors mazes never change, natively or through the CLI; bad flags
//! exit 2.

#[path = "common/json_text.rs"]
#[allow(dead_code)] // bridge_lines is the woven tests'
mod json_text;
use json_text::{field, number, numbers};
use proptest::prelude::*;
use seedmaze::maze::shape::ways::Press;
use seedmaze::maze::shape::{Compass, FLOORS_RANGE, Floors, Topology};
use seedmaze::maze::{Algorithm, Layout, Seed, ShapeMaze, generate_shape};
use std::process::Command;

/// The maze of `count` floors for a level of plain side `side`.
fn floors(seed: &Seed, side: u32, count: u32, algorithm: Algorithm, braid: u32) -> ShapeMaze {
    let layout = Layout::floors(side, count).expect("a floors layout");
    generate_shape(seed, &layout, algorithm, braid)
}

/// The representative of `cell` in `parent`, halving the path.
fn find(parent: &mut [u32], mut cell: u32) -> u32 {
    while parent[cell as usize] != cell {
        parent[cell as usize] = parent[parent[cell as usize] as usize];
        cell = parent[cell as usize];
    }
    cell
}

fn the_floors(maze: &ShapeMaze) -> Floors {
    *maze.layout.floors_of().expect("floors")
}

fn seed() -> impl Strategy<Value = Seed> {
    "[A-Za-z0-9_-]{1,12}".prop_map(|s| Seed::parse(&s).expect("a seed"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn union_find_erases_a_forest_and_stops_when_start_and_exit_join(
        seed in seed(), side in 2u32..40, count in 2u32..=8,
        algorithm in proptest::sample::select(vec![Algorithm::UnionFind, Algorithm::Perfect]),
    ) {
        let maze = floors(&seed, side, count, algorithm, 0);
        let layout = &maze.layout;
        let (cells, exit) = (layout.cells(), layout.exit());
        let mut parent: Vec<u32> = (0..cells).collect();
        for (i, &wall) in maze.removed.iter().enumerate() {
            let (a, b) = layout.wall_cells(wall).expect("an interior wall");
            let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
            prop_assert_ne!(ra, rb, "wall {} closes a loop", wall);
            // Union-find stops on the erasure that joins them; perfect goes on to one set.
            let joined_before = find(&mut parent, 0) == find(&mut parent, exit);
            let stops = algorithm == Algorithm::UnionFind;
            prop_assert!(!(stops && joined_before), "erasure {} after the start and exit joined", i);
            parent[ra as usize] = rb;
        }
        prop_assert_eq!(find(&mut parent, 0), find(&mut parent, exit));
        if algorithm == Algorithm::Perfect {
            prop_assert_eq!(maze.removed.len() as u32, cells - 1, "perfect: one set remains");
        }
    }

    #[test]
    fn stairs_join_a_cell_and_the_one_above_and_the_solution_climbs(
        seed in seed(), side in 2u32..40, count in 2u32..=8,
        algorithm in proptest::sample::select(Algorithm::ALL.to_vec()),
        braid in proptest::sample::select(vec![0u32, 50]),
    ) {
        let maze = floors(&seed, side, count, algorithm, braid);
        let f = the_floors(&maze);
        prop_assert_eq!(f.count(), count);
        for (wall, a, b) in maze.layout.edges() {
            let (pa, pb) = (f.place(a).expect("a cell"), f.place(b).expect("a cell"));
            if wall % 3 == 2 {
                prop_assert_eq!((pa.0, pa.1, pa.2 + 1), pb, "stair {}", wall);
            } else {
                prop_assert_eq!(pa.2, pb.2, "wall {} stays on its floor", wall);
            }
        }
        let solution = maze.solution();
        prop_assert_eq!(solution.first().copied(), Some(0));
        prop_assert_eq!(solution.last().copied(), Some(maze.layout.exit()));
        let climbs = solution.windows(2).filter(|s| f.floor_of(s[1]) > f.floor_of(s[0])).count();
        prop_assert!(climbs as u32 >= count - 1, "{} climbs", climbs);
        // The keys walk it: each press moves to the next cell.
        let keys = maze.path_keys(&solution).expect("keys");
        let mut at = 0;
        for (key, &next) in keys.iter().zip(&solution[1..]) {
            let press = maze.layout.press(|w| maze.is_open(w), at, key);
            prop_assert_eq!(press.map(|p| match p { Press::Move { to, .. } => to, Press::Bump { .. } => at }), Some(next));
            at = next;
        }
    }
}

#[test]
fn each_floor_keeps_the_levels_cells_and_level_499_with_8_floors_is_plain_499s_size() {
    let plain = seedmaze::level::level_side(499);
    let layout = Layout::floors(plain, 8).expect("floors");
    let cells = u64::from(layout.cells());
    let plain_cells = u64::from(plain * plain);
    assert!(
        cells.abs_diff(plain_cells) * 100 < plain_cells,
        "{cells} against {plain_cells}"
    );
    for count in FLOORS_RANGE.0..=FLOORS_RANGE.1 {
        assert!(Layout::floors(40, count).is_ok());
    }
    assert!(Layout::floors(40, 1).is_err() && Layout::floors(40, 9).is_err());
}

/// The golden floors mazes: `golden/floors.txt` holds `count side seed algorithm braid removed`.
const GOLDEN: &str = include_str!("golden/floors.txt");

fn golden() -> impl Iterator<Item = [&'static str; 6]> {
    GOLDEN
        .lines()
        .filter_map(|line| line.split(' ').collect::<Vec<_>>().try_into().ok())
}

#[test]
fn golden_floors_mazes_never_change() {
    let mut checked = 0;
    for [count, side, seed, algo, braid, removed] in golden() {
        let seed = Seed::parse(seed).expect("seed");
        let algorithm = Algorithm::from_name(algo).expect("algorithm");
        let (side, count) = (side.parse().expect("side"), count.parse().expect("count"));
        let maze = floors(&seed, side, count, algorithm, braid.parse().expect("braid"));
        let ids: Vec<String> = maze.removed.iter().map(u32::to_string).collect();
        assert_eq!(
            ids.join(","),
            removed,
            "{count} floors {side} {seed} {algo} changed"
        );
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} golden floors mazes");
}

fn cli(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_seedmaze"))
        .args(args)
        .output()
        .expect("the CLI runs")
}

#[test]
fn the_cli_prints_the_golden_floors_mazes_and_their_walls_agree_with_the_edges() {
    for [count, side, seed, algo, braid, removed] in golden() {
        let args = [
            "--seed", seed, "--size", side, "--algo", algo, "--braid", braid, "--floors", count,
            "--format", "json",
        ];
        let out = cli(&args);
        assert!(out.status.success(), "{args:?}");
        let json = String::from_utf8(out.stdout).expect("UTF-8");
        let ids: Vec<String> = numbers(field(&json, "removed"))
            .iter()
            .map(u32::to_string)
            .collect();
        assert_eq!(ids.join(","), removed, "{args:?}");
        let (w, h, k) = (
            number(&json, "width"),
            number(&json, "height"),
            number(&json, "floors"),
        );
        assert_eq!(k.to_string(), count);
        let cells = w * h * k;
        assert_eq!(number(&json, "cells"), cells);
        let walls = numbers(field(&json, "walls"));
        assert_eq!(walls.len() as u32, cells);
        let removed: Vec<u32> = numbers(field(&json, "removed"));
        let edges = numbers(field(&json, "edges"));
        for edge in edges.chunks(3) {
            let (id, a) = (edge[0], edge[1]);
            let bit = 1 << (id % 3);
            let stands = walls[a as usize] & bit != 0;
            assert_eq!(stands, !removed.contains(&id), "{args:?} wall {id}");
        }
        // The top floor's cells always have their stair bit set: nothing is above them.
        assert!(
            walls[((k - 1) * w * h) as usize..]
                .iter()
                .all(|b| b & 4 != 0)
        );
    }
}

#[test]
fn ascii_prints_the_floors_one_under_another_and_svg_marks_the_stairs() {
    let ascii = cli(&["--seed", "stairs", "--level", "2", "--floors", "3"]);
    let text = String::from_utf8(ascii.stdout).expect("UTF-8");
    assert!(ascii.status.success());
    for floor in ["Floor 1 of 3", "Floor 2 of 3", "Floor 3 of 3"] {
        assert!(text.contains(floor), "{floor}");
    }
    assert!(
        text.contains('<') && text.contains('>'),
        "stairs up and down are marked"
    );
    let svg = cli(&[
        "--seed", "stairs", "--level", "2", "--floors", "3", "--format", "svg",
    ]);
    let svg = String::from_utf8(svg.stdout).expect("UTF-8");
    assert!(svg.contains("class=\"stairs\"") && svg.contains("<polygon"));
}

#[test]
fn bad_floors_exit_2_with_a_message() {
    for args in [
        &["--floors", "0"][..],
        &["--floors", "9"],
        &["--floors", "x"],
        &["--floors", ""],
        &["--floors", "3", "--weave"],
        &["--floors", "3", "--shape", "hex"],
        &["--floors", "3", "--mask", "HI"],
        &["--floors", "3", "--width", "9", "--height", "9"],
    ] {
        let out = cli(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let message = String::from_utf8(out.stderr).expect("UTF-8");
        assert!(message.contains("floors"), "{args:?}: {message}");
    }
}

/// One floor is the plain maze, as `floors=1` in a link is.
#[test]
fn one_floor_is_the_plain_maze() {
    let plain = cli(&["--seed", "one-floor", "--level", "3"]);
    let one = cli(&["--seed", "one-floor", "--level", "3", "--floors", "1"]);
    assert_eq!(one.status.code(), Some(0));
    assert_eq!(one.stdout, plain.stdout);
}

#[test]
fn a_won_run_on_floors_is_recorded_and_raced_as_a_ghost_stairs_included() {
    use seedmaze::game::run_rules::{Recorder, way_between};
    use seedmaze::link::Run;
    let maze = floors(
        &Seed::parse("ghost-floors").expect("seed"),
        20,
        3,
        Algorithm::UnionFind,
        0,
    );
    let solution = maze.solution();
    let mut recorder = Recorder::default();
    for (i, step) in solution.windows(2).enumerate() {
        recorder.record(
            way_between(&maze.layout, step[0], step[1]),
            100.0 * i as f64,
        );
    }
    let run = recorder.run(&maze.layout).expect("a run");
    assert_eq!(
        run.way_bits(),
        3,
        "six ways: north, east, south, west, up, down"
    );
    let code = run.to_param().expect("fits a link");
    let back = Run::parse(&code).expect("reads back");
    assert_eq!(back.check(&maze), Ok(solution.clone()));
    // A square's way field has no room for the stairs.
    let square = Run::new(seedmaze::maze::Shape::Square, back.steps().to_vec());
    assert!(
        square.to_param().is_err(),
        "the stairs do not fit square's two bits"
    );
}

/// The answer key of a floors maze (Export with the solution, SVG) breaks the solution at each
/// stair, with a ring on both cells of the stair move: no line runs from one floor's panel to
/// another's through the walls between.
#[test]
fn the_answer_key_breaks_the_solution_at_each_stair() {
    let seed = Seed::parse("ex").expect("a seed");
    let maze = floors(&seed, 24, 3, Algorithm::UnionFind, 0);
    let solution = seedmaze::maze::solve::shortest_path(&maze).expect("a way through");
    let f = maze.layout.floors_of().expect("floors");
    let climbs = solution
        .windows(2)
        .filter(|w| f.floor_of(w[0]) != f.floor_of(w[1]))
        .count();
    assert!(climbs >= 2, "the solution climbs: {climbs}");
    let svg = seedmaze::format::shape_svg(&maze, Some(&solution), "key");
    assert_eq!(svg.matches("class=\"solution\"").count(), climbs + 1);
    assert_eq!(svg.matches("class=\"solution-stair\"").count(), 2 * climbs);
}
