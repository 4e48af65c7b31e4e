//! Where the maze sits on the canvas: the cell size, the wall thickness, and the camera that
//! follows the ball when the whole maze would not fit at a playable size.

/// Cells smaller than this (CSS px) when the whole maze fits make the view follow the player.
pub const MIN_CELL_CSS: f64 = 10.0;
/// On a phone (a board narrower than `PHONE_CSS`), the smallest cell a finger can use (CSS px).
pub const PHONE_MIN_CELL_CSS: f64 = 16.0;
/// A board narrower than this (CSS px) is a phone's: the page's own phone layout starts here.
pub const PHONE_CSS: f64 = 640.0;
/// Largest cell when the whole maze fits.
pub const MAX_CELL_CSS: f64 = 96.0;
/// The cell size while the camera follows.
pub const CAMERA_CELL_CSS: f64 = 24.0;
/// The middle band of the view (as shares of its width and height) the ball may roam before
/// the camera re-centres on it: re-centring on every move would make the maze swim.
const FOLLOW_BAND: (f64, f64) = (0.3, 0.7);

/// JavaScript's `Math.round` (halves toward +∞), so that the page's pixels match the old ones.
pub fn round(x: f64) -> f64 {
    (x + 0.5).floor()
}

/// The visible cells: columns `x0..=x1`, rows `y0..=y1` (empty when `x0 > x1` or `y0 > y1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellRange {
    /// First column.
    pub x0: i64,
    /// Last column.
    pub x1: i64,
    /// First row.
    pub y0: i64,
    /// Last row.
    pub y1: i64,
}

impl CellRange {
    /// Whether cell (x, y) is in the range.
    pub fn holds(&self, x: i64, y: i64) -> bool {
        x >= self.x0 && x <= self.x1 && y >= self.y0 && y <= self.y1
    }

    /// Whether no cell is in the range.
    pub fn is_empty(&self) -> bool {
        self.x0 > self.x1 || self.y0 > self.y1
    }
}

/// The view of a `w`×`h` maze on a `cw`×`ch` device-pixel canvas.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    /// Device pixels per CSS pixel.
    pub dpr: f64,
    /// Canvas width (device px).
    pub cw: f64,
    /// Canvas height (device px).
    pub ch: f64,
    /// Maze width in cells.
    pub w: u32,
    /// Maze height in cells.
    pub h: u32,
    /// Cell size (device px).
    pub s: f64,
    /// Wall thickness.
    pub t: f64,
    /// Half the wall thickness, rounded down (walls straddle the grid lines).
    pub th: f64,
    /// Whether the camera follows the ball (else the whole maze is in view).
    pub camera: bool,
    /// The camera: the maze point (device px) at the canvas's top-left.
    pub cam_x: f64,
    /// See `cam_x`.
    pub cam_y: f64,
    /// Where the maze's top-left corner is drawn.
    pub ox: f64,
    /// See `ox`.
    pub oy: f64,
    /// The maze's extent in maze units (cells for square; `bounds` for other shapes).
    pub bw: f64,
    /// See `bw`.
    pub bh: f64,
    /// The maze point (maze units) drawn at the maze's top-left corner (`bounds`' corner).
    pub origin: [f64; 2],
}

impl Viewport {
    /// The whole maze when its cells can be at least `min_cell_css` (on a phone a finger's
    /// size), else a camera centred on `player`. A `cell` above 0 forces that cell size with
    /// the whole maze in view.
    pub fn fit(cw: f64, ch: f64, dpr: f64, (w, h): (u32, u32), player: u32, cell: f64) -> Viewport {
        let w1 = w.max(1);
        let at = (f64::from(player % w1) + 0.5, f64::from(player / w1) + 0.5);
        let extent = [0.0, 0.0, f64::from(w), f64::from(h)];
        let mut view = Viewport::fit_box(cw, ch, dpr, extent, at, cell);
        (view.w, view.h) = (w, h);
        view
    }

    /// The largest cell (device px) with the whole of `bounds` (maze units) on a `cw`×`ch`
    /// canvas, margins and the entrance and exit arrows' room kept.
    pub fn whole_cell(cw: f64, ch: f64, dpr: f64, bounds: [f64; 4]) -> f64 {
        let margin = round(4.0 * dpr);
        let [x0, y0, x1, y1] = bounds;
        let (wf, hf) = ((x1 - x0).max(1.0), (y1 - y0).max(1.0));
        ((cw - 2.0 * margin) / (wf + 0.8))
            .min((ch - 2.0 * margin) / hf)
            .floor()
    }

    /// The smallest cell (CSS px) played with the whole maze in view on a `cw`-device-px-wide
    /// board at `dpr`: a finger's on a phone, else `MIN_CELL_CSS`.
    pub fn min_cell_css(cw: f64, dpr: f64) -> f64 {
        if cw < PHONE_CSS * dpr {
            PHONE_MIN_CELL_CSS
        } else {
            MIN_CELL_CSS
        }
    }

    /// The whole of `bounds` at a glance (the overview), `margin` CSS px kept round it: cells
    /// as big as fit, under one device pixel when they must (then sketched, `overview::sketch`).
    pub fn whole(
        (cw, ch, dpr): (f64, f64, f64),
        bounds: [f64; 4],
        at: (f64, f64),
        margin: f64,
    ) -> Viewport {
        let margin = round(margin * dpr);
        let [x0, y0, x1, y1] = bounds;
        let (wf, hf) = ((x1 - x0).max(1.0), (y1 - y0).max(1.0));
        let exact = ((cw - 2.0 * margin) / wf).min((ch - 2.0 * margin) / hf);
        let cell = if exact >= 1.0 {
            exact.floor()
        } else {
            exact.max(1e-3)
        };
        Viewport::fit_box(cw, ch, dpr, bounds, at, cell)
    }

    /// Like `fit`, for any shape: the maze's `bounds` (maze units), the camera centred on the
    /// maze point `at`; `w` and `h` (cells) are left 0 for the caller that has them.
    pub fn fit_box(
        cw: f64,
        ch: f64,
        dpr: f64,
        bounds: [f64; 4],
        at: (f64, f64),
        cell: f64,
    ) -> Viewport {
        let [x0, y0, x1, y1] = bounds;
        let (bw, bh) = (x1 - x0, y1 - y0);
        let (wf, hf) = (bw.max(1.0), bh.max(1.0));
        let fit = Viewport::whole_cell(cw, ch, dpr, bounds);
        let camera = cell <= 0.0 && fit < Viewport::min_cell_css(cw, dpr) * dpr;
        let s = if cell > 0.0 {
            cell
        } else if camera {
            round(CAMERA_CELL_CSS * dpr).max(1.0)
        } else {
            fit.min(round(MAX_CELL_CSS * dpr)).max(1.0)
        };
        let t = round(s / 9.0).max(1.0);
        let mut view = Viewport {
            dpr,
            cw,
            ch,
            w: 0,
            h: 0,
            s,
            t,
            th: (t / 2.0).floor(),
            camera,
            cam_x: 0.0,
            cam_y: 0.0,
            ox: ((cw - wf * s) / 2.0).floor(),
            oy: ((ch - hf * s) / 2.0).floor(),
            bw,
            bh,
            origin: [x0, y0],
        };
        if camera {
            let (x, y) = (at.0 * s, at.1 * s);
            view.set_camera(x - cw / 2.0, y - ch / 2.0);
        }
        view
    }

    /// A maze point (maze units) in maze pixels (before the offset).
    pub fn point(&self, [x, y]: [f64; 2]) -> (f64, f64) {
        ((x - self.origin[0]) * self.s, (y - self.origin[1]) * self.s)
    }

    /// A maze point (maze units) on the canvas.
    pub fn on_canvas(&self, p: [f64; 2]) -> (f64, f64) {
        let (x, y) = self.point(p);
        (self.ox + x, self.oy + y)
    }

    /// The canvas's rectangle in maze units `[x0, y0, x1, y1]`, grown by `pad` units.
    pub fn seen_box(&self, pad: f64) -> [f64; 4] {
        let s = self.s.max(1e-9);
        [
            -self.ox / s + self.origin[0] - pad,
            -self.oy / s + self.origin[1] - pad,
            (self.cw - self.ox) / s + self.origin[0] + pad,
            (self.ch - self.oy) / s + self.origin[1] + pad,
        ]
    }

    /// The centre of `cell` in maze pixels (before the offset).
    pub fn centre(&self, cell: u32) -> (f64, f64) {
        let w = self.w.max(1);
        let (x, y) = (f64::from(cell % w), f64::from(cell / w));
        (x * self.s + self.s / 2.0, y * self.s + self.s / 2.0)
    }

    /// Clamps a camera position and applies it: a maze smaller than the canvas is centred, a
    /// bigger one may show at most one cell of background beyond its edge.
    pub fn set_camera(&mut self, x: f64, y: f64) {
        let s = self.s;
        let clamp = |v: f64, size: f64, span: f64| {
            if size + 2.0 * s <= span {
                (size - span) / 2.0
            } else {
                v.max(-s).min(size - span + s)
            }
        };
        self.cam_x = clamp(x, self.bw * s, self.cw);
        self.cam_y = clamp(y, self.bh * s, self.ch);
        self.ox = -round(self.cam_x);
        self.oy = -round(self.cam_y);
    }

    /// Where the camera goes when `player` has left the middle of the view, or `None` when it
    /// stays (or there is no camera).
    pub fn follow(&self, player: u32) -> Option<(f64, f64)> {
        self.follow_to(self.centre(player))
    }

    /// Like `follow`, for the ball at `(x, y)` in maze pixels (any shape).
    pub fn follow_to(&self, (x, y): (f64, f64)) -> Option<(f64, f64)> {
        if !self.camera {
            return None;
        }
        let off = |p: f64, cam: f64, span: f64| {
            p - cam < span * FOLLOW_BAND.0 || p - cam > span * FOLLOW_BAND.1
        };
        let mut to = *self;
        to.set_camera(
            if off(x, self.cam_x, self.cw) {
                x - self.cw / 2.0
            } else {
                self.cam_x
            },
            if off(y, self.cam_y, self.ch) {
                y - self.ch / 2.0
            } else {
                self.cam_y
            },
        );
        (to.cam_x != self.cam_x || to.cam_y != self.cam_y).then_some((to.cam_x, to.cam_y))
    }

    /// The cells on screen.
    pub fn visible(&self) -> CellRange {
        let s = self.s;
        CellRange {
            x0: (-self.ox / s).floor().max(0.0) as i64,
            x1: ((self.cw - self.ox) / s)
                .floor()
                .min(f64::from(self.w) - 1.0) as i64,
            y0: (-self.oy / s).floor().max(0.0) as i64,
            y1: ((self.ch - self.oy) / s)
                .floor()
                .min(f64::from(self.h) - 1.0) as i64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_maze_fits_whole_and_centred() {
        let v = Viewport::fit(800.0, 600.0, 1.0, (10, 10), 0, 0.0);
        assert!(!v.camera);
        // (600 − 2·4 margin) / 10 rows, rounded down.
        assert_eq!(v.s, 59.0);
        assert_eq!(v.ox, ((800.0 - 590.0) / 2.0_f64).floor());
        assert_eq!(
            v.visible(),
            CellRange {
                x0: 0,
                x1: 9,
                y0: 0,
                y1: 9
            }
        );
    }

    #[test]
    fn a_phone_follows_the_ball_where_cells_would_be_under_a_fingers_size() {
        // 36×36 on a phone's board (382 CSS px wide at 2 device px each): 10 CSS px whole.
        let phone = Viewport::fit(764.0, 1300.0, 2.0, (36, 36), 0, 0.0);
        assert!(phone.camera);
        assert_eq!(phone.s, 2.0 * CAMERA_CELL_CSS);
        // A desktop's board keeps it whole at 10 CSS px and more.
        assert!(!Viewport::fit(1264.0, 600.0, 1.0, (36, 36), 0, 0.0).camera);
        // 20×20 fits a phone at 17 CSS px.
        let small = Viewport::fit(764.0, 1300.0, 2.0, (20, 20), 0, 0.0);
        assert!(!small.camera && small.s >= 2.0 * PHONE_MIN_CELL_CSS);
    }

    #[test]
    fn the_whole_view_fits_any_size_with_its_margin() {
        for side in [124, 2000] {
            let v = Viewport::whole(
                (1264.0, 600.0, 1.0),
                [0.0, 0.0, f64::from(side), f64::from(side)],
                (0.5, 0.5),
                12.0,
            );
            assert!(!v.camera);
            assert!(
                v.ox >= 12.0 && v.ox + v.bw * v.s <= v.cw - 12.0,
                "{side}: {v:?}"
            );
            assert!(
                v.oy >= 12.0 - 1.0 && v.oy + v.bh * v.s <= v.ch - 12.0 + 1.0,
                "{side}: {v:?}"
            );
        }
    }

    #[test]
    fn a_big_maze_gets_a_camera_that_follows_past_the_band() {
        let mut v = Viewport::fit(400.0, 400.0, 1.0, (500, 500), 0, 0.0);
        assert!(v.camera);
        assert_eq!(v.s, CAMERA_CELL_CSS);
        // At the start the camera shows one cell of background at most.
        assert_eq!((v.cam_x, v.cam_y), (-v.s, -v.s));
        // A step inside the band keeps it; a walk out of it moves it.
        assert_eq!(v.follow(1), None);
        let (x, _) = v.follow(12).expect("the ball left the band");
        v.set_camera(x, v.cam_y);
        let (cx, _) = v.centre(12);
        assert_eq!(v.cam_x, cx - 200.0);
        assert!(v.visible().holds(12, 0));
    }
}
