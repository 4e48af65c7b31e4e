//! The wasm facade in headless Chromium (`wasm-pack test --headless --chrome`): the views JS
//! reads have the native core's lengths and bytes, and bad input throws a JS `Error`.
#![cfg(target_arch = "wasm32")]

use seedmaze::web;

use js_sys::{Error, Uint8Array, Uint32Array, WebAssembly};
use seedmaze::maze::{Algorithm, Direction as CoreDirection, Seed, generate, solve};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web::{Direction, Game, Outcome, Plan, Wall, generate_maze};

wasm_bindgen_test_configure!(run_in_browser);

/// Reads `len` bytes at `ptr` the way main.js does: a `Uint8Array` view on wasm memory.
fn u8_view(ptr: *const u8, len: usize) -> Vec<u8> {
    let memory: WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    Uint8Array::new_with_byte_offset_and_length(&memory.buffer(), ptr as u32, len as u32).to_vec()
}

/// Reads `len` u32 values at `ptr` through a `Uint32Array` view on wasm memory.
fn u32_view(ptr: *const u32, len: usize) -> Vec<u32> {
    let memory: WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    Uint32Array::new_with_byte_offset_and_length(&memory.buffer(), ptr as u32, len as u32).to_vec()
}

fn seed(text: &str) -> Seed {
    Seed::parse(text).unwrap()
}

/// The game the page starts for `query`: every level goes through a `Plan`.
fn start(query: &str) -> Game {
    Game::start(&Plan::from_query(query))
}

/// The message of a thrown value, which must be a JS `Error`.
fn error_message(thrown: JsValue) -> String {
    assert!(thrown.is_instance_of::<Error>(), "not an Error: {thrown:?}");
    String::from(thrown.unchecked_into::<Error>().message())
}

#[wasm_bindgen_test]
fn generate_maze_matches_the_native_core() {
    for (w, h, s, algo) in [
        (8, 8, "abc", Algorithm::UnionFind),
        (13, 5, "xyz-09", Algorithm::Perfect),
        (200, 150, "big", Algorithm::UnionFind),
    ] {
        let native = generate(&seed(s), w, h, algo).unwrap();
        let maze = generate_maze(w, h, s, algo.name()).unwrap_or_else(|_| panic!("{s}"));
        assert_eq!((maze.width(), maze.height()), (w, h));
        assert_eq!(maze.walls_len(), (w * h) as usize);
        assert_eq!(maze.walls().to_vec(), native.grid.walls());
        assert_eq!(
            u8_view(maze.walls_ptr(), maze.walls_len()),
            native.grid.walls()
        );
        assert_eq!(maze.removed().to_vec(), native.removed);
    }
}

#[wasm_bindgen_test]
fn bad_input_throws_an_error_with_a_clear_message() {
    let cases = [
        (1, 8, "abc", "union-find", "out of range"),
        (8, 2001, "abc", "union-find", "out of range"),
        (8, 8, "", "union-find", "empty"),
        (8, 8, "a b", "union-find", "character"),
        (8, 8, &"x".repeat(33), "union-find", "33 characters"),
        (8, 8, "abc", "dfs", "unknown algorithm"),
    ];
    for (w, h, s, algo, needle) in cases {
        let thrown = match generate_maze(w, h, s, algo) {
            Ok(_) => panic!("{w}x{h} {s:?} {algo:?} was accepted"),
            Err(e) => JsValue::from(e),
        };
        let message = error_message(thrown);
        assert!(message.contains(needle), "{message:?} lacks {needle:?}");
    }
}

#[wasm_bindgen_test]
fn game_views_match_the_native_core() {
    let game = start("?seed=view-test&level=3");
    let native = generate(&seed("view-test"), 16, 16, Algorithm::UnionFind).unwrap();
    let path = solve::shortest_path(&native.grid).unwrap();
    assert_eq!((game.width(), game.height(), game.level()), (16, 16, 3));
    assert_eq!(game.walls_len(), 256);
    assert_eq!(
        u8_view(game.walls_ptr(), game.walls_len()),
        native.grid.walls()
    );
    assert_eq!(
        u32_view(game.removed_ptr(), game.removed_len()),
        native.removed
    );
    assert_eq!(u32_view(game.solution_ptr(), game.solution_len()), path);
    let visited = u8_view(game.visited_ptr(), game.visited_len());
    assert_eq!(visited.len(), 256);
    assert_eq!(visited.iter().map(|&b| u32::from(b)).sum::<u32>(), 1);
    assert_eq!(u32_view(game.trail_ptr(), game.trail_len()), vec![0]);
    let links = u8_view(game.links_ptr(), game.links_len());
    assert_eq!(links.iter().filter(|&&b| b != 0).count(), path.len());
    assert_eq!(game.query(), "seed=view-test&level=3");
    assert!(game.notices().is_empty());
}

#[wasm_bindgen_test]
fn following_the_solution_wins_and_the_next_plan_is_larger() {
    let mut game = start("?seed=walk&level=1");
    let path = u32_view(game.solution_ptr(), game.solution_len());
    assert!(game.next_plan().is_none(), "no next level before the win");
    let dirs = path.windows(2).map(|p| {
        let (a, b) = (p[0], p[1]);
        if b == a + 1 {
            Direction::East
        } else if a == b + 1 {
            Direction::West
        } else if b > a {
            Direction::South
        } else {
            Direction::North
        }
    });
    let outcomes: Vec<Outcome> = dirs
        .enumerate()
        .map(|(i, d)| game.step(d as u8, i as f64 * 100.0))
        .collect();
    assert_eq!(outcomes.last(), Some(&Outcome::Won));
    assert!(
        outcomes[..outcomes.len() - 1]
            .iter()
            .all(|&o| o == Outcome::Moved)
    );
    assert_eq!(game.step(Direction::West as u8, 1e6), Outcome::Finished);
    let visited = u8_view(game.visited_ptr(), game.visited_len());
    for cell in &path {
        assert_eq!(visited[*cell as usize], 1);
    }
    let trail = u32_view(game.trail_ptr(), game.trail_len());
    assert_eq!(trail, path);
    let moves = path.len() - 1;
    // The win is stored as a record (dated by `Date.now()`'s day) and announced.
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let report = game.win(1e9, 1_796_000_000_000.0);
    let text = js_sys::Reflect::get(&report, &"text".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(
        text.starts_with("Level 1 solved in 0:0")
            && text.contains(&format!(
                "with {moves} moves. New best time! Fewest moves yet!"
            )),
        "{text}"
    );
    assert_eq!(
        storage
            .get_item("seedmaze.best.v1?seed=walk&level=1")
            .unwrap()
            .as_deref(),
        Some(format!("r2;{};2026-11-30;{moves};2026-11-30", (moves - 1) * 100).as_str())
    );
    // Where to continue: the next level.
    assert_eq!(
        storage.get_item("seedmaze.progress.v1").unwrap().as_deref(),
        Some("seed=walk&level=2")
    );
    let next = game.next_plan().expect("a next level after the win");
    assert_eq!((next.seed(), next.side()), ("walk".into(), 12));
    let game = Game::start(&next);
    assert_eq!((game.level(), game.width()), (2, 12));
    assert_eq!(game.query(), "seed=walk&level=2");
    assert_eq!(game.moves(), 0);
    let reseeded = Game::start(&game.new_seed_plan());
    assert_eq!((reseeded.level(), reseeded.width()), (2, 12));
    assert_ne!(reseeded.seed(), "walk");
}

#[wasm_bindgen_test]
fn walls_block_exactly_where_the_bytes_say() {
    let mut game = start("?seed=block&level=2");
    let walls = u8_view(game.walls_ptr(), game.walls_len());
    // North and west of the start are the border; unknown direction values are blocked too.
    assert_eq!(game.step(Direction::North as u8, 0.0), Outcome::Blocked);
    assert_eq!(game.step(Direction::West as u8, 0.0), Outcome::Blocked);
    assert_eq!(game.step(9, 0.0), Outcome::Blocked);
    let east_open = walls[0] & Wall::East as u8 == 0;
    let expected = if east_open {
        Outcome::Moved
    } else {
        Outcome::Blocked
    };
    assert_eq!(game.step(Direction::East as u8, 0.0), expected);
    assert_eq!(game.player(), u32::from(east_open));
    assert!(CoreDirection::from_u8(Direction::South as u8).is_some());
}

#[wasm_bindgen_test]
fn bad_query_becomes_notices_and_a_playable_default() {
    let game = start("?seed=no%20spaces&level=abc&size=1&algo=dfs");
    let notices = game.notices();
    assert_eq!(notices.len(), 4, "{notices:?}");
    assert!(notices.iter().all(|n| n.contains("instead")));
    assert_eq!(
        (game.level(), game.width(), game.algorithm()),
        (1, 8, "union-find".into())
    );
    assert!(Seed::parse(&game.seed()).is_ok());
}

/// Records and progress live in the browser's storage, read and written by Rust: corrupt
/// entries are ignored, the table lists only good records, the bare page continues.
#[wasm_bindgen_test]
fn records_and_progress_are_kept_in_storage() {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    storage
        .set_item("seedmaze.best.v1?seed=best&level=1", "{\"ms\":3}")
        .unwrap();
    storage
        .set_item("seedmaze.best.v1?seed=best&level=2", "r2;4200;-;9;-")
        .unwrap();
    storage.set_item("another-app", "4200").unwrap();
    let best = |game: &Game| {
        let view = game.view(0.0);
        let text = js_sys::Reflect::get(&view, &"text".into()).unwrap();
        js_sys::Reflect::get(&text, &"best".into())
            .unwrap()
            .as_string()
            .unwrap()
    };
    let game = start("?seed=best&level=1");
    assert_eq!(best(&game), "–", "a corrupt record shows no best");
    assert!(game.win(0.0, 0.0).is_undefined(), "no record before a win");
    assert_eq!(best(&start("?seed=best&level=2")), "0:04.2");
    let rows = web::records_table();
    assert_eq!(rows.length(), 1, "only the good record is listed");
    let label = js_sys::Reflect::get(&rows.get(0), &"label".into()).unwrap();
    assert_eq!(label.as_string().as_deref(), Some("seed best · level 2"));
    // Starting a level remembers it; the bare page continues it, a link does not.
    start("?seed=best&level=2").remember();
    let resumed = Plan::for_page("");
    assert!(resumed.resumed());
    assert_eq!((resumed.seed(), resumed.side()), ("best".into(), 12));
    assert!(!Plan::for_page("?seed=other").resumed());
    storage
        .set_item("seedmaze.progress.v1", "level=3&seed=best")
        .unwrap();
    assert!(
        !Plan::for_page("").resumed(),
        "a value that is not a canonical query is ignored"
    );
    assert_eq!(web::clear_records(), 2);
    assert_eq!(web::records_table().length(), 0);
    assert_eq!(
        storage.get_item("another-app").unwrap().as_deref(),
        Some("4200")
    );
    storage.clear().unwrap();
}

#[wasm_bindgen_test]
fn golden_vectors_hold_in_wasm() {
    let mut checked = 0;
    for line in include_str!("golden/vectors.txt").lines() {
        let f: Vec<&str> = line.split(' ').collect();
        let [s, w, h, algo, hex] = f[..] else {
            panic!("bad vector line {line:?}");
        };
        let (w, h) = (w.parse().unwrap(), h.parse().unwrap());
        let maze = generate_maze(w, h, s, algo).unwrap_or_else(|_| panic!("{line:.40}"));
        let got: String = maze
            .walls()
            .to_vec()
            .iter()
            .map(|b| format!("{b:x}"))
            .collect();
        assert_eq!(got, hex, "{s} {w}x{h} {algo}");
        checked += 1;
    }
    assert!(checked >= 5);
}

/// The issue-6 exports: generator names, searches, statistics, SVG and algorithm switching
/// agree with the native core.
#[wasm_bindgen_test]
fn explore_stats_svg_and_algorithms_match_the_core() {
    use seedmaze::maze::search::{Strategy, explore};
    use seedmaze::maze::stats::stats;
    let names = web::algorithms();
    assert_eq!(names.len(), Algorithm::ALL.len());
    assert_eq!(names[0], "union-find");
    let game = start("?seed=extras&level=2&algo=pathcut");
    let native = generate(&seed("extras"), 12, 12, Algorithm::PathCut).unwrap();
    for (a_star, strategy) in [(false, Strategy::BreadthFirst), (true, Strategy::AStar)] {
        let run = game.explore(a_star);
        let expected = explore(&native.grid, strategy);
        assert_eq!(run.expanded().to_vec(), expected.expanded);
        assert_eq!(run.path().to_vec(), expected.path);
    }
    let s = game.stats();
    let n = stats(&native.grid);
    assert_eq!(
        (s.dead_ends(), s.junctions(), s.solution_length(), s.loops()),
        (n.dead_ends, n.junctions, n.solution_length, n.loops)
    );
    let svg = game.svg(true);
    assert!(svg.starts_with("<svg") && svg.contains("polyline") && svg.contains("seed extras"));
    assert!(!game.svg(false).contains("polyline"));
    let query = game.query_with_algorithm("wilson").unwrap_or_default();
    assert_eq!(query, "seed=extras&level=2&algo=wilson");
    let thrown = game.query_with_algorithm("<b>").err().map(JsValue::from);
    assert!(error_message(thrown.unwrap()).contains("unknown algorithm"));
}
