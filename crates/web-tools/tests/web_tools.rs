//! The tools' wasm build in headless Chromium (`wasm-pack test --headless --chrome
//! crates/web-tools`): its mazes have the native core's bytes (every generator, the golden vectors), the
//! statistics and the SVG are the core's, the records table reads and clears storage, and bad
//! input throws a JS `Error`.
#![cfg(target_arch = "wasm32")]

#[path = "../../../tests/common/wasm.rs"]
mod common;

use js_sys::Error;
use maze::{Algorithm, Seed, generate, solve};
use seedmaze_web_tools as tools;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn seed(text: &str) -> Seed {
    Seed::parse(text).unwrap()
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
        (21, 9, "walk", Algorithm::Wilson),
    ] {
        let native = generate(&seed(s), w, h, algo).unwrap();
        let maze = tools::generate_maze(w, h, s, algo.name()).unwrap_or_else(|_| panic!("{s}"));
        assert_eq!((maze.width(), maze.height()), (w, h));
        assert_eq!(maze.walls().to_vec(), native.grid.walls());
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
        let thrown = match tools::generate_maze(w, h, s, algo) {
            Ok(_) => panic!("{w}x{h} {s:?} {algo:?} was accepted"),
            Err(e) => JsValue::from(e),
        };
        let message = error_message(thrown);
        assert!(message.contains(needle), "{message:?} lacks {needle:?}");
    }
}

#[wasm_bindgen_test]
fn golden_vectors_hold_in_wasm() {
    let mut checked = 0;
    for v in common::vectors() {
        let what = format!("{} {}x{} {}", v.seed, v.width, v.height, v.algo);
        let maze = tools::generate_maze(v.width, v.height, v.seed, v.algo)
            .unwrap_or_else(|_| panic!("{what}"));
        assert_eq!(common::hex(&maze.walls().to_vec()), v.hex, "{what}");
        checked += 1;
    }
    assert!(checked >= 5);
}

/// Statistics, the SVG, its caption and file name come from the level the link names.
#[wasm_bindgen_test]
fn statistics_and_svg_match_the_core() {
    let query = "seed=extras&level=2&algo=pathcut";
    let native = generate(&seed("extras"), 12, 12, Algorithm::PathCut).unwrap();
    let rows = tools::stats_rows(query);
    let mut expected = text::stat_rows(&maze::stats::stats(&native.grid));
    // The difficulty's row last: the core's grade and score of the same maze.
    let params = link::parse_query(query, || seed("x")).0;
    let path = solve::shortest_path(&native.grid).unwrap();
    let rated = maze::difficulty::difficulty(&native.grid, &path);
    let cells = native.grid.cells();
    let grade = game::grades::grade(&params, rated.score, cells);
    expected.push(text::difficulty_row(grade, rated.score));
    assert_eq!(rows.length() as usize, expected.len());
    for (row, (name, _, text, _)) in rows.iter().zip(expected) {
        let row: js_sys::Array = row.unchecked_into();
        assert_eq!(row.get(0).as_string().as_deref(), Some(name));
        assert_eq!(row.get(2).as_string(), Some(text));
    }
    let svg = tools::svg(query, true);
    assert!(svg.starts_with("<svg") && svg.contains("polyline") && svg.contains("seed extras"));
    assert!(!tools::svg(query, false).contains("polyline"));
    assert!(tools::caption(query).contains("seed extras"));
    assert_eq!(
        tools::file_name(query, "png", true),
        "seedmaze-extras-level2-pathcut-solution.png"
    );
    let hex = tools::svg("seed=extras&level=2&shape=hex", false);
    assert!(hex.starts_with("<svg"), "{:.60}", hex);
}

#[wasm_bindgen_test]
fn the_records_table_lists_good_records_and_clears_only_ours() {
    let storage = common::storage_with_records();
    let rows = tools::records_table();
    assert_eq!(rows.length(), 1, "only the good record is listed");
    let label = js_sys::Reflect::get(&rows.get(0), &"label".into()).unwrap();
    assert_eq!(label.as_string().as_deref(), Some("seed best · level 2"));
    assert_eq!(tools::clear_records(), 2);
    assert_eq!(tools::records_table().length(), 0);
    assert_eq!(
        storage.get_item("another-app").unwrap().as_deref(),
        Some("4200")
    );
    storage.clear().unwrap();
}

/// The Draw panel's editor: keys paint, each shape previews, the preview of a big level is
/// made smaller and says at what size Play it plays, and a drawing too thin for its shape says
/// why and offers no link.
#[wasm_bindgen_test]
fn the_draw_editor_paints_previews_each_shape_and_refuses_thin_drawings() {
    use tools::draw_tools::Editor;
    let mut editor = Editor::new("seed=ed&level=4");
    assert_eq!(editor.shape(), "square");
    assert_eq!(Editor::shapes(), ["square", "hex", "triangle", "circle"]);
    // A 3×3 block at the top left, by keys: Space paints, the arrows move.
    for key in [
        " ",
        "ArrowRight",
        " ",
        "ArrowRight",
        " ",
        "ArrowDown",
        " ",
        "ArrowLeft",
        " ",
    ] {
        assert!(editor.key(key));
    }
    for key in [
        "ArrowLeft",
        " ",
        "ArrowDown",
        " ",
        "ArrowRight",
        " ",
        "ArrowRight",
        " ",
    ] {
        assert!(editor.key(key));
    }
    assert_eq!(editor.cells().iter().filter(|&&c| c == 1).count(), 9);
    for shape in ["hex", "triangle", "circle", "square"] {
        editor.set_shape(shape);
        let svg = editor.preview_svg("seed=ed&level=4").expect("a preview");
        assert!(svg.starts_with("<svg"), "{shape}");
        let summary = editor.summary();
        assert!(
            summary.contains(&format!("Preview: {shape}")) || shape == "square",
            "{summary}"
        );
        let query = editor.play_query("seed=ed&level=4").expect("a link");
        assert_eq!(
            query.contains(&format!("shape={shape}")),
            shape != "square",
            "{query}"
        );
    }
    // Level 499: the preview is made at 128 rows and says so; the link keeps the level.
    editor.set_shape("hex");
    assert!(editor.preview_svg("seed=ed&level=499").is_some());
    let summary = editor.summary();
    assert!(summary.contains("Preview: hex, 128 rows"), "{summary}");
    assert!(
        summary.contains("Play it plays it at hex, 2000 rows"),
        "{summary}"
    );
    // One row of a wide grid is too thin for a hex maze of 8 rows: no preview, the reason said.
    let mut thin = Editor::new("seed=ed&level=1");
    thin.resize(64, "seed=ed&level=1");
    thin.set_shape("hex");
    for _ in 0..63 {
        thin.key(" ");
        thin.key("ArrowRight");
    }
    thin.key(" ");
    assert!(thin.preview_svg("seed=ed&level=1").is_none());
    let summary = thin.summary();
    assert!(
        summary.contains("covers no two joined cells of a hex maze of 8 rows"),
        "{summary}"
    );
}
