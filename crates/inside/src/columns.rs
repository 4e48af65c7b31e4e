//! What each screen column sees first. Walls all stand one unit high on a flat floor with the
//! eye halfway up, so the nearest wall in a column hides everything behind it from floor to
//! top: a depth per column (a one-dimensional depth buffer) decides visibility exactly, and
//! each run of columns that sees the same piece becomes one screen polygon.

use crate::camera::{Camera, FrameSize, NEAR};
use crate::nearby::{Nearby, Piece};

/// A run of columns that sees one piece: from screen column `x[0]` to `x[1]` (pixels), where
/// the piece lies at depth `depth[0]` and `depth[1]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Span {
    /// Its left and right edges, in pixels.
    pub x: [f64; 2],
    /// The piece's depth at each edge, in maze units.
    pub depth: [f64; 2],
}

/// A piece in sight: its index in `Nearby::pieces` and the runs of columns that see it.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen {
    /// The piece's index in `Nearby::pieces`.
    pub piece: usize,
    /// Its visible runs, left to right.
    pub spans: Vec<Span>,
}

/// One frame's geometry: the pieces in sight, each once, and the nearest depth in each column.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Frame {
    /// The pieces in sight, each once, in the order the columns meet them from the left.
    pub seen: Vec<Seen>,
    /// The depth of the nearest piece through each column's centre (`f64::INFINITY`: none).
    pub depth: Vec<f64>,
}

/// A piece as the eye sees it: its ends' columns and inverse depths, left end first.
#[derive(Clone, Copy, Debug)]
struct Projected {
    x: [f64; 2],
    inverse: [f64; 2],
}

impl Projected {
    /// The piece on screen, `None` when it is behind the eye or seen edge-on.
    fn of(piece: &Piece, camera: &Camera, screen: FrameSize) -> Option<Projected> {
        let (mut a, mut b) = (camera.view(piece.a), camera.view(piece.b));
        if a[0] < NEAR && b[0] < NEAR {
            return None;
        }
        // Cut the piece where it crosses the near plane.
        let cut = |p: [f64; 2], q: [f64; 2]| {
            let t = (NEAR - p[0]) / (q[0] - p[0]);
            [NEAR, p[1] + t * (q[1] - p[1])]
        };
        if a[0] < NEAR {
            a = cut(a, b);
        } else if b[0] < NEAR {
            b = cut(b, a);
        }
        let (xa, xb) = (camera.column(screen, a), camera.column(screen, b));
        let ((x0, z0), (x1, z1)) = if xa <= xb {
            ((xa, a[0]), (xb, b[0]))
        } else {
            ((xb, b[0]), (xa, a[0]))
        };
        (x1 - x0 > 1e-9).then_some(Projected {
            x: [x0, x1],
            inverse: [1.0 / z0, 1.0 / z1],
        })
    }

    /// The columns, of `count`, whose centres the piece covers; `None` for none.
    fn columns(&self, count: usize) -> Option<std::ops::RangeInclusive<usize>> {
        let first = (self.x[0] - 0.5).ceil().max(0.0);
        let last = (self.x[1] - 0.5).floor().min(count as f64 - 1.0);
        (last >= first).then_some(first as usize..=last as usize)
    }

    /// The span of columns `left..right` (pixel edges), its edges on the piece's ends where it
    /// reaches them.
    fn span(&self, left: f64, right: f64) -> Span {
        let x0 = if self.x[0] > left - 0.5 {
            self.x[0]
        } else {
            left
        };
        let x1 = if self.x[1] < right + 0.5 {
            self.x[1]
        } else {
            right
        };
        Span {
            x: [x0, x1],
            depth: [self.depth_at(x0), self.depth_at(x1)],
        }
    }

    /// The piece's depth at screen column `x` (its inverse is linear across the screen).
    fn depth_at(&self, x: f64) -> f64 {
        let s = ((x - self.x[0]) / (self.x[1] - self.x[0])).clamp(0.0, 1.0);
        1.0 / (self.inverse[0] + s * (self.inverse[1] - self.inverse[0]))
    }
}

/// No piece in a column.
const NONE: usize = usize::MAX;

impl Frame {
    /// What `camera` sees of `scene` on `screen`, one column per pixel.
    pub fn cast(scene: &Nearby, camera: &Camera, screen: FrameSize) -> Frame {
        let columns = screen.width.max(0.0).ceil() as usize;
        let mut depth = vec![f64::INFINITY; columns];
        let mut owner = vec![NONE; columns];
        let projected: Vec<Option<Projected>> = scene
            .pieces
            .iter()
            .map(|p| Projected::of(p, camera, screen))
            .collect();
        for (i, p) in projected.iter().enumerate() {
            let Some(p) = p else { continue };
            let Some(range) = p.columns(columns) else {
                continue;
            };
            for c in range {
                let z = p.depth_at(c as f64 + 0.5);
                if let (Some(d), Some(o)) = (depth.get_mut(c), owner.get_mut(c))
                    && z < *d
                {
                    *d = z;
                    *o = i;
                }
            }
        }
        let seen = runs(&owner, &projected);
        Frame { seen, depth }
    }

    /// The point of the floor plan seen at pixel (`x`, `y`) of this frame, `None` above the
    /// horizon and where a wall hides the floor: the ray through the pixel meets the floor at
    /// the depth whose row is `y` (`Camera::row`), which must be nearer than the column's wall.
    pub fn floor_at(
        &self,
        camera: &Camera,
        screen: FrameSize,
        [x, y]: [f64; 2],
    ) -> Option<[f64; 2]> {
        let below = y - screen.height / 2.0;
        if below <= 0.0 {
            return None;
        }
        let depth = camera.focal(screen) * crate::camera::EYE / below;
        let column = self.depth.get(x.max(0.0) as usize)?;
        if depth < NEAR || depth > *column {
            return None;
        }
        let ray = camera.ray(screen, x);
        Some([camera.at[0] + depth * ray[0], camera.at[1] + depth * ray[1]])
    }

    /// Where a piece that hides nothing behind it (a bridge's edge overhead) shows: the runs of
    /// columns where it is no farther than what the frame sees there.
    pub fn in_front(&self, piece: &Piece, camera: &Camera, screen: FrameSize) -> Vec<Span> {
        let Some(p) = Projected::of(piece, camera, screen) else {
            return Vec::new();
        };
        let Some(range) = p.columns(self.depth.len()) else {
            return Vec::new();
        };
        let (first, last) = (*range.start(), *range.end());
        let shows = |c: usize| {
            self.depth
                .get(c)
                .is_some_and(|&d| p.depth_at(c as f64 + 0.5) <= d + 1e-6)
        };
        let mut spans = Vec::new();
        let mut start = None;
        for c in first..=last + 1 {
            match (start, c <= last && shows(c)) {
                (None, true) => start = Some(c),
                (Some(s), false) => {
                    spans.push(p.span(s as f64, c as f64));
                    start = None;
                }
                _ => {}
            }
        }
        spans
    }
}

/// The runs of equal owners, gathered by piece (in the order first seen, left to right), each
/// run's edges on its piece's ends where it reaches them and on pixel edges where another
/// piece hides it.
fn runs(owner: &[usize], projected: &[Option<Projected>]) -> Vec<Seen> {
    let mut seen: Vec<Seen> = Vec::new();
    let mut start = 0;
    for c in 1..=owner.len() {
        let (Some(&piece), next) = (owner.get(start), owner.get(c)) else {
            break;
        };
        if next == Some(&piece) {
            continue;
        }
        if let Some(Some(p)) = projected.get(piece) {
            // A run starts on its piece's end when the column before does not reach the piece.
            let span = p.span(start as f64, c as f64);
            match seen.iter_mut().find(|s| s.piece == piece) {
                Some(s) => s.spans.push(span),
                None => seen.push(Seen {
                    piece,
                    spans: vec![span],
                }),
            }
        }
        start = c;
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nearby::What;

    fn piece(x: f64) -> Piece {
        Piece {
            a: [x, -4.0],
            b: [x, 4.0],
            what: What::Wall,
            wall: None,
        }
    }

    #[test]
    fn a_piece_that_hides_nothing_shows_in_front_of_a_wall_and_not_behind_it() {
        // The eye at the origin looking east (+x); a wall across the view 3 units ahead.
        let camera = Camera::new([0.0, 0.0], 0.0);
        let screen = FrameSize {
            width: 100.0,
            height: 50.0,
        };
        let mut scene = Nearby::default();
        scene.pieces.push(piece(3.0));
        let frame = Frame::cast(&scene, &camera, screen);
        let before = frame.in_front(&piece(1.0), &camera, screen);
        assert_eq!(before.len(), 1);
        assert_eq!(before[0].x, [0.0, 100.0], "every column");
        assert!((before[0].depth[0] - 1.0).abs() < 1e-9);
        assert!(frame.in_front(&piece(5.0), &camera, screen).is_empty());
        assert!(frame.in_front(&piece(-1.0), &camera, screen).is_empty());
    }

    #[test]
    fn a_tap_on_the_floor_names_its_point_and_a_tap_on_a_wall_or_above_names_none() {
        let screen = FrameSize {
            width: 100.0,
            height: 50.0,
        };
        // The test's own pinhole: half the width per unit of offset at depth 1, the eye half
        // a wall's height up, so the floor at depth d lies 25 / d pixels under the middle row.
        let pixel = |depth: f64, right: f64| [50.0 + 50.0 * right / depth, 25.0 + 25.0 / depth];
        let near = |p: Option<[f64; 2]>, q: [f64; 2]| {
            p.is_some_and(|p| (p[0] - q[0]).abs() < 1e-9 && (p[1] - q[1]).abs() < 1e-9)
        };
        // Looking east from the origin at a wall 3 units ahead: to the right is south (+y).
        let east = Camera::new([0.0, 0.0], 0.0);
        let mut scene = Nearby::default();
        scene.pieces.push(piece(3.0));
        let frame = Frame::cast(&scene, &east, screen);
        assert!(near(
            frame.floor_at(&east, screen, pixel(2.0, 0.5)),
            [2.0, 0.5]
        ));
        assert!(near(
            frame.floor_at(&east, screen, pixel(2.9, -1.0)),
            [2.9, -1.0]
        ));
        assert_eq!(
            frame.floor_at(&east, screen, pixel(4.0, 0.0)),
            None,
            "behind the wall"
        );
        assert_eq!(
            frame.floor_at(&east, screen, [50.0, 20.0]),
            None,
            "above the horizon"
        );
        // Looking south from (1, 1) with nothing in sight: west is to the right.
        let south = Camera::new([1.0, 1.0], std::f64::consts::FRAC_PI_2);
        let open = Frame::cast(&Nearby::default(), &south, screen);
        assert!(near(
            open.floor_at(&south, screen, pixel(2.0, 0.0)),
            [1.0, 3.0]
        ));
        assert!(near(
            open.floor_at(&south, screen, pixel(2.0, 1.0)),
            [0.0, 3.0]
        ));
    }
}
