//! The maze on the canvas: the full grid of walls, then every erased wall painted over with the
//! floor (the carve replay is the same eraser, one wall at a time), then what each cell holds.

use super::list::{DrawList, Ink};
use super::viewport::{CellRange, Viewport, round};
use game::Play;
use game::session::{LINK_EAST, LINK_NORTH, LINK_SOUTH, LINK_WEST, Session};
use maze::grid::{EAST_WALL, SOUTH_WALL};
use maze::shape::Topology;

/// What the board shows, borrowed from the game.
#[derive(Clone, Copy, Debug)]
pub struct Scene<'a> {
    /// Wall bytes, one per cell.
    pub walls: &'a [u8],
    /// Footprints, one byte per cell.
    pub visited: &'a [u8],
    /// The solution's links (a byte of `LINK_*` bits per cell) while it is shown.
    pub links: Option<&'a [u8]>,
    /// The entrance and the exit, as border segments in cell units.
    pub openings: [[f32; 4]; 2],
    /// The exit cell.
    pub exit: u32,
    /// The ball's cell (outside the maze for a print).
    pub player: Option<u32>,
    /// What the fog has uncovered (a byte per cell), with fog on.
    pub fog: Option<&'a [u8]>,
}

/// The board's scene for `session` (with the solution's links while it is shown).
pub fn scene(session: &Session) -> Scene<'_> {
    Scene {
        links: session.sight().solution_shown().then(|| session.links()),
        fog: session.sight().fog().map(|f| f.seen()),
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

/// Adds the floor rectangle that erases the wall segment from grid point (x0, y0) to (x1, y1)
/// (cell units, axis-aligned) to the pending shape: the segment between its end posts, which
/// stay (a post goes only when every wall around it goes, as in the carve replay).
pub fn erase_segment(list: &mut DrawList, v: &Viewport, [x0, y0, x1, y1]: [f32; 4]) {
    let (ax, bx) = (f64::from(x0.min(x1)), f64::from(x0.max(x1)));
    let (ay, by) = (f64::from(y0.min(y1)), f64::from(y0.max(y1)));
    let (s, t, th) = (v.s, v.t, v.th);
    if ay == by {
        list.hole(
            v.ox + ax * s - th + t,
            v.oy + ay * s - th,
            (bx - ax) * s - t,
            t,
        );
    } else {
        list.hole(
            v.ox + ax * s - th,
            v.oy + ay * s - th + t,
            t,
            (by - ay) * s - t,
        );
    }
}

/// Adds the wall rectangle of the segment from grid point (x0, y0) to (x1, y1) (cell units,
/// axis-aligned), posts and all, in the ink set: a wall raised in recursive division's replay.
pub fn raise_segment(list: &mut DrawList, v: &Viewport, [x0, y0, x1, y1]: [f32; 4]) {
    let (ax, bx) = (f64::from(x0.min(x1)), f64::from(x0.max(x1)));
    let (ay, by) = (f64::from(y0.min(y1)), f64::from(y0.max(y1)));
    let (s, t, th) = (v.s, v.t, v.th);
    let (left, top) = (v.ox + ax * s - th, v.oy + ay * s - th);
    list.rect(left, top, (bx - ax) * s + t, (by - ay) * s + t);
}

/// Whether a segment touches the visible cells' grid lines.
pub fn segment_visible(r: &CellRange, [x0, y0, x1, y1]: [f32; 4]) -> bool {
    let (ax, bx) = (x0.min(x1) as i64, x0.max(x1) as i64);
    let (ay, by) = (y0.min(y1) as i64, y0.max(y1) as i64);
    bx >= r.x0 && ax <= r.x1 + 1 && by >= r.y0 && ay <= r.y1 + 1
}

/// Draws the visible maze: the background, the full grid, the erased walls and the openings
/// erased, then the cells' contents, the arrows and the fog.
pub fn draw_all(list: &mut DrawList, v: &Viewport, scene: &Scene) {
    list.ink(Ink::BG);
    list.rect(0.0, 0.0, v.cw, v.ch);
    let r = v.visible();
    if r.is_empty() {
        return;
    }
    let (s, t, th) = (v.s, v.t, v.th);
    let (cols, rows) = ((r.x1 + 1 - r.x0) as f64, (r.y1 + 1 - r.y0) as f64);
    let (left, top) = (v.ox + r.x0 as f64 * s, v.oy + r.y0 as f64 * s);
    list.ink(Ink::FLOOR);
    list.rect(left, top, cols * s, rows * s);
    // The full grid over the visible cells: one rectangle per grid line.
    list.ink(Ink::WALL);
    for y in r.y0..=r.y1 + 1 {
        list.rect(left - th, v.oy + y as f64 * s - th, cols * s + t, t);
    }
    for x in r.x0..=r.x1 + 1 {
        list.rect(v.ox + x as f64 * s - th, top - th, t, rows * s + t);
    }
    // Erased walls (a clear bit in a cell's byte; border bits always stand) and the openings.
    list.ink(Ink::FLOOR);
    let w = i64::from(v.w);
    for y in r.y0..=r.y1 {
        for x in r.x0..=r.x1 {
            let byte = scene.walls.get((y * w + x) as usize).copied().unwrap_or(!0);
            let (xf, yf) = (x as f32, y as f32);
            if byte & EAST_WALL == 0 {
                erase_segment(list, v, [xf + 1.0, yf, xf + 1.0, yf + 1.0]);
            }
            if byte & SOUTH_WALL == 0 {
                erase_segment(list, v, [xf, yf + 1.0, xf + 1.0, yf + 1.0]);
            }
        }
    }
    for opening in scene.openings {
        erase_segment(list, v, opening);
    }
    list.fill();
    for y in r.y0..=r.y1 {
        for x in r.x0..=r.x1 {
            let c = (y * w + x) as u32;
            let marked = scene.visited.get(c as usize).is_some_and(|&b| b != 0)
                || c == scene.exit
                || link(scene, c) != 0;
            if marked && Some(c) != scene.player {
                contents(list, v, scene, c);
            }
        }
    }
    if let Some(player) = scene.player {
        contents(list, v, scene, player);
    }
    arrows(list, v, scene.openings);
    if let Some(seen) = scene.fog {
        fog(list, v, &r, seen);
    }
}

/// Paints one cell's inside again (between its walls): a move changes only two cells.
pub fn paint_cell(list: &mut DrawList, v: &Viewport, scene: &Scene, cell: u32) {
    let (x0, y0) = corner(v, cell);
    list.ink(Ink::FLOOR);
    list.rect(x0 - v.th + v.t, y0 - v.th + v.t, v.s - v.t, v.s - v.t);
    contents(list, v, scene, cell);
}

/// The top-left corner of `cell` on the canvas.
pub fn corner(v: &Viewport, cell: u32) -> (f64, f64) {
    let w = v.w.max(1);
    (
        v.ox + f64::from(cell % w) * v.s,
        v.oy + f64::from(cell / w) * v.s,
    )
}

fn link(scene: &Scene, cell: u32) -> u8 {
    scene
        .links
        .and_then(|l| l.get(cell as usize).copied())
        .unwrap_or(0)
}

/// What a cell holds: the exit's mark, the solution through it, a footprint or the ball.
fn contents(list: &mut DrawList, v: &Viewport, scene: &Scene, c: u32) {
    let (s, t, th) = (v.s, v.t, v.th);
    let (x0, y0) = corner(v, c);
    let inner = s - t;
    let (in_x, in_y, cx, cy) = (x0 - th + t, y0 - th + t, x0 + s / 2.0, y0 + s / 2.0);
    if c == scene.exit {
        let p = round(inner * 0.16).max(1.0);
        list.ink(Ink::EXIT);
        list.rect(in_x + p, in_y + p, inner - 2.0 * p, inner - 2.0 * p);
        // A ring where there is room for one; on small cells a solid square reads better.
        if inner >= 16.0 {
            let q = round(inner * 0.3);
            list.ink(Ink::FLOOR);
            list.rect(in_x + q, in_y + q, inner - 2.0 * q, inner - 2.0 * q);
        }
    }
    let bits = link(scene, c);
    if bits != 0 {
        let pw = round(s * 0.16).max(2.0);
        let (a, b) = (round(cx - pw / 2.0), round(cy - pw / 2.0));
        list.ink(Ink::PATH);
        list.rect(a, b, pw, pw);
        if bits & LINK_EAST != 0 {
            list.rect(a, b, x0 + s - a, pw);
        }
        if bits & LINK_WEST != 0 {
            list.rect(x0, b, a + pw - x0, pw);
        }
        if bits & LINK_SOUTH != 0 {
            list.rect(a, b, pw, y0 + s - b);
        }
        if bits & LINK_NORTH != 0 {
            list.rect(a, y0, pw, b + pw - y0);
        }
    }
    if Some(c) == scene.player {
        list.ink(Ink::PLAYER);
        list.disc(cx, cy, (inner * 0.36).max(2.0));
    } else if scene.visited.get(c as usize).is_some_and(|&b| b != 0) {
        list.ink(Ink::TRAIL);
        list.disc(cx, cy, (inner * 0.12).max(1.0));
    }
}

/// Small arrows outside the openings (in, then out).
fn arrows(list: &mut DrawList, v: &Viewport, openings: [[f32; 4]; 2]) {
    let r = round(v.s * 0.18).max(2.0);
    for (i, [x0, y0, _, y1]) in openings.into_iter().enumerate() {
        let side = if i == 0 { -r - v.t } else { r + v.t };
        let cx = v.ox + f64::from(x0) * v.s + side;
        let cy = v.oy + f64::from(y0 + y1) / 2.0 * v.s;
        list.ink(if i == 0 { Ink::WALL } else { Ink::EXIT });
        list.triangle([cx - r, cy - r, cx + r, cy, cx - r, cy + r]);
    }
}

/// Covers every visible cell the fog has not uncovered, a rectangle per run of a row.
fn fog(list: &mut DrawList, v: &Viewport, r: &CellRange, seen: &[u8]) {
    list.ink(Ink::FOG);
    let w = i64::from(v.w);
    for y in r.y0..=r.y1 {
        let mut from = None;
        for x in r.x0..=r.x1 + 1 {
            let hidden = x <= r.x1 && seen.get((y * w + x) as usize).is_some_and(|&b| b == 0);
            match (hidden, from) {
                (true, None) => from = Some(x),
                (false, Some(f)) => {
                    let s = v.s;
                    list.rect(
                        v.ox + f as f64 * s,
                        v.oy + y as f64 * s,
                        (x - f) as f64 * s,
                        s,
                    );
                    from = None;
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::list::Op;
    use maze::grid::Grid;

    fn scene<'a>(grid: &'a Grid, visited: &'a [u8]) -> Scene<'a> {
        Scene {
            walls: grid.walls(),
            visited,
            links: None,
            openings: grid.openings(),
            exit: grid.exit(),
            player: Some(0),
            fog: None,
        }
    }

    #[test]
    fn a_full_draw_erases_one_segment_per_erased_wall_and_two_openings() {
        let mut grid = Grid::full(4, 3).expect("a valid size");
        for wall in [0, 1, 2, 9] {
            assert!(grid.erase(wall));
        }
        let visited = vec![0; 12];
        let v = Viewport::fit(400.0, 300.0, 1.0, (4, 3), 0, 0.0);
        let mut list = DrawList::new();
        draw_all(&mut list, &v, &scene(&grid, &visited));
        let holes = list
            .commands()
            .filter(|(op, _)| *op == Op::Hole as u8)
            .count();
        assert_eq!(holes, 4 + 2);
        // The grid: a line per row boundary and per column boundary.
        let rects = list
            .commands()
            .filter(|(op, _)| *op == Op::Rect as u8)
            .count();
        assert!(rects >= 2 + 4 + 5, "{rects}");
    }

    #[test]
    fn the_camera_draws_only_what_is_on_screen() {
        let grid = Grid::full(500, 500).expect("a valid size");
        let visited = vec![0; 500 * 500];
        let v = Viewport::fit(200.0, 200.0, 1.0, (500, 500), 0, 0.0);
        let mut list = DrawList::new();
        draw_all(&mut list, &v, &scene(&grid, &visited));
        assert!(list.as_slice().len() < 1000, "{}", list.as_slice().len());
    }
}
