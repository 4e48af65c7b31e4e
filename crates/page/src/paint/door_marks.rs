//! Keys and doors on the board (`doors=`): a door is a bar along its wall in its colour with a
//! square tile bearing its capital letter, faint once open; a key not yet picked up is a
//! diamond in its colour bearing the same letter. Shape and letter tell them apart as well as
//! colour (red A, blue B, green C, purple D), and each tile is ringed in the wall's ink, so
//! that they read on every theme's floor, high contrast included. Under fog only what was
//! seen is drawn; on a floors maze only what lies on the ball's floor (a door on a stair, which
//! has no wall, is its tile on the stair's lower cell).

use super::list::{DrawList, Ink};
use super::viewport::{Viewport, round};
use game::locks::Locks;
use maze::Layout;
use maze::shape::{Geometry, Topology};

/// The letters' strokes in a box from -1 to 1 each way: A to D, one polyline per stroke.
const GLYPHS: [&[&[[f64; 2]]]; 4] = [
    &[
        &[[-0.6, 1.0], [0.0, -1.0], [0.6, 1.0]],
        &[[-0.36, 0.25], [0.36, 0.25]],
    ],
    &[&[
        [-0.5, 0.0],
        [0.2, 0.0],
        [0.45, -0.25],
        [0.45, -0.75],
        [0.2, -1.0],
        [-0.5, -1.0],
        [-0.5, 1.0],
        [0.25, 1.0],
        [0.55, 0.7],
        [0.55, 0.3],
        [0.2, 0.0],
    ]],
    &[&[
        [0.55, -0.7],
        [0.2, -1.0],
        [-0.2, -1.0],
        [-0.55, -0.6],
        [-0.55, 0.6],
        [-0.2, 1.0],
        [0.2, 1.0],
        [0.55, 0.7],
    ]],
    &[&[
        [-0.5, -1.0],
        [0.1, -1.0],
        [0.5, -0.6],
        [0.5, 0.6],
        [0.1, 1.0],
        [-0.5, 1.0],
        [-0.5, -1.0],
    ]],
];

/// Draws the doors and keys of `locks` over the board of `layout` as `v` shows it; `seen` is
/// the fog's bytes (one per cell, 1 where seen) in fog of war; `ball` the ball's cell.
pub fn draw_doors(
    list: &mut DrawList,
    v: &Viewport,
    layout: &Layout,
    locks: &Locks,
    (seen, ball): (Option<&[u8]>, u32),
) {
    let floors = layout.floors_of();
    let floor_of = |cell: u32| floors.map(|f| f.floor_of(cell));
    let shown = |cell: u32| {
        floor_of(cell) == floor_of(ball)
            && seen.is_none_or(|s| s.get(cell as usize).is_some_and(|&b| b != 0))
    };
    let tile = (v.s * 0.34).max(3.0);
    let doors = locks.doors();
    for (i, &[a, b]) in doors.doors.iter().enumerate() {
        if !shown(a) && !shown(b) {
            continue;
        }
        list.alpha(if locks.is_open(i) { 0.35 } else { 1.0 });
        let wall = layout.neighbors(a).find(|n| n.cell == b).map(|n| n.wall);
        let ends = wall.and_then(|w| layout.wall_stroke(w)).map(|s| s.ends());
        let mid = match ends.filter(|_| floor_of(a) == floor_of(b)) {
            Some([p, q]) => {
                let ((x0, y0), (x1, y1)) = (v.on_canvas(p), v.on_canvas(q));
                list.ink(Ink::door(i));
                list.width(round(v.s * 0.2).max(2.0));
                list.move_to(x0, y0);
                list.line_to(x1, y1);
                list.stroke();
                Some(((x0 + x1) / 2.0, (y0 + y1) / 2.0))
            }
            // A stair: its lower cell, on whichever floor shows.
            None => [a, b]
                .into_iter()
                .filter(|&c| floor_of(c) == floor_of(ball))
                .find_map(|c| layout.center(c))
                .map(|p| v.on_canvas(p)),
        };
        if let Some((x, y)) = mid {
            badge(list, (x, y), tile, i, false);
        }
    }
    list.alpha(1.0);
    for (i, &cell) in doors.keys.iter().enumerate() {
        if locks.holds(i) || !shown(cell) {
            continue;
        }
        if let Some((x, y)) = layout.center(cell).map(|p| v.on_canvas(p)) {
            badge(list, (x, y), tile * 1.15, i, true);
        }
    }
}

/// A tile of colour `i` at `(x, y)`, `r` from its centre to its sides (a square for a door, a
/// diamond for a key), ringed in the wall's ink, its letter in white.
pub(super) fn badge(list: &mut DrawList, (x, y): (f64, f64), r: f64, i: usize, key: bool) {
    let corners = if key {
        [(0.0, -r), (r, 0.0), (0.0, r), (-r, 0.0)]
    } else {
        [(-r, -r), (r, -r), (r, r), (-r, r)]
    };
    let outline = |list: &mut DrawList| {
        for (n, (dx, dy)) in corners.iter().enumerate() {
            if n == 0 {
                list.move_to(x + dx, y + dy);
            } else {
                list.line_to(x + dx, y + dy);
            }
        }
        list.line_to(x + corners[0].0, y + corners[0].1);
    };
    list.ink(Ink::door(i));
    outline(list);
    list.fill();
    list.ink(Ink::WALL);
    list.width((r * 0.18).max(1.0));
    outline(list);
    list.stroke();
    // Letters only where they can be read: smaller, the shape and colour say it.
    if r < 5.0 {
        return;
    }
    let size = if key { r * 0.42 } else { r * 0.55 };
    list.ink(Ink::LETTER);
    list.width((size * 0.38).max(1.0));
    for stroke in GLYPHS.get(i).copied().unwrap_or_default() {
        for (n, [gx, gy]) in stroke.iter().enumerate() {
            let (px, py) = (x + gx * size, y + gy * size);
            if n == 0 {
                list.move_to(px, py);
            } else {
                list.line_to(px, py);
            }
        }
    }
    list.stroke();
}
