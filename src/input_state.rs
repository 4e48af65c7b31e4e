//! Input over time: a held direction repeats, a finger's slide becomes steps, a gamepad's poll
//! becomes commands. The timing and the geometry live here so that a key, the on-screen pad, a
//! swipe and a gamepad all move the ball alike; the page only reports what happened and when.

use crate::keymap::{self, Command};
use crate::maze::Direction;

/// A held direction moves again after this long (ms)…
pub const REPEAT_DELAY_MS: f64 = 170.0;
/// …and then every this long.
pub const REPEAT_EVERY_MS: f64 = 70.0;
/// A finger moving this far (CSS px) is one step.
pub const SWIPE_CSS: f64 = 28.0;

/// What is held, by whom (a key, a pad button, the gamepad), and when it moves next.
#[derive(Clone, Debug, PartialEq)]
struct Held {
    source: String,
    /// A move code (`keymap::Move`): a direction, a shape's key, a pad button.
    dir: u8,
    next: f64,
}

/// The input state between events.
#[derive(Clone, Debug, Default)]
pub struct InputState {
    held: Option<Held>,
    swipe: Option<(f64, f64)>,
    buttons: u32,
}

impl InputState {
    /// A fresh state.
    pub fn new() -> InputState {
        InputState::default()
    }

    /// `source` starts holding move code `dir` (`keymap::Move`) at `now`: one step now, repeats
    /// later.
    pub fn hold(&mut self, source: &str, dir: u8, now: f64) -> u8 {
        self.held = Some(Held {
            source: source.to_owned(),
            dir,
            next: now + REPEAT_DELAY_MS,
        });
        dir
    }

    /// Whether `source` holds a direction now.
    pub fn holds(&self, source: &str) -> bool {
        self.held.as_ref().is_some_and(|h| h.source == source)
    }

    /// Whether anything is held (the page keeps asking for repeats while it is).
    pub fn holding(&self) -> bool {
        self.held.is_some()
    }

    /// `source` let go (a different source's hold stays).
    pub fn release(&mut self, source: &str) {
        if self.holds(source) {
            self.held = None;
        }
    }

    /// Everything lets go (the window lost focus).
    pub fn release_all(&mut self) {
        self.held = None;
    }

    /// The repeated step due at `now`, if one is.
    pub fn repeat(&mut self, now: f64) -> Option<u8> {
        let held = self.held.as_mut()?;
        if now < held.next {
            return None;
        }
        // One step per call however late the page asks: a busy page must not make the ball jump.
        held.next = if now - held.next > REPEAT_EVERY_MS {
            now + REPEAT_EVERY_MS
        } else {
            held.next + REPEAT_EVERY_MS
        };
        Some(held.dir)
    }

    /// A finger touched down at (`x`, `y`) CSS px (`None`: more than one finger, no swipe).
    pub fn swipe_start(&mut self, at: Option<(f64, f64)>) {
        self.swipe = at;
    }

    /// The finger moved to (`x`, `y`): a step once it has gone `SWIPE_CSS` along its main axis.
    pub fn swipe_to(&mut self, x: f64, y: f64) -> Option<Direction> {
        self.slide(x, y).map(|(dx, dy)| keymap::main_axis(dx, dy))
    }

    /// Like `swipe_to`, as a move code for any shape: the slide's angle (`keymap::angle_code`).
    pub fn swipe_code(&mut self, x: f64, y: f64) -> Option<u8> {
        self.slide(x, y).map(|(dx, dy)| keymap::angle_code(dx, dy))
    }

    /// The slide since the last step, once it is `SWIPE_CSS` long along an axis.
    fn slide(&mut self, x: f64, y: f64) -> Option<(f64, f64)> {
        let (x0, y0) = self.swipe?;
        let (dx, dy) = (x - x0, y - y0);
        if !dx.is_finite() || !dy.is_finite() || dx.abs().max(dy.abs()) < SWIPE_CSS {
            return None;
        }
        self.swipe = Some((x, y));
        Some((dx, dy))
    }

    /// A gamepad poll at `now`: `buttons` pressed (bit i for button i) and the left stick.
    /// Returns the commands to run now: a button acts once when pressed; the d-pad or the stick
    /// holds a direction like a key (one step now, repeats through `repeat`).
    pub fn gamepad(&mut self, buttons: u32, stick: (f64, f64), now: f64) -> Vec<Command> {
        let pressed = |mask: u32| (0..32).filter(move |i| mask & (1 << i) != 0);
        let dir = pressed(buttons)
            .find_map(|i| match keymap::gamepad_button(i) {
                Some(Command::Move(dir)) => Some(dir),
                _ => None,
            })
            .or_else(|| keymap::stick(stick.0, stick.1));
        let mut out = Vec::new();
        match dir {
            None if self.holds(GAMEPAD) => self.held = None,
            Some(dir)
                if self
                    .held
                    .as_ref()
                    .is_none_or(|h| h.source != GAMEPAD || h.dir != dir as u8) =>
            {
                self.hold(GAMEPAD, dir as u8, now);
                out.push(Command::Move(dir));
            }
            _ => {}
        }
        let new = buttons & !self.buttons;
        self.buttons = buttons;
        out.extend(
            pressed(new)
                .filter_map(keymap::gamepad_button)
                .filter(|c| !matches!(c, Command::Move(_))),
        );
        out
    }

    /// The gamepad went away.
    pub fn gamepad_gone(&mut self) {
        self.buttons = 0;
        self.release(GAMEPAD);
    }
}

/// The source name of the gamepad's held direction.
const GAMEPAD: &str = "gamepad";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_direction_repeats_after_the_delay_one_step_at_a_time() {
        let mut input = InputState::new();
        let east = Direction::East as u8;
        assert_eq!(input.hold("ArrowRight", east, 0.0), east);
        assert_eq!(input.repeat(REPEAT_DELAY_MS - 1.0), None);
        assert_eq!(input.repeat(REPEAT_DELAY_MS), Some(east));
        assert_eq!(input.repeat(REPEAT_DELAY_MS + 1.0), None);
        // Late by a second: still one step, then the next a full interval later.
        assert_eq!(input.repeat(2000.0), Some(east));
        assert_eq!(input.repeat(2001.0), None);
        input.release("ArrowLeft");
        assert!(input.holding(), "another key's release keeps this hold");
        input.release("ArrowRight");
        assert_eq!(input.repeat(5000.0), None);
    }

    #[test]
    fn swipes_step_along_their_main_axis() {
        let mut input = InputState::new();
        assert_eq!(input.swipe_to(100.0, 0.0), None, "no finger down");
        input.swipe_start(Some((0.0, 0.0)));
        assert_eq!(input.swipe_to(10.0, 5.0), None);
        assert_eq!(input.swipe_to(30.0, 5.0), Some(Direction::East));
        assert_eq!(input.swipe_to(30.0, -30.0), Some(Direction::North));
        assert_eq!(input.swipe_to(f64::NAN, 0.0), None);
        input.swipe_start(None);
        assert_eq!(input.swipe_to(500.0, 0.0), None, "two fingers do not swipe");
    }

    #[test]
    fn a_gamepad_button_acts_once_and_the_dpad_holds() {
        let mut input = InputState::new();
        let a = 1 << 0;
        let right = 1 << 15;
        assert_eq!(input.gamepad(a, (0.0, 0.0), 0.0), vec![Command::Next]);
        assert_eq!(input.gamepad(a, (0.0, 0.0), 16.0), vec![]);
        assert_eq!(
            input.gamepad(right, (0.0, 0.0), 32.0),
            vec![Command::Move(Direction::East)]
        );
        assert_eq!(input.gamepad(right, (0.0, 0.0), 48.0), vec![]);
        assert_eq!(
            input.repeat(32.0 + REPEAT_DELAY_MS),
            Some(Direction::East as u8)
        );
        assert_eq!(
            input.gamepad(0, (0.0, 0.9), 300.0),
            vec![Command::Move(Direction::South)]
        );
        assert!(input.gamepad(0, (0.0, 0.0), 320.0).is_empty());
        assert!(!input.holding());
    }
}
