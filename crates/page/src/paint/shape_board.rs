//! Any shape on the canvas from its geometry alone (`Layout`'s strokes, centres and outlines):
//! the full grid of walls, then every open wall stroked over in the floor colour a little
//! shorter than the wall (so the posts where walls meet stay), then what the cells hold. A new
//! shape needs nothing here. Square keeps its own pixel-exact board (`board`).

use std::ops::Range;

use super::crossing::draw_crossings;
use super::list::{DrawList, Ink};
use super::strokes::{add_stroke, eraser, near, posts, trim};
use super::viewport::{Viewport, round};
use game::session::Session;
use maze::shape::{Geometry, Layout, Shape, Stroke, Topology};

/// What the board shows of a maze of any shape, borrowed from the game.
pub struct ShapeScene<'a> {
    /// The shape and size.
    pub layout: &'a Layout,
    /// Whether an interior wall is open (erased) in what is shown.
    pub open: &'a dyn Fn(u32) -> bool,
    /// Footprints, one byte per cell.
    pub visited: &'a [u8],
    /// The solution's cells from the start, while it is shown (or traced).
    pub path: Option<&'a [u32]>,
    /// The ball's cell (none for a print): the floor shown on a floors maze.
    pub player: Option<u32>,
    /// Whether the ball is drawn at `player` (a glide between floors draws it once, over both).
    pub ball: bool,
    /// What the fog has uncovered (a byte per cell), with fog on.
    pub fog: Option<&'a [u8]>,
}

impl<'a> ShapeScene<'a> {
    /// The maze as played: the walls `open` says are erased, the solution's `path` when given,
    /// the floor of `player` on a floors maze and the ball there when `ball`.
    pub fn of_play(
        session: &'a Session,
        open: &'a dyn Fn(u32) -> bool,
        path: Option<&'a [u32]>,
        player: u32,
        ball: bool,
    ) -> ShapeScene<'a> {
        let play = session.play();
        ShapeScene {
            layout: &play.maze().layout,
            open,
            visited: play.visited(),
            path,
            player: Some(player),
            ball,
            fog: session.sight().fog().map(|f| f.seen()),
        }
    }
}

/// The wall thickness for a view of a shape: thinner than square's, as cells are smaller
/// than their unit (a triangle's inradius is 0.29 units).
pub fn thickness(s: f64) -> f64 {
    round(s / 12.0).max(1.0)
}

/// The cell ranges whose cells may show in `area` (maze units): cells are numbered row by row
/// (their centres' y never decreases) or, for the circle, ring by ring (their distance from the
/// centre never decreases), so a binary search finds the first and the last.
pub fn cells_in(layout: &Layout, area: [f64; 4]) -> Range<u32> {
    let n = layout.cells();
    let [x0, y0, x1, y1] = area;
    let centre = layout.center(0).unwrap_or_default();
    let radial = layout.shape() == Shape::Circle;
    let key = |cell: u32| -> f64 {
        let p = layout.center(cell).unwrap_or_default();
        if radial {
            (p[0] - centre[0]).hypot(p[1] - centre[1])
        } else {
            p[1]
        }
    };
    let (lo, hi) = if radial {
        // The nearest and farthest points of the area from the centre.
        let dx = (x0 - centre[0]).max(0.0).max(centre[0] - x1);
        let dy = (y0 - centre[1]).max(0.0).max(centre[1] - y1);
        let far_x = (x0 - centre[0]).abs().max((x1 - centre[0]).abs());
        let far_y = (y0 - centre[1]).abs().max((y1 - centre[1]).abs());
        (dx.hypot(dy), far_x.hypot(far_y))
    } else {
        (y0, y1)
    };
    let first = partition(n, |c| key(c) < lo);
    let last = partition(n, |c| key(c) <= hi);
    first..last.max(first)
}

/// The cells whose centres are in `area` (maze units), ascending. Rows are cut to the area as
/// well: a camera on a big maze looks at a few dozen of a row's thousand cells, and asking
/// each one where it is made the first draw of a hex level 499 take a quarter of a second.
/// Within a row (cells numbered row by row) the centres' x grows, and the next row's centres
/// lie more than half a unit lower (hex rows are 0.87 apart; a triangle's centres alternate
/// within 0.29 of each other, its rows 0.87 apart too). The circle's rings are filtered whole.
pub fn visible_cells(layout: &Layout, area: [f64; 4]) -> Vec<u32> {
    if let Some(floors) = layout.floors_of() {
        return super::stairs::floors_cells_in(floors, area);
    }
    let range = cells_in(layout, area);
    let at = |cell: u32| layout.center(cell).unwrap_or([f64::NAN; 2]);
    let inside = |[x, y]: [f64; 2]| x >= area[0] && x <= area[2] && y >= area[1] && y <= area[3];
    if layout.shape() == Shape::Circle {
        return range.filter(|&c| inside(at(c))).collect();
    }
    let mut cells = Vec::new();
    let mut row = range.start;
    while row < range.end {
        let y = at(row)[1];
        let end = row + partition(range.end - row, |k| at(row + k)[1] <= y + 0.5);
        let from = row + partition(end - row, |k| at(row + k)[0] < area[0]);
        let in_row = (from..end).take_while(|&c| at(c)[0] <= area[2]);
        cells.extend(in_row.filter(|&c| inside(at(c))));
        row = end.max(row + 1);
    }
    cells
}

/// The first cell in `0..n` for which `before` is false (`before` is true then false).
fn partition(n: u32, before: impl Fn(u32) -> bool) -> u32 {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if before(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// Draws the visible maze: background, floors, the full grid, the open walls and the openings
/// erased (their posts put back, the standing walls stroked again), a woven maze's crossings,
/// then the cells' contents and the fog.
pub fn draw_all(list: &mut DrawList, v: &Viewport, scene: &ShapeScene) {
    list.ink(Ink::BG);
    list.rect(0.0, 0.0, v.cw, v.ch);
    draw_board(list, v, scene);
}

/// `draw_all` without the background: the maze over what the canvas holds.
pub fn draw_board(list: &mut DrawList, v: &Viewport, scene: &ShapeScene) {
    let layout = scene.layout;
    let area = v.seen_box(1.0);
    let mut cells = visible_cells(layout, area);
    // A floors maze shows the ball's floor, over the one below drawn faintly.
    let floor = super::stairs::shown_floor(layout, scene.player);
    if let Some((floors, floor)) = floor {
        cells.retain(|&c| floors.floor_of(c) == floor);
    }
    let shown = |cell: u32| cells.binary_search(&cell).is_ok();
    list.ink(Ink::FLOOR);
    for &cell in &cells {
        outline(list, v, layout, cell);
    }
    list.fill();
    let walls = full_grid(list, v, scene, &cells, area);
    erase_open(list, v, &walls);
    // Every wall of the floor below lies on a wall's line of this one: drawn over the erased
    // ones, faintly.
    if let Some((floors, floor)) = floor {
        super::stairs::draw_floor_below(list, v, floors, floor, &cells, scene.open);
    }
    draw_crossings(list, v, layout, shown, scene.open);
    super::stairs::draw_stairs(list, v, layout, &cells, scene.open);
    contents(list, v, scene, cells.iter().copied());
    if let Some(seen) = scene.fog {
        fog(list, v, layout, &cells, seen);
    }
}

/// The walls the full grid drew, by what happens to them next.
struct GridWalls {
    /// Open interior walls, and the openings on screen: erased.
    open: Vec<Stroke>,
    openings: Vec<Stroke>,
    /// The walls and border sides still standing: stroked again after the erasing.
    standing: Vec<Stroke>,
}

/// The full grid of the `cells` shown, in the wall colour: every wall once (from its lower
/// cell, or from the one on screen), and the border sides near `area`.
fn full_grid(
    list: &mut DrawList,
    v: &Viewport,
    scene: &ShapeScene,
    cells: &[u32],
    area: [f64; 4],
) -> GridWalls {
    let layout = scene.layout;
    let shown = |cell: u32| cells.binary_search(&cell).is_ok();
    list.ink(Ink::WALL);
    list.width(v.t);
    let (mut open, mut standing) = (Vec::new(), Vec::new());
    for &cell in cells {
        for n in layout.neighbors(cell) {
            if n.cell < cell && shown(n.cell) {
                continue;
            }
            if let Some(stroke) = layout.wall_stroke(n.wall) {
                add_stroke(list, v, &stroke, 0.0);
                if (scene.open)(n.wall) {
                    open.push(stroke);
                } else {
                    standing.push(stroke);
                }
            }
        }
    }
    // The openings on screen (a floors maze's exit is on the top floor only).
    let mut openings = layout.openings();
    openings.retain(|s| near(s, area));
    for &c in cells {
        for stroke in layout.border_sides(c) {
            if near(&stroke, area) {
                add_stroke(list, v, &stroke, 0.0);
                if !openings.contains(&stroke) {
                    standing.push(stroke);
                }
            }
        }
    }
    list.stroke();
    GridWalls {
        open,
        openings,
        standing,
    }
}

/// The open walls and the openings stroked over in the floor colour, a little shorter than
/// the wall, their posts put back, and the standing walls stroked again.
fn erase_open(list: &mut DrawList, v: &Viewport, walls: &GridWalls) {
    list.ink(Ink::FLOOR);
    list.width(eraser(v));
    let cut = trim(v);
    let erased = || walls.open.iter().chain(walls.openings.iter());
    for stroke in erased() {
        add_stroke(list, v, stroke, cut);
    }
    list.stroke();
    posts(list, v, erased());
    // The eraser's ends reach the posts; the walls still standing there are stroked again so
    // that every join stays whole.
    list.width(v.t);
    for stroke in &walls.standing {
        add_stroke(list, v, stroke, 0.0);
    }
    list.stroke();
}

/// The fog over the `cells` shown that were never `seen`.
fn fog(list: &mut DrawList, v: &Viewport, layout: &Layout, cells: &[u32], seen: &[u8]) {
    list.ink(Ink::FOG);
    for &cell in cells {
        if seen.get(cell as usize).is_some_and(|&b| b == 0) {
            outline(list, v, layout, cell);
        }
    }
    list.fill();
}

/// Erases `walls` (a carve replay's frame): floor-coloured strokes over them, then their posts.
pub fn erase_walls(list: &mut DrawList, v: &Viewport, layout: &Layout, walls: &[u32]) {
    let area = v.seen_box(1.0);
    let strokes: Vec<Stroke> = walls
        .iter()
        .filter_map(|&w| layout.wall_stroke(w))
        .filter(|s| near(s, area))
        .collect();
    list.ink(Ink::FLOOR);
    list.width(eraser(v));
    for stroke in &strokes {
        add_stroke(list, v, stroke, trim(v));
    }
    list.stroke();
    posts(list, v, strokes.iter());
}

/// Fills `cell`'s outline in the current ink (the search view's tint).
pub fn fill_cell(list: &mut DrawList, v: &Viewport, layout: &Layout, cell: u32) {
    outline(list, v, layout, cell);
    list.fill();
}

/// Adds `cell`'s outline polygon to the pending shape.
fn outline(list: &mut DrawList, v: &Viewport, layout: &Layout, cell: u32) {
    let corners = layout.outline(cell);
    for (i, &p) in corners.iter().enumerate() {
        let (x, y) = v.on_canvas(p);
        if i == 0 {
            list.move_to(x, y);
        } else {
            list.line_to(x, y);
        }
    }
}

/// The radius of the largest disc inside the smallest of a few cells (maze units): the ball
/// and the marks fit every cell.
pub fn inner_radius(layout: &Layout) -> f64 {
    let last = layout.cells().saturating_sub(1);
    [0, 1, last]
        .into_iter()
        .filter_map(|cell| {
            let [cx, cy] = layout.center(cell)?;
            let corners = layout.outline(cell);
            let sides = corners.iter().zip(corners.iter().cycle().skip(1));
            sides
                .map(|(a, b)| {
                    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
                    let len = dx.hypot(dy).max(1e-9);
                    ((cx - a[0]) * dy - (cy - a[1]) * dx).abs() / len
                })
                .reduce(f64::min)
        })
        .reduce(f64::min)
        .unwrap_or(0.3)
}

/// The exit's mark, the solution, footprints and the ball.
fn contents(
    list: &mut DrawList,
    v: &Viewport,
    scene: &ShapeScene,
    cells: impl Iterator<Item = u32>,
) {
    let layout = scene.layout;
    let r = disc_radius(layout, v);
    let at = |cell: u32| layout.center(cell).map(|p| v.on_canvas(p));
    // On a floors maze, what is on the ball's floor only: the exit there, the solution's runs.
    let floor = super::stairs::shown_floor(layout, scene.player);
    let here = |cell: u32| floor.is_none_or(|(f, k)| f.floor_of(cell) == k);
    if let Some((x, y)) = at(layout.exit()).filter(|_| here(layout.exit())) {
        list.ink(Ink::EXIT);
        list.disc(x, y, (r * 0.8).max(2.0));
        if r >= 8.0 {
            list.ink(Ink::FLOOR);
            list.disc(x, y, r * 0.45);
        }
    }
    if let Some(path) = scene.path {
        let width = round(v.s * 0.12).max(2.0);
        // Broken at each stair: a floors maze's panels sit side by side (a print shows them all),
        // and a line from one to the next would cross the walls between.
        let floors = layout.floors_of();
        let same_floor = |a: u32, b: u32| floors.is_none_or(|f| f.floor_of(a) == f.floor_of(b));
        for run in path
            .chunk_by(|&a, &b| here(a) == here(b) && same_floor(a, b))
            .filter(|r| r.iter().all(|&c| here(c)))
        {
            path_line(list, v, layout, run, width, Ink::PATH);
        }
    }
    list.ink(Ink::TRAIL);
    for cell in cells {
        if Some(cell) != scene.player
            && scene.visited.get(cell as usize).is_some_and(|&b| b != 0)
            && let Some((x, y)) = at(cell)
        {
            list.disc(x, y, (r * 0.3).max(1.0));
        }
    }
    if let Some(cell) = scene.player.filter(|_| scene.ball) {
        ball_of(list, v, layout, cell, r);
    }
}

/// The radius (device px) the ball, the exit and the footprints are sized from: a cell's
/// inner radius less half a wall.
fn disc_radius(layout: &Layout, v: &Viewport) -> f64 {
    inner_radius(layout) * v.s - v.t / 2.0
}

/// The ball in `cell`.
pub fn ball(list: &mut DrawList, v: &Viewport, layout: &Layout, cell: u32) {
    ball_of(list, v, layout, cell, disc_radius(layout, v));
}

/// The ball in `cell`, sized from `r` (`disc_radius`).
fn ball_of(list: &mut DrawList, v: &Viewport, layout: &Layout, cell: u32, r: f64) {
    if let Some((x, y)) = layout.center(cell).map(|p| v.on_canvas(p)) {
        list.ink(Ink::PLAYER);
        list.disc(x, y, (r * 0.8).max(2.0));
    }
}

/// A line of `width` pixels through the centres of `path`'s cells, in `ink`.
pub fn path_line(
    list: &mut DrawList,
    v: &Viewport,
    layout: &Layout,
    path: &[u32],
    width: f64,
    ink: Ink,
) {
    list.ink(ink);
    list.width(width);
    for (i, p) in path.iter().filter_map(|&c| layout.center(c)).enumerate() {
        let (x, y) = v.on_canvas(p);
        if i == 0 {
            list.move_to(x, y);
        } else {
            list.line_to(x, y);
        }
    }
    list.stroke();
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::paint::list::Op;
    use maze::seed::Seed;
    use maze::{Algorithm, ShapeMaze, generate_shape};

    fn view(layout: &Layout, cw: f64, ch: f64) -> Viewport {
        let mut v = Viewport::fit_box(cw, ch, 1.0, layout.bounds(), (0.0, 0.0), 0.0);
        v.t = thickness(v.s);
        v
    }

    /// Counts the pieces (`MoveTo`s) of each stroked path, in order.
    fn pieces(list: &DrawList) -> Vec<usize> {
        let mut counts = Vec::new();
        let mut n = 0;
        for (op, _) in list.commands() {
            if op == Op::MoveTo as u8 {
                n += 1;
            } else if op == Op::Stroke as u8 {
                counts.push(n);
                n = 0;
            } else if op == Op::Fill as u8 {
                n = 0;
            }
        }
        counts
    }

    /// A `shape` maze of `size` from `seed` with `braid`, and its full draw with the ball on
    /// the cell `ball` picks, in the view `place` makes.
    fn drawn(
        (shape, size): (Shape, u32),
        seed: (&str, u32),
        ball: impl Fn(&Layout) -> u32,
        place: impl Fn(&Layout) -> Viewport,
    ) -> (Layout, ShapeMaze, DrawList) {
        drawn_on(
            Layout::new(shape, size).expect("a valid size"),
            seed,
            ball,
            place,
        )
    }

    /// `drawn` of any layout (the floors' board tests use it too).
    pub(crate) fn drawn_on(
        layout: Layout,
        (seed, braid): (&str, u32),
        ball: impl Fn(&Layout) -> u32,
        place: impl Fn(&Layout) -> Viewport,
    ) -> (Layout, ShapeMaze, DrawList) {
        let seed = Seed::parse(seed).expect("a valid seed");
        let maze = generate_shape(&seed, &layout, Algorithm::default(), braid);
        let open = |w: u32| maze.is_open(w);
        let visited = vec![0; layout.cells() as usize];
        let scene = ShapeScene {
            layout: &layout,
            open: &open,
            visited: &visited,
            path: None,
            player: Some(ball(&layout)),
            ball: true,
            fog: None,
        };
        let mut list = DrawList::new();
        draw_all(&mut list, &place(&layout), &scene);
        (layout, maze, list)
    }

    #[test]
    fn a_full_draw_strokes_every_wall_then_erases_each_open_wall_and_the_openings() {
        for shape in [Shape::Hex, Shape::Triangle, Shape::Circle] {
            let (layout, maze, list) =
                drawn((shape, 6), ("draw", 30), |_| 0, |l| view(l, 900.0, 700.0));
            let walls = layout.interior_walls() as usize + layout.border().len();
            let erased = maze.removed.len() + layout.openings().len();
            assert_eq!(pieces(&list), [walls, erased, walls - erased], "{shape:?}");
        }
    }

    #[test]
    fn the_camera_draws_only_what_is_on_screen() {
        // A 300 px camera on the exit of a big maze at 24 px cells.
        let camera = |layout: &Layout| {
            let mut v = view(layout, 300.0, 300.0);
            v.s = 24.0;
            let [bx0, by0, bx1, by1] = layout.bounds();
            v.bw = bx1 - bx0;
            v.bh = by1 - by0;
            let (x, y) = v.point(layout.center(layout.exit()).unwrap_or_default());
            v.set_camera(x - 150.0, y - 150.0);
            v
        };
        for shape in [Shape::Hex, Shape::Triangle, Shape::Circle] {
            let (_, _, list) = drawn((shape, 600), ("cam", 0), Layout::exit, camera);
            assert!(
                list.as_slice().len() < 60_000,
                "{shape:?}: {}",
                list.as_slice().len()
            );
            let moves = pieces(&list).first().copied().unwrap_or(0);
            assert!(moves > 20, "{shape:?}: some walls are drawn ({moves})");
        }
    }

    /// Areas (maze units) inside, across the edge of, and around a size-31 maze.
    const AREAS: [[f64; 4]; 3] = [
        [4.0, 5.0, 9.0, 11.0],
        [-3.0, 20.5, 6.2, 22.0],
        [0.0, 0.0, 99.0, 99.0],
    ];

    /// A maze of every shape, and a word's, for the culling tests.
    fn culled_layouts() -> Vec<Layout> {
        let word = Layout::masked(&maze::mask::Mask::parse("HEX").expect("a word"), 40);
        let shapes = [Shape::Hex, Shape::Triangle, Shape::Circle, Shape::Square];
        let mut layouts: Vec<Layout> = shapes
            .into_iter()
            .filter_map(|shape| Layout::new(shape, 31).ok())
            .collect();
        layouts.extend(word.ok());
        layouts
    }

    #[test]
    fn the_visible_cells_are_those_whose_centres_are_in_the_area() {
        for layout in &culled_layouts() {
            for area in AREAS {
                let every: Vec<u32> = (0..layout.cells())
                    .filter(|&c| {
                        let [x, y] = layout.center(c).unwrap_or_default();
                        x >= area[0] && x <= area[2] && y >= area[1] && y <= area[3]
                    })
                    .collect();
                assert!(!every.is_empty(), "{:?} {area:?}", layout.shape());
                assert_eq!(
                    visible_cells(layout, area),
                    every,
                    "{:?} {area:?}",
                    layout.shape()
                );
            }
        }
    }

    #[test]
    fn the_border_of_the_cells_in_view_is_the_border_in_view() {
        for layout in &culled_layouts() {
            for [x0, y0, x1, y1] in AREAS {
                let sides: Vec<Stroke> = visible_cells(layout, [x0, y0, x1, y1])
                    .into_iter()
                    .flat_map(|c| layout.border_sides(c))
                    .collect();
                // What is within the area's one-unit margin: the board's view.
                let inner = [x0 + 1.0, y0 + 1.0, x1 - 1.0, y1 - 1.0];
                for stroke in layout.border().iter().filter(|s| near(s, inner)) {
                    assert!(sides.contains(stroke), "{:?}: {stroke:?}", layout.shape());
                }
                assert!(sides.iter().all(|s| layout.border().contains(s)));
            }
        }
    }

    #[test]
    fn cells_in_an_area_cover_the_cells_whose_centres_are_in_it() {
        for shape in [Shape::Hex, Shape::Triangle, Shape::Circle] {
            let layout = Layout::new(shape, 30).expect("a valid size");
            let area = [4.0, 5.0, 9.0, 11.0];
            let range = cells_in(&layout, area);
            for cell in 0..layout.cells() {
                let [x, y] = layout.center(cell).unwrap_or_default();
                if x >= area[0] && x <= area[2] && y >= area[1] && y <= area[3] {
                    assert!(range.contains(&cell), "{shape:?} {cell}");
                }
            }
            assert!(range.len() < layout.cells() as usize, "{shape:?}");
        }
    }
}
