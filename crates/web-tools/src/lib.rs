//! The tools' wasm build: what the menu's tools need (the SVG, PNG and print exports, the
//! statistics, the records table, the drawing editor). The page loads it when the menu first
//! opens a tool, so that the game's build, which every visitor loads, stays small
//! (docs/size.md). It keeps no game: each call takes the level's link and makes its maze again
//! (the seed contract makes it the maze on screen).
// Input reaches this crate from the page: no panics and no unchecked indexing anywhere in it.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

use game::{self, Session, records};
use js::{array, install_panic_hook, put};
use maze::{self as core, Algorithm, Seed};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsError, JsValue};

/// The drawing editor of the menu's Draw panel.
pub mod draw_tools;
/// The PNG export: a maze laid out on its sheet, drawn band by band.
pub mod png_export;
// The shared parts: the painter's palette, as the game's build exports it.
pub use web::palette;
use web::{js, local_storage};

/// The level a link's `query` names, made (and solved on first need) here.
fn level(query: &str) -> Session {
    install_panic_hook();
    game::Plan::from_query(query, Seed::random).start()
}

/// The statistics panel's rows of the level `query` names (any shape): plain arrays `[name,
/// label, text, value]` (`value` as in the CLI's JSON, `null` where there is none) a worker can
/// post.
#[wasm_bindgen]
pub fn stats_rows(query: &str) -> js_sys::Array {
    let session = level(query);
    let play = session.play();
    let stats = match play.square() {
        Some(grid) => core::stats::stats(grid),
        None => core::stats::stats(play.maze()),
    };
    let mut rows = text::stat_rows(&stats);
    let (rated, grade) = game::grades::rate_level(&session);
    rows.push(text::difficulty_row(grade, rated.score));
    array(rows.into_iter().map(|(name, label, text, value)| {
        let value = value.map_or(JsValue::NULL, JsValue::from_f64);
        array([name.into(), label.into(), text.into(), value]).into()
    }))
}

/// The level `query` names as a printable SVG, with or without the solution, captioned with
/// its link's parameters so a printed maze can be found again.
#[wasm_bindgen]
pub fn svg(query: &str, with_solution: bool) -> String {
    let session = level(query);
    let solution = with_solution.then(|| session.solution());
    let caption = format::caption(session.params());
    match session.play().square() {
        Some(grid) => format::svg(grid, solution, &caption),
        None => format::shape_svg(session.play().maze(), solution, &caption),
    }
}

/// The line printed under the maze `query` names: `seedmaze · seed S · level K · W×H ·
/// algorithm`.
#[wasm_bindgen]
pub fn caption(query: &str) -> String {
    let (params, _) = link::parse_query(query, Seed::random);
    format::caption(&params)
}

/// The file name of a download of the maze `query` names (`ext`: `svg` or `png`).
#[wasm_bindgen]
pub fn file_name(query: &str, ext: &str, with_solution: bool) -> String {
    let (params, _) = link::parse_query(query, Seed::random);
    let solution = if with_solution { "-solution" } else { "" };
    format!(
        "seedmaze-{}-level{}-{}{solution}.{ext}",
        params.seed,
        params.level,
        params.algorithm.name()
    )
}

/// The records table from this device's storage, sorted: each row `{ query, label, cells }`
/// with `cells` the best time, its day, the fewest moves, its day and the efficiency (`–`
/// where unset). Entries that are not valid records of this game are skipped.
#[wasm_bindgen]
pub fn records_table() -> js_sys::Array {
    let keys = local_storage::keys(game::best::BEST_KEY_PREFIX);
    let entries: Vec<(String, String)> = keys
        .into_iter()
        .filter_map(|k| local_storage::get(&k).map(|v| (k, v)))
        .collect();
    let rows = records::table(entries.iter().map(|(k, v)| (k.as_str(), v.as_str())));
    array(rows.into_iter().map(|row| {
        let object = js_sys::Object::new();
        put(&object, "query", row.query.as_str());
        put(&object, "label", row.label.as_str());
        let cells = records::cells(&row).into_iter().map(JsValue::from);
        put(&object, "cells", array(cells));
        object.into()
    }))
}

/// The journey's map from this device's progress: `{ note, tiles }`, with `tiles` an array of
/// `{ query, label, spoken, mark }` (`mark`: `won`, `open`: reached, not won, or `next`), one
/// per level reached.
#[wasm_bindgen]
pub fn journey_map() -> JsValue {
    use game::journey_store::{JOURNEY_KEY, map};
    let (tiles, refused) = map(local_storage::get(JOURNEY_KEY).as_deref());
    let object = js_sys::Object::new();
    put(&object, "note", text::journey_map_note(refused));
    let tiles = tiles.into_iter().map(|t| {
        let tile = js_sys::Object::new();
        put(&tile, "query", t.query.as_str());
        put(&tile, "label", text::journey_tile(t.k, t.stars, t.next));
        put(
            &tile,
            "spoken",
            text::journey_tile_spoken(t.k, t.stars, t.next),
        );
        let mark = match (t.next, t.stars) {
            (true, _) => "next",
            (false, 0) => "open",
            _ => "won",
        };
        put(&tile, "mark", mark);
        JsValue::from(tile)
    });
    put(&object, "tiles", array(tiles));
    object.into()
}

/// Removes every record of this game from this device's storage; returns how many (the page
/// then calls the game build's `storage_changed`).
#[wasm_bindgen]
pub fn clear_records() -> u32 {
    let keys = local_storage::keys(game::best::BEST_KEY_PREFIX);
    for key in &keys {
        local_storage::remove(key);
    }
    keys.len() as u32
}

/// A generated maze for tools: its size and wall bytes.
#[wasm_bindgen(js_name = Maze)]
pub struct WebMaze {
    maze: core::Maze,
}

/// Generates the maze for (`width`, `height`, `seed`, `algorithm`); throws an `Error` on bad input.
#[wasm_bindgen]
pub fn generate_maze(
    width: u32,
    height: u32,
    seed: &str,
    algorithm: &str,
) -> Result<WebMaze, JsError> {
    make_maze(width, height, seed, algorithm, &mut |_| {})
}

fn make_maze(
    width: u32,
    height: u32,
    seed: &str,
    algorithm: &str,
    progress: &mut dyn FnMut(f64),
) -> Result<WebMaze, JsError> {
    install_panic_hook();
    let seed = Seed::parse(seed).map_err(|e| JsError::new(&e.to_string()))?;
    let algorithm = Algorithm::from_name(algorithm).ok_or_else(|| {
        JsError::new(&format!(
            "unknown algorithm \"{}\"; use one of {}",
            link::quote::escaped(algorithm),
            Algorithm::NAMES
        ))
    })?;
    let maze = core::generate::generate_with_progress(&seed, width, height, algorithm, progress)
        .map_err(|e| JsError::new(&e.to_string()))?;
    Ok(WebMaze { maze })
}

impl WebMaze {
    /// The core maze (for Rust callers and tests).
    pub fn inner(&self) -> &core::Maze {
        &self.maze
    }
}

#[wasm_bindgen(js_class = Maze)]
impl WebMaze {
    /// Number of columns.
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.maze.grid.width()
    }

    /// Number of rows.
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.maze.grid.height()
    }

    /// A copy of the wall bytes (one per cell, `Wall` bits), the same bytes as the CLI's `walls`.
    pub fn walls(&self) -> js_sys::Uint8Array {
        js_sys::Uint8Array::from(self.maze.grid.walls())
    }

    /// A copy of the erased wall ids (`2*cell` east, `2*cell+1` south) in erasure order.
    pub fn removed(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(self.maze.removed.as_slice())
    }
}

// Talc instead of dlmalloc: a smaller and faster allocator (docs/size.md).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
