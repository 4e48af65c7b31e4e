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
            // The columns whose centres the piece covers.
            let first = (p.x[0] - 0.5).ceil().max(0.0) as usize;
            let last = (p.x[1] - 0.5).floor().min(columns as f64 - 1.0);
            if last < 0.0 {
                continue;
            }
            for c in first..=last as usize {
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
            let (left, right) = (start as f64, c as f64);
            let x0 = if p.x[0] > left - 0.5 { p.x[0] } else { left };
            let x1 = if p.x[1] < right + 0.5 { p.x[1] } else { right };
            let span = Span {
                x: [x0, x1],
                depth: [p.depth_at(x0), p.depth_at(x1)],
            };
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
