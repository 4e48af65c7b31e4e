//! A hint on the board (`Hinting::shown`): its route ahead of the ball as a line through
//! the cells' centres, in the search path's ink, with an arrow at the ball along its first
//! step and a ring at each decision point it passes. On a floors maze only what lies on the
//! ball's floor is drawn, the line broken at each stair, whose cell gets the ring: never a line
//! from one floor's panel to another's.

use super::list::{DrawList, Ink};
use super::viewport::{Viewport, round};
use game::hints::Hint;
use maze::Layout;
use maze::shape::Geometry;

/// Draws `hint` over the board of `layout` as `v` shows it (on a floors maze, the floor of
/// the route's first cell, the ball's).
pub fn draw_hint(list: &mut DrawList, v: &Viewport, layout: &Layout, hint: &Hint) {
    let route = &hint.route;
    let at = |cell: u32| layout.center(cell).map(|p| v.on_canvas(p));
    let floors = layout.floors_of();
    let floor_of = |cell: u32| floors.map(|f| f.floor_of(cell));
    let here = |cell: u32| {
        route
            .first()
            .is_some_and(|&b| floor_of(b) == floor_of(cell))
    };
    let width = round(v.s * 0.14).max(2.0);
    list.ink(Ink::SEARCH_PATH);
    list.width(width);
    for run in route.chunk_by(|&a, &b| floor_of(a) == floor_of(b)) {
        if !run.first().is_some_and(|&c| here(c)) {
            continue;
        }
        for (i, (x, y)) in run.iter().filter_map(|&c| at(c)).enumerate() {
            if i == 0 {
                list.move_to(x, y);
            } else {
                list.line_to(x, y);
            }
        }
        list.stroke();
    }
    // A ring at each decision point and at each stair the route takes, on this floor.
    let mut rings: Vec<u32> = hint
        .decisions
        .iter()
        .filter_map(|&i| route.get(i).copied())
        .collect();
    for (i, &cell) in route.iter().enumerate() {
        let next = route.get(i + 1).copied();
        let before = i.checked_sub(1).and_then(|b| route.get(b).copied());
        let stair = |other: Option<u32>| other.is_some_and(|o| floor_of(o) != floor_of(cell));
        if stair(next) || stair(before) {
            rings.push(cell);
        }
    }
    let r = (v.s * 0.3).max(3.0);
    for cell in rings {
        if let Some((x, y)) = at(cell).filter(|_| here(cell)) {
            list.arc(x, y, r, 0.0, std::f64::consts::TAU);
            list.stroke();
        }
    }
    arrow(list, v, route, at);
}

/// The arrow at the ball: a head pointing along the route's first step, past the ball's edge.
fn arrow(list: &mut DrawList, v: &Viewport, route: &[u32], at: impl Fn(u32) -> Option<(f64, f64)>) {
    let (Some(&a), Some(&b)) = (route.first(), route.get(1)) else {
        return;
    };
    let (Some((x0, y0)), Some((x1, y1))) = (at(a), at(b)) else {
        return;
    };
    let (dx, dy) = (x1 - x0, y1 - y0);
    let length = dx.hypot(dy);
    if length < 1.0 {
        // A stair: both cells at one place on their panels; the ring says it.
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let head = (v.s * 0.32).max(4.0);
    let (tx, ty) = (x0 + ux * length * 0.62, y0 + uy * length * 0.62);
    let (bx, by) = (tx - ux * head, ty - uy * head);
    list.move_to(tx, ty);
    list.line_to(bx - uy * head * 0.7, by + ux * head * 0.7);
    list.line_to(bx + uy * head * 0.7, by - ux * head * 0.7);
    list.line_to(tx, ty);
    list.fill();
}
