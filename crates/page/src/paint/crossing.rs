//! A woven maze's crossings on the canvas, as bridges: the board draws a crossing open on its
//! four sides (all four of its walls are erased), so this strokes the bridge's two rails across
//! it, unbroken and inside the cell; the tunnel beneath shows as the gaps at the crossing's
//! sides (`Woven::bridge`).

use super::list::{DrawList, Ink};
use super::strokes::{add_stroke, eraser};
use super::viewport::Viewport;
use maze::shape::Layout;

/// Draws the crossings of a woven `layout` whose cells pass `shown`, over a board whose
/// erased walls pass `open`; nothing for other layouts.
pub fn draw_crossings(
    list: &mut DrawList,
    v: &Viewport,
    layout: &Layout,
    shown: impl Fn(u32) -> bool,
    open: &dyn Fn(u32) -> bool,
) {
    let Some(woven) = layout.woven() else {
        return;
    };
    let cells: Vec<(u32, u32)> = woven
        .crossings()
        .iter()
        .filter_map(|c| Some((c.cell, layout.cell_of_id(c.cell).filter(|&r| shown(r))?)))
        .collect();
    if cells.is_empty() {
        return;
    }
    // The board put a post back at each end of the crossing's erased walls; at a corner where
    // every wall is erased, it would be a stray dot by the bridge: covered.
    let w = woven.width();
    list.ink(Ink::FLOOR);
    for &(grid, _) in &cells {
        let (x, y) = (grid % w, grid / w);
        for corner in [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)] {
            if bare_corner(open, w, corner) {
                let (cx, cy) = v.on_canvas([f64::from(corner.0), f64::from(corner.1)]);
                list.disc(cx, cy, eraser(v) / 2.0);
            }
        }
    }
    let bridges = cells.iter().filter_map(|&(grid, _)| woven.bridge(grid));
    list.ink(Ink::WALL);
    list.width(v.t);
    for stroke in bridges.flatten() {
        add_stroke(list, v, &stroke, 0.0);
    }
    list.stroke();
}

/// Whether the four walls that meet at grid point `(x, y)` (never on the border: a crossing's
/// corner) of a square grid `w` wide are all erased.
fn bare_corner(open: &dyn Fn(u32) -> bool, w: u32, (x, y): (u32, u32)) -> bool {
    let (above_left, above) = ((y - 1) * w + x - 1, (y - 1) * w + x);
    let left = y * w + x - 1;
    [2 * above_left + 1, 2 * above + 1, 2 * above_left, 2 * left]
        .into_iter()
        .all(open)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::list::Op;
    use maze::generate_woven::generate_woven;
    use maze::seed::Seed;
    use maze::shape::{Geometry, Topology};
    use maze::shape::{Over, Stroke};
    use maze::{Algorithm, generate_shape};

    /// How many paths (`MoveTo`) and discs (`Arc`) the crossings of `layout` draw over a board
    /// whose erased walls pass `open`.
    fn ops(layout: &Layout, open: &dyn Fn(u32) -> bool) -> (usize, usize) {
        let mut v = Viewport::fit_box(400.0, 400.0, 1.0, layout.bounds(), (0.0, 0.0), 0.0);
        v.t = 2.0;
        let mut list = DrawList::new();
        draw_crossings(&mut list, &v, layout, |_| true, open);
        let count = |op: Op| list.commands().filter(|(o, _)| *o == op as u8).count();
        (count(Op::MoveTo), count(Op::Arc))
    }

    fn moves(layout: &Layout) -> usize {
        ops(layout, &|_| false).0
    }

    #[test]
    fn a_crossing_corner_where_every_wall_is_erased_is_covered_not_left_a_dot() {
        let seed = Seed::parse("rails").unwrap();
        let woven = generate_woven(&seed, 12, 12, Algorithm::Perfect, 0).unwrap();
        let layout = woven.layout.woven().unwrap();
        let crossings = layout.crossings().len();
        // Every wall standing: no corner to cover. All erased: all four of each crossing's.
        assert_eq!(ops(&woven.layout, &|_| false).1, 0);
        let (paths, discs) = ops(&woven.layout, &|_| true);
        assert_eq!(discs, 4 * crossings);
        assert_eq!(paths, 4 * crossings + 2 * crossings);
        // A corner is covered exactly when its four walls are erased: as made, and with every
        // wall erased but one of a crossing's corners.
        let corners: Vec<[f64; 2]> = layout
            .crossings()
            .iter()
            .flat_map(|c| {
                let (x, y) = (f64::from(c.cell % 12), f64::from(c.cell / 12));
                [[x, y], [x + 1.0, y], [x, y + 1.0], [x + 1.0, y + 1.0]]
            })
            .collect();
        let meeting: Vec<Vec<u32>> = corners
            .iter()
            .map(|&p| walls_at(&woven.layout, p))
            .collect();
        assert!(meeting.iter().all(|walls| walls.len() == 4), "{meeting:?}");
        let expected = |open: &dyn Fn(u32) -> bool| {
            meeting
                .iter()
                .filter(|walls| walls.iter().all(|&w| open(w)))
                .count()
        };
        let made = |wall: u32| woven.is_open(wall);
        assert_eq!(ops(&woven.layout, &made).1, expected(&made));
        for &standing in meeting.iter().flatten() {
            let open = |wall: u32| wall != standing;
            let covered = ops(&woven.layout, &open).1;
            assert_eq!(covered, expected(&open), "wall {standing} standing");
        }
    }

    /// The walls of `layout` that meet at the grid point `p`, found by where their strokes end
    /// (not by the wall ids' arithmetic of `bare_corner`).
    fn walls_at(layout: &Layout, p: [f64; 2]) -> Vec<u32> {
        (0..layout.wall_bound())
            .filter(|&wall| {
                layout
                    .wall_stroke(wall)
                    .is_some_and(|s| s.ends().contains(&p))
            })
            .collect()
    }

    #[test]
    fn each_crossing_is_two_rails_along_its_bridge_inside_the_cell() {
        let seed = Seed::parse("rails").unwrap();
        let woven = generate_woven(&seed, 12, 12, Algorithm::Perfect, 0).unwrap();
        let layout = woven.layout.woven().unwrap();
        assert!(!layout.crossings().is_empty());
        assert_eq!(moves(&woven.layout), 2 * layout.crossings().len());
        for c in layout.crossings() {
            let (x, y) = (f64::from(c.cell % 12), f64::from(c.cell / 12));
            for rail in layout.bridge(c.cell).unwrap() {
                let Stroke::Line([x0, y0, x1, y1]) = rail else {
                    panic!("a rail is a line");
                };
                // Along the passage on top, the whole side long; across it, off the cell's
                // sides, where the tunnel's walls would be: those stay gaps.
                let (along, across) = match c.over {
                    Over::Horizontal => ([x0, x1], [y0 - y, y1 - y]),
                    Over::Vertical => ([y0, y1], [x0 - x, x1 - x]),
                };
                let start = if c.over == Over::Horizontal { x } else { y };
                assert_eq!(along, [start, start + 1.0]);
                assert_eq!(across[0], across[1]);
                assert!(across[0] >= 0.15 && across[0] <= 0.85, "{rail:?}");
            }
        }
        let square = Layout::square(12, 12).unwrap();
        let plain = generate_shape(&seed, &square, Algorithm::Perfect, 0);
        assert_eq!(moves(&plain.layout), 0);
    }
}
