//! A woven maze's crossings on the canvas: the board draws a crossing open on its four sides
//! (all four of its walls are erased), so this strokes the passage on top's rails back across
//! it (the tunnel's walls where it passes, in the wall ink) and the tunnel's side walls under
//! the bridge as faint thin dashes, hidden lines as in a drawing.

use super::list::{DrawList, Ink};
use super::strokes::add_stroke;
use super::viewport::Viewport;
use crate::maze::shape::{Layout, Stroke};

/// How much of a hidden tunnel wall shows through the bridge.
const HIDDEN: f64 = 0.45;
/// How many dashes draw a hidden wall.
const DASHES: u32 = 3;

/// Draws the crossings of a woven `layout` whose cells pass `shown`; nothing for other layouts.
pub fn draw_crossings(
    list: &mut DrawList,
    v: &Viewport,
    layout: &Layout,
    shown: impl Fn(u32) -> bool,
) {
    let Some(woven) = layout.woven() else {
        return;
    };
    let walls: Vec<([u32; 2], [u32; 2])> = woven
        .crossings()
        .iter()
        .filter(|c| layout.cell_of_id(c.cell).is_some_and(&shown))
        .filter_map(|c| woven.crossing_walls(c.cell))
        .collect();
    if walls.is_empty() {
        return;
    }
    // The bridge's rails stand where the tunnel passes under them.
    list.ink(Ink::WALL);
    list.width(v.t);
    for stroke in walls
        .iter()
        .flat_map(|(_, tunnel)| tunnel)
        .filter_map(|&w| layout.wall_stroke(w))
    {
        add_stroke(list, v, &stroke, 0.0);
    }
    list.stroke();
    // The tunnel's own walls run under the bridge, across the over-passage's open sides.
    list.alpha(HIDDEN);
    list.width((v.t / 2.0).max(1.0));
    for stroke in walls
        .iter()
        .flat_map(|(over, _)| over)
        .filter_map(|&w| layout.wall_stroke(w))
    {
        for dash in dashes(stroke) {
            add_stroke(list, v, &dash, 0.0);
        }
    }
    list.stroke();
    list.alpha(1.0);
}

/// A hidden wall as `DASHES` dashes with gaps between them, as the SVG draws it (dashed), so
/// that a tunnel's walls never read as a plain grid line.
fn dashes(stroke: Stroke) -> Vec<Stroke> {
    let Stroke::Line([x0, y0, x1, y1]) = stroke else {
        return vec![stroke];
    };
    let piece = |k: f64| [x0 + (x1 - x0) * k, y0 + (y1 - y0) * k];
    let parts = f64::from(2 * DASHES - 1);
    (0..DASHES)
        .map(|i| {
            let [a, b] = [
                piece(f64::from(2 * i) / parts),
                piece(f64::from(2 * i + 1) / parts),
            ];
            Stroke::Line([a[0], a[1], b[0], b[1]])
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate_woven::generate_woven;
    use crate::maze::seed::Seed;
    use crate::maze::{Algorithm, generate_shape};
    use crate::paint::list::Op;

    fn moves(layout: &Layout) -> usize {
        let mut v = Viewport::fit_box(400.0, 400.0, 1.0, layout.bounds(), (0.0, 0.0), 0.0);
        v.t = 2.0;
        let mut list = DrawList::new();
        draw_crossings(&mut list, &v, layout, |_| true);
        list.commands()
            .filter(|(op, _)| *op == Op::MoveTo as u8)
            .count()
    }

    #[test]
    fn each_crossing_gets_two_rails_and_two_dashed_hidden_walls() {
        let seed = Seed::parse("rails").unwrap();
        let woven = generate_woven(&seed, 12, 12, Algorithm::Perfect, 0).unwrap();
        let crossings = woven.layout.woven().unwrap().crossings().len();
        assert!(crossings > 0);
        assert_eq!(moves(&woven.layout), (2 + 2 * DASHES as usize) * crossings);
        let square = Layout::square(12, 12).unwrap();
        let plain = generate_shape(&seed, &square, Algorithm::Perfect, 0);
        assert_eq!(moves(&plain.layout), 0);
    }
}
