//! The canvas side of the facade: the page sizes the canvas, asks for a frame's drawing
//! commands on each animation frame (`Game.frame`) and runs them with `paint` in painter.js.
//! Shows (the carve replay, the search view) are started here and run in `paint::screen`.

use super::game_facade::{Board, State};
use super::js::put;
pub use super::palette::draw_arity;
use maze::shape::Topology;
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

/// Animation speed in steps per second for the menu's slider (0..=100).
fn rate(slider: u32) -> f64 {
    f64::from(text::animation_rate(slider))
}

impl State {
    fn resize(
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

    fn repaint(&mut self) {
        self.screen.repaint();
    }

    fn frame(&mut self, now: f64) -> Vec<f32> {
        let ghost = self.storage_cache.get(&self.session).settings.ghost;
        self.screen.show_ghost(ghost);
        self.screen.frame(&self.session, now).into_vec()
    }

    fn animating(&self) -> bool {
        self.screen.animating() || self.glide.is_some() || self.studying()
    }

    fn take_said(&mut self) -> Option<String> {
        self.study_said().or_else(|| self.screen.take_said())
    }

    fn carve(&mut self, slider: u32) {
        // Not before the erasure order arrived (the view state's `carve` action says why), nor
        // while another level is being made.
        if !self.session.solving().order_ready() || super::waiting::loading() {
            return;
        }
        self.session.restart();
        self.screen.restart();
        self.screen.carve(&self.session, rate(slider));
    }

    fn skip_carve(&mut self) {
        self.screen.skip_carve(&self.session);
    }

    fn search(&mut self, a_star: bool, slider: u32) {
        // Big mazes have no search view (the view state's `search` action says why).
        let cells = self.session.play().maze().layout.cells();
        if cells > page::view_state::WHOLE_MAZE_TOOL_CELLS || super::waiting::loading() {
            return;
        }
        self.screen.search(&self.session, a_star, rate(slider));
    }

    fn set_speed(&mut self, slider: u32) {
        self.screen.set_rate(rate(slider));
    }

    fn geometry(&self) -> JsValue {
        let Some(v) = self.screen.viewport() else {
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

    fn carve_state(&self) -> JsValue {
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
        put(&object, "cap", page::paint::carve_show::CARVE_CAP);
        put(
            &object,
            "capCamera",
            page::paint::carve_show::CARVE_CAP_CAMERA,
        );
        object.into()
    }

    fn search_state(&self) -> JsValue {
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

impl State {
    fn wall_bytes(&self) -> js_sys::Uint8Array {
        let square = self.session.play().square();
        js_sys::Uint8Array::from(square.map_or(&[][..], |g| g.walls()))
    }

    fn removed_walls(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(&self.session.play().maze().removed[..])
    }

    fn solution_cells(&self) -> js_sys::Uint32Array {
        js_sys::Uint32Array::from(self.session.solution())
    }

    fn debug_state(&self) -> JsValue {
        let (params, play) = (self.session.params(), self.session.play());
        let (width, height) = play.square().map_or((0, 0), |g| (g.width(), g.height()));
        let object = js_sys::Object::new();
        put(&object, "seed", params.seed.to_string());
        put(&object, "shape", params.shape().name());
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
        put(
            &object,
            "solutionShown",
            self.session.sight().solution_shown(),
        );
        put(&object, "solved", self.session.solving().ready());
        put(&object, "ordered", self.session.solving().order_ready());
        put(&object, "timerRunning", play.timer().is_running());
        put(&object, "query", params.to_query());
        let notices = self
            .session
            .notices()
            .iter()
            .map(|n| JsValue::from(n.as_str()));
        put(&object, "notices", super::js::array(notices));
        put(&object, "trail", js_sys::Uint32Array::from(play.trail()));
        // Keys and doors: each door's two cells, each key's cell, the keys held (bits).
        if let Some(locks) = play.locks() {
            let mut doors = Vec::new();
            for &[a, b] in &locks.doors().doors {
                doors.extend_from_slice(&[a, b]);
            }
            put(
                &object,
                "doors",
                js_sys::Uint32Array::from(doors.as_slice()),
            );
            let keys = locks.doors().keys.as_slice();
            put(&object, "doorKeys", js_sys::Uint32Array::from(keys));
            put(&object, "held", locks.held());
        }
        object.into()
    }
}

#[wasm_bindgen]
impl Board {
    /// The canvas is `width`×`height` device pixels at `dpr` device pixels per CSS pixel: the
    /// maze is placed (the camera follows the ball when cells would be under 10 CSS px, 16 on
    /// a board narrower than 640 CSS px, a phone's) and the next frame paints it all.
    /// `reduced_motion`: shows are painted finished. `cell` forces a cell size (device px)
    /// with the whole maze in view (the benchmark's overview).
    pub fn resize(
        &self,
        width: f64,
        height: f64,
        dpr: f64,
        reduced_motion: bool,
        cell: Option<f64>,
    ) {
        self.state
            .borrow_mut()
            .resize(width, height, dpr, reduced_motion, cell)
    }

    /// The next frame paints everything again (the colours changed).
    pub fn repaint(&self) {
        self.state.borrow_mut().repaint()
    }

    /// The drawing commands of the frame at `now` (ms): what changed since the last one.
    pub fn frame(&self, now: f64) -> Vec<f32> {
        self.state.borrow_mut().frame(now)
    }

    /// Whether another frame has something to paint.
    #[wasm_bindgen(getter)]
    pub fn animating(&self) -> bool {
        self.state.borrow().animating()
    }

    /// A sentence a show wants announced (once), else `undefined`.
    pub fn take_said(&self) -> Option<String> {
        self.state.borrow_mut().take_said()
    }

    /// Replays the generator's erasures from the full grid at the speed of the slider's
    /// position (`slider` 0..=100); the level starts again, and play begins when it ends.
    pub fn carve(&self, slider: u32) {
        self.state.borrow_mut().carve(slider)
    }

    /// Shows the carve replay finished.
    pub fn skip_carve(&self) {
        self.state.borrow_mut().skip_carve()
    }

    /// Shows how breadth-first search (or A*) explores the maze, at the slider's speed.
    pub fn search(&self, a_star: bool, slider: u32) {
        self.state.borrow_mut().search(a_star, slider)
    }

    /// The slider moved: a running show goes at its new speed.
    pub fn set_speed(&self, slider: u32) {
        self.state.borrow_mut().set_speed(slider)
    }

    /// Where the maze is drawn, in device pixels: `{ dpr, cw, ch, w, h, s, t, camera, camX,
    /// camY, ox, oy }` (for tests and the curious).
    pub fn geometry(&self) -> JsValue {
        self.state.borrow().geometry()
    }

    /// The carve replay as a debug handle reads it: `{ walls, progress, largest, cap,
    /// capCamera }` (`progress`: `{ done, total }` while it runs, else `null`; `walls`: its
    /// bytes while it runs or as it ended).
    pub fn carve_state(&self) -> JsValue {
        self.state.borrow().carve_state()
    }

    /// The search view's progress while it is shown: `{ shown, total, pathShown, path }`,
    /// else `null`.
    pub fn search_state(&self) -> JsValue {
        self.state.borrow().search_state()
    }

    /// A copy of the wall bytes (square; empty for other shapes, see `removed_walls`).
    pub fn wall_bytes(&self) -> js_sys::Uint8Array {
        self.state.borrow().wall_bytes()
    }

    /// The erased wall ids in erasure order (any shape).
    pub fn removed_walls(&self) -> js_sys::Uint32Array {
        self.state.borrow().removed_walls()
    }

    /// A copy of the solution's cells, start to exit.
    pub fn solution_cells(&self) -> js_sys::Uint32Array {
        self.state.borrow().solution_cells()
    }

    /// A snapshot of the game for tests and the curious: `{ seed, level, width, height,
    /// player, exit, moves, won, solutionShown, solved, timerRunning, query, notices, trail }`.
    pub fn debug_state(&self) -> JsValue {
        self.state.borrow().debug_state()
    }
}
