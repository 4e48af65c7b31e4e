//! Woven mazes (`weave=1`, `--weave`) against reference code written here, from the JSON
//! alone: crossings are interior, apart and open on all four sides with the right passages;
//! the generator's stop rules hold; the solution is a shortest path by a breadth-first search
//! over `edges` and by a step rule read from `walls` and `crossings`; the keys walk it; golden
//! woven mazes never change, natively or through the CLI; bad flags exit 2.

#[path = "common/json_text.rs"]
mod json_text;
#[path = "common/written_json.rs"]
mod written_json;
use json_text::{bridge_lines, field, number, numbers};
#[path = "common/bfs.rs"]
mod bfs;
#[path = "common/oracle.rs"]
mod oracle;
use bfs::bfs;
use proptest::prelude::*;
use seedmaze::game::play::{Play, StepOutcome};
use seedmaze::link::{Params, parse_query};
use seedmaze::maze::generate_woven::{WeaveError, generate_woven};
use seedmaze::maze::shape::{Compass, Passing};
use seedmaze::maze::{Algorithm, Direction, Seed, ShapeMaze, stats};
use std::collections::HashSet;
use std::process::Command;

/// What the tests read of a woven maze's JSON.
struct Json {
    width: u32,
    height: u32,
    walls: Vec<u8>,
    removed: Vec<u32>,
    solution: Vec<u32>,
    edges: Vec<(u32, u32, u32)>,
    keys: Vec<String>,
    /// `(cell, true)` when the east–west passage is on top ("h").
    crossings: Vec<(u32, bool)>,
}

impl Json {
    fn parse(text: &str) -> Json {
        let edges = numbers(field(text, "edges"))
            .chunks(3)
            .map(|e| (e[0], e[1], e[2]))
            .collect();
        let crossings = field(text, "crossings")
            .split("],[")
            .filter(|s| !s.is_empty())
            .map(|s| (numbers(s)[0], s.contains("\"h\"")))
            .collect();
        Json {
            width: number(text, "width"),
            height: number(text, "height"),
            walls: numbers(field(text, "walls"))
                .into_iter()
                .map(|b| b as u8)
                .collect(),
            removed: numbers(field(text, "removed")),
            solution: numbers(field(text, "solution")),
            edges,
            keys: field(text, "keys")
                .split(',')
                .filter(|s| !s.is_empty())
                .map(|s| s.trim_matches('"').to_owned())
                .collect(),
            crossings,
        }
    }

    fn cells(&self) -> u32 {
        self.width * self.height
    }

    /// Open-passage neighbours of every cell from `edges` whose ids are in `open`.
    fn adjacency(&self, open: &HashSet<u32>) -> Vec<Vec<u32>> {
        let mut adj = vec![Vec::new(); self.cells() as usize];
        for &(id, a, b) in &self.edges {
            if open.contains(&id) {
                adj[a as usize].push(b);
                adj[b as usize].push(a);
            }
        }
        adj
    }

    /// Where a step from `cell` towards `dir` lands, from the wall bytes and the crossings
    /// alone: on a bridge only along it; into a crossing across its bridge, under it to the
    /// cell beyond.
    fn step(&self, cell: u32, dir: Direction) -> Option<u32> {
        let across = |c: u32| {
            self.crossings.iter().find(|x| x.0 == c).map(|&(_, h)| {
                let vertical_move = matches!(dir, Direction::North | Direction::South);
                h == vertical_move
            })
        };
        if across(cell) == Some(true) {
            return None;
        }
        let (w, h) = (self.width, self.height);
        let next = oracle::step_by_wall_bytes(&self.walls, w, h, cell, dir)?;
        match across(next) {
            Some(true) => oracle::step_by_wall_bytes(&self.walls, w, h, next, dir),
            _ => Some(next),
        }
    }
}

fn woven(seed: &Seed, w: u32, h: u32, algorithm: Algorithm, braid: u32) -> (ShapeMaze, Json) {
    let maze = generate_woven(seed, w, h, algorithm, braid).unwrap();
    let text = written_json::written(&Params::new(seed.clone()), &maze);
    (maze, Json::parse(&text))
}

fn arrow(key: &str) -> Direction {
    match key {
        "ArrowUp" => Direction::North,
        "ArrowRight" => Direction::East,
        "ArrowDown" => Direction::South,
        "ArrowLeft" => Direction::West,
        other => panic!("not an arrow: {other}"),
    }
}

fn seed() -> impl Strategy<Value = Seed> {
    "[A-Za-z0-9_-]{1,12}".prop_map(|s| Seed::parse(&s).unwrap())
}

fn kruskal() -> impl Strategy<Value = Algorithm> {
    proptest::sample::select(vec![Algorithm::UnionFind, Algorithm::Perfect])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn crossings_are_interior_apart_and_open_with_the_right_passages(
        seed in seed(), w in 2u32..24, h in 2u32..24, algorithm in kruskal(),
        braid in proptest::sample::select(vec![0u32, 40]),
    ) {
        let (_, j) = woven(&seed, w, h, algorithm, braid);
        let cells: HashSet<u32> = j.crossings.iter().map(|c| c.0).collect();
        let ends = |a: u32, b: u32| j.edges.iter().filter(|e| (e.1, e.2) == (a, b)).map(|e| e.0).collect::<Vec<_>>();
        for &(c, h_on_top) in &j.crossings {
            let (x, y) = (c % w, c / w);
            prop_assert!(x > 0 && y > 0 && x + 1 < w && y + 1 < h, "{c} on the border");
            for n in [c - 1, c + 1, c - w, c + w] {
                prop_assert!(!cells.contains(&n), "crossings {c} and {n} side by side");
            }
            // All four sides open in the wall bytes, and erased.
            prop_assert_eq!(j.walls[c as usize] & 3, 0);
            prop_assert_eq!(j.walls[(c - 1) as usize] & 1, 0);
            prop_assert_eq!(j.walls[(c - w) as usize] & 2, 0);
            for id in [2 * c, 2 * c + 1, 2 * (c - 1), 2 * (c - w) + 1] {
                prop_assert!(j.removed.contains(&id), "crossing {c}: wall {id} stands");
            }
            // The passage on top joins the cell with its two ends; the tunnel joins its two
            // ends across the cell, through both walls it passes, and never the cell itself.
            let (over, under) = if h_on_top { ((c - 1, c + 1), (c - w, c + w)) } else { ((c - w, c + w), (c - 1, c + 1)) };
            prop_assert_eq!(ends(over.0, c).len(), 1);
            prop_assert_eq!(ends(c, over.1).len(), 1);
            let mut tunnel = ends(under.0, under.1);
            tunnel.sort_unstable();
            let mut through = if h_on_top { vec![2 * (c - w) + 1, 2 * c + 1] } else { vec![2 * (c - 1), 2 * c] };
            through.sort_unstable();
            prop_assert_eq!(tunnel, through);
            prop_assert!(ends(under.0, c).is_empty() && ends(c, under.1).is_empty());
        }
        // Every interior wall is listed once, by id.
        let ids: HashSet<u32> = j.edges.iter().map(|e| e.0).collect();
        prop_assert_eq!(ids.len(), j.edges.len());
        prop_assert_eq!(ids.len() as u32, (w - 1) * h + w * (h - 1));
    }

    #[test]
    fn the_generators_stop_rules_hold(
        seed in seed(), w in 2u32..24, h in 2u32..24, algorithm in kruskal(),
    ) {
        let (maze, j) = woven(&seed, w, h, algorithm, 0);
        let exit = j.cells() - 1;
        let all: HashSet<u32> = j.removed.iter().copied().collect();
        prop_assert_eq!(all.len(), j.removed.len(), "an id erased twice");
        let reach = bfs(&j.adjacency(&all), 0);
        // A forest: each distinct open passage joins two sets (a tunnel's two walls are one).
        let passages: HashSet<(u32, u32)> = j.edges.iter().filter(|e| all.contains(&e.0)).map(|e| (e.1, e.2)).collect();
        let s = stats::stats(&maze);
        prop_assert_eq!(s.loops, 0);
        prop_assert_eq!(passages.len() + j.crossings.len(), j.removed.len());
        match algorithm {
            Algorithm::Perfect => {
                prop_assert!(reach.iter().all(Option::is_some), "perfect reaches every cell");
                prop_assert_eq!(passages.len() as u32, j.cells() - 1);
            }
            _ => {
                prop_assert!(reach[exit as usize].is_some());
                // The last wall Kruskal erased joined the start and the exit (unless the
                // crossings alone did, and Kruskal erased none).
                let kruskal = j.removed.len() - 4 * j.crossings.len();
                if kruskal > 0 {
                    let before: HashSet<u32> = j.removed[..j.removed.len() - 1].iter().copied().collect();
                    prop_assert!(bfs(&j.adjacency(&before), 0)[exit as usize].is_none());
                }
            }
        }
    }

    #[test]
    fn the_solution_is_shortest_and_the_keys_walk_it(
        seed in seed(), w in 2u32..24, h in 2u32..24, algorithm in kruskal(),
        braid in proptest::sample::select(vec![0u32, 60]),
    ) {
        let (maze, j) = woven(&seed, w, h, algorithm, braid);
        let exit = j.cells() - 1;
        let open: HashSet<u32> = j.removed.iter().copied().collect();
        let adj = j.adjacency(&open);
        let dist = bfs(&adj, 0);
        prop_assert_eq!(j.solution.first(), Some(&0));
        prop_assert_eq!(j.solution.last(), Some(&exit));
        prop_assert_eq!(Some(j.solution.len() as u32 - 1), dist[exit as usize]);
        for pair in j.solution.windows(2) {
            prop_assert!(adj[pair[0] as usize].contains(&pair[1]), "{:?} is not open", pair);
        }
        // The step rule from the wall bytes and crossings gives the same distances.
        let mut by_steps = vec![Vec::new(); j.cells() as usize];
        for cell in 0..j.cells() {
            for dir in Direction::ALL {
                if let Some(n) = j.step(cell, dir) { by_steps[cell as usize].push(n); }
            }
        }
        prop_assert_eq!(&bfs(&by_steps, 0), &dist);
        // The keys walk the solution: each press and each arrow step lands on its next cell.
        prop_assert_eq!(j.keys.len() + 1, j.solution.len());
        let mut pressed = Play::new(maze.clone(), None);
        let mut stepped = Play::new(maze, None);
        for (i, key) in j.keys.iter().enumerate() {
            let (outcome, _) = pressed.press(key, i as f64).unwrap();
            let stepped_outcome = stepped.step(arrow(key), i as f64);
            prop_assert_eq!(outcome, stepped_outcome);
            prop_assert_eq!(pressed.player(), j.solution[i + 1]);
            prop_assert_eq!(stepped.player(), j.solution[i + 1]);
            prop_assert_eq!(j.step(j.solution[i], arrow(key)), Some(j.solution[i + 1]));
            let (a, b) = (j.solution[i], j.solution[i + 1]);
            let expected = if j.crossings.iter().any(|c| c.0 == b) {
                Some(Passing::Over)
            } else if a.abs_diff(b) == 2 && a / w == b / w || a.abs_diff(b) == 2 * w {
                Some(Passing::Under)
            } else {
                None
            };
            prop_assert_eq!(pressed.passing(), expected);
        }
        prop_assert!(pressed.won() && stepped.won());
    }
}

#[test]
fn a_bridge_blocks_across_it_and_a_tunnel_is_one_move() {
    // Find a crossing with its tunnel's first end open toward it and stand there.
    let seed = Seed::parse("bridges").unwrap();
    let maze = generate_woven(&seed, 12, 12, Algorithm::Perfect, 0).unwrap();
    let woven = maze.layout.woven().unwrap().clone();
    let crossing = woven.crossings()[0];
    let w = woven.width();
    let (into, across, along) = match crossing.over {
        seedmaze::maze::shape::Over::Horizontal => {
            (crossing.cell - w, Direction::South, Direction::North)
        }
        seedmaze::maze::shape::Over::Vertical => {
            (crossing.cell - 1, Direction::East, Direction::West)
        }
    };
    assert_eq!(
        maze.layout.way_neighbor(into, across as usize).map(|n| n.1),
        Some(crossing.cell + (crossing.cell - into)),
        "the tunnel leads to the cell beyond"
    );
    assert_eq!(
        maze.layout.way_neighbor(crossing.cell, along as usize),
        None
    );
    let mut play = Play::new(maze, None);
    assert_eq!(play.step(along, 0.0), StepOutcome::Blocked);
    assert_eq!(play.passing(), None);
    assert_eq!(
        seedmaze::text::crossing(Passing::Under),
        "Under a crossing."
    );
}

#[test]
fn weaving_changes_the_maze_and_only_the_kruskal_pair_weaves() {
    let seed = Seed::parse("plain").unwrap();
    let plain = seedmaze::maze::generate(&seed, 16, 16, Algorithm::UnionFind).unwrap();
    let woven = generate_woven(&seed, 16, 16, Algorithm::UnionFind, 0).unwrap();
    assert_ne!(plain.removed, woven.removed);
    assert!(!woven.layout.woven().unwrap().crossings().is_empty());
    for algorithm in Algorithm::ALL {
        let made = generate_woven(&seed, 8, 8, algorithm, 0);
        match algorithm {
            Algorithm::UnionFind | Algorithm::Perfect => assert!(made.is_ok()),
            other => assert_eq!(made.unwrap_err(), WeaveError::Generator(other)),
        }
    }
    assert!(matches!(
        generate_woven(&seed, 1, 8, Algorithm::UnionFind, 0),
        Err(WeaveError::Size(_))
    ));
}

/// Golden woven mazes: `golden/weave.txt` holds `width height seed algorithm braid removed`.
const GOLDEN: &str = include_str!("golden/weave.txt");

#[test]
fn golden_woven_mazes_never_change() {
    let mut checked = 0;
    for line in GOLDEN.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 6, "bad vector line {line:.40}");
        let seed = Seed::parse(f[2]).unwrap();
        let algorithm = Algorithm::from_name(f[3]).unwrap();
        let (w, h) = (f[0].parse().unwrap(), f[1].parse().unwrap());
        let maze = generate_woven(&seed, w, h, algorithm, f[4].parse().unwrap()).unwrap();
        let removed: Vec<String> = maze.removed.iter().map(u32::to_string).collect();
        assert_eq!(removed.join(","), f[5], "{line:.40} changed");
        // Through the CLI too, as a square of those sides.
        let out = Command::new(env!("CARGO_BIN_EXE_seedmaze"))
            .args([
                "--weave", "--width", f[0], "--height", f[1], "--seed", f[2], "--algo", f[3],
                "--braid", f[4], "--format", "json",
            ])
            .output()
            .unwrap();
        assert!(out.status.success(), "{line:.40}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(field(&text, "removed"), f[5], "{line:.40} through the CLI");
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} woven vectors");
}

#[test]
fn the_cli_and_a_level_give_the_same_woven_maze() {
    let out = Command::new(env!("CARGO_BIN_EXE_seedmaze"))
        .args([
            "--weave", "--seed", "golden", "--level", "2", "--format", "json",
        ])
        .output()
        .unwrap();
    let (params, errors) = parse_query("seed=golden&level=2&weave=1", Seed::random);
    assert!(errors.is_empty());
    let session = seedmaze::game::plan::Plan::from_query(&params.to_query(), Seed::random).start();
    let text = String::from_utf8_lossy(&out.stdout);
    let removed: Vec<String> = session
        .play()
        .maze()
        .removed
        .iter()
        .map(u32::to_string)
        .collect();
    assert_eq!(field(&text, "removed"), removed.join(","));
    assert_eq!(
        numbers(field(&text, "solution")),
        session.solution().to_vec()
    );
}

#[test]
fn bad_weave_flags_exit_2_with_one_line() {
    for args in [
        &["--weave", "--shape", "hex"][..],
        &["--weave", "--mask", "HI"],
        &["--weave", "--algo", "backtracker"],
        &["--weave", "--size", "1"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_seedmaze"))
            .args(["--seed", "x"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn woven_ascii_and_svg_draw_the_crossings() {
    let run = |format: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_seedmaze"))
            .args([
                "--weave", "--seed", "draw", "--size", "12", "--algo", "perfect",
            ])
            .args(["--format", format])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let ascii = run("ascii");
    assert!(ascii.lines().next().unwrap().ends_with(" · weave"));
    assert!(ascii.contains(':') || ascii.contains(".."));
    // Each crossing a bridge of two rails, and no dashed hidden line.
    let svg = run("svg");
    let json = run("json");
    let crossings = field(&json, "crossings").matches('[').count();
    assert!(crossings > 0);
    assert_eq!(bridge_lines(&svg), 2 * crossings);
    assert!(!svg.contains("stroke-dasharray"));
    assert!(svg.trim_end().ends_with("</svg>"));
}

#[test]
fn a_woven_level_made_in_the_worker_is_adopted_as_a_shape() {
    use seedmaze::game::level_maker::worker_level;
    use seedmaze::game::session::{adopt::Origin, adopt_shape};
    let (params, errors) = parse_query("seed=worker&level=4&weave=1", Seed::random);
    assert!(errors.is_empty() && params.kind == seedmaze::link::Kind::Woven);
    let level = worker_level(&params, Default::default(), &mut |_, _| {}).unwrap();
    assert!(level.walls().is_empty(), "a woven level is sent as a shape");
    let (removed, solution) = (level.removed().to_vec(), level.solve());
    let session = adopt_shape(
        params.clone(),
        (removed.clone(), solution.clone()),
        Vec::new(),
        Origin::Outside,
    )
    .unwrap();
    assert!(session.play().maze().layout.woven().is_some());
    assert_eq!(session.solution(), &solution[..]);
    // A plain maze's erasures are not a woven maze's.
    let (plain, _) = parse_query("seed=worker&level=4", Seed::random);
    let plain = worker_level(&plain, Default::default(), &mut |_, _| {}).unwrap();
    let refused = adopt_shape(
        params,
        (plain.removed().to_vec(), plain.solve()),
        Vec::new(),
        Origin::Outside,
    );
    assert!(refused.is_err());
}
