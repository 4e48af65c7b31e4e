//! The cells near the ball as the inside view's build reads them (`inside::mesh`): their shape,
//! which walls are open, footprints and the way shown, sent from the game's build each frame
//! the inside view paints.

use crate::paint::shape_board::visible_cells;
use game::session::Session;
use inside::mesh::{EAST, FOG, Marks, ON_WAY, WALKED, encode};
use maze::shape::{Geometry, Shape, Topology};

/// How far from the ball cells are sent, in units: past the view's reach
/// (`paint::inside_view::REACH`), so that every cell it gathers is there.
const SENT: f64 = 16.0;

/// The numbers of the cells near the ball in `session`.
pub fn mesh(session: &Session) -> Vec<f64> {
    let play = session.play();
    let maze = play.maze();
    let layout = &maze.layout;
    let player = play.player();
    let [x, y] = layout.center(player).unwrap_or_default();
    let cells = visible_cells(layout, [x - SENT, y - SENT, x + SENT, y + SENT]);
    let visited = play.visited();
    let hint = session.hints().shown().map_or(&[][..], |h| &h.route[..]);
    let solution = match session.sight().solution_shown() {
        true => session.solution(),
        false => &[],
    };
    // Which of the cells (ascending) lie on the way shown: marked by their index.
    let mut on_way = vec![false; cells.len()];
    for i in hint
        .iter()
        .chain(solution)
        .filter_map(|c| cells.binary_search(c).ok())
    {
        if let Some(mark) = on_way.get_mut(i) {
            *mark = true;
        }
    }
    let marks = |cell: u32| {
        let walked = visited.get(cell as usize).is_some_and(|&v| v != 0);
        let way = cells
            .binary_search(&cell)
            .is_ok_and(|i| on_way.get(i) == Some(&true));
        u8::from(walked) * WALKED + u8::from(way) * ON_WAY
    };
    let fog = u8::from(session.sight().fog().is_some()) * FOG;
    let east = u8::from(layout.shape() == Shape::Square) * EAST;
    let marks = Marks {
        player,
        moves: play.moves(),
        flags: fog | east,
        open: &|w| maze.is_open(w),
        marks: &marks,
    };
    encode(layout, &cells, &marks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game::Plan;
    use inside::{Cells, Mesh};
    use maze::Seed;

    #[test]
    fn the_mesh_holds_the_ball_its_footprints_and_the_hints_way() {
        let mut s = Plan::from_query("seed=mesh&level=4", Seed::random).start();
        let solution = s.solution().to_vec();
        assert_eq!(s.go_to(solution[1], 0.0), game::StepOutcome::Moved);
        s.hints_mut().press();
        let route = s.hints().shown().expect("a hint").route.clone();
        let m = Mesh::decode(mesh(&s));
        assert_eq!((m.player(), m.moves()), (solution[1], 1));
        assert!(m.has(EAST) && !m.has(FOG));
        assert_eq!(
            m.marks(solution[0]) & WALKED,
            WALKED,
            "the start was walked"
        );
        for cell in route.iter().filter(|&&c| m.centre(c).is_some()) {
            assert_eq!(
                m.marks(*cell) & ON_WAY,
                ON_WAY,
                "{cell} is on the hint's way"
            );
        }
        let off_way = m
            .cells()
            .find(|c| !route.contains(c) && !solution.contains(c));
        assert!(off_way.is_none_or(|c| m.marks(c) & ON_WAY == 0));
        // Every cell within reach of the ball's view is sent, with its sides.
        let layout = &s.play().maze().layout;
        let [x, y] = layout.center(m.player()).unwrap();
        for cell in 0..layout.cells() {
            let [cx, cy] = layout.center(cell).unwrap();
            if (cx - x).hypot(cy - y) <= crate::paint::inside_view::REACH + 1.0 {
                assert_eq!(m.centre(cell), Some([cx, cy]), "cell {cell}");
                assert_eq!(m.side(cell, 1), layout.side(cell, 1));
            }
        }
    }
}
