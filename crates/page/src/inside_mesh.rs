//! The cells near the ball as the inside view's build reads them (`inside::mesh`): their shape,
//! which walls are open, shut doors and keys lying, stairs, footprints and the way
//! shown, sent from the game's build each frame the inside view paints.

use crate::paint::ghost_mark::ghost_place;
use crate::paint::shape_board::visible_cells;
use game::ghost::GhostAt;
use game::locks::Locks;
use game::session::Session;
use inside::mesh::{DOWN, EAST, FOG, Marks, NO_MAP, ON_WAY, UP, WALKED, encode, key_mark};
use maze::Layout;
use maze::shape::{Geometry, Shape, Topology};

/// How far from the ball cells are sent, in units: past the view's reach
/// (`paint::inside_view::REACH`), so that every cell it gathers is there.
const SENT: f64 = 16.0;

/// The numbers of the cells near the ball in `session`, with a friend's run's ghost where
/// `ghost` has it (on the ball's floor).
pub fn mesh(session: &Session, ghost: Option<GhostAt>) -> Vec<f64> {
    let play = session.play();
    let maze = play.maze();
    let layout = &maze.layout;
    let player = play.player();
    let [x, y] = layout.center(player).unwrap_or_default();
    let cells = visible_cells(layout, [x - SENT, y - SENT, x + SENT, y + SENT]);
    let open = |w: u32| maze.is_open(w);
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
        let key = play
            .locks()
            .and_then(|l| l.key_at(cell))
            .map_or(0, |k| key_mark(k as u8));
        u8::from(walked) * WALKED + u8::from(way) * ON_WAY + stairs(layout, cell, &open) + key
    };
    let fog = u8::from(session.sight().fog().is_some()) * FOG;
    let east = u8::from(layout.shape() == Shape::Square) * EAST;
    // A maze studied first is walked without the corner map.
    let no_map = u8::from(session.params().study.is_some()) * NO_MAP;
    let door = |w: u32| play.locks().and_then(|l| shut_door(layout, l, w));
    let marks = Marks {
        player,
        moves: play.moves(),
        flags: fog | east | no_map,
        open: &|w| open(w) && door(w).is_none(),
        marks: &marks,
        door: &door,
        ghost: ghost.and_then(|g| ghost_place(session, g)),
    };
    encode(layout, &cells, &marks)
}

/// `UP` and `DOWN` as `cell`'s stairs up and down are open (floors mazes).
fn stairs(layout: &Layout, cell: u32, open: &dyn Fn(u32) -> bool) -> u8 {
    use maze::shape::UP_SLOT;
    let stair = |slot: usize| {
        layout
            .floors_of()
            .and_then(|f| f.neighbor(cell, slot))
            .is_some_and(|(wall, _)| open(wall))
    };
    u8::from(stair(UP_SLOT)) * UP + u8::from(stair(UP_SLOT + 1)) * DOWN
}

/// The colour of the shut door on interior wall `wall`, if any.
fn shut_door(layout: &Layout, locks: &Locks, wall: u32) -> Option<u8> {
    let (a, b) = layout.wall_cells(wall)?;
    let door = locks.door_between(a, b)?;
    (!locks.is_open(door)).then_some(door as u8)
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
        let m = Mesh::decode(mesh(&s, None));
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

    #[test]
    fn a_woven_mazes_crossings_near_the_ball_give_their_tunnels_mouths_and_doors_shut() {
        let s = Plan::from_query("seed=inside&level=9&weave=1", Seed::random).start();
        let m = Mesh::decode(mesh(&s, None));
        let layout = &s.play().maze().layout;
        let woven = layout.woven().expect("woven");
        // The mouths as the test reads them: each crossing's tunnel walls, by their ends.
        let mut want: Vec<[i64; 4]> = Vec::new();
        for c in woven
            .crossings()
            .iter()
            .filter(|c| m.centre(c.cell).is_some())
        {
            let (_, tunnel) = woven.crossing_walls(c.cell).unwrap();
            for wall in tunnel {
                let [a, b] = layout.wall_stroke(wall).unwrap().ends();
                want.push([a[0], a[1], b[0], b[1]].map(|x| (x * 8.0).round() as i64));
            }
        }
        let mut got: Vec<[i64; 4]> = m
            .bridges()
            .iter()
            .map(|b| [b.a[0], b.a[1], b.b[0], b.b[1]].map(|x| (x * 8.0).round() as i64))
            .collect();
        want.sort_unstable();
        got.sort_unstable();
        assert!(!want.is_empty(), "crossings near the start");
        assert_eq!(got, want);
    }

    #[test]
    fn the_ghost_glides_between_its_cells_centres() {
        use game::ghost::GhostAt;
        let s = Plan::from_query("seed=mesh&level=4", Seed::random).start();
        let layout = &s.play().maze().layout;
        let g = GhostAt {
            cell: 1,
            from: 0,
            fraction: 0.25,
        };
        let m = Mesh::decode(mesh(&s, Some(g)));
        let ([ax, ay], [bx, by]) = (layout.center(0).unwrap(), layout.center(1).unwrap());
        assert_eq!(
            m.ghost(),
            Some([ax + (bx - ax) * 0.25, ay + (by - ay) * 0.25])
        );
        assert_eq!(Mesh::decode(mesh(&s, None)).ghost(), None);
    }

    #[test]
    fn a_shut_door_is_a_closed_wall_of_its_colour_and_a_key_lies_where_it_lies() {
        let s = Plan::from_query("seed=inside&level=2&doors=2", Seed::random).start();
        let m = Mesh::decode(mesh(&s, None));
        let play = s.play();
        let doors = play.locks().expect("doors").doors();
        let layout = &play.maze().layout;
        let (mut seen, mut faced) = (0, 0);
        for (k, &[a, b]) in doors.doors.iter().enumerate() {
            let Some(wall) = layout.neighbors(a).find(|n| n.cell == b).map(|n| n.wall) else {
                continue;
            };
            if m.centre(a).is_some() {
                assert_eq!(m.door(wall), Some(k as u8));
                assert!(!m.is_open(wall));
                seen += 1;
                // Faced from `a`, the door is what lies ahead, and the ear names it.
                let slot = (0..m.slots())
                    .find(|&slot| m.side(a, slot).and_then(|s| s.1) == Some((wall, b)))
                    .expect("a side towards b");
                let facing = inside::Facing { cell: a, slot };
                let way = inside::ahead::ahead(&m, facing, &|w| m.is_open(w), &|w| m.door(w));
                assert_eq!(way, Some((0, inside::ahead::End::Door(k as u8))));
                let letter = maze::doors::letter(k);
                assert!(
                    text::ahead_said(maze::shape::Heading::East, way)
                        .contains(&format!("door {letter} ahead"))
                );
                faced += 1;
            }
        }
        for (k, &cell) in doors.keys.iter().enumerate() {
            if m.centre(cell).is_some() {
                assert_eq!(inside::mesh::key_of(m.marks(cell)), Some(k as u8));
                seen += 1;
            }
        }
        assert!(seen > 0 && faced > 0, "a door near the start, faced");
    }
}
