//! The canvas side of the facade: the page sizes the canvas, asks for a frame's drawing
//! commands on each animation frame (`Game.frame`) and runs them with `paint` in painter.js.
//! Shows (the carve replay, the search view) are started here and run in `paint::screen`.

pub use super::palette::draw_arity;
use super::{Game, WebMaze, put};
use crate::paint::board::Scene;
use crate::paint::list::{self, PRINT_PALETTE};
use crate::paint::print::Sheet;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

/// The print palette (black on white) by `Ink` index.
#[wasm_bindgen]
pub fn print_palette() -> Vec<String> {
    list::with_shades(&PRINT_PALETTE.map(str::to_owned), "#000000", "#000000")
}

/// Animation speed in steps per second for the menu's slider (0..=100).
fn rate(slider: u32) -> f64 {
    f64::from(crate::text::animation_rate(slider))
}

#[wasm_bindgen]
impl Game {
    /// The canvas is `width`×`height` device pixels at `dpr` device pixels per CSS pixel: the
    /// maze is placed (the camera follows the ball when cells would be too small) and the next
    /// frame paints it all. `reduced_motion`: shows are painted finished. `cell` forces a cell
    /// size (device px) with the whole maze in view (the benchmark's overview).
    pub fn resize(
        &mut self,
        width: f64,
        height: f64,
        dpr: f64,
        reduced_motion: bool,
        cell: Option<f64>,
    ) {
        self.screen.set_reduced_motion(reduced_motion);
        let cell = cell.unwrap_or(0.0);
        self.screen
            .resize(&self.session, (width, height, dpr), cell);
    }

    /// The next frame paints everything again (the colours changed).
    pub fn repaint(&mut self) {
        self.screen.repaint();
    }

    /// The drawing commands of the frame at `now` (ms): what changed since the last one.
    pub fn frame(&mut self, now: f64) -> Vec<f32> {
        self.screen.frame(&self.session, now).into_vec()
    }

    /// Whether another frame has something to paint.
    #[wasm_bindgen(getter)]
    pub fn animating(&self) -> bool {
        self.screen.animating()
    }

    /// A sentence a show wants announced (once), else `undefined`.
    pub fn take_said(&mut self) -> Option<String> {
        self.screen.take_said()
    }

    /// Replays the generator's erasures from the full grid at the speed of the slider's
    /// position (`slider` 0..=100); the level starts again, and play begins when it ends.
    pub fn carve(&mut self, slider: u32) {
        self.session.restart();
        self.screen.restart();
        self.screen.carve(&self.session, rate(slider));
    }

    /// Shows the carve replay finished.
    pub fn skip_carve(&mut self) {
        self.screen.skip_carve(&self.session);
    }

    /// Shows how breadth-first search (or A*) explores the maze, at the slider's speed.
    pub fn search(&mut self, a_star: bool, slider: u32) {
        // Big mazes have no search view (the view state's `search` action says why).
        if self.session.play().maze().layout.cells() > crate::view::WHOLE_MAZE_TOOL_CELLS {
            return;
        }
        self.screen.search(&self.session, a_star, rate(slider));
    }

    /// The slider moved: a running show goes at its new speed.
    pub fn set_speed(&mut self, slider: u32) {
        self.screen.set_rate(rate(slider));
    }

    /// Where the maze is drawn, in device pixels: `{ dpr, cw, ch, w, h, s, t, camera, camX,
    /// camY, ox, oy }` (for tests and the curious).
    pub fn geometry(&self) -> JsValue {
        let Some(v) = self.screen.view() else {
            return JsValue::NULL;
        };
        let object = js_sys::Object::new();
        for (key, value) in [
            ("dpr", v.dpr),
            ("cw", v.cw),
            ("ch", v.ch),
            ("w", f64::from(v.w)),
            ("h", f64::from(v.h)),
            ("s", v.s),
            ("t", v.t),
            ("camX", v.cam_x),
            ("camY", v.cam_y),
            ("ox", v.ox),
            ("oy", v.oy),
        ] {
            put(&object, key, value);
        }
        put(&object, "camera", v.camera);
        object.into()
    }

    /// The carve replay as a debug handle reads it: `{ walls, progress, largest, cap,
    /// capCamera }` (`progress`: `{ done, total }` while it runs, else `null`; `walls`: its
    /// bytes while it runs or as it ended).
    pub fn carve_state(&self) -> JsValue {
        let (walls, largest) = self.screen.carve_walls();
        let object = js_sys::Object::new();
        put(&object, "walls", js_sys::Uint8Array::from(walls.as_slice()));
        let progress = self.screen.carve_progress().map_or(JsValue::NULL, |p| {
            let o = js_sys::Object::new();
            put(&o, "done", p.done);
            put(&o, "total", p.total);
            o.into()
        });
        put(&object, "progress", progress);
        put(&object, "largest", largest);
        put(&object, "cap", crate::paint::screen::CARVE_CAP);
        put(&object, "capCamera", crate::paint::screen::CARVE_CAP_CAMERA);
        object.into()
    }

    /// The search view's progress while it is shown: `{ shown, total, pathShown, path }`,
    /// else `null`.
    pub fn search_state(&self) -> JsValue {
        let Some((p, path)) = self.screen.search_progress() else {
            return JsValue::NULL;
        };
        let object = js_sys::Object::new();
        put(&object, "shown", p.done);
        put(&object, "total", p.total);
        put(&object, "pathShown", p.path_shown);
        put(&object, "path", js_sys::Uint32Array::from(path));
        object.into()
    }
}

/// A maze laid out for a PNG, drawn band by band (the level worker draws it off the page's
/// thread): black on white, with its caption under it.
#[wasm_bindgen]
pub struct Print {
    sheet: Sheet,
    walls: Vec<u8>,
    links: Option<Vec<u8>>,
    openings: [[f32; 4]; 2],
    exit: u32,
    /// A maze of another shape and its solution (when printed with it).
    shaped: Option<(crate::maze::ShapeMaze, Option<Vec<u32>>)>,
}

#[wasm_bindgen]
impl Print {
    /// The print of `maze`, with its solution drawn when `with_solution`.
    #[wasm_bindgen(constructor)]
    pub fn new(maze: &WebMaze, with_solution: bool) -> Print {
        let grid = &maze.inner().grid;
        let links = with_solution.then(|| {
            let path = crate::maze::solve::shortest_path(grid).unwrap_or_default();
            crate::game::session::solution_links(&path, grid.width(), grid.cells())
        });
        Print {
            sheet: Sheet::new(grid.width(), grid.height()),
            walls: grid.walls().to_vec(),
            links,
            openings: grid.openings(),
            exit: grid.exit(),
            shaped: None,
        }
    }

    /// The print of the maze a link's `query` describes (any shape), with its solution when
    /// `with_solution`. Throws on a query whose maze cannot be made.
    pub fn for_query(query: &str, with_solution: bool) -> Result<Print, wasm_bindgen::JsError> {
        let (params, _) = crate::link::parse_query(query, crate::maze::Seed::random);
        let (maze, square) = crate::game::session::make_level(&params)
            .map_err(|e| wasm_bindgen::JsError::new(&e))?;
        if let Some(grid) = square {
            let (removed, algorithm) = (maze.removed, maze.algorithm);
            let maze = crate::maze::Maze {
                grid,
                removed,
                algorithm,
            };
            return Ok(Print::new(&WebMaze { maze }, with_solution));
        }
        let layout = &maze.layout;
        let solution = with_solution.then(|| maze.solution());
        Ok(Print {
            sheet: Sheet::for_shape(layout.bounds(), layout.cells()),
            walls: Vec::new(),
            links: None,
            openings: [[0.0; 4]; 2],
            exit: layout.exit(),
            shaped: Some((maze, solution)),
        })
    }

    /// `[width, height, font, caption_y, margin, bands]` of the sheet, in px.
    pub fn sheet(&self) -> Vec<f64> {
        let s = &self.sheet;
        vec![
            s.width,
            s.height,
            s.font,
            s.caption_y,
            s.margin,
            f64::from(s.bands),
        ]
    }

    /// Band `i`: `[top, height]` then its drawing commands (in the band's coordinates).
    pub fn band(&self, i: u32) -> Vec<f32> {
        if let Some((maze, path)) = &self.shaped {
            let open = |w: u32| maze.is_open(w);
            let scene = crate::paint::shaped::ShapeScene {
                layout: &maze.layout,
                open: &open,
                visited: &[],
                path: path.as_deref(),
                player: None,
                fog: None,
            };
            let (top, height, list) = self.sheet.shape_band(i, &scene);
            let mut out = vec![top as f32, height as f32];
            out.extend(list.into_vec());
            return out;
        }
        let visited = vec![0; self.walls.len()];
        let scene = Scene {
            walls: &self.walls,
            visited: &visited,
            links: self.links.as_deref(),
            openings: self.openings,
            exit: self.exit,
            player: None,
            fog: None,
        };
        let (top, height, list) = self.sheet.band(i, &scene);
        let mut out = vec![top as f32, height as f32];
        out.extend(list.into_vec());
        out
    }
}

#[wasm_bindgen]
impl Game {
    /// A copy of the wall bytes (square; empty for other shapes, see `removed_walls`).
    pub fn wall_bytes(&self) -> js_sys::Uint8Array {
        let square = self.session.play().square();
        js_sys::Uint8Array::from(square.map_or(&[][..], |g| g.walls()))
    }

    /// The erased wall ids in erasure order (any shape).
    pub fn removed_walls(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(&self.session.play().maze().removed[..])
    }

    /// A copy of the solution's cells, start to exit.
    pub fn solution_cells(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(self.session.solution())
    }

    /// A snapshot of the game for tests and the curious: `{ seed, level, width, height,
    /// player, exit, moves, won, solutionShown, solved, timerRunning, query, notices, trail }`.
    pub fn debug_state(&self) -> JsValue {
        let (params, play) = (self.session.params(), self.session.play());
        let (width, height) = play.square().map_or((0, 0), |g| (g.width(), g.height()));
        let object = js_sys::Object::new();
        put(&object, "seed", params.seed.to_string());
        put(&object, "shape", params.shape.name());
        for (key, value) in [
            ("level", params.level),
            ("width", width),
            ("height", height),
            ("cells", play.maze().layout.cells()),
            ("player", play.player()),
            ("exit", play.maze().layout.exit()),
            ("moves", play.moves()),
        ] {
            put(&object, key, value);
        }
        put(&object, "won", play.won());
        put(&object, "solutionShown", self.session.solution_shown());
        put(&object, "solved", self.session.solution_ready());
        put(&object, "timerRunning", play.timer().is_running());
        put(&object, "query", params.to_query());
        let notices = self
            .session
            .notices()
            .iter()
            .map(|n| JsValue::from(n.as_str()));
        put(&object, "notices", super::array(notices));
        put(&object, "trail", js_sys::Uint32Array::from(play.trail()));
        object.into()
    }
}
