//! The canvas over time: what a frame must paint after a move, a resize or a toggle, and the
//! shows that run over several frames (the camera's glide, the win's traced path, the carve
//! replay and the search view). The page calls `frame` on every animation frame while
//! `animating` says so, and runs the list it gets.

use super::board::{self, Scene};
use super::list::{DrawList, Ink, SHADES};
use super::shaped::{self, ShapeScene};
use super::view::{View, round};
use crate::game::Play;
use crate::game::session::Session;
use crate::maze::graph::WallSet;
use crate::maze::grid::Grid;
use crate::maze::search::{self, Exploration, Strategy};

/// How long the camera glides to its new place.
const PAN_MS: f64 = 160.0;
/// How long the win's path takes to trace from the start to the exit.
const TRACE_MS: f64 = 600.0;
/// Erasures a carve frame paints at most with the whole maze in view, and with the camera
/// (which paints only what is on screen): a frame must stay short whatever the speed.
pub const CARVE_CAP: u32 = 4000;
/// See `CARVE_CAP`.
pub const CARVE_CAP_CAMERA: u32 = 50_000;
/// Cells the search view tints per frame at most.
const SEARCH_CAP: u32 = 4000;
/// The longest gap between frames that counts toward a show's progress (a hidden tab
/// must not make the show jump when it comes back).
const MAX_GAP_MS: f64 = 100.0;

/// Where a show stands, as the page's `data-` attributes say it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// Never shown on this level.
    #[default]
    None,
    /// Animating.
    Running,
    /// Finished (its picture stays until a move or a new level).
    Done,
    /// Stopped before it finished.
    Stopped,
}

impl Stage {
    /// The attribute value (`""` for none).
    pub fn name(self) -> &'static str {
        match self {
            Stage::None => "",
            Stage::Running => "running",
            Stage::Done => "done",
            Stage::Stopped => "stopped",
        }
    }
}

/// Steps of a show over time: at `rate` per second, at most `cap` in one frame.
#[derive(Clone, Debug)]
struct Pace {
    rate: f64,
    carry: f64,
    last: Option<f64>,
}

impl Pace {
    fn new(rate: f64) -> Pace {
        Pace {
            rate: rate.max(1.0),
            carry: 0.0,
            last: None,
        }
    }

    /// How many steps this frame at `now` shows.
    fn steps(&mut self, now: f64, cap: u32, left: u32, all_at_once: bool) -> u32 {
        if all_at_once {
            return left;
        }
        let gap = self
            .last
            .map_or(0.0, |last| (now - last).clamp(0.0, MAX_GAP_MS));
        self.last = Some(now);
        self.carry = (self.carry + self.rate * gap / 1000.0).min(f64::from(cap));
        let n = (self.carry.floor() as u32).min(left);
        self.carry -= f64::from(n);
        n
    }
}

/// The carve replay: the generator's erasures from the full grid, in order.
#[derive(Clone, Debug)]
struct Carve {
    /// Square's wall bytes as carved so far.
    grid: Grid,
    /// Other shapes' walls erased so far.
    opened: WallSet,
    done: u32,
    total: u32,
    pace: Pace,
    largest_frame: u32,
}

/// The search view: cells tinted in the order a search expanded them, then its path.
#[derive(Clone, Debug)]
struct Search {
    a_star: bool,
    shown: u32,
    pace: Pace,
}

/// Which show owns the canvas.
#[derive(Clone, Debug, Default)]
enum Show {
    #[default]
    None,
    Carve(Carve),
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

/// How a show went, for the page's debug handle and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShowProgress {
    /// Steps shown (erasures, or cells tinted).
    pub done: u32,
    /// Steps in all.
    pub total: u32,
    /// Path steps shown (the search view).
    pub path_shown: u32,
}

/// The canvas's state between frames.
#[derive(Clone, Debug, Default)]
pub struct Screen {
    view: Option<View>,
    reduced_motion: bool,
    full: bool,
    cells: Vec<u32>,
    pan: Option<Pan>,
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
    ghost: Option<crate::game::ghost::GhostAt>,
}

/// The board's scene for `session` (with the solution's links while it is shown).
pub fn scene(session: &Session) -> Scene<'_> {
    Scene {
        links: session.solution_shown().then(|| session.links()),
        fog: session.fog().map(|f| f.seen()),
        ..play_scene(session.play())
    }
}

/// The board's scene of a level as played: its walls, footprints, exit and ball, with no
/// solution and no fog (the first paint's, and the game's under its session's).
pub fn play_scene(play: &Play) -> Scene<'_> {
    let square = play.square();
    Scene {
        walls: square.map_or(&[], |g| g.walls()),
        visited: play.visited(),
        links: None,
        openings: square.map_or([[0.0; 4]; 2], |g| g.openings()),
        exit: play.maze().layout.exit(),
        player: Some(play.player()),
        fog: None,
    }
}

/// Draws a maze of a shape other than square: the walls `open` says are erased, the solution
/// (or its first `path` cells) when given.
fn draw_shape(
    list: &mut DrawList,
    view: &View,
    session: &Session,
    open: &dyn Fn(u32) -> bool,
    path: Option<&[u32]>,
) {
    let play = session.play();
    let scene = ShapeScene {
        layout: &play.maze().layout,
        open,
        visited: play.visited(),
        path,
        player: Some(play.player()),
        fog: session.fog().map(|f| f.seen()),
    };
    shaped::draw_all(list, view, &scene);
}

/// The ghost's ball: translucent, gliding from its last cell to its new one.
fn ghost_ball(list: &mut DrawList, view: &View, session: &Session, g: crate::game::ghost::GhostAt) {
    let layout = &session.play().maze().layout;
    let (Some(a), Some(b)) = (layout.center(g.from), layout.center(g.cell)) else {
        return;
    };
    let k = g.fraction.clamp(0.0, 1.0);
    let (x, y) = view.on_canvas([a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k]);
    list.alpha(GHOST_ALPHA);
    list.ink(Ink::PLAYER);
    list.disc(x, y, (view.s * 0.3).max(2.0));
    list.alpha(1.0);
}

/// How opaque the ghost's ball is.
const GHOST_ALPHA: f64 = 0.4;

/// The ball's centre in maze pixels on a shape's view.
fn ball(view: &View, session: &Session) -> Option<(f64, f64)> {
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
            ..Screen::default()
        }
    }

    /// The canvas is `cw`×`ch` device pixels at `dpr`: fits the view (with cells of `cell`
    /// px when above 0) and repaints it all.
    pub fn resize(&mut self, session: &Session, (cw, ch, dpr): (f64, f64, f64), cell: f64) {
        let play = session.play();
        self.view = Some(match play.square() {
            Some(grid) => {
                let size = (grid.width(), grid.height());
                View::fit(cw, ch, dpr, size, play.player(), cell)
            }
            None => {
                let layout = &play.maze().layout;
                let bounds = layout.bounds();
                let [x, y] = layout.center(play.player()).unwrap_or_default();
                let at = (x - bounds[0], y - bounds[1]);
                let mut view = View::fit_box(cw, ch, dpr, bounds, at, cell);
                view.t = shaped::thickness(view.s);
                view.th = (view.t / 2.0).floor();
                view
            }
        });
        self.pan = None;
        self.repaint();
    }

    /// Whether the player asked for less motion (shows are then painted finished).
    pub fn set_reduced_motion(&mut self, on: bool) {
        self.reduced_motion = on;
    }

    /// The view, once the canvas has a size.
    pub fn view(&self) -> Option<&View> {
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
        let player = session.play().player();
        let square = session.play().square().is_some();
        let follow = |v: View| match square {
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
        } else if session.fog().is_some() || !square {
            // Other shapes repaint the view: their cells are not rectangles to paint over.
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
        let play = session.play();
        let full = match play.square() {
            Some(grid) => Grid::full(grid.width(), grid.height()).unwrap_or_else(|_| grid.clone()),
            None => Grid::smallest(),
        };
        let total = play.maze().removed.len() as u32;
        self.show = Show::Carve(Carve {
            grid: full,
            opened: WallSet::new(play.maze().layout.wall_bound()),
            done: 0,
            total,
            pace: Pace::new(rate),
            largest_frame: 0,
        });
        self.carve_stage = Stage::Running;
        self.status = crate::text::phrase("carving", &[0.0, f64::from(total)], "");
        self.said = Some(crate::text::phrase(
            "carve-watch",
            &[],
            session.params().algorithm.name(),
        ));
        self.repaint();
    }

    /// Finishes the carve replay at once.
    pub fn skip_carve(&mut self, session: &Session) {
        if let Show::Carve(c) = &mut self.show {
            let removed = &session.play().maze().removed;
            for &id in removed.iter().skip(c.done as usize) {
                c.grid.erase(id);
                c.opened.erase(id);
            }
            c.done = c.total;
            let total = f64::from(c.total);
            self.end_carve(crate::text::phrase("carve-skipped", &[total], ""));
            self.repaint();
        }
    }

    /// Starts the search view (`a_star`, else breadth-first) at `rate` steps per second.
    pub fn search(&mut self, session: &Session, a_star: bool, rate: f64) {
        self.stop();
        let play = session.play();
        let [bfs, astar] = self.explored.get_or_insert_with(|| match play.square() {
            Some(grid) => [
                search::explore(grid, Strategy::BreadthFirst),
                search::explore(grid, Strategy::AStar),
            ],
            None => [
                search::explore(play.maze(), Strategy::BreadthFirst),
                search::explore(play.maze(), Strategy::AStar),
            ],
        });
        let counts = [
            bfs.expanded.len() as f64,
            astar.expanded.len() as f64,
            astar.path.len().saturating_sub(1) as f64,
        ];
        self.show = Show::Search(Search {
            a_star,
            shown: 0,
            pace: Pace::new(rate),
        });
        self.search_stage = Stage::Running;
        self.status =
            crate::text::phrase(if a_star { "search-astar" } else { "search-bfs" }, &[], "");
        self.said = None;
        self.search_counts = crate::text::phrase("search-counts", &counts, "");
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
            Show::Carve(c) => c.pace.rate = rate.max(1.0),
            Show::Search(s) => s.pace.rate = rate.max(1.0),
            Show::None => {}
        }
    }

    /// Stops whatever show runs (a new level, another show); its picture goes.
    pub fn stop(&mut self) {
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

    /// Another shape's carve frames erase walls without stroking their standing neighbours
    /// again: the replay's end repaints the finished maze whole.
    fn repaint_shape(&mut self, session: &Session) {
        if session.play().square().is_none() {
            self.repaint();
        }
    }

    fn end_carve(&mut self, message: String) {
        if let Show::Carve(c) = std::mem::take(&mut self.show) {
            self.carved = Some((c.grid.walls().to_vec(), c.largest_frame));
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
            || self.trace.is_some()
            || self.carve_stage == Stage::Running
            || self.search_stage == Stage::Running
    }

    /// What to paint at `now` (ms), and the shows moved on by one frame.
    pub fn frame(&mut self, session: &Session, now: f64) -> DrawList {
        let mut list = DrawList::new();
        let Some(mut view) = self.view else {
            return list;
        };
        if let Some(pan) = &mut self.pan {
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
        }
        // The ghost glides between cells: while it moves, each frame repaints the view (only
        // what is on screen) under its new place.
        let ghost = self.ghost_shown.then(|| session.ghost_at(now)).flatten();
        if ghost != self.ghost {
            self.full = true;
            self.ghost = ghost;
        }
        let plain = scene(session);
        let square = session.play().square().is_some();
        let full = std::mem::take(&mut self.full);
        if full && !square {
            self.cells.clear();
            let maze = session.play().maze();
            let is_open = |w: u32| maze.is_open(w);
            let shown = session.solution_shown().then(|| session.solution());
            let traced = self.trace.as_ref().map(|t| {
                let path = session.solution();
                path.get(..t.done).unwrap_or(path)
            });
            match &self.show {
                Show::Carve(c) => {
                    let carved = |w: u32| c.opened.is_erased(w);
                    draw_shape(&mut list, &view, session, &carved, None);
                }
                Show::Search(s) => {
                    draw_shape(&mut list, &view, session, &is_open, shown.or(traced));
                    let shown = s.shown;
                    self.paint_search(&mut list, &view, session, 0, shown);
                }
                Show::None => draw_shape(&mut list, &view, session, &is_open, shown.or(traced)),
            }
        } else if full {
            self.cells.clear();
            match &self.show {
                Show::Carve(c) => {
                    let carving = Scene {
                        walls: c.grid.walls(),
                        links: None,
                        ..plain
                    };
                    board::draw_all(&mut list, &view, &carving);
                }
                Show::Search(s) => {
                    board::draw_all(&mut list, &view, &plain);
                    let shown = s.shown;
                    self.paint_search(&mut list, &view, session, 0, shown);
                }
                Show::None => board::draw_all(&mut list, &view, &plain),
            }
        }
        for cell in std::mem::take(&mut self.cells) {
            board::paint_cell(&mut list, &view, &plain, cell);
        }
        self.trace_frame(&mut list, &view, session, now);
        self.carve_frame(&mut list, &view, session, now);
        self.search_frame(&mut list, &view, session, now);
        // Over whatever this frame painted, so that a repainted cell never hides it.
        if !list.is_empty()
            && let Some(g) = ghost
        {
            ghost_ball(&mut list, &view, session, g);
        }
        list
    }

    /// Shows or hides a link's ghost (the player's setting); a change repaints.
    pub fn show_ghost(&mut self, shown: bool) {
        if shown != self.ghost_shown {
            self.ghost_shown = shown;
            self.full = true;
        }
    }

    fn trace_frame(&mut self, list: &mut DrawList, view: &View, session: &Session, now: f64) {
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
            shaped::path_line(list, view, layout, piece, width, Ink::PATH);
        }
        trace.done = trace.done.max(up_to);
        if trace.done >= path.len() {
            self.trace = None;
        }
    }

    fn carve_frame(&mut self, list: &mut DrawList, view: &View, session: &Session, now: f64) {
        let Show::Carve(c) = &mut self.show else {
            return;
        };
        let cap = if view.camera {
            CARVE_CAP_CAMERA
        } else {
            CARVE_CAP
        };
        let n = c
            .pace
            .steps(now, cap, c.total - c.done, self.reduced_motion);
        let removed = &session.play().maze().removed;
        let range = c.done as usize..(c.done + n) as usize;
        let visible = view.visible();
        let frame = removed.get(range).unwrap_or_default();
        if session.play().square().is_none() {
            for &id in frame {
                c.opened.erase(id);
            }
            shaped::erase_walls(list, view, &session.play().maze().layout, frame);
        } else {
            list.ink(Ink::FLOOR);
            for &id in frame {
                c.grid.erase(id);
                if let Some(segment) = c.grid.wall_segment(id)
                    && board::segment_visible(&visible, segment)
                {
                    board::erase_segment(list, view, segment);
                }
            }
            list.fill();
        }
        c.done += n;
        c.largest_frame = c.largest_frame.max(n);
        let (done, total) = (f64::from(c.done), f64::from(c.total));
        if c.done < c.total {
            self.status = crate::text::phrase("carving", &[done, total], "");
        } else if self.reduced_motion {
            self.end_carve(crate::text::phrase("carve-reduced", &[], ""));
            self.repaint_shape(session);
        } else {
            self.end_carve(crate::text::phrase("carved", &[total], ""));
            self.repaint_shape(session);
        }
    }

    fn search_frame(&mut self, list: &mut DrawList, view: &View, session: &Session, now: f64) {
        let (Show::Search(s), Some([bfs, astar])) = (&mut self.show, &self.explored) else {
            return;
        };
        if self.search_stage != Stage::Running {
            return;
        }
        let found = if s.a_star { astar } else { bfs };
        let total = (found.expanded.len() + found.path.len()) as u32;
        let n = s
            .pace
            .steps(now, SEARCH_CAP, total - s.shown, self.reduced_motion);
        let (from, to) = (s.shown, s.shown + n);
        s.shown = to;
        let (expanded, moves, a_star) = (
            found.expanded.len() as f64,
            found.path.len().saturating_sub(1) as f64,
            s.a_star,
        );
        self.paint_search(list, view, session, from, to);
        if to >= total {
            self.search_stage = Stage::Done;
            let name = if a_star {
                "searched-astar"
            } else {
                "searched-bfs"
            };
            let text = crate::text::phrase(name, &[expanded, moves], "");
            self.status.clone_from(&text);
            self.said = Some(text);
        }
    }

    /// Paints steps `from..to` of the search view: the expanded cells, then the path.
    fn paint_search(&self, list: &mut DrawList, v: &View, session: &Session, from: u32, to: u32) {
        let (Show::Search(s), Some([bfs, astar])) = (&self.show, &self.explored) else {
            return;
        };
        let found = if s.a_star { astar } else { bfs };
        let cells = found.expanded.len();
        let (from, to) = (from as usize, to as usize);
        if session.play().square().is_none() {
            let layout = &session.play().maze().layout;
            let area = v.seen_box(1.0);
            list.alpha(0.6);
            for i in from..to.min(cells) {
                let Some(&cell) = found.expanded.get(i) else {
                    break;
                };
                let Some([x, y]) = layout.center(cell) else {
                    continue;
                };
                if x < area[0] || x > area[2] || y < area[1] || y > area[3] {
                    continue;
                }
                list.ink(Ink::shade((i * SHADES as usize / cells.max(1)) as u32));
                shaped::fill_cell(list, v, layout, cell);
            }
            list.alpha(1.0);
            let path = &found.path;
            let (a, b) = (from.max(cells) - cells, to.saturating_sub(cells));
            if b > a {
                let piece = path
                    .get(a.saturating_sub(1)..b.min(path.len()))
                    .unwrap_or_default();
                let width = round(v.s * 0.15).max(2.0);
                shaped::path_line(list, v, layout, piece, width, Ink::SEARCH_PATH);
            }
            return;
        }
        let visible = v.visible();
        let w = v.w.max(1);
        list.alpha(0.6);
        for i in from..to.min(cells) {
            let Some(&cell) = found.expanded.get(i) else {
                break;
            };
            if !visible.holds(i64::from(cell % w), i64::from(cell / w)) {
                continue;
            }
            list.ink(Ink::shade((i * SHADES as usize / cells.max(1)) as u32));
            let (x0, y0) = board::corner(v, cell);
            list.rect(x0 - v.th + v.t, y0 - v.th + v.t, v.s - v.t, v.s - v.t);
        }
        list.alpha(1.0);
        let pw = round(v.s * 0.2).max(2.0);
        list.ink(Ink::SEARCH_PATH);
        for i in from.max(cells)..to {
            let step = i - cells;
            let (Some(&a), Some(&b)) =
                (found.path.get(step), found.path.get(step.saturating_sub(1)))
            else {
                break;
            };
            let ((ax, ay), (bx, by)) = (board::corner(v, a), board::corner(v, b));
            let (x, y) = (
                ax.min(bx) + v.s / 2.0 - pw / 2.0,
                ay.min(by) + v.s / 2.0 - pw / 2.0,
            );
            list.rect(
                round(x),
                round(y),
                round((ax - bx).abs() + pw),
                round((ay - by).abs() + pw),
            );
        }
    }

    /// The carve replay's stage, the search view's stage and kind (`bfs`, `astar`).
    pub fn stages(&self) -> (Stage, Stage, &'static str) {
        let kind = match &self.show {
            Show::Search(s) if s.a_star => "astar",
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
            Show::Carve(c) => Some(ShowProgress {
                done: c.done,
                total: c.total,
                path_shown: 0,
            }),
            _ => None,
        }
    }

    /// The carve replay's wall bytes while it runs, or as it ended; and the most erasures
    /// one frame painted.
    pub fn carve_walls(&self) -> (Vec<u8>, u32) {
        match &self.show {
            Show::Carve(c) => (c.grid.walls().to_vec(), c.largest_frame),
            _ => self.carved.clone().unwrap_or_default(),
        }
    }

    /// The search view's progress and path while it is shown.
    pub fn search_progress(&self) -> Option<(ShowProgress, &[u32])> {
        let (Show::Search(s), Some([bfs, astar])) = (&self.show, &self.explored) else {
            return None;
        };
        let found = if s.a_star { astar } else { bfs };
        let cells = found.expanded.len() as u32;
        let progress = ShowProgress {
            done: s.shown.min(cells),
            total: cells,
            path_shown: s.shown.saturating_sub(cells),
        };
        Some((progress, &found.path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Plan;
    use crate::maze::Seed;
    use crate::paint::list::Op;

    fn session(query: &str) -> Session {
        Plan::from_query(query, || {
            Seed::parse("x").unwrap_or_else(|_| Seed::random())
        })
        .start()
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
    fn a_move_on_another_shape_repaints_and_the_camera_follows() {
        let mut s = session("seed=cam&level=60&shape=hex");
        let mut screen = Screen::new(true);
        screen.resize(&s, (400.0, 400.0, 1.0), 0.0);
        assert!(screen.view().is_some_and(|v| v.camera));
        screen.frame(&s, 0.0);
        let path = s.solution().to_vec();
        let keys = s.play().maze().path_keys(&path).unwrap_or_default();
        let before = screen.view().map(|v| (v.cam_x, v.cam_y));
        for key in keys.iter().take(30) {
            let from = s.play().player();
            s.press(key, 0.0);
            screen.moved(&s, from);
            assert!(screen.animating());
            screen.frame(&s, 1.0);
        }
        assert_ne!(screen.view().map(|v| (v.cam_x, v.cam_y)), before);
    }
}
