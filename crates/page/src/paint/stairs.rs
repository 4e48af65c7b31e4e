//! The stairs of a floors maze on the canvas: a triangle pointing up in the top of a cell whose
//! stair up is open, one pointing down in the bottom of a cell whose stair down is open, in the
//! wall colour, so that they read on every theme.

use super::list::{DrawList, Ink};
use super::strokes::add_stroke;
use super::viewport::Viewport;
use maze::shape::{Floors, Geometry, Layout, Stroke};

/// How faint the floor below is drawn under the ball's floor.
const BELOW_ALPHA: f64 = 0.22;

/// A floors maze's floors and the floor the board shows (the ball's), `None` for other mazes
/// or without a ball.
pub fn shown_floor(layout: &Layout, player: Option<u32>) -> Option<(&Floors, u32)> {
    let floors = layout.floors_of()?;
    Some((floors, floors.floor_of(player?)))
}

/// The standing walls of the floor below `floor` under the `cells` shown of it, faintly, in
/// their places on `floor`: what the stairs down lead to.
pub fn draw_floor_below(
    list: &mut DrawList,
    v: &Viewport,
    floors: &Floors,
    floor: u32,
    cells: &[u32],
    open: &dyn Fn(u32) -> bool,
) {
    if floor == 0 {
        return;
    }
    let (below, w, h) = (floors.floor_cells(), floors.width(), floors.height());
    let x0 = floors.floor_x(floor);
    list.alpha(BELOW_ALPHA);
    list.ink(Ink::WALL);
    list.width(v.t);
    for &cell in cells {
        let (x, y) = (f64::from(cell % w) + x0, f64::from(cell % below / w));
        let under = cell - below;
        let east = (cell % w + 1 < w && !open(3 * under)).then_some(Stroke::Line([
            x + 1.0,
            y,
            x + 1.0,
            y + 1.0,
        ]));
        let south = (cell % below / w + 1 < h && !open(3 * under + 1)).then_some(Stroke::Line([
            x,
            y + 1.0,
            x + 1.0,
            y + 1.0,
        ]));
        for stroke in east.iter().chain(south.iter()) {
            add_stroke(list, v, stroke, 0.0);
        }
    }
    list.stroke();
    list.alpha(1.0);
}

/// Draws the open stairs of the `cells` shown of a floors `layout` (walls open where `open`
/// says); nothing for other layouts.
pub fn draw_stairs(
    list: &mut DrawList,
    v: &Viewport,
    layout: &Layout,
    cells: &[u32],
    open: &dyn Fn(u32) -> bool,
) {
    let Some(floors) = layout.floors_of() else {
        return;
    };
    list.ink(Ink::WALL);
    for &cell in cells {
        let (up, down) = stairs(floors, cell, open);
        let Some([cx, cy]) = layout.center(cell) else {
            continue;
        };
        for (shown, side) in [(up, -1.0), (down, 1.0)] {
            if shown {
                // Tip away from the centre, base near it: a third of a cell wide.
                let at = |dx: f64, dy: f64| v.on_canvas([cx + dx, cy + side * dy]);
                let ((ax, ay), (bx, by), (tx, ty)) =
                    (at(-0.17, 0.06), at(0.17, 0.06), at(0.0, 0.34));
                list.triangle([ax, ay, bx, by, tx, ty]);
            }
        }
    }
}

/// Whether `cell`'s stairs up and down are open.
pub fn stairs(floors: &Floors, cell: u32, open: &dyn Fn(u32) -> bool) -> (bool, bool) {
    let below = floors.floor_cells();
    let up = floors.floor_of(cell) + 1 < floors.count() && open(3 * cell + 2);
    let down = cell >= below && open(3 * (cell - below) + 2);
    (up, down)
}

/// The cells of a floors maze whose centres lie in `area` (maze units), ascending: each floor
/// is a square grid beside the one below, so its rows and columns in view are found at once.
pub fn floors_cells_in(floors: &Floors, area: [f64; 4]) -> Vec<u32> {
    let [x0, y0, x1, y1] = area;
    let (w, h) = (floors.width(), floors.height());
    // The first and last index in 0..n whose centre (index + 0.5 past `origin`) is in lo..=hi.
    let span = |origin: f64, n: u32, lo: f64, hi: f64| {
        let first = (lo - origin - 0.5).ceil().max(0.0);
        let last = (hi - origin - 0.5).floor().min(f64::from(n) - 1.0);
        (first <= last).then_some((first as u32, last as u32))
    };
    let mut out = Vec::new();
    for floor in 0..floors.count() {
        let (Some((c0, c1)), Some((r0, r1))) =
            (span(floors.floor_x(floor), w, x0, x1), span(0.0, h, y0, y1))
        else {
            continue;
        };
        for row in r0..=r1 {
            let first = floor * floors.floor_cells() + row * w;
            out.extend(first + c0..=first + c1);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::list::Op;
    use crate::paint::shape_board::tests::drawn_on;
    use crate::paint::shape_board::thickness;

    /// The full draw of a 3-floor maze with the ball on `ball`, fitted to the ball's floor.
    fn drawn(ball: u32) -> (Layout, Vec<(u8, Vec<f32>)>) {
        let layout = Layout::floors(16, 3).expect("floors");
        let place = |l: &Layout| {
            let mut v = Viewport::fit_box(600.0, 600.0, 1.0, l.view_bounds(ball), (0.5, 0.5), 0.0);
            v.t = thickness(v.s);
            v
        };
        let (layout, _, list) = drawn_on(layout, ("board", 0), |_| ball, place);
        let ops = list
            .commands()
            .map(|(op, args)| (op, args.to_vec()))
            .collect();
        (layout, ops)
    }

    #[test]
    fn the_board_shows_the_balls_floor_its_stairs_and_the_floor_below_faintly() {
        let (layout, ground) = drawn(0);
        let floors = *layout.floors_of().expect("floors");
        let faint = |ops: &[(u8, Vec<f32>)]| {
            ops.iter().any(|(op, a)| {
                *op == Op::Alpha as u8
                    && a.first()
                        .is_some_and(|&x| (f64::from(x) - BELOW_ALPHA).abs() < 1e-6)
            })
        };
        let marks =
            |ops: &[(u8, Vec<f32>)]| ops.iter().filter(|(op, _)| *op == Op::MoveTo as u8).count();
        assert!(!faint(&ground), "nothing below the ground floor");
        let (_, upper) = drawn(floors.floor_cells() + 5);
        assert!(faint(&upper), "the floor below shows faintly");
        // Every point drawn lies on the canvas: the other floors are not drawn beside it.
        for ops in [&ground, &upper] {
            for (op, a) in ops
                .iter()
                .filter(|(op, _)| *op == Op::MoveTo as u8 || *op == Op::LineTo as u8)
            {
                let (x, y) = (a[0], a[1]);
                assert!(
                    (-20.0..=620.0).contains(&x) && (-20.0..=620.0).contains(&y),
                    "op {op} at {x},{y}"
                );
            }
        }
        assert!(marks(&upper) > 0);
    }

    #[test]
    fn the_cells_in_view_are_those_of_each_floors_grid_whose_centres_are_in_it() {
        let floors = Floors::new_unchecked(4, 3, 2);
        // The whole of the ground floor and the first column of the next (centre 5.5).
        let cells = floors_cells_in(&floors, [0.0, 0.0, 5.6, 3.0]);
        let mut expected: Vec<u32> = (0..12).collect();
        expected.extend([12, 16, 20]);
        assert_eq!(cells, expected);
        assert!(
            floors_cells_in(&floors, [4.1, 0.0, 4.9, 3.0]).is_empty(),
            "the gap between floors"
        );
        let up = |c: u32| c == 3 * 5 + 2;
        assert_eq!(stairs(&floors, 5, &up), (true, false));
        assert_eq!(stairs(&floors, 17, &up), (false, true));
    }
}
