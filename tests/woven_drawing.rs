//! Woven drawings (`draw=` with `weave=1`, square) against reference code written here, from
//! the JSON alone: the region is the unwoven drawing's; crossings sit on region cells whose
//! eight neighbours are region cells and no crossing, open on four sides; the erasures, read as passages
//! by a step rule of our own, are a forest joining the start and the exit (all of the region for
//! `perfect`); the solution is a shortest path under that rule and the page's keys walk it.
//! Golden vectors pin three drawings' woven mazes, natively and through the CLI.

#[path = "common/json_text.rs"]
mod json_text;
#[path = "common/written_json.rs"]
mod written_json;
use json_text::{bridge_lines, field, number, numbers};
#[path = "common/bfs.rs"]
mod bfs;
#[path = "common/naive.rs"]
mod naive;
use bfs::bfs;
use naive::Naive;
use proptest::prelude::*;
use seedmaze::game::play::Play;
use seedmaze::link::draw_code::encode;
use seedmaze::link::{Kind, Param, Params, parse_query};
use seedmaze::maze::drawing::Drawing;
use seedmaze::maze::{Direction, Seed, ShapeMaze, generate_shape};
use std::collections::{HashMap, HashSet};
use std::process::Command;

/// What the tests read of a woven drawing's JSON; cells are grid ids.
struct Json {
    width: u32,
    height: u32,
    region: Vec<u32>,
    /// The same cells, to look up.
    inside: HashSet<u32>,
    start: u32,
    exit: u32,
    removed: Vec<u32>,
    solution: Vec<u32>,
    keys: Vec<String>,
    /// Crossing cell → true when the east–west passage is on top ("h").
    crossings: HashMap<u32, bool>,
}

impl Json {
    fn parse(text: &str) -> Json {
        let region = numbers(field(text, "region"));
        Json {
            width: number(text, "width"),
            height: number(text, "height"),
            inside: region.iter().copied().collect(),
            region,
            start: number(text, "start"),
            exit: number(text, "exit"),
            removed: numbers(field(text, "removed")),
            solution: numbers(field(text, "solution")),
            keys: field(text, "keys")
                .split(',')
                .filter(|s| !s.is_empty())
                .map(|s| s.trim_matches('"').to_owned())
                .collect(),
            crossings: if text.contains("\"crossings\":[") {
                field(text, "crossings")
            } else {
                ""
            }
            .split("],[")
            .filter(|s| !s.is_empty())
            .map(|s| (numbers(s)[0], s.contains("\"h\"")))
            .collect(),
        }
    }

    /// The grid cell beside `cell` towards `dir`, by coordinates.
    fn beside(&self, cell: u32, dir: Direction) -> Option<u32> {
        let (w, h) = (self.width, self.height);
        let (x, y) = (cell % w, cell / w);
        match dir {
            Direction::North => (y > 0).then(|| cell - w),
            Direction::South => (y + 1 < h).then(|| cell + w),
            Direction::West => (x > 0).then(|| cell - 1),
            Direction::East => (x + 1 < w).then(|| cell + 1),
        }
    }

    /// The contract's id of the wall between `cell` and the cell beside it towards `dir`.
    fn wall(&self, cell: u32, dir: Direction) -> Option<u32> {
        let next = self.beside(cell, dir)?;
        Some(match dir {
            Direction::East => 2 * cell,
            Direction::South => 2 * cell + 1,
            Direction::West => 2 * next,
            Direction::North => 2 * next + 1,
        })
    }

    /// Whether a move towards `dir` runs across the bridge of crossing `cell` (under it).
    fn across(&self, cell: u32, dir: Direction) -> bool {
        let vertical = matches!(dir, Direction::North | Direction::South);
        self.crossings.get(&cell) == Some(&vertical)
    }

    /// Where a step from `cell` towards `dir` lands through erased walls: on a bridge only
    /// along it; into a crossing across its bridge, under it to the region cell beyond.
    fn step(&self, cell: u32, dir: Direction, open: &HashSet<u32>) -> Option<u32> {
        let region = &self.inside;
        if self.across(cell, dir) {
            return None;
        }
        let next = self.beside(cell, dir).filter(|n| region.contains(n))?;
        if !open.contains(&self.wall(cell, dir)?) {
            return None;
        }
        if !self.across(next, dir) {
            return Some(next);
        }
        let beyond = self.beside(next, dir).filter(|n| region.contains(n))?;
        open.contains(&self.wall(next, dir)?).then_some(beyond)
    }

    /// The passage an erased wall opens, as its two ends (a tunnel's two walls name one).
    fn passage(&self, wall: u32) -> (u32, u32) {
        let (a, dir) = (
            wall / 2,
            [Direction::East, Direction::South][wall as usize % 2],
        );
        let b = self.beside(a, dir).expect("an interior wall");
        let back = [Direction::West, Direction::North][wall as usize % 2];
        if self.across(b, dir) {
            (a, self.beside(b, dir).unwrap())
        } else if self.across(a, dir) {
            (self.beside(a, back).unwrap(), b)
        } else {
            (a, b)
        }
    }
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

/// The maze of `query` (its layout from the link, as the page makes it) and its JSON.
fn made(query: &str) -> (Params, ShapeMaze, Json) {
    let (params, errors) = parse_query(query, Seed::random);
    assert!(errors.is_empty(), "{query}: {errors:?}");
    let layout = params.layout().expect("a layout");
    let maze = generate_shape(&params.seed, &layout, params.algorithm, params.braid);
    let text = written_json::written(&params, &maze);
    (params, maze, Json::parse(&text))
}

/// A drawing of random size and cells, with at least one painted.
fn drawing() -> impl Strategy<Value = Drawing> {
    (1u32..=24, 1u32..=24)
        .prop_flat_map(|(w, h)| {
            let cells = proptest::collection::vec(prop::bool::weighted(0.7), (w * h) as usize);
            (Just(w), Just(h), cells)
        })
        .prop_filter_map("a maze", |(w, h, cells)| {
            let d = Drawing::new(w, h, cells).ok()?;
            d.kept().ok().map(|_| d)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn a_woven_drawing_is_a_forest_of_passages_whose_solution_the_keys_walk(
        d in drawing(), side in 8u32..48, perfect in any::<bool>(), seed in "[a-z]{1,8}",
        braid in proptest::sample::select(vec![0u32, 40]),
    ) {
        let algo = if perfect { "perfect" } else { "union-find" };
        let code = encode(&d);
        let query = format!("seed={seed}&size={side}&algo={algo}&braid={braid}&draw={code}&weave=1");
        let (params, maze, j) = made(&query);
        prop_assert!(matches!(params.kind, Kind::WovenDrawing(_)));
        // The cells are the unwoven drawing's.
        let (_, _, plain) = made(&format!("seed={seed}&size={side}&algo={algo}&draw={code}"));
        prop_assert_eq!(&j.region, &plain.region);
        prop_assert_eq!((j.start, j.exit), (j.region[0], *j.region.last().unwrap()));
        // Crossings: on region cells whose eight neighbours are region cells with no crossing
        // among them, open on four sides.
        let region: HashSet<u32> = j.region.iter().copied().collect();
        let open: HashSet<u32> = j.removed.iter().copied().collect();
        prop_assert_eq!(open.len(), j.removed.len(), "an id erased twice");
        for &c in j.crossings.keys() {
            prop_assert!(region.contains(&c));
            for dir in Direction::ALL {
                let n = j.beside(c, dir);
                prop_assert!(n.is_some_and(|n| region.contains(&n)), "crossing {c} at the edge");
                prop_assert!(open.contains(&j.wall(c, dir).unwrap()), "crossing {c} closed");
            }
            let (x, y) = (c % j.width, c / j.width);
            for n in [y - 1, y, y + 1].iter().flat_map(|y| [x - 1, x, x + 1].map(|x| y * j.width + x)) {
                prop_assert!(region.contains(&n), "crossing {c} beside the edge at {n}");
                prop_assert!(n == c || !j.crossings.contains_key(&n), "crossings {c} and {n} touch");
            }
        }
        // Passages: each erased wall joins two region cells; without braid, a forest.
        let index: HashMap<u32, usize> = j.region.iter().enumerate().map(|(i, &g)| (g, i)).collect();
        let mut sets = Naive::new(j.region.len());
        let mut passages = HashSet::new();
        for &wall in &j.removed {
            let (a, b) = j.passage(wall);
            prop_assert!(region.contains(&a) && region.contains(&b), "wall {wall} leaves the region");
            if passages.insert((a, b)) {
                let joined = sets.join(index[&a], index[&b]);
                prop_assert!(joined || braid > 0, "a loop at wall {}", wall);
            }
        }
        prop_assert_eq!(sets.root(index[&j.start]), sets.root(index[&j.exit]));
        if perfect {
            let root = sets.root(0);
            prop_assert!((0..j.region.len()).all(|i| sets.root(i) == root), "perfect joins all");
        }
        // The solution is shortest under the step rule written here, and the keys walk it.
        let adj: Vec<Vec<u32>> = j.region.iter().map(|&g| {
            Direction::ALL.iter().filter_map(|&d| j.step(g, d, &open)).map(|n| index[&n] as u32).collect()
        }).collect();
        let dist = bfs(&adj, 0);
        prop_assert_eq!(j.solution.first(), Some(&j.start));
        prop_assert_eq!(j.solution.last(), Some(&j.exit));
        prop_assert_eq!(Some(j.solution.len() as u32 - 1), dist[index[&j.exit]]);
        prop_assert_eq!(j.keys.len() + 1, j.solution.len());
        let mut play = Play::new(maze, None);
        for (i, key) in j.keys.iter().enumerate() {
            prop_assert_eq!(j.step(j.solution[i], arrow(key), &open), Some(j.solution[i + 1]));
            play.press(key, i as f64).expect("a move key");
        }
        prop_assert!(play.won());
    }
}

/// `golden/draw_weave.txt`: `code side seed algorithm braid removed`, a woven drawing's erased
/// wall ids in order.
const GOLDEN: &str = include_str!("golden/draw_weave.txt");

#[test]
fn golden_woven_drawings_never_change_natively_or_through_the_cli() {
    let mut checked = 0;
    for line in GOLDEN.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 6, "bad vector line {line:.40}");
        let query = format!(
            "seed={}&size={}&algo={}&braid={}&draw={}&weave=1",
            f[2], f[1], f[3], f[4], f[0]
        );
        let (_, maze, j) = made(&query);
        let removed: Vec<String> = maze.removed.iter().map(u32::to_string).collect();
        assert_eq!(removed.join(","), f[5], "{line:.40} changed");
        assert!(!j.crossings.is_empty(), "{line:.40} has no crossing");
        let out = Command::new(env!("CARGO_BIN_EXE_seedmaze"))
            .args(["--draw", f[0], "--weave", "--size", f[1], "--seed", f[2]])
            .args(["--algo", f[3], "--braid", f[4], "--format", "json"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{line:.40}");
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(field(&text, "removed"), f[5], "{line:.40} through the CLI");
        assert!(text.contains(&format!("\"draw\":\"{}\"", f[0])));
        checked += 1;
    }
    assert!(checked >= 6, "only {checked} woven drawing vectors");
}

#[test]
fn weaving_a_drawing_changes_its_maze_not_its_cells_and_only_on_square_with_kruskal() {
    let code = GOLDEN.split(' ').next().unwrap();
    let (_, plain, p) = made(&format!("seed=w&size=30&draw={code}"));
    let (params, woven, j) = made(&format!("seed=w&size=30&draw={code}&weave=1"));
    assert_ne!(plain.removed, woven.removed);
    assert_eq!(p.region, j.region);
    // The link writes both back, and reads back to the same kind.
    let query = params.to_query();
    assert!(
        query.contains("draw=") && query.contains("weave=1"),
        "{query}"
    );
    assert_eq!(parse_query(&query, Seed::random).0.kind, params.kind);
    // Another shape or generator keeps the drawing, unwoven, with the weave's notice.
    for (extra, says) in [
        ("&shape=hex", "weaves square mazes only, not hex"),
        (
            "&algo=prim",
            "union-find and perfect generators only, not prim",
        ),
    ] {
        let (params, errors) =
            parse_query(&format!("seed=w&draw={code}&weave=1{extra}"), Seed::random);
        assert!(matches!(params.kind, Kind::Drawn(..)), "{extra}");
        let error = errors
            .iter()
            .find(|e| e.param == Param::Weave)
            .expect(extra);
        assert!(error.sentence().contains(says), "{}", error.sentence());
    }
}

#[test]
fn a_woven_drawing_made_in_the_worker_is_adopted_and_another_mazes_walls_are_not() {
    use seedmaze::game::level_maker::worker_level;
    use seedmaze::game::session::{adopt::Origin, adopt_shape};
    let code = GOLDEN.split(' ').next().unwrap();
    let (params, errors) =
        parse_query(&format!("seed=k&level=6&draw={code}&weave=1"), Seed::random);
    assert!(errors.is_empty());
    let level = worker_level(&params, Default::default(), &mut |_, _| {}).unwrap();
    let (removed, solution) = (level.removed().to_vec(), level.solve());
    let session = adopt_shape(
        params.clone(),
        (removed, solution.clone()),
        Vec::new(),
        Origin::Outside,
    )
    .unwrap();
    assert!(session.play().maze().layout.woven().is_some());
    assert_eq!(session.solution(), &solution[..]);
    let (plain, _) = parse_query(&format!("seed=k&level=6&draw={code}"), Seed::random);
    let plain = worker_level(&plain, Default::default(), &mut |_, _| {}).unwrap();
    let refused = adopt_shape(
        params,
        (plain.removed().to_vec(), plain.solve()),
        Vec::new(),
        Origin::Outside,
    );
    assert!(refused.is_err());
}

#[test]
fn the_cli_draws_a_woven_drawings_crossings_in_ascii_and_svg() {
    let code = GOLDEN.split(' ').next().unwrap();
    let run = |format: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_seedmaze"))
            .args([
                "--draw", code, "--weave", "--seed", "art", "--size", "24", "--format", format,
            ])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let ascii = run("ascii");
    assert!(
        ascii.lines().next().unwrap().ends_with(" · weave"),
        "{ascii}"
    );
    assert!(ascii.contains(':') || ascii.contains(".."), "{ascii}");
    let svg = run("svg");
    assert!(!svg.contains("stroke-dasharray") && svg.trim_end().ends_with("</svg>"));
    // Each crossing's bridge: two rails.
    let json = run("json");
    let crossings = field(&json, "crossings").matches('[').count();
    assert_eq!(bridge_lines(&svg), 2 * crossings);
}
