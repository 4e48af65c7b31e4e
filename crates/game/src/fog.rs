//! Fog of war: only cells near the player, and cells seen before, are shown.

use maze::Layout;
use maze::shape::Topology;

/// One byte per cell: 1 where the player has seen the cell.
#[derive(Clone, Debug, PartialEq)]
pub struct Fog {
    seen: Vec<u8>,
    width: u32,
    height: u32,
    radius: u32,
    /// Shapes other than square measure nearness in steps between neighbouring cells.
    layout: Option<Layout>,
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
            layout: None,
        };
        fog.reveal(0);
        fog
    }

    /// Fog over any shape that lifts from every cell within `radius` steps between
    /// neighbouring cells (walls or not, as on square) of the player, the start already seen.
    pub fn on_layout(layout: Layout, radius: u32) -> Fog {
        let mut fog = Fog {
            seen: vec![0; layout.cells() as usize],
            width: 0,
            height: 0,
            radius,
            layout: Some(layout),
        };
        fog.reveal(0);
        fog
    }

    /// The cells within `radius` steps of `player` on a non-square layout (a few dozen).
    fn around(layout: &Layout, player: u32, radius: u32) -> Vec<u32> {
        let mut cells = vec![player];
        let mut from = 0;
        for _ in 0..radius {
            let to = cells.len();
            for i in from..to {
                let Some(&cell) = cells.get(i) else { break };
                for n in layout.neighbors(cell) {
                    if !cells.contains(&n.cell) {
                        cells.push(n.cell);
                    }
                }
            }
            from = to;
        }
        cells
    }

    /// Marks every cell within `radius` (Chebyshev distance; steps on other shapes) of `player`
    /// as seen.
    pub fn reveal(&mut self, player: u32) {
        if let Some(layout) = &self.layout {
            for cell in Fog::around(layout, player, self.radius) {
                if let Some(seen) = self.seen.get_mut(cell as usize) {
                    *seen = 1;
                }
            }
            return;
        }
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
        if let Some(layout) = &self.layout {
            return Fog::around(layout, player, self.radius).contains(&cell);
        }
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
