//! The eye: a point in maze units (x east, y south, as the board draws) and a heading in
//! radians (measured as the canvas does: 0 east, growing clockwise on screen), seeing 90° across:
//! the screen's edges are 45° either side. Walls stand one unit high on a flat floor; the eye is
//! halfway up.

use maze::shape::trig::sin_cos;

/// Where the eye is and where it looks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// The eye's point on the floor plan, in maze units.
    pub at: [f64; 2],
    /// The heading, in radians (0 east, π/2 south).
    pub angle: f64,
}

/// The screen a frame is drawn on, in device pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FrameSize {
    /// Width in pixels.
    pub width: f64,
    /// Height in pixels.
    pub height: f64,
}

/// Nothing nearer than this is drawn (a wall the eye touches would fill the screen).
pub const NEAR: f64 = 0.05;

/// The eye's height over the floor, in units of the walls' height.
pub const EYE: f64 = 0.5;

impl Camera {
    /// A camera at `at` looking along `angle`.
    pub fn new(at: [f64; 2], angle: f64) -> Camera {
        Camera { at, angle }
    }

    /// The unit vector ahead.
    pub fn ahead(&self) -> [f64; 2] {
        let (sin, cos) = sin_cos(self.angle);
        [cos, sin]
    }

    /// The unit vector to the right (ahead turned a quarter clockwise on the plan).
    pub fn right(&self) -> [f64; 2] {
        let [x, y] = self.ahead();
        [-y, x]
    }

    /// Point `p` in the eye's frame: `[depth ahead, offset to the right]`.
    pub fn view(&self, p: [f64; 2]) -> [f64; 2] {
        let d = [p[0] - self.at[0], p[1] - self.at[1]];
        let (a, r) = (self.ahead(), self.right());
        [d[0] * a[0] + d[1] * a[1], d[0] * r[0] + d[1] * r[1]]
    }

    /// The focal length on `screen`: pixels per unit of offset at depth 1 (half the width, for
    /// 90° across).
    pub fn focal(&self, screen: FrameSize) -> f64 {
        screen.width / 2.0
    }

    /// The screen column (in pixels from the left) of a point at `[depth, offset]`.
    pub fn column(&self, screen: FrameSize, [depth, offset]: [f64; 2]) -> f64 {
        screen.width / 2.0 + self.focal(screen) * offset / depth
    }

    /// The screen row of height `h` (0 the floor, 1 a wall's top) at `depth`.
    pub fn row(&self, screen: FrameSize, depth: f64, h: f64) -> f64 {
        screen.height / 2.0 - self.focal(screen) * (h - EYE) / depth
    }

    /// The direction of the ray through screen column `x`, scaled so that its component ahead
    /// is 1: a point `t` along it is at depth `t`.
    pub fn ray(&self, screen: FrameSize, x: f64) -> [f64; 2] {
        let s = (x - screen.width / 2.0) / self.focal(screen);
        let (a, r) = (self.ahead(), self.right());
        [a[0] + s * r[0], a[1] + s * r[1]]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_ahead_lands_mid_screen_and_one_to_the_right_lands_right() {
        let screen = FrameSize {
            width: 200.0,
            height: 100.0,
        };
        // Looking south: east is to the eye's left on the plan (y grows south).
        let camera = Camera::new([1.0, 1.0], std::f64::consts::FRAC_PI_2);
        let ahead = camera.view([1.0, 3.0]);
        assert!((ahead[0] - 2.0).abs() < 1e-9 && ahead[1].abs() < 1e-9);
        assert!((camera.column(screen, ahead) - 100.0).abs() < 1e-9);
        let west = camera.view([0.0, 3.0]);
        assert!(
            camera.column(screen, west) > 100.0,
            "west is on the right when facing south"
        );
        // With a 90° field of view, an offset equal to the depth reaches the screen's edge.
        assert!((camera.column(screen, [2.0, 2.0]) - 200.0).abs() < 1e-9);
        // The floor is below the middle, a wall's top above it.
        assert!(camera.row(screen, 2.0, 0.0) > 50.0 && camera.row(screen, 2.0, 1.0) < 50.0);
    }
}
