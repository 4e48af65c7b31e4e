//! A climb or a descent on a floors maze, shown as a glide: the floors stand one above the
//! other, and the view moves from the floor left to the floor reached (up for a climb,
//! down for a descent); each floor's doors and keys move with it, and the ball with the floor
//! it reached.

use super::list::{DrawList, Ink};
use super::shape_board::{self, ShapeScene};
use super::viewport::Viewport;
use game::session::Session;

/// How long the view takes to glide from one floor to the next.
pub const GLIDE_MS: f64 = 360.0;

/// A glide between floors under way: the ball's cell before the stairs, and when the glide's
/// first frame was painted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FloorGlide {
    before: u32,
    start: Option<f64>,
}

impl FloorGlide {
    /// A glide that leaves the floor of `before` (the ball's cell before the stairs).
    pub fn new(before: u32) -> FloorGlide {
        FloorGlide {
            before,
            start: None,
        }
    }

    /// How far the glide is at `now` (ms), 0 to 1; its clock starts on its first frame.
    pub fn progress(&mut self, now: f64) -> f64 {
        let start = *self.start.get_or_insert(now);
        ((now - start) / GLIDE_MS).clamp(0.0, 1.0)
    }

    /// Paints the glide `k` of the way (0 to 1) on `view`, the view of the ball's floor:
    /// the floor left and the floor reached, each with what is drawn on it (`path`, the
    /// solution shown or traced, its doors and keys), then the ball once, on the floor reached.
    pub fn paint(
        &self,
        list: &mut DrawList,
        view: &Viewport,
        session: &Session,
        path: Option<&[u32]>,
        k: f64,
    ) {
        let play = session.play();
        let layout = &play.maze().layout;
        let Some(floors) = layout.floors_of() else {
            return;
        };
        let player = play.player();
        let (from, to) = (floors.floor_of(self.before), floors.floor_of(player));
        let up = to > from;
        let (apart, [left_dy, reached_dy]) = shifts(view, up, k);
        let mut left = *view;
        left.origin[0] = floors.floor_x(from);
        left.oy += left_dy;
        let mut reached = *view;
        reached.oy += reached_dy;
        // The floor in the upper place is drawn last, over the lower one.
        let ((mut upper, upper_cell), lower) = if up {
            ((reached, player), (left, self.before))
        } else {
            ((left, self.before), (reached, player))
        };
        list.ink(Ink::BG);
        list.rect(0.0, 0.0, view.cw, view.ch);
        let open = |w: u32| play.maze().is_open(w);
        let seen_cells = session.sight().fog().map(|f| f.seen());
        let draw = |list: &mut DrawList, v: &Viewport, cell: u32| {
            let scene = ShapeScene::of_play(session, &open, path, cell, false);
            shape_board::draw_board(list, v, &scene);
            if let Some(locks) = play.locks() {
                super::door_marks::draw_doors(list, v, layout, locks, (seen_cells, cell));
            }
        };
        // A floor the whole way apart is out of sight.
        let seen = |v: &Viewport| (v.oy - view.oy).abs() < apart;
        if seen(&lower.0) {
            draw(list, &lower.0, lower.1);
        }
        if view.camera {
            // Floors bigger than the canvas would overlap: each shows as a canvas's window, the
            // upper one ending where the lower begins, a band of background of half a cell or
            // more between them (the board draws cells up to a cell and a half past its view).
            let edge = view.ch + (upper.oy - view.oy);
            list.ink(Ink::BG);
            list.rect(0.0, 0.0, view.cw, edge.max(0.0));
            upper.ch = edge - 2.0 * view.s;
        }
        if seen(&upper) && upper.ch > 0.0 {
            draw(list, &upper, upper_cell);
        }
        shape_board::ball(list, &reached, layout, player);
    }
}

/// How far apart the floors stand on `view`, and how far down the floor left and the floor
/// reached are drawn from their still place, `k` of the way through a climb (`up`) or a
/// descent.
fn shifts(view: &Viewport, up: bool, k: f64) -> (f64, [f64; 2]) {
    // Eased out: quick at first, settling on the floor reached.
    let e = 1.0 - (1.0 - k) * (1.0 - k);
    // Just far enough apart that each floor is out of sight at the glide's ends: a canvas apart
    // under a camera, else half a canvas and half a floor (and a cell).
    let apart = if view.camera {
        view.ch
    } else {
        (view.ch + view.bh * view.s) / 2.0 + view.s
    };
    // A climb moves the view up: the floor left sinks, the floor reached comes from above.
    let travel = if up { apart } else { -apart };
    (apart, [travel * e, -travel * (1.0 - e)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::list::Op;
    use crate::paint::screen::Screen;
    use maze::shape::Geometry;

    /// The discs a list draws in the player's ink.
    fn balls(list: &DrawList) -> usize {
        let mut ink = 0.0;
        let mut n = 0;
        for (op, args) in list.commands() {
            if op == Op::Ink as u8 {
                ink = args.first().copied().unwrap_or(0.0);
            } else if op == Op::Arc as u8 && ink == f32::from(Ink::PLAYER.0) {
                n += 1;
            }
        }
        n
    }

    /// A 3-floor level walked along its solution up its first stairs, and the ball's cell
    /// before them.
    fn climbed() -> (Session, u32) {
        climbed_on("seed=glide&level=3&floors=3")
    }

    /// The level of `query` walked along its solution up its first stairs, and the ball's
    /// cell before them.
    fn climbed_on(query: &str) -> (Session, u32) {
        let mut s = crate::testing::session(query, "x");
        let path = s.solution().to_vec();
        let keys = s.play().maze().path_keys(&path).unwrap_or_default();
        let mut before = s.play().player();
        for key in keys {
            before = s.play().player();
            s.press(key, 0.0);
            if key == "PageUp" {
                break;
            }
        }
        (s, before)
    }

    #[test]
    fn the_screen_glides_after_the_stairs_unless_motion_is_reduced() {
        for reduced in [false, true] {
            let (s, before) = climbed();
            let mut screen = Screen::new(reduced);
            screen.resize(&s, (400.0, 300.0, 1.0), 0.0);
            screen.frame(&s, 0.0);
            screen.moved(&s, before);
            let first = screen.frame(&s, 1000.0);
            assert!(!first.is_empty());
            assert_eq!(screen.animating(), !reduced, "reduced motion: {reduced}");
            let half = screen.frame(&s, 1000.0 + GLIDE_MS / 2.0);
            assert_eq!(half.is_empty(), reduced);
            screen.frame(&s, 1000.0 + GLIDE_MS);
            assert!(!screen.animating(), "the glide ends");
        }
    }

    #[test]
    fn a_glide_paints_both_floors_shifted_and_the_ball_once() {
        let (s, before) = climbed();
        let layout = &s.play().maze().layout;
        let floors = *layout.floors_of().expect("a floors maze");
        assert_eq!(
            floors.floor_of(s.play().player()),
            floors.floor_of(before) + 1
        );
        let bounds = layout.view_bounds(s.play().player());
        let [x, y] = layout.center(s.play().player()).unwrap_or_default();
        let view = Viewport::fit_box(400.0, 300.0, 1.0, bounds, (x - bounds[0], y), 0.0);
        let mut glide = FloorGlide::new(before);
        assert_eq!(glide.progress(100.0), 0.0);
        assert_eq!(glide.progress(100.0 + GLIDE_MS / 2.0), 0.5);
        assert_eq!(glide.progress(100.0 + 2.0 * GLIDE_MS), 1.0);
        let lists: Vec<DrawList> = [0.0, 0.5, 1.0]
            .iter()
            .map(|&k| {
                let mut list = DrawList::new();
                glide.paint(&mut list, &view, &s, None, k);
                list
            })
            .collect();
        for list in &lists {
            assert_eq!(balls(list), 1, "the ball is drawn once");
        }
        // Where the floor sits when still: halfway, the floor reached is drawn above it (it
        // comes from above) and the floor left below it (it sinks); at the end, neither.
        let (top, bottom) = (view.oy - view.s, view.oy + (view.bh + 1.0) * view.s);
        let ys = |list: &DrawList| -> Vec<f32> {
            let moves = list.commands().filter(|(op, _)| *op == Op::MoveTo as u8);
            moves.filter_map(|(_, a)| a.get(1).copied()).collect()
        };
        let half = ys(&lists[1]);
        assert!(
            half.iter().any(|&y| f64::from(y) < top),
            "the floor reached"
        );
        assert!(
            half.iter().any(|&y| f64::from(y) > bottom),
            "the floor left"
        );
        let end = ys(&lists[2]);
        assert!(!end.is_empty());
        assert!(end.iter().all(|&y| (top..=bottom).contains(&f64::from(y))));
        // A climb brings the floor reached down from above, a descent up from below; both
        // start with the floor left still and end with the floor reached still.
        for up in [true, false] {
            let (apart, [left, reached]) = shifts(&view, up, 0.5);
            let below = if up { 1.0 } else { -1.0 };
            assert!(
                left * below > 0.0 && reached * below < 0.0,
                "{up}: {left} {reached}"
            );
            assert_eq!(shifts(&view, up, 0.0).1, [0.0, -below * apart]);
            assert_eq!(shifts(&view, up, 1.0).1, [below * apart, 0.0]);
        }
        // Under a camera (a canvas smaller than the floor) the floor reached shows above a
        // band of background that follows the glide, and none of it below that band.
        let camera = Viewport::fit_box(90.0, 120.0, 1.0, bounds, (x - bounds[0], y), 0.0);
        assert!(camera.camera);
        let mut list = DrawList::new();
        glide.paint(&mut list, &camera, &s, None, 0.5);
        let edge = 0.75 * camera.ch;
        let items: Vec<(u8, Vec<f32>)> = list.commands().map(|(op, a)| (op, a.to_vec())).collect();
        let wipe = [0.0, 0.0, camera.cw as f32, edge as f32];
        let cut = items
            .iter()
            .position(|(op, a)| *op == Op::Rect as u8 && a[..] == wipe);
        let after = items
            .get(cut.expect("the band's wipe") + 1..)
            .unwrap_or_default();
        let moves: Vec<f32> = after
            .iter()
            .filter(|(op, _)| *op == Op::MoveTo as u8)
            .map(|(_, a)| a[1])
            .collect();
        // The last move starts the ball, in its place.
        let (_, floor) = moves.split_last().expect("the floor reached is drawn");
        let last_row = edge - camera.s / 2.0;
        assert!(
            !floor.is_empty() && floor.iter().all(|&y| f64::from(y) <= last_row),
            "{floor:?}"
        );
        let mut list = DrawList::new();
        let above = s.play().player() + floors.floor_cells();
        FloorGlide::new(above).paint(&mut list, &view, &s, None, 0.5);
        assert_eq!(balls(&list), 1, "a descent draws the ball once too");
    }

    #[test]
    fn the_ball_and_the_doors_move_with_their_floor() {
        let (s, before) = climbed_on("seed=pt&level=6&floors=2&doors=3");
        let layout = &s.play().maze().layout;
        let floors = *layout.floors_of().expect("a floors maze");
        let player = s.play().player();
        let (from, to) = (floors.floor_of(before), floors.floor_of(player));
        assert_eq!(to, from + 1, "up the stairs");
        let locks = s.play().locks().expect("a level with doors");
        let bounds = layout.view_bounds(player);
        let [x, y] = layout.center(player).unwrap_or_default();
        let view = Viewport::fit_box(600.0, 500.0, 1.0, bounds, (x - bounds[0], y), 0.0);
        // Where a cell of either floor sits on the canvas when its floor is still (the view's
        // origin is the floor reached's; the floor left's is its own).
        let still_y = |cell: u32| {
            let mut v = view;
            v.origin[0] = floors.floor_x(floors.floor_of(cell));
            layout.center(cell).map(|p| v.on_canvas(p).1)
        };
        for k in [0.25, 0.5, 0.75] {
            let mut list = DrawList::new();
            FloorGlide::new(before).paint(&mut list, &view, &s, None, k);
            let (_, [left_dy, reached_dy]) = shifts(&view, true, k);
            let shift = |floor: u32| if floor == to { reached_dy } else { left_dy };
            // The ball: the disc in the player's ink, on the floor reached as it moves.
            let mut ink = None;
            let mut door_ys: Vec<(usize, f64)> = Vec::new();
            let mut ball = None;
            for (op, args) in list.commands() {
                let first = args.first().copied().unwrap_or(0.0);
                if op == Op::Ink as u8 {
                    ink = Some(first);
                } else if op == Op::Arc as u8 && ink == Some(f32::from(Ink::PLAYER.0)) {
                    ball = args.get(1).map(|&y| f64::from(y));
                } else if op == Op::MoveTo as u8 {
                    let door = (0..locks.doors().doors.len())
                        .find(|&i| ink == Some(f32::from(Ink::door(i).0)));
                    if let (Some(i), Some(&y)) = (door, args.get(1)) {
                        door_ys.push((i, f64::from(y)));
                    }
                }
            }
            let expected = still_y(player).map(|y| y + reached_dy);
            let off = ball.zip(expected).map(|(b, e)| (b - e).abs());
            assert!(
                off.is_some_and(|d| d < 1.0),
                "{k}: ball {ball:?}, floor {expected:?}"
            );
            // Each stroke in a door's colour (the door, or its key's tile) sits on its own
            // floor, shifted as that floor is.
            assert!(
                !door_ys.is_empty(),
                "{k}: the doors are drawn with their floors"
            );
            let doors = locks.doors();
            for (i, y) in door_ys {
                let [a, b] = doors.doors[i];
                let near = |cell: u32| {
                    let at = still_y(cell).unwrap_or(f64::NAN) + shift(floors.floor_of(cell));
                    (at - y).abs() <= view.s
                };
                assert!(
                    near(a) || near(b) || near(doors.keys[i]),
                    "{k}: a stroke of door {i} at {y}, off its floor's place"
                );
            }
        }
    }
}
