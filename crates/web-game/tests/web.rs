//! The game's wasm build in headless Chromium (`wasm-pack test --headless --chrome
//! crates/web-game`): what JS reads has the native core's bytes, the drawing commands draw the
//! maze, and bad input throws a JS `Error`. The first paint's and the tools' builds have their
//! own tests (in their crates).
#![cfg(target_arch = "wasm32")]

use seedmaze_web_game as web;

#[path = "../../../tests/common/wasm.rs"]
mod common;

use js_sys::{Error, Uint8Array, Uint32Array};
use maze::{Algorithm, Direction as CoreDirection, Seed, generate, solve};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web::{Direction, Game, Outcome, PagePlan, Wall};

wasm_bindgen_test_configure!(run_in_browser);

/// Field `key` of a plain object from the facade.
fn field(object: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(object, &key.into()).unwrap()
}

/// A typed-array field as a vector.
fn bytes(object: &JsValue, key: &str) -> Vec<u8> {
    field(object, key).unchecked_into::<Uint8Array>().to_vec()
}

/// A `Uint32Array` field as a vector.
fn words(object: &JsValue, key: &str) -> Vec<u32> {
    field(object, key).unchecked_into::<Uint32Array>().to_vec()
}

fn seed(text: &str) -> Seed {
    Seed::parse(text).unwrap()
}

/// What the page's worker sends for `query`: `{ walls, removed }` first (a square's walls
/// alone), then `{ solution, removed }` (a square's erasure order); returned as the first half
/// with every erased id in `removed`, whichever half carried them, and the solution.
fn make(query: &str) -> (JsValue, Vec<u32>) {
    let parts = web::worker::make_level(query, &js_sys::Function::new_no_args(""), 0).unwrap();
    assert!(
        field(&parts, "solution").is_undefined(),
        "the walls come alone"
    );
    let later = web::worker::solve_level().unwrap();
    let (first, after) = (words(&parts, "removed"), words(&later, "removed"));
    let square = !bytes(&parts, "walls").is_empty();
    assert_eq!(
        (first.is_empty(), after.is_empty()),
        (square, !square),
        "a square's ids come with the solution, another shape's with the walls"
    );
    if square {
        let _ = js_sys::Reflect::set(&parts, &"removed".into(), &field(&later, "removed"));
    }
    (parts, words(&later, "solution"))
}

/// The message of a thrown value, which must be a JS `Error`.
fn error_message(thrown: JsValue) -> String {
    assert!(thrown.is_instance_of::<Error>(), "not an Error: {thrown:?}");
    String::from(thrown.unchecked_into::<Error>().message())
}

#[wasm_bindgen_test]
fn game_views_match_the_native_core() {
    let game = start("?seed=view-test&level=3");
    let native = generate(&seed("view-test"), 16, 16, Algorithm::UnionFind).unwrap();
    let path = solve::shortest_path(&native.grid).unwrap();
    assert_eq!(
        (
            game.level_info().width(),
            game.level_info().height(),
            game.level_info().level()
        ),
        (16, 16, 3)
    );
    assert_eq!(game.board().wall_bytes().to_vec(), native.grid.walls());
    assert_eq!(game.board().solution_cells().to_vec(), path);
    let state = game.board().debug_state();
    assert_eq!(words(&state, "trail"), vec![0]);
    assert_eq!(
        field(&state, "query").as_string().unwrap(),
        game.level_info().query()
    );
    assert_eq!(game.level_info().query(), "seed=view-test&level=3");
    assert!(game.level_info().notices().is_empty());
}

#[wasm_bindgen_test]
fn following_the_solution_wins_and_the_next_plan_is_larger() {
    let game = start("?seed=walk&level=1");
    let path = game.board().solution_cells().to_vec();
    assert!(
        game.level_info().next_plan().is_none(),
        "no next level before the win"
    );
    let dirs = path.windows(2).map(|p| direction(p[0], p[1]));
    let outcomes: Vec<Outcome> = dirs
        .enumerate()
        .map(|(i, d)| game.step(d as u16, i as f64 * 100.0))
        .collect();
    assert_eq!(outcomes.last(), Some(&Outcome::Won));
    assert!(
        outcomes[..outcomes.len() - 1]
            .iter()
            .all(|&o| o == Outcome::Moved)
    );
    assert_eq!(game.step(Direction::West as u16, 1e6), Outcome::Finished);
    assert_eq!(words(&game.board().debug_state(), "trail"), path);
    let moves = path.len() - 1;
    // The win is stored as a record (dated by `Date.now()`'s day) and announced.
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let report = game.level_info().win(1e9, 1_796_000_000_000.0);
    let text = js_sys::Reflect::get(&report, &"text".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert!(
        text.starts_with("Level 1 solved in 0:0")
            && text.contains(&format!("with {moves} moves. Difficulty grade "))
            && text.contains(" of 10: ")
            && text.contains(" mazes of its kind at this level. New best time! Fewest moves yet!"),
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
    let next = game
        .level_info()
        .next_plan()
        .expect("a next level after the win");
    assert_eq!((next.seed(), next.side()), ("walk".into(), 12));
    let game = Game::start(&next);
    assert_eq!(
        (game.level_info().level(), game.level_info().width()),
        (2, 12)
    );
    assert_eq!(game.level_info().query(), "seed=walk&level=2");
    assert_eq!(game.level_info().moves(), 0);
    let reseeded = Game::start(&game.level_info().new_seed_plan());
    assert_eq!(
        (reseeded.level_info().level(), reseeded.level_info().width()),
        (2, 12)
    );
    assert_ne!(reseeded.level_info().seed(), "walk");
}

/// The view reads the settings, the theme and the record from a cache: every change the facade
/// makes (a setting, a win, clearing the records) shows in the next view.
#[wasm_bindgen_test]
fn the_view_follows_the_settings_and_the_record_it_caches() {
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.clear().unwrap();
    let game = start("?seed=cache&level=1");
    let value =
        |game: &Game, group: &str, name: &str| field(&field(&game.board().view(0.0), group), name);
    assert_eq!(value(&game, "values", "sound"), JsValue::TRUE);
    assert_eq!(value(&game, "values", "theme"), JsValue::from("auto"));
    assert_eq!(value(&game, "text", "best"), JsValue::from("–"));
    web::set_setting("sound", "0");
    web::set_setting("theme", "dark");
    assert_eq!(value(&game, "values", "sound"), JsValue::FALSE);
    assert_eq!(value(&game, "values", "theme"), JsValue::from("dark"));
    let path = game.board().solution_cells().to_vec();
    for (i, pair) in path.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        let dir = match b as i64 - a as i64 {
            1 => Direction::East,
            -1 => Direction::West,
            d if d > 0 => Direction::South,
            _ => Direction::North,
        };
        game.step(dir as u16, i as f64 * 100.0);
    }
    game.level_info().win(1e9, 1_796_000_000_000.0);
    assert_ne!(
        value(&game, "text", "best"),
        JsValue::from("–"),
        "the win's record shows"
    );
    // The tools' build clears the records; the game then reads storage again.
    for i in (0..storage.length().unwrap()).rev() {
        let key = storage.key(i).unwrap().unwrap();
        if key.starts_with("seedmaze.best") {
            storage.remove_item(&key).unwrap();
        }
    }
    assert_ne!(value(&game, "text", "best"), JsValue::from("–"), "cached");
    web::storage_changed();
    assert_eq!(value(&game, "text", "best"), JsValue::from("–"), "cleared");
    web::set_setting("sound", "1");
    web::set_setting("theme", "auto");
    assert_eq!(value(&game, "values", "sound"), JsValue::TRUE);
    storage.clear().unwrap();
}

#[wasm_bindgen_test]
fn walls_block_exactly_where_the_bytes_say() {
    let game = start("?seed=block&level=2");
    let walls = game.board().wall_bytes().to_vec();
    // North and west of the start are the border; unknown direction values are blocked too.
    assert_eq!(game.step(Direction::North as u16, 0.0), Outcome::Blocked);
    assert_eq!(game.step(Direction::West as u16, 0.0), Outcome::Blocked);
    assert_eq!(game.step(9, 0.0), Outcome::Blocked);
    let east_open = walls[0] & Wall::East as u8 == 0;
    let expected = if east_open {
        Outcome::Moved
    } else {
        Outcome::Blocked
    };
    assert_eq!(game.step(Direction::East as u16, 0.0), expected);
    assert_eq!(game.level_info().player(), u32::from(east_open));
    assert!(CoreDirection::from_u8(Direction::South as u8).is_some());
}

/// A frame's drawing commands cover the canvas, and a move repaints only its two cells; the
/// carve replay ends with the maze's own walls.
#[wasm_bindgen_test]
fn frames_paint_the_maze_and_the_carve_replay_ends_with_its_walls() {
    let game = start("?seed=frames&level=2");
    assert!(
        game.board().frame(0.0).is_empty(),
        "nothing to draw before the canvas has a size"
    );
    game.board().resize(300.0, 300.0, 1.0, true, None);
    let first = game.board().frame(0.0);
    let arity = web::canvas::draw_arity();
    // A fill of the whole canvas first: ink 0 (the background), then a 300×300 rectangle.
    assert_eq!(first[..2], [0.0, 0.0]);
    assert_eq!(first[2..7], [1.0, 0.0, 0.0, 300.0, 300.0]);
    let mut at = 0;
    while at < first.len() {
        at += 1 + usize::from(arity[first[at] as usize]);
    }
    assert_eq!(at, first.len(), "every command has its numbers");
    assert!(!game.board().animating(), "one frame paints it all");
    let open = game.board().wall_bytes().to_vec()[0] & Wall::East as u8 == 0;
    let dir = if open {
        Direction::East
    } else {
        Direction::South
    };
    assert_eq!(game.step(dir as u16, 1.0), Outcome::Moved);
    let moved = game.board().frame(2.0);
    assert!(!moved.is_empty() && moved.len() < first.len() / 4);
    game.board().carve(100);
    assert_eq!(
        game.step(dir as u16, 3.0),
        Outcome::Busy,
        "no moves while carving"
    );
    game.board().frame(4.0);
    assert_eq!(
        bytes(&game.board().carve_state(), "walls"),
        game.board().wall_bytes().to_vec()
    );
    assert!(
        field(&game.board().carve_state(), "progress").is_null(),
        "finished at once"
    );
}

#[wasm_bindgen_test]
fn bad_query_becomes_notices_and_a_playable_default() {
    let game = start("?seed=no%20spaces&level=abc&size=1&algo=dfs");
    let notices = game.level_info().notices();
    assert_eq!(notices.len(), 4, "{notices:?}");
    assert!(notices.iter().all(|n| n.contains("instead")));
    assert_eq!(
        (
            game.level_info().level(),
            game.level_info().width(),
            game.level_info().algorithm()
        ),
        (1, 8, "union-find".into())
    );
    assert!(Seed::parse(&game.level_info().seed()).is_ok());
}

/// Records and progress live in the browser's storage, read and written by Rust: corrupt
/// entries are ignored, the table lists only good records, the bare page continues.
#[wasm_bindgen_test]
fn records_and_progress_are_kept_in_storage() {
    let storage = common::storage_with_records();
    let best = |game: &Game| {
        let view = game.board().view(0.0);
        let text = js_sys::Reflect::get(&view, &"text".into()).unwrap();
        js_sys::Reflect::get(&text, &"best".into())
            .unwrap()
            .as_string()
            .unwrap()
    };
    let game = start("?seed=best&level=1");
    assert_eq!(best(&game), "–", "a corrupt record shows no best");
    assert!(
        game.level_info().win(0.0, 0.0).is_undefined(),
        "no record before a win"
    );
    assert_eq!(best(&start("?seed=best&level=2")), "0:04.2");
    // Starting a level remembers it; the bare page continues it, a link does not.
    start("?seed=best&level=2").level_info().remember();
    let resumed = PagePlan::for_page("", None, None);
    assert!(resumed.resumed());
    assert_eq!((resumed.seed(), resumed.side()), ("best".into(), 12));
    assert!(!PagePlan::for_page("?seed=other", None, None).resumed());
    // The first paint's seed stands in for a link without one, and only then.
    let chosen = PagePlan::for_page("?level=4", Some("chosen".into()), None);
    assert_eq!((chosen.seed(), chosen.side()), ("chosen".into(), 20));
    assert_eq!(
        PagePlan::for_page("?seed=linked", Some("chosen".into()), None).seed(),
        "linked"
    );
    // The level a first paint resolved is taken as it is: storage (level 2 of "best") is not
    // read again.
    let painted = PagePlan::for_page("seed=painted&level=3", None, Some(true));
    assert!(painted.resumed());
    assert_eq!((painted.seed(), painted.side()), ("painted".into(), 16));
    assert!(!PagePlan::for_page("", None, Some(false)).resumed());
    storage
        .set_item("seedmaze.progress.v1", "level=3&seed=best&level=4")
        .unwrap();
    assert!(
        !PagePlan::for_page("", None, None).resumed(),
        "a value with a bad parameter (here a repeated one) is ignored"
    );
    storage.set_item("seedmaze.progress.v1", "level=3").unwrap();
    assert!(
        !PagePlan::for_page("", None, None).resumed(),
        "a value without its seed is ignored"
    );
    storage
        .set_item("seedmaze.progress.v1", "level=3&seed=best")
        .unwrap();
    let reordered = PagePlan::for_page("", None, None);
    assert!(reordered.resumed(), "in another order, the same level");
    assert_eq!((reordered.seed(), reordered.side()), ("best".into(), 16));
    storage.clear().unwrap();
}

/// The square golden vectors of every generator hold in the game's wasm, through a level.
#[wasm_bindgen_test]
fn golden_vectors_hold_in_the_games_wasm() {
    let mut checked = 0;
    for (query, v) in common::game_vectors() {
        let game = start(&query);
        assert!(game.level_info().notices().is_empty(), "{query}");
        assert_eq!(
            common::hex(&game.board().wall_bytes().to_vec()),
            v.hex,
            "{query}"
        );
        checked += 1;
    }
    assert!(checked >= 3);
}

/// The erased walls, in order, of the level `query` names, made by the game's wasm with no
/// notice.
fn removed_walls_of(query: &str) -> String {
    let game = start(query);
    assert!(
        game.level_info().notices().is_empty(),
        "{query}: {:?}",
        game.level_info().notices()
    );
    let removed: Vec<String> = game
        .board()
        .removed_walls()
        .to_vec()
        .iter()
        .map(u32::to_string)
        .collect();
    removed.join(",")
}

/// The golden word and woven mazes hold in the game's wasm, made through a level's link (the
/// game build's generators: `union-find` and `perfect`).
#[wasm_bindgen_test]
fn golden_word_and_woven_mazes_hold_in_the_games_wasm() {
    let words = include_str!("../../../tests/golden/masks.txt")
        .lines()
        .filter_map(|line| {
            let [mask, side, seed, algo, braid, removed] = line.split(' ').collect::<Vec<_>>()[..]
            else {
                return None;
            };
            let mask = mask.replace('_', "%20");
            let query = format!("seed={seed}&size={side}&algo={algo}&braid={braid}&mask={mask}");
            Some((query, algo.to_owned(), removed.to_owned()))
        });
    let woven = include_str!("../../../tests/golden/weave.txt")
        .lines()
        .filter_map(|line| {
            let [w, h, seed, algo, braid, removed] = line.split(' ').collect::<Vec<_>>()[..] else {
                return None;
            };
            let query = format!("seed={seed}&size={w}&algo={algo}&braid={braid}&weave=1");
            (w == h).then(|| (query, algo.to_owned(), removed.to_owned()))
        });
    let all = words.map(|v| (0, v)).chain(woven.map(|v| (1, v)));
    let mut checked = [0, 0];
    for (i, (query, algo, removed)) in all {
        if !["union-find", "perfect"].contains(&algo.as_str()) {
            continue;
        }
        assert_eq!(removed_walls_of(&query), removed, "{query}");
        checked[i] += 1;
    }
    assert!(checked[0] >= 1 && checked[1] >= 1, "{checked:?}");
}

/// The golden floors mazes hold in the game's wasm, made through a level's `floors=` link, and
/// the stair keys climb there.
#[wasm_bindgen_test]
fn golden_floors_mazes_hold_in_the_games_wasm() {
    let mut checked = 0;
    for line in include_str!("../../../tests/golden/floors.txt").lines() {
        let [count, side, seed, algo, braid, removed] = line.split(' ').collect::<Vec<_>>()[..]
        else {
            continue;
        };
        if !["union-find", "perfect"].contains(&algo) {
            continue;
        }
        let query = format!("seed={seed}&size={side}&algo={algo}&braid={braid}&floors={count}");
        assert_eq!(removed_walls_of(&query), removed, "{query}");
        checked += 1;
    }
    assert!(checked >= 4, "only {checked}");
    let game = start("seed=wasm-floors&level=2&floors=2");
    assert_eq!(game.key_command("PageUp", false).as_f64(), Some(4.0));
    assert_eq!(game.key_command("g", false).as_f64(), Some(5.0));
    let flat = start("seed=wasm-floors&level=2");
    assert!(
        flat.key_command("t", false).is_undefined(),
        "no stairs on one floor"
    );
}

/// The golden drawn mazes, woven or not, hold in the game's wasm, made through a level's
/// `draw=` link.
#[wasm_bindgen_test]
fn golden_drawn_mazes_hold_in_the_games_wasm() {
    let plain = include_str!("../../../tests/golden/draws.txt")
        .lines()
        .map(|l| (l, ""));
    let woven = include_str!("../../../tests/golden/draw_weave.txt").lines();
    let mut checked = [0, 0];
    for (line, weave) in plain.chain(woven.map(|l| (l, "&weave=1"))) {
        let [code, side, seed, algo, braid, removed] = line.split(' ').collect::<Vec<_>>()[..]
        else {
            continue;
        };
        if !["union-find", "perfect"].contains(&algo) {
            continue;
        }
        let query = format!("seed={seed}&size={side}&algo={algo}&braid={braid}&draw={code}{weave}");
        assert_eq!(removed_walls_of(&query), removed, "{query}");
        checked[usize::from(!weave.is_empty())] += 1;
    }
    assert!(checked[0] >= 6 && checked[1] >= 6, "{checked:?}");
}

/// The golden drawn mazes of hex, triangle and circle hold in the game's wasm too.
#[wasm_bindgen_test]
fn golden_drawn_shape_mazes_hold_in_the_games_wasm() {
    let mut checked = 0;
    for line in include_str!("../../../tests/golden/draw_shapes.txt").lines() {
        let [code, shape, size, seed, algo, braid, removed] =
            line.split(' ').collect::<Vec<_>>()[..]
        else {
            continue;
        };
        if !["union-find", "perfect"].contains(&algo) {
            continue;
        }
        let query =
            format!("seed={seed}&size={size}&algo={algo}&shape={shape}&braid={braid}&draw={code}");
        assert_eq!(removed_walls_of(&query), removed, "{query}");
        checked += 1;
    }
    assert!(checked >= 6, "{checked}");
}

/// The game build links only the Kruskal generators: another generator's level goes to the
/// worker (the tools' build), and made here it is union-find with a notice, never mislabelled.
#[wasm_bindgen_test]
fn every_generator_is_made_on_the_page_with_no_notice() {
    for algo in ["wilson", "prim", "backtracker", "pathcut"] {
        let query = format!("seed=other&level=1&algo={algo}");
        let plan = PagePlan::from_query(&query);
        assert!(!plan.background(), "{query}: a small level is made here");
        let game = Game::start(&plan);
        assert_eq!(game.level_info().algorithm(), algo);
        assert_eq!(game.level_info().query(), query);
        assert!(
            game.level_info().notices().is_empty(),
            "{:?}",
            game.level_info().notices()
        );
    }
}

/// The menu's shows and choices: generator names, the search view and algorithm switching
/// agree with the native core.
#[wasm_bindgen_test]
fn search_view_and_algorithms_match_the_core() {
    use maze::search::{Strategy, explore};
    let lists = web::menu_lists();
    let names: Vec<String> = lists[0].iter().filter_map(|v| v.as_string()).collect();
    assert_eq!(names.len(), Algorithm::ALL.len() + 1);
    assert_eq!(names[..2], ["algo-select", "union-find"]);
    let game = start("?seed=extras&level=2&algo=perfect");
    let native = generate(&seed("extras"), 12, 12, Algorithm::Perfect).unwrap();
    game.board().resize(400.0, 400.0, 1.0, true, None);
    for (a_star, strategy) in [(false, Strategy::BreadthFirst), (true, Strategy::AStar)] {
        game.board().search(a_star, 50);
        // With reduced motion the whole search shows in the first frame.
        assert!(!game.board().frame(0.0).is_empty());
        let expected = explore(&native.grid, strategy);
        let shown = game.board().search_state();
        assert_eq!(words(&shown, "path"), expected.path);
        assert_eq!(
            field(&shown, "total").as_f64(),
            Some(expected.expanded.len() as f64)
        );
        assert_eq!(
            field(&shown, "shown").as_f64(),
            field(&shown, "total").as_f64()
        );
    }
    // A choice gives the plan of the level it makes (its `query` getter reads the link).
    let planned = |chosen: &JsValue| field(&field(chosen, "plan"), "query").as_string();
    let wilson = game.choose("algo", "wilson");
    assert_eq!(
        planned(&wilson).as_deref(),
        Some("seed=extras&level=2&algo=wilson")
    );
    let fog = game.choose("fog", "1");
    assert_eq!(
        planned(&fog).as_deref(),
        Some("seed=extras&level=2&algo=perfect&mode=fog")
    );
    for (choice, value) in [
        ("algo", "<b>"),
        ("algo", "perfect"),
        ("fog", "0"),
        ("fog", "x"),
        ("x", "1"),
    ] {
        assert!(
            game.choose(choice, value).is_undefined(),
            "{choice}={value}"
        );
    }
}

/// A worker's maze taken in steps: each array is copied once (the steps to copy and check
/// are about the units over the budget), and the game equals the one made here.
#[wasm_bindgen_test]
fn adoption_copies_each_part_once_and_gives_the_same_game() {
    let query = "?seed=adopt&size=120";
    let (parts, solution) = make(query);
    let mut adoption = web::PageAdoption::new(
        &PagePlan::from_query(query),
        field(&parts, "walls").unchecked_into(),
        field(&parts, "removed").unchecked_into(),
        Uint32Array::from(solution.as_slice()),
    )
    .unwrap();
    let budget = 1000;
    let mut steps = 0;
    while !adoption.advance(budget).unwrap() {
        steps += 1;
        assert!(steps < 10_000, "the adoption does not end");
    }
    // The same parts checked by the core alone: the page's adoption takes exactly as many
    // steps more as it needs to copy each array once, a budget at a time.
    let core_parts = game::session::adopt::Parts {
        walls: bytes(&parts, "walls"),
        removed: words(&parts, "removed"),
        solution,
    };
    let copies: usize = [
        core_parts.walls.len(),
        core_parts.removed.len(),
        core_parts.solution.len(),
    ]
    .iter()
    .map(|n| n.div_ceil(budget as usize))
    .sum();
    let plan = game::Plan::from_query(query, maze::Seed::random);
    let mut core = game::session::adopt::Adoption::new(
        plan,
        core_parts,
        game::session::adopt::Origin::Outside,
    );
    let mut checks = 0;
    while !core.advance(budget as usize).unwrap() {
        checks += 1;
    }
    assert_eq!(steps, copies + checks, "each array copied once");
    let game = adoption.finish().unwrap();
    let here = start(query);
    assert_eq!(
        game.board().wall_bytes().to_vec(),
        here.board().wall_bytes().to_vec()
    );
    assert_eq!(
        game.board().solution_cells().to_vec(),
        here.board().solution_cells().to_vec()
    );
}

/// The page's own worker's parts (`Adoption.from_worker`, then `Game.adopt_solution`): the
/// same game, without the search; corrupted arrays are still refused with a sentence, never a
/// panic, whichever way in.
#[wasm_bindgen_test]
fn the_workers_parts_are_checked_for_structure_and_bad_ones_refused() {
    let query = "?seed=adopt-own&size=90";
    let (parts, solution) = make(query);
    let (walls, removed) = (bytes(&parts, "walls"), words(&parts, "removed"));
    let adopt = |from_worker: bool, walls: &[u8], removed: &[u32], solution: &[u32]| {
        let plan = PagePlan::from_query(query);
        let arrays = (
            Uint8Array::from(walls),
            Uint32Array::from(removed),
            Uint32Array::from(solution),
        );
        let mut adoption = if from_worker {
            web::PageAdoption::from_worker(&plan, arrays.0, arrays.1.clone())
        } else {
            web::PageAdoption::new(&plan, arrays.0, arrays.1.clone(), arrays.2.clone())
        }
        .map_err(|e| error_message(JsValue::from(e)))?;
        let mut steps = 0;
        while !adoption
            .advance(500)
            .map_err(|e| error_message(JsValue::from(e)))?
        {
            steps += 1;
        }
        let game = adoption
            .finish()
            .map_err(|e| error_message(JsValue::from(e)))?;
        // The worker's solution and erasure order come after the game starts.
        assert_eq!(game.level_info().solved(), !from_worker);
        if let Some(refused) =
            game.level_info()
                .adopt_solution(Some(arrays.2), Some(arrays.1), 0.0, None, None)
        {
            assert!(
                game.level_info().solved(),
                "a refused solution is found here instead"
            );
            return Err(refused);
        }
        assert!(game.level_info().solved());
        while !game.level_info().settle(500) {}
        if let Some(refused) = game.level_info().adopt_order() {
            return Err(refused);
        }
        Ok::<_, String>((game, steps))
    };
    let (own, own_steps) = adopt(true, &walls, &removed, &solution).unwrap();
    let (full, full_steps) = adopt(false, &walls, &removed, &solution).unwrap();
    let here = start(query);
    for game in [&own, &full] {
        assert_eq!(
            game.board().wall_bytes().to_vec(),
            here.board().wall_bytes().to_vec()
        );
        assert_eq!(
            game.board().removed_walls().to_vec(),
            here.board().removed_walls().to_vec()
        );
        assert_eq!(
            game.board().solution_cells().to_vec(),
            here.board().solution_cells().to_vec()
        );
    }
    assert!(
        own_steps < full_steps,
        "{own_steps} steps, {full_steps} with the search"
    );
    let mut bad_byte = walls.clone();
    bad_byte[40] |= 0x80;
    let mut far_id = removed.clone();
    far_id[17] = 4_000_000_000;
    let mut jump = solution.clone();
    jump[2] = 8099;
    // Walls, erased ids, solution, and a phrase of the refusal.
    type Case<'a> = (&'a [u8], &'a [u32], &'a [u32], &'a str);
    let cases: [Case; 5] = [
        (
            &walls[1..],
            &removed,
            &solution,
            "cannot have 8099 wall bytes",
        ),
        (&bad_byte, &removed, &solution, "cell 40 has the wall byte"),
        (
            &walls,
            &far_id,
            &solution,
            "wall 4000000000 is listed as erased but stands",
        ),
        (
            &walls,
            &removed[1..],
            &solution,
            "walls are listed as erased but",
        ),
        (&walls, &removed, &jump, "step 2 of the solution"),
    ];
    for (walls, removed, solution, needle) in cases {
        for from_worker in [true, false] {
            match adopt(from_worker, walls, removed, solution) {
                Ok(_) => panic!("{needle}: accepted (from_worker {from_worker})"),
                Err(message) => assert!(message.contains(needle), "{message:?} lacks {needle:?}"),
            }
        }
    }
}

/// Every shape through the facade: the golden solution (the CLI's for the same link), the keys
/// of the shape's table walk it to the win, bumps say the way's word, and a frame's commands
/// all have their numbers.
#[wasm_bindgen_test]
fn every_shape_plays_through_the_facade_with_its_golden_solution() {
    let golden: [(&str, u32, &[u32], &[&str]); 3] = [
        (
            "hex",
            64,
            &[
                0, 8, 16, 24, 32, 40, 33, 34, 42, 43, 51, 52, 44, 36, 37, 29, 30, 38, 46, 55, 63,
            ],
            &[
                "x",
                "z",
                "x",
                "z",
                "x",
                "e",
                "ArrowRight",
                "x",
                "ArrowRight",
                "z",
                "ArrowRight",
                "e",
                "w",
                "ArrowRight",
                "e",
                "ArrowRight",
                "z",
                "x",
                "x",
                "x",
            ],
        ),
        (
            "triangle",
            128,
            &[
                0, 16, 17, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 58, 59, 60, 61, 77, 78, 94, 95,
                111, 110, 126, 127,
            ],
            &[
                "s", "d", "s", "d", "d", "d", "d", "d", "d", "d", "d", "d", "s", "d", "d", "d",
                "s", "d", "s", "d", "s", "a", "s", "d",
            ],
        ),
        (
            "circle",
            67,
            &[0, 6, 18, 7, 19, 42, 66],
            &["w", "e", "d", "w", "a", "w"],
        ),
    ];
    for (shape, cells, solution, keys) in golden {
        let game = start(&format!("?seed=golden-page&level=1&shape={shape}"));
        assert_eq!(game.level_info().shape(), shape);
        assert_eq!(game.level_info().cells(), cells);
        assert_eq!(game.board().solution_cells().to_vec(), solution, "{shape}");
        assert_eq!(
            game.level_info().query(),
            format!("seed=golden-page&level=1&shape={shape}")
        );
        game.board().resize(400.0, 300.0, 1.0, true, None);
        let first = game.board().frame(0.0);
        let arity = web::canvas::draw_arity();
        let mut at = 0;
        while at < first.len() {
            at += 1 + usize::from(arity[first[at] as usize]);
        }
        assert_eq!(at, first.len(), "{shape}: every command has its numbers");
        // "q" is no key of hex or triangle; the circle's "q" (outward left) bumps at the centre.
        for (i, key) in keys.iter().enumerate() {
            let code = game.key_command(key, false).as_f64().unwrap() as u16;
            let outcome = game.step(code, i as f64);
            let last = i + 1 == keys.len();
            assert_eq!(
                outcome,
                if last { Outcome::Won } else { Outcome::Moved },
                "{shape} key {i} {key}"
            );
            assert_eq!(game.level_info().player(), solution[i + 1]);
        }
        assert!(game.level_info().won());
    }
    // A bump says its way's word.
    let hex = start("?seed=golden-page&level=1&shape=hex");
    let west = hex.key_command("a", false).as_f64().unwrap() as u16;
    assert_eq!(hex.step(west, 0.0), Outcome::Blocked);
    assert_eq!(
        hex.board()
            .feedback(Outcome::Blocked, west, true)
            .as_deref(),
        Some("Wall to the west.")
    );
    assert!(hex.key_command("s", false).is_undefined(), "hex has no S");
}

/// A worker's maze of another shape (no wall bytes: the erasures and the solution) is adopted
/// into the same game as one made here, braided too, either way in; a tampered solution or a
/// repeated id is refused either way.
#[wasm_bindgen_test]
fn other_shapes_are_adopted_from_their_erasures() {
    for (query, from_worker) in [
        ("?seed=far&shape=hex&level=3", false),
        ("?seed=far&shape=circle&level=2&braid=40", false),
        ("?seed=far&shape=hex&level=3", true),
        ("?seed=far&shape=triangle&level=2&braid=40", true),
    ] {
        let (parts, solution) = make(query);
        assert_eq!(bytes(&parts, "walls").len(), 0);
        let adopt_with = |removed: Vec<u32>, solution: Vec<u32>| {
            let plan = PagePlan::from_query(query);
            let (walls, removed, solution) = (
                field(&parts, "walls").unchecked_into(),
                Uint32Array::from(removed.as_slice()),
                Uint32Array::from(solution.as_slice()),
            );
            let mut adoption = if from_worker {
                web::PageAdoption::from_worker(&plan, walls, removed)
            } else {
                web::PageAdoption::new(&plan, walls, removed, solution.clone())
            }
            .map_err(|e| error_message(JsValue::from(e)))?;
            // The worker's ids are checked in steps (`ShapeCheck`), anyone else's by `finish`.
            while !adoption
                .advance(1000)
                .map_err(|e| error_message(JsValue::from(e)))?
            {}
            let game = adoption
                .finish()
                .map_err(|e| error_message(JsValue::from(e)))?;
            // Another shape's ids came with its walls: none follow.
            match game
                .level_info()
                .adopt_solution(Some(solution), None, 0.0, None, None)
            {
                Some(refused) => Err(refused),
                None => Ok(game),
            }
        };
        let adopt = |solution: Vec<u32>| adopt_with(words(&parts, "removed"), solution);
        let mut repeated = words(&parts, "removed");
        repeated[1] = repeated[0];
        assert!(
            adopt_with(repeated, solution.clone()).is_err(),
            "{query}: a repeated id is refused"
        );
        let game = adopt(solution.clone()).unwrap();
        let here = start(query);
        assert_eq!(
            game.board().solution_cells().to_vec(),
            here.board().solution_cells().to_vec(),
            "{query}"
        );
        assert_eq!(game.level_info().query(), here.level_info().query());
        let mut longer = solution.clone();
        longer.insert(1, solution[1]);
        assert!(
            adopt(longer).is_err(),
            "{query}: a solution that stands still is refused"
        );
    }
}

/// A big level's game before its solution: Show solution waits with a reason, the distance
/// hint and Space say it is being found, nothing is shown; a stale or oversized solution
/// changes nothing or is refused before it is copied; without one the page solves it itself.
#[wasm_bindgen_test]
fn a_game_waits_for_its_solution_and_takes_only_its_own() {
    let query = "?seed=waits&size=60";
    let (parts, solution) = make(query);
    assert!(
        web::worker::solve_level().is_err(),
        "the worker's level is solved once"
    );
    let unsolved = || {
        let mut adoption = web::PageAdoption::from_worker(
            &PagePlan::from_query(query),
            field(&parts, "walls").unchecked_into(),
            field(&parts, "removed").unchecked_into(),
        )
        .unwrap();
        while !adoption.advance(1000).unwrap() {}
        adoption.finish().unwrap()
    };
    let game = unsolved();
    assert!(!game.level_info().solved());
    let view = game.board().view(0.0);
    let action = field(&field(&view, "actions"), "solution");
    assert_eq!(field(&action, "enabled").as_bool(), Some(false));
    assert_eq!(
        field(&action, "why").as_string().as_deref(),
        Some("Finding the solution…")
    );
    assert_eq!(game.toggle_solution(), "Finding the solution…");
    assert_eq!(game.board().solution_cells().length(), 0);
    // Longer than the maze has cells: refused before anything is copied; still waiting.
    let huge = Uint32Array::new_with_length(60 * 60 + 1);
    let fresh = unsolved();
    let refused = fresh
        .level_info()
        .adopt_solution(Some(huge), None, 0.0, None, None)
        .unwrap_or_default();
    assert!(refused.contains("refused"), "{refused}");
    assert!(fresh.level_info().solved(), "found here instead");
    assert_eq!(fresh.board().solution_cells().to_vec(), solution);
    // The carve replay waits for the erasure order, which comes with the solution.
    let carve = |game: &Game| {
        let action = field(&field(&game.board().view(0.0), "actions"), "carve");
        (
            field(&action, "enabled").as_bool(),
            field(&action, "why").as_string(),
        )
    };
    let waiting = (
        Some(false),
        Some("The carving order is on its way…".to_owned()),
    );
    assert_eq!(carve(&game), waiting);
    assert_eq!(game.board().removed_walls().length(), 0);
    // Its own solution is taken at once, the order once checked; a later (stale) reply
    // changes nothing.
    let own = Uint32Array::from(solution.as_slice());
    let order: Uint32Array = field(&parts, "removed").unchecked_into();
    assert_eq!(
        game.level_info()
            .adopt_solution(Some(own), Some(order.clone()), 0.0, None, None),
        None
    );
    assert!(game.level_info().solved());
    assert_eq!(game.board().solution_cells().to_vec(), solution);
    assert_eq!(carve(&game), waiting, "not before its check");
    let mut steps = 0;
    while !game.level_info().settle(100) {
        steps += 1;
    }
    assert!(steps >= order.length() / 100, "{steps} steps");
    assert_eq!(game.level_info().adopt_order(), None);
    assert_eq!(carve(&game), (Some(true), Some(String::new())));
    let here = start(query);
    assert_eq!(
        game.board().removed_walls().to_vec(),
        here.board().removed_walls().to_vec()
    );
    let stale = Uint32Array::from(&[0u32, 1][..]);
    assert_eq!(
        game.level_info()
            .adopt_solution(Some(stale.clone()), Some(stale), 0.0, None, None),
        None
    );
    // Nothing to check but the hints' search, which settles in slices of 100 cells.
    assert!((0..10_000).any(|_| game.level_info().settle(100)));
    assert_eq!(game.level_info().adopt_order(), None);
    assert_eq!(game.board().solution_cells().to_vec(), solution);
    assert_eq!(
        game.board().removed_walls().to_vec(),
        here.board().removed_walls().to_vec()
    );
    assert_eq!(game.toggle_solution(), "Solution shown.");
    // Nothing at all (the worker failed): the page solves the level itself, and the open walls
    // in id order are the carve order (the same maze).
    let orphan = unsolved();
    assert_eq!(
        orphan
            .level_info()
            .adopt_solution(None, None, 0.0, None, None),
        None
    );
    assert_eq!(orphan.board().solution_cells().to_vec(), solution);
    assert!((0..10_000).any(|_| orphan.level_info().settle(100)));
    assert!(!orphan.hint().is_empty(), "a hint once settled");
    assert_eq!(orphan.level_info().adopt_order(), None);
    let mut sorted = here.board().removed_walls().to_vec();
    sorted.sort_unstable();
    assert_eq!(orphan.board().removed_walls().to_vec(), sorted);
}

/// The worker's levels made ahead: each handed over for exactly its query, the very maze a cold
/// make gives (another seed's is never shown), at most two kept, the rest dropped by any make.
#[wasm_bindgen_test]
fn levels_made_ahead_are_handed_over_for_their_own_query_only() {
    let no_progress = js_sys::Function::new_no_args("");
    let (a, b, c) = (
        "seed=ahead&level=52",
        "seed=other&level=52",
        "seed=third&level=52",
    );
    let (cold, cold_solution) = make(a);
    for query in [a, b, c] {
        web::worker::make_spare(query).unwrap();
    }
    assert_eq!(web::worker::spares_held(), [a, b], "at most two");
    web::worker::keep_spares(vec![a.to_owned()]);
    assert_eq!(
        web::worker::spares_held(),
        [a],
        "a change of mode keeps only its own"
    );
    // Asked for another seed, the spare is not handed over, and is dropped.
    let other = web::worker::make_level(b, &no_progress, 0).unwrap();
    assert_eq!(field(&other, "spare").as_bool(), Some(false));
    assert!(web::worker::spares_held().is_empty());
    web::worker::solve_level().unwrap();
    web::worker::make_spare(a).unwrap();
    let ahead = web::worker::make_level(a, &no_progress, 0).unwrap();
    assert_eq!(field(&ahead, "spare").as_bool(), Some(true));
    assert_eq!(bytes(&ahead, "walls"), bytes(&cold, "walls"));
    let solved = web::worker::solve_level().unwrap();
    assert_eq!(words(&solved, "solution"), cold_solution);
}

#[wasm_bindgen_test]
fn a_roll_glides_to_the_next_stop_a_key_halts_it_and_a_tap_walks_a_corridor() {
    let game = start("?seed=wasm-roll&level=6");
    game.board().resize(600.0, 600.0, 1.0, false, None);
    let path = game.board().solution_cells().to_vec();
    let first = direction(path[0], path[1]) as u16;
    assert_eq!(game.step(first + 256, 0.0), Outcome::Moved);
    assert!(game.gliding() && game.board().animating());
    // A frame a second later has walked the whole course; the stop is said.
    while game.glide(1000.0) == Outcome::Moved {}
    assert!(!game.gliding());
    let said = game.board().take_said().unwrap_or_default();
    assert!(said.starts_with("Stopped at"), "{said}");
    let rolled = game.level_info().moves();
    assert!(rolled >= 1);
    // A roll stopped by a key stays where it is, and the key does nothing else.
    game.restart();
    assert_eq!(game.step(first + 256, 0.0), Outcome::Moved);
    assert_eq!(game.step(first, 1.0), Outcome::Busy);
    assert!(!game.gliding() && game.level_info().moves() == 1);
    assert!(
        game.board()
            .take_said()
            .is_some_and(|s| s.starts_with("Stopped"))
    );
    // A tap on the cell the roll reached walks there, one move a cell.
    game.restart();
    let v = game.board().geometry();
    let get = |k: &str| {
        js_sys::Reflect::get(&v, &k.into())
            .unwrap()
            .as_f64()
            .unwrap()
    };
    let (w, s, ox, oy) = (get("w") as u32, get("s"), get("ox"), get("oy"));
    let target = path[rolled as usize];
    let (x, y) = (
        ox + (f64::from(target % w) + 0.5) * s,
        oy + (f64::from(target / w) + 0.5) * s,
    );
    assert_eq!(game.tap(x, y, 0.0, None), None, "the tap walks");
    while game.glide(10_000.0) == Outcome::Moved {}
    assert_eq!(
        (game.level_info().player(), game.level_info().moves()),
        (target, rolled)
    );
    // Off the maze, it says so and stays.
    let said = game.tap(-50.0, -50.0, 0.0, None).unwrap_or_default();
    assert!(said.contains("off the maze"), "{said}");
    assert_eq!(game.level_info().player(), target);
    // From inside, the tap's floor point (the inside view's) names the cell: a square's cell
    // (x, y) spans x..x+1 and y..y+1 of the floor plan. None is a wall, and no move.
    game.restart();
    assert!(game.toggle_view(), "inside");
    let centre = vec![f64::from(target % w) + 0.5, f64::from(target / w) + 0.5];
    let said = game.tap(0.0, 0.0, 0.0, None).unwrap_or_default();
    assert!(said.contains("a wall"), "{said}");
    assert_eq!(game.tap(-50.0, -50.0, 0.0, Some(centre)), None, "walks");
    while game.glide(10_000.0) == Outcome::Moved {}
    let info = game.level_info();
    assert_eq!((info.player(), info.moves()), (target, rolled));
    assert!(
        !game.toggle_view(),
        "above again, for the tests after this one"
    );
}

/// Two workers sharing a dial's candidates (www/worker.js: each weighs a half, `second_share_wins`
/// picks) make the maze one worker makes alone, whichever half holds it, in square and hex.
#[wasm_bindgen_test]
fn two_workers_halves_of_a_dial_pick_the_maze_one_worker_picks() {
    let no_progress = js_sys::Function::new_no_args("");
    let mut winners = [0, 0];
    for shape in ["square", "hex"] {
        for n in 0..6 {
            let query = format!("seed=halves{n}&level=3&shape={shape}&difficulty=hard");
            assert!(web::worker::splits(&query), "{query}: a dial splits");
            let (whole, whole_solution) = make(&query);
            let [first, second] = [1, 2].map(|share| {
                let part = web::worker::make_level(&query, &no_progress, share).unwrap();
                let solved = web::worker::solve_level().unwrap();
                (part, words(&solved, "solution"))
            });
            let score = |part: &JsValue| field(part, "score").as_f64().unwrap();
            let second_wins =
                web::worker::second_share_wins(&query, score(&first.0), score(&second.0));
            let (chosen, solution) = if second_wins { second } else { first };
            winners[usize::from(second_wins)] += 1;
            let removed = |part: &JsValue| (bytes(part, "walls"), words(part, "removed"));
            if shape == "hex" {
                assert_eq!(removed(&chosen), removed(&whole), "{query}: the same maze");
            } else {
                assert_eq!(bytes(&chosen, "walls"), bytes(&whole, "walls"), "{query}");
            }
            assert_eq!(solution, whole_solution, "{query}: the same solution");
        }
    }
    assert!(
        winners[0] > 0 && winners[1] > 0,
        "both halves won some: {winners:?}"
    );
    assert!(
        !web::worker::splits("seed=halves&level=3"),
        "no dial, no split"
    );
}

#[path = "../../../tests/common/doors_golden.rs"]
mod doors_golden;

/// docs/contract.md's golden keys and doors, placed by the game's wasm as natively.
#[wasm_bindgen_test]
fn golden_doors_hold_in_the_games_wasm() {
    for (query, doors, keys) in doors_golden::GOLDEN {
        let count = query
            .rsplit('=')
            .next()
            .and_then(|k| k.parse::<u32>().ok())
            .unwrap();
        let session = game::Plan::from_query(query, || seed("unused")).start();
        let placed = session.play().locks().map(|l| l.doors().clone());
        let placed = placed.unwrap_or_default();
        assert_eq!(placed.doors.len() as u32, count, "{query}");
        assert_eq!(
            (placed.doors.as_slice(), placed.keys.as_slice()),
            (doors, keys),
            "{query}"
        );
        // The solution is the route through the keys: every key on it.
        let route = session.solution();
        assert!(keys.iter().all(|k| route.contains(k)), "{query}");
    }
}

/// A `doors=` link is played by the game with its doors (the first paint leaves it to the
/// game), keeps them in its link, and says nothing about them.
#[wasm_bindgen_test]
fn a_doors_link_is_played_with_its_doors_by_the_game() {
    let plan = game::Plan::from_query("seed=page-doors&level=3&doors=2", || seed("unused"));
    assert_eq!(plan.params().doors(), Some(2));
    assert!(plan.params().to_query().contains("doors=2"));
    assert!(!page::paint::first_frame::first_paint_plays(plan.params()));
    assert!(plan.notices().is_empty(), "{:?}", plan.notices());
    let session = plan.start();
    assert_eq!(
        session.play().locks().map(|l| l.doors().doors.len()),
        Some(2)
    );
}

/// A doors level's worker sends its doors and the route through the keys with the solution,
/// packed (`worker::pack_doors`): what the game's own session places, in square and hex.
#[wasm_bindgen_test]
fn the_worker_sends_a_doors_levels_doors_and_route_with_its_solution() {
    for query in [
        "seed=packed&level=3&doors=2",
        "seed=packed&level=3&shape=hex&doors=4",
    ] {
        let _ = web::worker::make_level(query, &js_sys::Function::new_no_args(""), 0).unwrap();
        let later = web::worker::solve_level().unwrap();
        let placed = web::worker::unpack_doors(&words(&later, "doors"));
        let session = game::Plan::from_query(query, || seed("unused")).start();
        let here = session.play().locks().map(|l| l.doors().clone());
        assert_eq!(Some(placed), here, "{query}");
        assert_eq!(words(&later, "route"), session.solution(), "{query}");
        assert_ne!(
            words(&later, "solution"),
            session.solution(),
            "the way, apart"
        );
    }
    // Without doors, none are sent.
    let _ = web::worker::make_level("seed=packed&level=3", &js_sys::Function::new_no_args(""), 0);
    let later = web::worker::solve_level().unwrap();
    assert!(field(&later, "doors").is_undefined());
}

/// The game the page starts for `query`: every level goes through a `PagePlan`.
pub fn start(query: &str) -> Game {
    Game::start(&PagePlan::from_query(query))
}

/// The direction from cell `a` to its neighbour `b` in a square maze (cells row by row).
pub fn direction(a: u32, b: u32) -> Direction {
    if b == a + 1 {
        Direction::East
    } else if a == b + 1 {
        Direction::West
    } else if b > a {
        Direction::South
    } else {
        Direction::North
    }
}

/// The worker's levels of every generator: the core's maze, solved.
#[wasm_bindgen_test]
fn the_worker_makes_every_generators_level() {
    for algo in [
        Algorithm::Backtracker,
        Algorithm::PathCut,
        Algorithm::Wilson,
    ] {
        let query = format!("seed=tools&level=2&algo={}", algo.name());
        let parts = web::worker::make_level(&query, &js_sys::Function::new_no_args(""), 0).unwrap();
        let native = generate(&seed("tools"), 12, 12, algo).unwrap();
        let array = |object: &wasm_bindgen::JsValue, key: &str| {
            js_sys::Reflect::get(object, &key.into())
                .unwrap()
                .unchecked_into::<Uint32Array>()
                .to_vec()
        };
        // A square's walls come alone; its erasure order comes with the solution.
        assert!(array(&parts, "removed").is_empty());
        let later = web::worker::solve_level().unwrap();
        assert_eq!(array(&later, "removed"), native.removed);
        assert_eq!(
            array(&later, "solution"),
            solve::shortest_path(&native.grid).unwrap()
        );
    }
}

/// A big level's progress reaches the page a few times, each a repaint of its bar: a stage's
/// reports at least `PROGRESS_STEP` apart, at most sixteen and at least four while the
/// generator works (it reports every 256 buckets, 44 times at this size).
#[wasm_bindgen_test]
fn a_big_levels_progress_comes_in_a_few_steps() {
    let record = js_sys::Function::new_with_args(
        "stage, fraction",
        "(globalThis.progressSeen ??= []).push([stage, fraction])",
    );
    let _ = web::worker::make_level("seed=steps&level=300", &record, 0).unwrap();
    let seen = js_sys::Reflect::get(&js_sys::global(), &"progressSeen".into()).unwrap();
    let seen: Vec<(String, f64)> = js_sys::Array::from(&seen)
        .iter()
        .map(|pair| {
            let pair = js_sys::Array::from(&pair);
            (
                pair.get(0).as_string().unwrap(),
                pair.get(1).as_f64().unwrap(),
            )
        })
        .collect();
    let generating: Vec<f64> = seen
        .iter()
        .filter(|(stage, _)| stage == "generate")
        .map(|&(_, fraction)| fraction)
        .collect();
    assert!(
        generating.len() >= 4,
        "the bar moves while generating: {seen:?}"
    );
    for pair in generating.windows(2) {
        assert!(
            pair[1] - pair[0] >= web::worker::PROGRESS_STEP,
            "reports too close: {seen:?}"
        );
    }
    assert_eq!(seen.last().map(|(stage, _)| stage.as_str()), Some("send"));
}

/// A plan counts the cells of the maze its level plays, of every kind (the page picks the
/// worker by it, and checks what the worker sends against it), without making a woven one's
/// layout: the oracle is the game started from the plan.
#[wasm_bindgen_test]
fn a_plan_counts_the_cells_its_level_plays() {
    for query in [
        "?seed=cells&level=3",
        "?seed=cells&level=3&weave=1",
        "?seed=cells&level=3&shape=hex",
        "?seed=cells&level=3&shape=circle",
        "?seed=cells&level=3&mask=AB",
        "?seed=cells&level=3&floors=2",
    ] {
        let plan = PagePlan::from_query(query);
        assert_eq!(plan.cells(), start(query).level_info().cells(), "{query}");
    }
}
