//! Wall strokes of any shape on the canvas, shared by the shapes' board (`shape_board`) and a
//! woven maze's crossings (`crossing`): a stroke in canvas pixels, trimmed for the eraser, and
//! the posts put back where erased walls end.

use super::list::{DrawList, Ink};
use super::viewport::Viewport;
use maze::shape::Stroke;

/// Adds a stroke to the pending shape, in canvas pixels; `trim` (maze units) shortens it at
/// both ends (a line along its length, an arc by the angle that length spans).
pub fn add_stroke(list: &mut DrawList, v: &Viewport, stroke: &Stroke, trim: f64) {
    match *stroke {
        Stroke::Line([x0, y0, x1, y1]) => {
            let len = (x1 - x0).hypot(y1 - y0);
            if len <= 2.0 * trim {
                return;
            }
            let k = trim / len;
            let (dx, dy) = ((x1 - x0) * k, (y1 - y0) * k);
            let (ax, ay) = v.on_canvas([x0 + dx, y0 + dy]);
            let (bx, by) = v.on_canvas([x1 - dx, y1 - dy]);
            list.move_to(ax, ay);
            list.line_to(bx, by);
        }
        Stroke::Arc([cx, cy, r, a0, a1]) => {
            let cut = if r > 0.0 { trim / r } else { 0.0 };
            let (a0, a1) = (a0 + cut, a1 - cut);
            if a1 <= a0 {
                return;
            }
            let (sin, cos) = maze::shape::trig::sin_cos(a0);
            let (px, py) = v.on_canvas([cx + r * cos, cy + r * sin]);
            let (ox, oy) = v.on_canvas([cx, cy]);
            list.move_to(px, py);
            list.arc(ox, oy, r * v.s, a0, a1);
        }
    }
}

/// Whether a stroke's midpoint lies in `area` (maze units), grown by one unit.
pub fn near(stroke: &Stroke, area: [f64; 4]) -> bool {
    let [x, y] = stroke.midpoint();
    x >= area[0] - 1.0 && x <= area[2] + 1.0 && y >= area[1] - 1.0 && y <= area[3] + 1.0
}

/// How far an eraser stops short of each end of a wall (maze units): its round cap then ends
/// at the wall's end point, where `posts` puts the post back.
pub fn trim(v: &Viewport) -> f64 {
    (v.t / 2.0 + 1.0) / v.s.max(1e-9)
}

/// Puts back the posts at both ends of erased walls: a disc of the wall's thickness, so that
/// the walls still standing there join cleanly.
pub fn posts<'a>(list: &mut DrawList, v: &Viewport, strokes: impl Iterator<Item = &'a Stroke>) {
    list.ink(Ink::WALL);
    for stroke in strokes {
        for p in stroke.ends() {
            let (x, y) = v.on_canvas(p);
            list.disc(x, y, v.t / 2.0);
        }
    }
}

/// The floor-coloured width that covers a wall (and its anti-aliased edge).
pub fn eraser(v: &Viewport) -> f64 {
    v.t + 2.0
}
