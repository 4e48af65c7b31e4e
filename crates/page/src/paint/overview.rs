//! The whole shape at a glance. A word or drawn maze too big to play whole on the screen (its
//! cells would be under the playable size) opens on all of it for a moment, then the camera
//! follows the ball; the O key and the bar's button show the whole shape again, or go back.

/// How long a level opens on its whole shape before the camera follows the ball.
pub const OPENING_MS: f64 = 2500.0;

/// Whether the whole shape is in view.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Overview {
    /// The camera follows the ball (or the whole maze fits anyway).
    #[default]
    Off,
    /// The level's opening look, until `until` (set by the first frame) or the first move.
    Opening {
        /// When it ends (ms, the frames' clock).
        until: Option<f64>,
    },
    /// Asked for with the key or the button: until asked again.
    On,
}

impl Overview {
    /// Whether the whole shape is shown.
    pub fn shown(self) -> bool {
        self != Overview::Off
    }

    /// Whether the opening look is still to end (the page keeps asking for frames).
    pub fn waiting(self) -> bool {
        matches!(self, Overview::Opening { .. })
    }

    /// The frame at `now`: starts the opening look's clock, or ends it; true when it ended.
    pub fn tick(&mut self, now: f64) -> bool {
        match self {
            Overview::Opening { until: None } => {
                *self = Overview::Opening {
                    until: Some(now + OPENING_MS),
                };
                false
            }
            Overview::Opening { until: Some(end) } if now >= *end => {
                *self = Overview::Off;
                true
            }
            _ => false,
        }
    }

    /// The ball moved: the opening look ends (true then); one asked for stays.
    pub fn moved(&mut self) -> bool {
        let ended = self.waiting();
        if ended {
            *self = Overview::Off;
        }
        ended
    }

    /// The key or the button: the whole shape, or back to the ball.
    pub fn toggle(&mut self) {
        *self = if self.shown() {
            Overview::Off
        } else {
            Overview::On
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_look_lasts_its_time_from_the_first_frame_or_until_a_move() {
        let mut o = Overview::Opening { until: None };
        assert!(!o.tick(1000.0) && o.shown());
        assert!(!o.tick(1000.0 + OPENING_MS - 1.0) && o.shown());
        assert!(o.tick(1000.0 + OPENING_MS));
        assert_eq!(o, Overview::Off);
        let mut o = Overview::Opening { until: None };
        assert!(o.moved());
        assert!(!o.shown());
    }

    #[test]
    fn one_asked_for_stays_until_asked_again() {
        let mut o = Overview::Off;
        o.toggle();
        assert_eq!(o, Overview::On);
        assert!(!o.moved() && !o.tick(1e12) && o.shown());
        o.toggle();
        assert!(!o.shown());
    }
}
