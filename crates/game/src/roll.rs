//! Rolls and taps in time: the cells of a corridor (`maze::corridor`) walked one by one as a
//! glide, each one move with its own time, so that a roll is exactly the moves it stands for.
pub use maze::corridor::{Rest, TapRefusal, course, rest_at, tap_target, tap_walk};

/// A roll's or a tap's cells being walked over time: one cell every `CELL_MS`, all at once
/// with reduced motion.
#[derive(Clone, Debug, PartialEq)]
pub struct Glide {
    cells: Vec<u32>,
    walked: usize,
    rest: Rest,
    started: f64,
    at_once: bool,
}

/// How long the glide takes per cell (ms): 60 cells a second.
pub const CELL_MS: f64 = 1000.0 / 60.0;

impl Glide {
    /// A glide over `cells` from `now` (the first walked one `CELL_MS` later, or all at once
    /// when `at_once`), stopping for `rest`.
    pub fn new(cells: Vec<u32>, rest: Rest, now: f64, at_once: bool) -> Glide {
        Glide {
            cells,
            walked: 0,
            rest,
            started: now,
            at_once,
        }
    }

    /// The cells due by `now`, each with its time, not yet walked (`walked` counts them off).
    pub fn due(&self, now: f64) -> Vec<(u32, f64)> {
        let due = if self.at_once {
            self.cells.len()
        } else {
            // A hair over: the cell due at its own time is due then, whatever the rounding.
            let elapsed = (now - self.started).max(0.0) + 1e-6;
            ((elapsed / CELL_MS).floor() as usize).min(self.cells.len())
        };
        let mut out = Vec::new();
        for (i, &c) in self.cells.iter().enumerate().take(due).skip(self.walked) {
            let at = if self.at_once {
                self.started
            } else {
                self.started + CELL_MS * (i + 1) as f64
            };
            out.push((c, at));
        }
        out
    }

    /// One more cell walked.
    pub fn walked(&mut self) {
        self.walked += 1;
    }

    /// Whether every cell is walked.
    pub fn done(&self) -> bool {
        self.walked >= self.cells.len()
    }

    /// Why the glide stops at its end.
    pub fn rest(&self) -> Rest {
        self.rest
    }

    /// The cells left to walk.
    pub fn left(&self) -> usize {
        self.cells.len().saturating_sub(self.walked)
    }
}
