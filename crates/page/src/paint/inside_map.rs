//! The corner map of the view from inside: the walls of every cell seen so far on this level
//! (an automap), drawn around the ball in a box in the canvas's top-right corner, with the ball
//! and the way it faces. Each frame adds the ball's cell and each cell whose centre it sees (in
//! the field of view, nearer than the wall in its column); a new level (another exit) starts an
//! empty map, a restart keeps it.

use super::list::{DrawList, Ink};
use inside::camera::NEAR;
use inside::{Camera, Cells, Frame, FrameSize, Mesh, Nearby};
use std::collections::BTreeMap;

/// How many maze units the map shows across.
const ACROSS: f64 = 11.0;
/// The map's side, as a share of the canvas's shorter side.
const SIDE: f64 = 0.28;

/// A wall piece as `[x0, y0, x1, y1]` in maze units.
type Segment = [f64; 4];

/// The cells seen so far on one level, and their standing walls.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeenMap {
    /// The level's exit, which tells one level from the next.
    exit: Option<[f64; 2]>,
    /// Each cell seen, by id: its centre and its closed sides' pieces.
    cells: BTreeMap<u32, ([f64; 2], Vec<Segment>)>,
}

impl SeenMap {
    /// Adds the cells of `scene` (gathered from `mesh`) that `camera` sees in `frame` to the
    /// map, and the eye's own, starting afresh on a new level.
    pub fn add(&mut self, mesh: &Mesh, scene: &Nearby, (frame, camera, screen): EyeSight) {
        let exit = mesh.exit_middle();
        if exit != self.exit {
            *self = SeenMap {
                exit,
                ..SeenMap::default()
            };
        }
        for (i, &cell) in scene.cells.iter().enumerate() {
            let Some(centre) = mesh.centre(cell) else {
                continue;
            };
            // The scene's first cell is the eye's.
            if self.cells.contains_key(&cell) || (i > 0 && !sees(frame, camera, screen, centre)) {
                continue;
            }
            // The closed sides: the scene's pieces of this cell's walls and border near it.
            let walls = (0..mesh.slots())
                .filter_map(|slot| mesh.side(cell, slot))
                .filter(|(_, through)| through.is_none_or(|(wall, _)| !mesh.is_open(wall)))
                .flat_map(|(stroke, _)| inside::nearby::chords(&stroke))
                .map(|[a, b]| [a[0], a[1], b[0], b[1]])
                .collect();
            self.cells.insert(cell, (centre, walls));
        }
    }

    /// How many cells the map holds.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the map holds no cell.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Draws the map in the top-right corner of a `width × height` canvas, centred on `at`
    /// (the eye), with the ball facing `angle` (radians, 0 east, clockwise).
    pub fn draw(&self, list: &mut DrawList, (width, height): (f64, f64), at: [f64; 2], angle: f64) {
        let side = width.min(height) * SIDE;
        let margin = width.min(height) * 0.02;
        let (left, top) = (width - side - margin, margin);
        let scale = side / ACROSS;
        let half = ACROSS / 2.0;
        list.alpha(0.92);
        list.ink(Ink::BG);
        list.rect(left, top, side, side);
        list.alpha(1.0);
        list.ink(Ink::WALL);
        list.width((scale * 0.1).max(1.0));
        let box_ = [at[0] - half, at[1] - half, at[0] + half, at[1] + half];
        let on_map = |x: f64, y: f64| (left + (x - box_[0]) * scale, top + (y - box_[1]) * scale);
        for (centre, walls) in self.cells.values() {
            if (centre[0] - at[0]).abs() > half + 1.5 || (centre[1] - at[1]).abs() > half + 1.5 {
                continue;
            }
            for &segment in walls {
                if let Some([x0, y0, x1, y1]) = clip(segment, box_) {
                    let (a, b) = (on_map(x0, y0), on_map(x1, y1));
                    list.move_to(a.0, a.1);
                    list.line_to(b.0, b.1);
                }
            }
        }
        list.stroke();
        // The box's edge, then the ball and a tick the way it faces.
        list.width(1.0);
        list.move_to(left, top);
        for (x, y) in [
            (left + side, top),
            (left + side, top + side),
            (left, top + side),
            (left, top),
        ] {
            list.line_to(x, y);
        }
        list.stroke();
        let (cx, cy) = on_map(at[0], at[1]);
        let (sin, cos) = maze::shape::trig::sin_cos(angle);
        list.ink(Ink::PLAYER);
        list.disc(cx, cy, scale * 0.22);
        list.width((scale * 0.12).max(1.0));
        list.move_to(cx, cy);
        list.line_to(cx + cos * scale * 0.45, cy + sin * scale * 0.45);
        list.stroke();
    }
}

/// What the eye saw this frame: its depths, the eye, the canvas.
pub type EyeSight<'a> = (&'a Frame, &'a Camera, FrameSize);

/// Whether `camera` sees the point `p` on the floor in `frame`: ahead of it, within the
/// canvas's columns, and no farther than the wall in its column.
fn sees(frame: &Frame, camera: &Camera, screen: FrameSize, p: [f64; 2]) -> bool {
    let v = camera.view(p);
    let x = camera.column(screen, v);
    v[0] > NEAR
        && x >= 0.0
        && frame
            .depth
            .get(x as usize)
            .is_some_and(|&depth| v[0] <= depth)
}

/// The part of `segment` inside `[x0, y0, x1, y1]` (Liang–Barsky), `None` when none is.
fn clip([ax, ay, bx, by]: Segment, [x0, y0, x1, y1]: [f64; 4]) -> Option<Segment> {
    let (dx, dy) = (bx - ax, by - ay);
    let (mut t0, mut t1) = (0.0_f64, 1.0_f64);
    for (p, q) in [(-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)] {
        if p == 0.0 {
            if q < 0.0 {
                return None;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
        }
    }
    (t0 <= t1).then_some([ax + t0 * dx, ay + t0 * dy, ax + t1 * dx, ay + t1 * dy])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inside_mesh::mesh;
    use game::Plan;
    use inside::What;
    use maze::Seed;

    /// Whether every wall piece of `scene` is on the map.
    fn holds_all(map: &SeenMap, scene: &Nearby) -> bool {
        scene
            .pieces
            .iter()
            .filter(|p| p.what != What::Exit)
            .all(|p| {
                let segment = [p.a[0], p.a[1], p.b[0], p.b[1]];
                map.cells.values().any(|(_, walls)| {
                    walls.iter().any(|w| {
                        let same = |u: &Segment, v: &Segment| {
                            u.iter().zip(v).all(|(a, b)| (a - b).abs() < 1e-9)
                        };
                        same(w, &segment)
                            || same(w, &[segment[2], segment[3], segment[0], segment[1]])
                    })
                })
            })
    }

    #[test]
    fn the_map_holds_the_cells_seen_and_their_walls_and_a_new_level_starts_it_afresh() {
        let s = Plan::from_query("seed=map&level=5&shape=hex", Seed::random).start();
        let m = Mesh::decode(mesh(&s, None));
        let scene = Nearby::around(&m, m.player(), 14.0, &|w| m.is_open(w));
        let screen = FrameSize {
            width: 100.0,
            height: 50.0,
        };
        let camera = Camera::new(m.centre(m.player()).unwrap(), 0.0);
        // No wall anywhere: the eye sees every cell within its quarter turn.
        let clear = Frame {
            seen: Vec::new(),
            depth: vec![f64::INFINITY; 100],
        };
        let mut map = SeenMap::default();
        map.add(&m, &scene, (&clear, &camera, screen));
        // The test's own reading: the eye's cell, and each cell ahead within 45° either side.
        let ahead = |c: &&u32| {
            let [x, y] = m.centre(**c).unwrap();
            let (dx, dy) = (x - camera.at[0], y - camera.at[1]);
            **c == m.player() || (dx > 0.0 && dy.abs() < dx)
        };
        assert_eq!(map.len(), scene.cells.iter().filter(ahead).count());
        // A wall right at the eye: only the eye's own cell is seen.
        let blind = Frame {
            seen: Vec::new(),
            depth: vec![0.01; 100],
        };
        let mut small = SeenMap::default();
        small.add(&m, &scene, (&blind, &camera, screen));
        assert_eq!(small.len(), 1);
        // Looking every way: the whole scene, each of its wall pieces on the map.
        for k in 0..8 {
            let turned = Camera::new(camera.at, f64::from(k) * std::f64::consts::FRAC_PI_4);
            map.add(&m, &scene, (&clear, &turned, screen));
        }
        assert_eq!(map.len(), scene.cells.len());
        assert!(holds_all(&map, &scene), "each wall piece is on the map");
        let other = Plan::from_query("seed=map&level=9", Seed::random).start();
        let m2 = Mesh::decode(mesh(&other, None));
        let scene2 = Nearby::around(&m2, m2.player(), 14.0, &|w| m2.is_open(w));
        map.add(&m2, &scene2, (&blind, &camera, screen));
        assert_eq!(map.len(), 1, "another level's map alone");
    }

    #[test]
    fn a_segment_is_cut_to_the_box() {
        let b = [0.0, 0.0, 10.0, 10.0];
        assert_eq!(clip([-5.0, 5.0, 15.0, 5.0], b), Some([0.0, 5.0, 10.0, 5.0]));
        assert_eq!(clip([2.0, 2.0, 3.0, 3.0], b), Some([2.0, 2.0, 3.0, 3.0]));
        assert_eq!(clip([-5.0, -1.0, 15.0, -1.0], b), None);
        assert_eq!(clip([11.0, 0.0, 12.0, 10.0], b), None);
    }
}
