//! Fog of war: only cells near the player, and cells seen before, are shown.

/// One byte per cell: 1 where the player has seen the cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fog {
    seen: Vec<u8>,
    width: u32,
    height: u32,
    radius: u32,
}

impl Fog {
    /// Fog over a `width × height` maze that lifts `radius` cells around the player, with the
    /// start already seen.
    pub fn new(width: u32, height: u32, radius: u32) -> Fog {
        let mut fog = Fog {
            seen: vec![0; width as usize * height as usize],
            width,
            height,
            radius,
        };
        fog.reveal(0);
        fog
    }

    /// Marks every cell within `radius` (Chebyshev distance) of `player` as seen.
    pub fn reveal(&mut self, player: u32) {
        let w = self.width;
        if w == 0 {
            return;
        }
        let (px, py) = (player % w, player / w);
        let (x0, y0) = (
            px.saturating_sub(self.radius),
            py.saturating_sub(self.radius),
        );
        let x1 = (px + self.radius).min(w - 1);
        let y1 = (py + self.radius).min(self.height.saturating_sub(1));
        for y in y0..=y1 {
            for x in x0..=x1 {
                if let Some(cell) = self.seen.get_mut((y * w + x) as usize) {
                    *cell = 1;
                }
            }
        }
    }

    /// Whether `cell` is within `radius` of `player` now.
    pub fn near(&self, cell: u32, player: u32) -> bool {
        let w = self.width.max(1);
        let dx = (cell % w).abs_diff(player % w);
        let dy = (cell / w).abs_diff(player / w);
        dx.max(dy) <= self.radius
    }

    /// The seen bytes, one per cell.
    pub fn seen(&self) -> &[u8] {
        &self.seen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fog_lifts_around_the_player_and_remembers() {
        let mut fog = Fog::new(10, 10, 1);
        let seen = |fog: &Fog| fog.seen().iter().filter(|&&s| s == 1).count();
        assert_eq!(seen(&fog), 4);
        fog.reveal(55);
        assert_eq!(seen(&fog), 13);
        assert_eq!(fog.seen()[44], 1);
        assert_eq!(fog.seen()[77], 0);
        assert!(fog.near(66, 55) && !fog.near(77, 55));
        fog.reveal(99);
        assert_eq!(seen(&fog), 17);
    }
}
