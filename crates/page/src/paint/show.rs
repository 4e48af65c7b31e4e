//! What the canvas's shows share (the carve replay, `carve_show`, and the search view,
//! `search_show`): their pace over time, their stage as the page's `data-` attributes say it,
//! and their progress for the page's debug handle.

/// The longest gap between frames that counts toward a show's progress (a hidden tab
/// must not make the show jump when it comes back).
const MAX_GAP_MS: f64 = 100.0;

/// Where a show stands, as the page's `data-` attributes say it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// Never shown on this level.
    #[default]
    None,
    /// Animating.
    Running,
    /// Finished (its picture stays until a move or a new level).
    Done,
    /// Stopped before it finished.
    Stopped,
}

impl Stage {
    /// The attribute value (`""` for none).
    pub fn name(self) -> &'static str {
        match self {
            Stage::None => "",
            Stage::Running => "running",
            Stage::Done => "done",
            Stage::Stopped => "stopped",
        }
    }
}

/// Steps of a show over time: at `rate` per second, at most `cap` in one frame.
#[derive(Clone, Debug)]
pub struct Pace {
    rate: f64,
    carry: f64,
    last: Option<f64>,
}

impl Pace {
    /// A pace of `rate` steps per second (at least one).
    pub fn new(rate: f64) -> Pace {
        Pace {
            rate: rate.max(1.0),
            carry: 0.0,
            last: None,
        }
    }

    /// Goes on at `rate` steps per second (at least one).
    pub fn set_rate(&mut self, rate: f64) {
        self.rate = rate.max(1.0);
    }

    /// How many steps this frame at `now` shows, of `left`; all of them `all_at_once`.
    pub fn steps(&mut self, now: f64, cap: u32, left: u32, all_at_once: bool) -> u32 {
        if all_at_once {
            return left;
        }
        let gap = self
            .last
            .map_or(0.0, |last| (now - last).clamp(0.0, MAX_GAP_MS));
        self.last = Some(now);
        self.carry = (self.carry + self.rate * gap / 1000.0).min(f64::from(cap));
        let n = (self.carry.floor() as u32).min(left);
        self.carry -= f64::from(n);
        n
    }
}

/// How a show went, for the page's debug handle and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShowProgress {
    /// Steps shown (erasures, or cells tinted).
    pub done: u32,
    /// Steps in all.
    pub total: u32,
    /// Path steps shown (the search view).
    pub path_shown: u32,
}
