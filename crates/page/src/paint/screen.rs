//! The canvas over time: what a frame must paint after a move, a resize or a toggle, and the
//! shows that run over several frames (the camera's glide, the win's traced path, the carve
//! replay, `carve_show`, and the search view, `search_show`). The page calls `frame` on every
//! animation frame while `animating` says so, and runs the list it gets.

use super::board::{self, Scene, scene};
use super::carve_show::CarveShow;
use super::floor_glide::FloorGlide;
use super::list::{DrawList, Ink};
use super::overview::Overview;
use super::search_show::{Search, explore_both};
use super::shape_board::{self, ShapeScene};
use super::show::{ShowProgress, Stage};
use super::viewport::{Viewport, round};
use game::ghost::GhostAt;
use game::session::Session;
use maze::search::Exploration;
use maze::shape::Geometry;

/// How long the camera glides to its new place.
const PAN_MS: f64 = 160.0;
/// How long the win's path takes to trace from the start to the exit.
const TRACE_MS: f64 = 600.0;

/// Which show owns the canvas.
#[derive(Clone, Debug, Default)]
enum Show {
    #[default]
    None,
    Carve(CarveShow),
    Search(Search),
}

/// The glide of the camera from one place to another.
#[derive(Clone, Copy, Debug)]
struct Pan {
    from: (f64, f64),
    to: (f64, f64),
    start: Option<f64>,
}

/// The win's path being traced.
#[derive(Clone, Copy, Debug)]
struct Trace {
    start: Option<f64>,
    done: usize,
}

/// The canvas's state between frames.
#[derive(Clone, Debug, Default)]
pub struct Screen {
    view: Option<Viewport>,
    reduced_motion: bool,
    full: bool,
    cells: Vec<u32>,
    pan: Option<Pan>,
    /// The view gliding from one floor to the next after the stairs.
    climb: Option<FloorGlide>,
    trace: Option<Trace>,
    show: Show,
    carve_stage: Stage,
    search_stage: Stage,
    /// The walls as the last carve replay left them, and its largest frame.
    carved: Option<(Vec<u8>, u32)>,
    explored: Option<[Exploration; 2]>,
    status: String,
    search_counts: String,
    said: Option<String>,
    /// Whether a link's ghost is drawn (the player's setting), and where it was drawn last.
    ghost_shown: bool,
    ghost: Option<GhostAt>,
    /// The whole maze in view, and whether it would not fit otherwise (the camera follows);
    /// the canvas (size, pixel ratio, forced cell) the view was last fitted to.
    overview: Overview,
    overview_needed: bool,
    /// Whether the overview stays through moves (a word or drawn maze), else a move ends it.
    overview_stays: bool,
    canvas: Option<((f64, f64, f64), f64)>,
    /// The hint's route as last drawn: a new one (or none) repaints the board under it.
    hint: Option<Vec<u32>>,
}

/// Draws a maze of a shape other than square: the walls `open` says are erased, the solution
/// (or its first `path` cells) when given.
fn draw_shape(
    list: &mut DrawList,
    view: &Viewport,
    session: &Session,
    open: &dyn Fn(u32) -> bool,
    (path, all_floors): (Option<&[u32]>, bool),
) {
    let mut scene = ShapeScene::of_play(session, open, path, session.play().player(), true);
    // A floors maze seen whole (`all_floors`): every floor side by side, the overview ringing
    // the ball.
    if all_floors {
        scene.player = None;
    }
    shape_board::draw_all(list, view, &scene);
}

/// Whether the last move opened a door or picked up a key (none in the first paint's build).
fn met_lock(session: &Session) -> bool {
    {
        let play = session.play();
        play.picked().is_some() || matches!(play.met(), game::locks::Met::Opened(_))
    }
}

/// The ball's centre in maze pixels on a shape's view.
fn ball(view: &Viewport, session: &Session) -> Option<(f64, f64)> {
    let play = session.play();
    play.maze()
        .layout
        .center(play.player())
        .map(|p| view.point(p))
}

impl Screen {
    /// A screen for a new level (nothing drawn yet).
    pub fn new(reduced_motion: bool) -> Screen {
        Screen {
            reduced_motion,
            full: true,
            overview: Overview::Opening { until: None },
            ..Screen::default()
        }
    }

    /// The canvas is `cw`×`ch` device pixels at `dpr`: fits the view (with cells of `cell`
    /// px when above 0) and repaints it all.
    pub fn resize(&mut self, session: &Session, (cw, ch, dpr): (f64, f64, f64), cell: f64) {
        let play = session.play();
        let layout = &play.maze().layout;
        let square = play.square().map(|g| (g.width(), g.height()));
        let (bounds, at) = match square {
            Some((w, h)) => {
                let (x, y) = (play.player() % w.max(1), play.player() / w.max(1));
                let at = (f64::from(x) + 0.5, f64::from(y) + 0.5);
                ([0.0, 0.0, f64::from(w), f64::from(h)], at)
            }
            None => {
                let bounds = layout.view_bounds(play.player());
                let [x, y] = layout.center(play.player()).unwrap_or_default();
                (bounds, (x - bounds[0], y - bounds[1]))
            }
        };
        let mut view = Viewport::fit_box(cw, ch, dpr, bounds, at, cell);
        // A maze too big to play whole here: shown whole when asked to (a word or a drawing
        // also for a moment as it opens, and until asked again).
        self.overview_needed = view.camera;
        self.overview_stays = matches!(layout, maze::Layout::Masked(_));
        if !self.overview_needed || (!self.overview_stays && self.overview.waiting()) {
            self.overview = Overview::Off;
        }
        if self.overview.shown() {
            // A floors maze's whole is every floor, side by side: the exit is on the top one.
            let whole = match layout.floors_of() {
                Some(_) => layout.bounds(),
                None => bounds,
            };
            let margin = super::overview::MARGIN_CSS;
            view = Viewport::whole((cw, ch, dpr), whole, at, margin);
        }
        match square {
            Some(size) => (view.w, view.h) = size,
            None => {
                view.t = shape_board::thickness(view.s);
                view.th = (view.t / 2.0).floor();
            }
        }
        self.view = Some(view);
        self.canvas = Some(((cw, ch, dpr), cell));
        self.pan = None;
        self.climb = None;
        self.repaint();
    }

    /// Whether the maze is too big to play whole here (the overview's button shows), and
    /// whether its whole shape is in view.
    pub fn overview(&self) -> (bool, bool) {
        (self.overview_needed, self.overview.shown())
    }

    /// The O key or the button: the whole maze, or back to following the ball.
    pub fn toggle_overview(&mut self, session: &Session) {
        if self.overview_needed {
            self.overview.toggle();
            self.refit(session);
        }
    }

    /// Fits the view again to the canvas it was last fitted to.
    fn refit(&mut self, session: &Session) {
        if let Some((canvas, cell)) = self.canvas {
            self.resize(session, canvas, cell);
        }
    }

    /// Whether the player asked for less motion (shows are then painted finished).
    pub fn set_reduced_motion(&mut self, on: bool) {
        self.reduced_motion = on;
    }

    /// Whether the player asked for less motion (a roll then walks at once).
    pub fn reduced_motion(&self) -> bool {
        self.reduced_motion
    }

    /// Says `text` with the next frame (`take_said`), unless a show's sentence waits.
    pub fn say(&mut self, text: String) {
        self.said.get_or_insert(text);
    }

    /// Where the maze sits on the canvas, once the canvas has a size.
    pub fn viewport(&self) -> Option<&Viewport> {
        self.view.as_ref()
    }

    /// The next frame paints everything.
    pub fn repaint(&mut self) {
        self.full = true;
        if let Some(trace) = &mut self.trace {
            trace.done = 0;
        }
    }

    /// Whether a move must wait (a show is running); a finished search view goes away.
    pub fn blocks_move(&mut self) -> bool {
        if self.carve_stage == Stage::Running || self.search_stage == Stage::Running {
            return true;
        }
        if let Show::Search(_) = self.show {
            self.show = Show::None;
            self.status.clear();
            self.repaint();
        }
        false
    }

    /// The ball went from `before` to where it is now: repaint both cells, or glide the
    /// camera (or repaint all, in fog, where a move uncovers more).
    pub fn moved(&mut self, session: &Session, before: u32) {
        if self.overview.moved() {
            return self.refit(session);
        }
        // Asked for on a maze of any other kind, the whole maze goes with the first move.
        if self.overview.shown() && !self.overview_stays {
            self.overview = Overview::Off;
            self.said = Some(text::overview_said(false).to_owned());
            return self.refit(session);
        }
        let player = session.play().player();
        // A floors maze shows the ball's floor: the view glides to the floor the stairs reach.
        let floors = session.play().maze().layout.floors_of();
        if floors.is_some_and(|f| f.floor_of(player) != f.floor_of(before)) {
            self.refit(session);
            self.climb = (!self.reduced_motion).then(|| FloorGlide::new(before));
            return;
        }
        let square = session.play().square().is_some();
        let follow = |v: Viewport| match square {
            true => v.follow(player),
            false => ball(&v, session).and_then(|at| v.follow_to(at)),
        };
        if let Some(to) = self.view.and_then(follow) {
            let from = self.view.map_or(to, |v| (v.cam_x, v.cam_y));
            self.pan = Some(Pan {
                from,
                to,
                start: None,
            });
            self.repaint();
        } else if session.sight().fog().is_some() || !square || met_lock(session) {
            // Other shapes repaint the view: their cells are not rectangles to paint over; so
            // does a door opened or a key picked up, whose marks change.
            self.repaint();
        } else {
            self.cells.extend([before, player]);
        }
    }

    /// The level was won: trace its path.
    pub fn won(&mut self) {
        self.trace = Some(Trace {
            start: None,
            done: 0,
        });
    }

    /// Starts the carve replay at `rate` erasures per second (the caller restarts the level
    /// first, so that play begins when the carving ends).
    pub fn carve(&mut self, session: &Session, rate: f64) {
        self.stop();
        let carve = CarveShow::new(session, rate);
        let total = u64::from(carve.progress().total);
        self.status = text::carving(0, total, carve.raising());
        self.show = Show::Carve(carve);
        self.carve_stage = Stage::Running;
        let algorithm = session.params().algorithm.name();
        self.said = Some(text::carve_watch(algorithm));
        self.repaint();
    }

    /// Finishes the carve replay at once.
    pub fn skip_carve(&mut self, session: &Session) {
        if let Show::Carve(c) = &mut self.show {
            c.skip(session);
            let (total, raising) = (u64::from(c.progress().total), c.raising());
            self.end_carve(text::carve_skipped(total, raising));
            self.repaint();
        }
    }

    /// Starts the search view (`a_star`, else breadth-first) at `rate` steps per second.
    pub fn search(&mut self, session: &Session, a_star: bool, rate: f64) {
        self.stop();
        let [bfs, astar] = self
            .explored
            .get_or_insert_with(|| explore_both(session.play()));
        self.search_counts = text::search_counts(
            bfs.expanded.len() as u64,
            astar.expanded.len() as u64,
            astar.path.len().saturating_sub(1) as u64,
        );
        self.show = Show::Search(Search::new(a_star, rate));
        self.search_stage = Stage::Running;
        self.status = text::searching(a_star).to_owned();
        self.said = None;
        self.repaint();
    }

    /// The level starts again: shows stop, the win's trace goes, everything is painted.
    pub fn restart(&mut self) {
        self.stop();
        self.trace = None;
        self.pan = None;
        self.cells.clear();
        self.repaint();
    }

    /// Changes the pace of a running show to `rate` steps per second.
    pub fn set_rate(&mut self, rate: f64) {
        match &mut self.show {
            Show::Carve(c) => c.set_rate(rate),
            Show::Search(s) => s.set_rate(rate),
            Show::None => {}
        }
    }

    /// Stops whatever show runs (a new level, another show); its picture goes.
    pub fn stop(&mut self) {
        self.climb = None;
        for stage in [&mut self.carve_stage, &mut self.search_stage] {
            if *stage == Stage::Running {
                *stage = Stage::Stopped;
            }
        }
        if !matches!(self.show, Show::None) {
            self.show = Show::None;
            self.status.clear();
            self.repaint();
        }
    }

    fn end_carve(&mut self, message: String) {
        if let Show::Carve(c) = std::mem::take(&mut self.show) {
            self.carved = Some(c.result());
        }
        self.carve_stage = Stage::Done;
        self.status.clone_from(&message);
        self.said = Some(message);
    }

    /// Whether the page should ask for another frame.
    pub fn animating(&self) -> bool {
        self.full
            || !self.cells.is_empty()
            || self.pan.is_some()
            || self.climb.is_some()
            || self.trace.is_some()
            || self.carve_stage == Stage::Running
            || self.search_stage == Stage::Running
            || self.overview.waiting()
    }

    /// What to paint at `now` (ms), and the shows moved on by one frame.
    pub fn frame(&mut self, session: &Session, now: f64) -> DrawList {
        let mut list = DrawList::new();
        if self.overview.tick(now) {
            // Said, so that the page binds the button's new state, and the player hears how
            // to see the whole maze again.
            self.said = Some(text::overview_said(false).to_owned());
            self.refit(session);
        }
        let Some(view) = self.glide(now) else {
            return list;
        };
        // The ghost glides between cells: while it moves, each frame repaints the view (only
        // what is on screen) under its new place.
        let ghost = self
            .ghost_shown
            .then(|| session.race().ghost_at(now))
            .flatten();
        if ghost != self.ghost {
            self.full = true;
            self.ghost = ghost;
        }
        let climb = self.climb_frame(now);
        let hint = session.hints().shown();
        if hint.map(|h| &h.route) != self.hint.as_ref() {
            self.full = true;
            self.hint = hint.map(|h| h.route.clone());
        }
        if std::mem::take(&mut self.full) {
            self.cells.clear();
            match climb {
                Some((glide, k)) => {
                    glide.paint(&mut list, &view, session, self.path(session), k);
                }
                _ => self.paint_all(&mut list, &view, session),
            }
        }
        let plain = scene(session);
        for cell in std::mem::take(&mut self.cells) {
            board::paint_cell(&mut list, &view, &plain, cell);
        }
        self.trace_frame(&mut list, &view, session, now);
        self.carve_frame(&mut list, &view, session, now);
        self.search_frame(&mut list, &view, session, now);
        // Over whatever this frame painted, so that a repainted cell never hides them; a glide
        // between floors draws each floor's doors with it.
        let still = climb.is_none();
        if !list.is_empty()
            && still
            && let Some(hint) = hint
        {
            super::hint_mark::draw_hint(&mut list, &view, &session.play().maze().layout, hint);
        }
        if !list.is_empty()
            && still
            && let Some(locks) = session.play().locks()
        {
            let seen = session.sight().fog().map(|f| f.seen());
            let layout = &session.play().maze().layout;
            let ball = session.play().player();
            super::door_marks::draw_doors(&mut list, &view, layout, locks, (seen, ball));
        }
        if !list.is_empty()
            && still
            && let Some(g) = ghost
        {
            super::ghost_mark::draw_ghost(&mut list, &view, session, g);
        }
        list
    }

    /// The view at `now`, the camera moved on along its glide (which repaints everything);
    /// `None` before the canvas has a size.
    fn glide(&mut self, now: f64) -> Option<Viewport> {
        let mut view = self.view?;
        let Some(pan) = &mut self.pan else {
            return Some(view);
        };
        let start = *pan.start.get_or_insert(now);
        let k = if self.reduced_motion {
            1.0
        } else {
            ((now - start) / PAN_MS).clamp(0.0, 1.0)
        };
        let e = 1.0 - (1.0 - k) * (1.0 - k);
        let at = |a: f64, b: f64| a + (b - a) * e;
        view.set_camera(at(pan.from.0, pan.to.0), at(pan.from.1, pan.to.1));
        self.view = Some(view);
        self.full = true;
        if k >= 1.0 {
            self.pan = None;
        }
        Some(view)
    }

    /// The glide between floors at `now` and how far it is, while it runs (each of its frames
    /// repaints everything; the frame after it paints the floor reached as usual).
    fn climb_frame(&mut self, now: f64) -> Option<(FloorGlide, f64)> {
        let glide = self.climb.as_mut()?;
        let k = glide.progress(now);
        let glide = *glide;
        self.full = true;
        if k >= 1.0 {
            self.climb = None;
            return None;
        }
        Some((glide, k))
    }

    /// The solution on another shape's board: all of it while shown, else as far as the win's
    /// trace has gone.
    fn path<'a>(&self, session: &'a Session) -> Option<&'a [u32]> {
        let shown = session.sight().solution_shown().then(|| session.solution());
        let traced = self.trace.as_ref().map(|t| {
            let path = session.solution();
            path.get(..t.done).unwrap_or(path)
        });
        shown.or(traced)
    }

    /// Paints the whole view: the board as the show running has it (the carve's walls so far,
    /// the search's cells so far over the maze), else the maze as played.
    fn paint_all(&self, list: &mut DrawList, view: &Viewport, session: &Session) {
        if !self.overview.shown() {
            return self.paint_board(list, view, session);
        }
        // The whole maze: sketched when its cells are too small to draw wall by wall, the ball
        // and the exit ringed either way.
        if view.s < super::overview::SKETCH_CELL && matches!(self.show, Show::None) {
            let shown = session.sight().solution_shown().then(|| session.solution());
            super::overview::sketch(list, view, session, shown);
        } else {
            self.paint_board(list, view, session);
            super::overview::mark(list, view, session);
        }
    }

    /// `paint_all`'s board: as the show running has it, else as played.
    fn paint_board(&self, list: &mut DrawList, view: &Viewport, session: &Session) {
        if session.play().square().is_none() {
            self.paint_all_shape(list, view, session);
            return;
        }
        let plain = scene(session);
        match &self.show {
            Show::Carve(c) => {
                let carving = Scene {
                    walls: c.walls(),
                    links: None,
                    ..plain
                };
                board::draw_all(list, view, &carving);
            }
            Show::Search(s) => {
                board::draw_all(list, view, &plain);
                self.paint_search(s, list, view, session);
            }
            Show::None => board::draw_all(list, view, &plain),
        }
    }

    /// `paint_all` for another shape: its solution shown or being traced goes with it.
    fn paint_all_shape(&self, list: &mut DrawList, view: &Viewport, session: &Session) {
        let maze = session.play().maze();
        let is_open = |w: u32| maze.is_open(w);
        let whole = self.overview.shown();
        match &self.show {
            Show::Carve(c) => {
                let carved = |w: u32| c.opened(w);
                draw_shape(list, view, session, &carved, (None, whole));
            }
            Show::Search(s) => {
                draw_shape(list, view, session, &is_open, (self.path(session), whole));
                self.paint_search(s, list, view, session);
            }
            Show::None => draw_shape(list, view, session, &is_open, (self.path(session), whole)),
        }
    }

    /// The search view's cells and path so far, over a repainted board.
    fn paint_search(&self, s: &Search, list: &mut DrawList, view: &Viewport, session: &Session) {
        if let Some(explored) = &self.explored {
            s.paint(s.found(explored), list, view, session);
        }
    }

    /// Shows or hides a link's ghost (the player's setting); a change repaints.
    pub fn show_ghost(&mut self, shown: bool) {
        if shown != self.ghost_shown {
            self.ghost_shown = shown;
            self.full = true;
        }
    }

    fn trace_frame(&mut self, list: &mut DrawList, view: &Viewport, session: &Session, now: f64) {
        let Some(trace) = &mut self.trace else {
            return;
        };
        if !session.play().won() {
            self.trace = None;
            return;
        }
        let path = session.solution();
        let start = *trace.start.get_or_insert(now);
        let up_to = if self.reduced_motion {
            path.len()
        } else {
            ((path.len() as f64 * (now - start) / TRACE_MS).ceil() as usize).min(path.len())
        };
        if let Some(grid) = session.play().square() {
            let traced = Scene {
                links: Some(session.links()),
                ..scene(session)
            };
            let visible = view.visible();
            let w = grid.width();
            for &cell in path.get(trace.done..up_to).unwrap_or_default() {
                if visible.holds(i64::from(cell % w), i64::from(cell / w)) {
                    board::paint_cell(list, view, &traced, cell);
                }
            }
        } else if up_to > trace.done {
            // The new piece of the line, from the last cell traced.
            let piece = path
                .get(trace.done.saturating_sub(1)..up_to)
                .unwrap_or_default();
            let layout = &session.play().maze().layout;
            let width = round(view.s * 0.12).max(2.0);
            shape_board::path_line(list, view, layout, piece, width, Ink::PATH);
        }
        trace.done = trace.done.max(up_to);
        if trace.done >= path.len() {
            self.trace = None;
        }
    }

    fn carve_frame(&mut self, list: &mut DrawList, view: &Viewport, session: &Session, now: f64) {
        let Show::Carve(c) = &mut self.show else {
            return;
        };
        c.frame(list, view, session, (now, self.reduced_motion));
        let p = c.progress();
        let (done, total) = (u64::from(p.done), u64::from(p.total));
        if p.done < p.total {
            self.status = text::carving(done, total, c.raising());
            return;
        }
        let end = if self.reduced_motion {
            text::CARVE_REDUCED.to_owned()
        } else {
            text::carved(total, c.raising())
        };
        self.end_carve(end);
        // Another shape's carve frames erase walls without stroking their standing
        // neighbours again: the replay's end repaints the finished maze whole.
        if session.play().square().is_none() {
            self.repaint();
        }
    }

    fn search_frame(&mut self, list: &mut DrawList, view: &Viewport, session: &Session, now: f64) {
        let (Show::Search(s), Some(explored)) = (&mut self.show, &self.explored) else {
            return;
        };
        if self.search_stage != Stage::Running {
            return;
        }
        let found = s.found(explored);
        let done = s.frame(found, list, (view, session), (now, self.reduced_motion));
        if done {
            self.search_stage = Stage::Done;
            let text = text::searched(
                s.a_star(),
                found.expanded.len() as u64,
                found.path.len().saturating_sub(1) as u64,
            );
            self.status.clone_from(&text);
            self.said = Some(text);
        }
    }

    /// The carve replay's stage, the search view's stage and kind (`bfs`, `astar`).
    pub fn stages(&self) -> (Stage, Stage, &'static str) {
        let kind = match &self.show {
            Show::Search(s) if s.a_star() => "astar",
            Show::Search(_) => "bfs",
            _ => "",
        };
        (self.carve_stage, self.search_stage, kind)
    }

    /// The line under the board while a show runs or after it ended.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The search view's counts (both searches and the path's moves), while it is shown.
    pub fn search_counts(&self) -> Option<&str> {
        matches!(self.show, Show::Search(_)).then_some(self.search_counts.as_str())
    }

    /// A sentence to announce, once.
    pub fn take_said(&mut self) -> Option<String> {
        self.said.take()
    }

    /// The carve replay's progress while it runs.
    pub fn carve_progress(&self) -> Option<ShowProgress> {
        match &self.show {
            Show::Carve(c) => Some(c.progress()),
            _ => None,
        }
    }

    /// The carve replay's wall bytes while it runs, or as it ended; and the most erasures
    /// one frame painted.
    pub fn carve_walls(&self) -> (Vec<u8>, u32) {
        match &self.show {
            Show::Carve(c) => c.result(),
            _ => self.carved.clone().unwrap_or_default(),
        }
    }

    /// The search view's progress and path while it is shown.
    pub fn search_progress(&self) -> Option<(ShowProgress, &[u32])> {
        let (Show::Search(s), Some(explored)) = (&self.show, &self.explored) else {
            return None;
        };
        let found = s.found(explored);
        Some((s.progress(found), &found.path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::list::Op;
    use maze::shape::Topology;

    fn session(query: &str) -> Session {
        crate::testing::session(query, "x")
    }

    /// The strokes' pieces (`MoveTo`s before each `Stroke`) of a list.
    fn stroked(list: &DrawList) -> usize {
        let (mut n, mut total) = (0, 0);
        for (op, _) in list.commands() {
            if op == Op::MoveTo as u8 {
                n += 1;
            } else if op == Op::Stroke as u8 {
                total += n;
                n = 0;
            } else if op == Op::Fill as u8 {
                n = 0;
            }
        }
        total
    }

    #[test]
    fn the_carve_replay_and_the_search_view_run_on_other_shapes() {
        for shape in ["hex", "triangle", "circle"] {
            let s = session(&format!("seed=shows&level=2&shape={shape}"));
            let mut screen = Screen::new(false);
            screen.resize(&s, (600.0, 500.0, 1.0), 0.0);
            assert!(
                stroked(&screen.frame(&s, 0.0)) > 0,
                "{shape}: the walls are stroked"
            );
            screen.carve(&s, 1e6);
            let total = s.play().maze().removed.len() as u32;
            let mut erased = 0;
            for t in 0..40 {
                let list = screen.frame(&s, f64::from(t) * 50.0);
                erased += list
                    .commands()
                    .filter(|(op, _)| *op == Op::MoveTo as u8)
                    .count();
                if screen.stages().0 == Stage::Done {
                    break;
                }
            }
            assert_eq!(screen.stages().0, Stage::Done, "{shape}");
            assert!(erased >= total as usize, "{shape}: {erased} of {total}");
            screen.search(&s, true, 1e6);
            for t in 0..40 {
                screen.frame(&s, 2000.0 + f64::from(t) * 50.0);
            }
            let (progress, path) = screen.search_progress().expect("the search view is shown");
            assert_eq!(progress.done, progress.total, "{shape}");
            assert_eq!(path, s.solution(), "{shape}: A* finds the shortest path");
        }
    }

    #[test]
    fn recursive_divisions_replay_raises_walls_from_an_open_field_to_the_maze() {
        // Standing interior walls, counted from the bytes (bit 0 east, bit 1 south).
        let standing = |bytes: &[u8], w: usize| {
            let inner = |(i, b): (usize, &u8)| {
                let east = i % w + 1 < w && b & 1 != 0;
                let south = i + w < bytes.len() && b & 2 != 0;
                usize::from(east) + usize::from(south)
            };
            bytes.iter().enumerate().map(inner).sum::<usize>()
        };
        for query in [
            "seed=rise&level=3&algo=division",
            "seed=rise&level=3&algo=division&braid=40",
        ] {
            let s = session(query);
            let grid = s.play().square().expect("a square").clone();
            let w = grid.width() as usize;
            let mut screen = Screen::new(false);
            screen.resize(&s, (600.0, 500.0, 1.0), 0.0);
            screen.frame(&s, 0.0);
            screen.carve(&s, 20.0);
            assert!(screen.status().starts_with("Dividing: 0 of "), "{query}");
            assert_eq!(standing(&screen.carve_walls().0, w), 0, "an open field");
            let mut seen = vec![0];
            for t in 1..400 {
                screen.frame(&s, f64::from(t) * 100.0);
                seen.push(standing(&screen.carve_walls().0, w));
                if screen.stages().0 == Stage::Done {
                    break;
                }
            }
            assert_eq!(
                screen.carve_walls().0,
                grid.walls(),
                "{query}: the maze at the end"
            );
            assert!(screen.status().starts_with("Divided: "), "{query}");
            // Walls only go up, a few a frame, until the braid's openings at the end.
            let top = seen
                .iter()
                .position(|&n| n == *seen.iter().max().unwrap())
                .unwrap();
            assert!(
                seen[..=top].windows(2).all(|p| p[0] <= p[1]),
                "{query}: {seen:?}"
            );
            assert!(
                seen[top..].windows(2).all(|p| p[0] >= p[1]),
                "{query}: {seen:?}"
            );
            assert!(seen.len() > 5, "{query}: shown over frames");
            let braided = query.contains("braid");
            assert_eq!(
                seen[seen.len() - 1] < seen[top],
                braided,
                "{query}: {seen:?}"
            );
        }
    }

    #[test]
    fn a_move_on_another_shape_repaints_and_the_camera_follows() {
        let mut s = session("seed=cam&level=60&shape=hex");
        let mut screen = Screen::new(true);
        screen.resize(&s, (400.0, 400.0, 1.0), 0.0);
        assert!(screen.viewport().is_some_and(|v| v.camera));
        screen.frame(&s, 0.0);
        let path = s.solution().to_vec();
        let keys = s.play().maze().path_keys(&path).unwrap_or_default();
        let before = screen.viewport().map(|v| (v.cam_x, v.cam_y));
        for key in keys.iter().take(30) {
            let from = s.play().player();
            s.press(key, 0.0);
            screen.moved(&s, from);
            assert!(screen.animating());
            screen.frame(&s, 1.0);
        }
        assert_ne!(screen.viewport().map(|v| (v.cam_x, v.cam_y)), before);
    }

    /// Where the centre of `cell` is drawn on the screen's canvas.
    fn drawn_at(screen: &Screen, s: &Session, cell: u32) -> (f64, f64) {
        let v = screen.viewport().copied().expect("the canvas has a size");
        let layout = &s.play().maze().layout;
        let p = layout.center(cell).expect("a cell of the maze");
        v.on_canvas(p)
    }

    /// Whether `cell`'s centre is on the canvas.
    fn on_screen(screen: &Screen, s: &Session, cell: u32) -> bool {
        let v = screen.viewport().copied().expect("the canvas has a size");
        let (x, y) = drawn_at(screen, s, cell);
        (0.0..=v.cw).contains(&x) && (0.0..=v.ch).contains(&y)
    }

    /// A move the ball can make from where it is (along the solution).
    fn step(s: &mut Session, screen: &mut Screen) {
        let from = s.play().player();
        let path = s.solution().to_vec();
        let at = path.iter().position(|&c| c == from).unwrap_or_default();
        let keys = s.play().maze().path_keys(&path[at..]).unwrap_or_default();
        s.press(keys.first().expect("a way out"), 0.0);
        assert_ne!(s.play().player(), from, "the ball moved");
        screen.moved(s, from);
    }

    #[test]
    fn o_shows_any_big_maze_whole_with_its_exit_and_a_move_follows_the_ball_again() {
        let queries = [
            "seed=glance&level=30",
            "seed=glance&level=60&shape=hex",
            "seed=glance&level=60&shape=triangle",
            "seed=glance&level=60&shape=circle",
            "seed=glance&level=60&mode=fog",
            "seed=glance&level=30&floors=3",
        ];
        // A desktop's board and a phone's (390×844 at 2 device px per CSS px).
        for canvas in [(1264.0, 600.0, 1.0), (772.0, 1300.0, 2.0)] {
            for query in queries {
                let mut s = session(query);
                let mut screen = Screen::new(true);
                screen.resize(&s, canvas, 0.0);
                let exit = s.play().maze().layout.exit();
                assert_eq!(
                    screen.overview(),
                    (true, false),
                    "{query}: too big to play whole"
                );
                assert!(
                    !on_screen(&screen, &s, exit),
                    "{query}: the exit is off screen"
                );
                screen.toggle_overview(&s);
                assert_eq!(screen.overview(), (true, true), "{query}");
                let v = screen.viewport().copied().expect("a view");
                assert!(!v.camera, "{query}: the whole maze");
                let ball = s.play().player();
                assert!(on_screen(&screen, &s, exit), "{query}: O shows the exit");
                assert!(on_screen(&screen, &s, ball), "{query}: and the ball");
                // The exit's mark is drawn on the frame, whatever the size of its cells.
                let (ex, ey) = drawn_at(&screen, &s, exit);
                let list = screen.frame(&s, 0.0);
                let marked = list.commands().any(|(op, n)| {
                    op == Op::Arc as u8
                        && (f64::from(n[0]) - ex).abs() < 1.0
                        && (f64::from(n[1]) - ey).abs() < 1.0
                });
                assert!(marked, "{query}: the exit is ringed");
                step(&mut s, &mut screen);
                assert_eq!(screen.overview(), (true, false), "{query}: a move follows");
                assert!(screen.viewport().is_some_and(|v| v.camera), "{query}");
                assert_eq!(
                    screen.take_said().as_deref(),
                    Some(text::overview_said(false)),
                    "{query}: and says so"
                );
                screen.toggle_overview(&s);
                screen.toggle_overview(&s);
                assert!(
                    screen.viewport().is_some_and(|v| v.camera),
                    "{query}: O again"
                );
            }
        }
    }

    #[test]
    fn a_word_maze_keeps_its_whole_shape_through_moves() {
        let mut s = session("seed=overview&mask=HELLO&level=12");
        let mut screen = Screen::new(true);
        screen.resize(&s, (772.0, 1300.0, 2.0), 0.0);
        assert_eq!(
            screen.overview(),
            (true, true),
            "it opens on the whole word"
        );
        step(&mut s, &mut screen);
        assert_eq!(
            screen.overview(),
            (true, false),
            "the first move ends the opening look"
        );
        screen.toggle_overview(&s);
        step(&mut s, &mut screen);
        assert_eq!(screen.overview(), (true, true), "one asked for stays");
    }

    #[test]
    fn a_maze_that_fits_has_no_overview() {
        let s = session("seed=glance&level=3");
        let mut screen = Screen::new(true);
        screen.resize(&s, (1264.0, 600.0, 1.0), 0.0);
        assert_eq!(screen.overview(), (false, false));
        screen.toggle_overview(&s);
        assert_eq!(screen.overview(), (false, false));
        assert!(screen.viewport().is_some_and(|v| !v.camera));
    }

    #[test]
    fn on_a_phone_no_cell_is_under_a_fingers_size() {
        // Level 8 (36×36) on a phone: whole it would be 10 CSS px a cell; the camera follows.
        let s = session("seed=glance&level=8");
        let mut screen = Screen::new(true);
        screen.resize(&s, (772.0, 1300.0, 2.0), 0.0);
        let v = screen.viewport().copied().expect("a view");
        assert!(v.camera && v.s >= 16.0 * 2.0, "{v:?}");
        // The maze fills the board's height.
        assert!(f64::from(v.h) * v.s >= v.ch, "{v:?}");
        // A desktop keeps it whole.
        screen.resize(&s, (1264.0, 600.0, 1.0), 0.0);
        assert!(screen.viewport().is_some_and(|v| !v.camera));
        // Level 1 stays whole on a phone (the first paint draws it).
        let first = session("seed=glance&level=1");
        screen.resize(&first, (772.0, 1300.0, 2.0), 0.0);
        assert!(screen.viewport().is_some_and(|v| !v.camera));
    }

    #[test]
    fn the_whole_of_level_499_is_sketched_with_its_ball_and_exit() {
        for query in ["seed=glance&level=499", "seed=glance&level=499&shape=hex"] {
            let s = session(query);
            let mut screen = Screen::new(true);
            screen.resize(&s, (1264.0, 600.0, 1.0), 0.0);
            screen.toggle_overview(&s);
            let v = screen.viewport().copied().expect("a view");
            assert!(
                v.s < super::super::overview::SKETCH_CELL,
                "{query}: {}",
                v.s
            );
            let exit = s.play().maze().layout.exit();
            assert!(on_screen(&screen, &s, exit), "{query}");
            let started = std::time::Instant::now();
            let list = screen.frame(&s, 0.0);
            let took = started.elapsed();
            let n = list.as_slice().len();
            eprintln!("{query}: the overview's frame {took:?}, {n} numbers");
            // A sketch: tens of thousands of numbers, not the millions of its walls.
            assert!(n < 2_000_000, "{query}: {n}");
            let arcs = list.commands().filter(|(op, _)| *op == Op::Arc as u8);
            assert_eq!(
                arcs.count(),
                4,
                "{query}: the ball and the exit, each a disc and a ring"
            );
        }
    }
}
