//! Input over time: a held direction repeats, a finger's slide becomes steps, a gamepad's poll
//! becomes commands. The timing and the geometry live here so that a key, the on-screen pad, a
//! swipe and a gamepad all move the ball alike; the page only reports what happened and when.

use crate::keymap::{self, Command};
use maze::Direction;

/// A held direction moves again after this long (ms), a key's not before the browser repeats it…
pub const REPEAT_DELAY_MS: f64 = 170.0;
/// …and then every this long.
pub const REPEAT_EVERY_MS: f64 = 70.0;
/// A finger moving this far (CSS px) is one step.
pub const SWIPE_CSS: f64 = 28.0;
/// A finger lifted after moving this far (CSS px) in its last `FLING_MS` flings: a roll.
pub const FLING_CSS: f64 = 60.0;
/// See `FLING_CSS` (ms).
pub const FLING_MS: f64 = 150.0;
/// A pad button pressed again within this long (ms) rolls.
pub const DOUBLE_TAP_MS: f64 = 300.0;
/// The sources that are the on-screen pad's buttons start with this (`pad-3`): a double tap on
/// one rolls.
pub const PAD_SOURCE: &str = "pad-";
/// The gamepad's triggers (buttons 6 and 7): held with a direction, it rolls.
const TRIGGERS: u32 = (1 << 6) | (1 << 7);

/// The frames the page asks for repeats with a direction held before one comes, besides the
/// delay: on a busy page the first frame after a press can come past the delay with the key's
/// release still on its way, and a tap must not make two steps.
pub const HOLD_FRAMES: u32 = 3;

/// What is held, by whom (a key, a pad button, the gamepad), and when it moves next.
#[derive(Clone, Debug, PartialEq)]
struct Held {
    source: String,
    /// A boundary code (`keymap::split_code`): a direction, a shape's key, a pad button, or a
    /// roll of one, which never repeats.
    dir: u16,
    next: f64,
    /// The frames that asked for a repeat since the press (`HOLD_FRAMES`).
    frames: u32,
    /// Whether the device says it is still held: a pad button and the gamepad at once, a key
    /// once the browser repeats it (`key_repeats`). A key's release can come late on a busy
    /// machine, and a tap is one step however late; a key held down the system repeats, after
    /// its own delay (none if the player turned repeats off).
    felt: bool,
}

/// A finger on the board: where the last step was made from, and where it was lately.
#[derive(Clone, Copy, Debug, Default)]
struct Finger {
    from: (f64, f64),
    /// Where it was, and when, at least `FLING_MS` before `last` when it could (for a fling).
    earlier: (f64, f64, f64),
    last: (f64, f64, f64),
}

/// The input state between events.
#[derive(Clone, Debug, Default)]
pub struct InputState {
    held: Option<Held>,
    swipe: Option<Finger>,
    buttons: u32,
    /// The last pad button pressed, and when (a double tap rolls).
    pad_press: Option<(String, f64)>,
}

impl InputState {
    /// A fresh state.
    pub fn new() -> InputState {
        InputState::default()
    }

    /// `source` starts holding boundary code `dir` (`keymap::split_code`) at `now`: the code to
    /// take now, then repeats later; a roll does not repeat, and a pad button pressed twice
    /// quickly rolls.
    pub fn hold(&mut self, source: &str, dir: u16, now: f64) -> u16 {
        let (code, mut roll) = keymap::split_code(dir);
        if source.starts_with(PAD_SOURCE) {
            let again = self
                .pad_press
                .take()
                .is_some_and(|(s, at)| s == source && now - at <= DOUBLE_TAP_MS);
            roll |= again;
            // The tap after a double tap starts counting again.
            if !again {
                self.pad_press = Some((source.to_owned(), now));
            }
        }
        let next = if roll {
            f64::INFINITY
        } else {
            now + REPEAT_DELAY_MS
        };
        let dir = keymap::join_code(code, roll);
        self.held = Some(Held {
            source: source.to_owned(),
            dir,
            next,
            frames: 0,
            felt: source.starts_with(PAD_SOURCE) || source == GAMEPAD,
        });
        dir
    }

    /// The browser repeated key `source` (a keydown with `repeat`): if it holds a direction, the
    /// key is down, and the hold repeats from now on.
    pub fn key_repeats(&mut self, source: &str) {
        if let Some(held) = self.held.as_mut().filter(|h| h.source == source) {
            held.felt = true;
        }
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
    pub fn repeat(&mut self, now: f64) -> Option<u16> {
        let held = self.held.as_mut()?;
        held.frames = held.frames.saturating_add(1);
        if !held.felt || now < held.next || held.frames < HOLD_FRAMES {
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

    /// A finger touched down at (`x`, `y`) CSS px at `now` (`None`: more than one finger, no
    /// swipe).
    pub fn swipe_start(&mut self, at: Option<(f64, f64)>, now: f64) {
        self.swipe = at.map(|(x, y)| Finger {
            from: (x, y),
            earlier: (x, y, now),
            last: (x, y, now),
        });
    }

    /// The finger lifted at `now`: a roll's code towards where it went when it flung (moved
    /// `FLING_CSS` within its last `FLING_MS`), else `None`.
    pub fn swipe_end(&mut self, now: f64) -> Option<u16> {
        let finger = self.swipe.take()?;
        let ((x0, y0, t0), (x, y, t)) = (finger.earlier, finger.last);
        let (dx, dy) = (x - x0, y - y0);
        let quick = now - t <= FLING_MS && t - t0 <= 2.0 * FLING_MS;
        let far = dx.abs().max(dy.abs()) >= FLING_CSS;
        (quick && far).then(|| keymap::join_code(keymap::angle_code(dx, dy), true))
    }

    /// The finger moved to (`x`, `y`) at `now`: a step once it has gone `SWIPE_CSS` along its
    /// main axis.
    pub fn swipe_to(&mut self, x: f64, y: f64, now: f64) -> Option<Direction> {
        self.slide(x, y, now)
            .map(|(dx, dy)| keymap::main_axis(dx, dy))
    }

    /// Like `swipe_to`, as a move code for any shape: the slide's angle (`keymap::angle_code`).
    pub fn swipe_code(&mut self, x: f64, y: f64, now: f64) -> Option<u8> {
        self.slide(x, y, now)
            .map(|(dx, dy)| keymap::angle_code(dx, dy))
    }

    /// The slide since the last step, once it is `SWIPE_CSS` long along an axis.
    fn slide(&mut self, x: f64, y: f64, now: f64) -> Option<(f64, f64)> {
        let finger = self.swipe.as_mut()?;
        let (x0, y0) = finger.from;
        let (dx, dy) = (x - x0, y - y0);
        if !dx.is_finite() || !dy.is_finite() {
            return None;
        }
        // The fling's measure starts again once the finger's last place is `FLING_MS` old.
        if now - finger.earlier.2 > FLING_MS {
            finger.earlier = finger.last;
        }
        finger.last = (x, y, now);
        if dx.abs().max(dy.abs()) < SWIPE_CSS {
            return None;
        }
        finger.from = (x, y);
        Some((dx, dy))
    }

    /// A gamepad poll at `now`: `buttons` pressed (bit i for button i) and the left stick.
    /// Returns the commands to run now: a button acts once when pressed; the d-pad or the stick
    /// holds a direction like a key (one step now, repeats through `repeat`), or with a
    /// trigger held, rolls (once).
    pub fn gamepad(&mut self, buttons: u32, stick: (f64, f64), now: f64) -> Vec<Command> {
        let pressed = |mask: u32| (0..32).filter(move |i| mask & (1 << i) != 0);
        let dir = pressed(buttons)
            .find_map(|i| match keymap::gamepad_button(i) {
                Some(Command::Move(dir)) => Some(dir),
                _ => None,
            })
            .or_else(|| keymap::stick(stick.0, stick.1));
        let mut out = Vec::new();
        let roll = buttons & TRIGGERS != 0;
        match dir {
            None if self.holds(GAMEPAD) => self.held = None,
            Some(dir)
                if self.held.as_ref().is_none_or(|h| {
                    h.source != GAMEPAD || h.dir != keymap::join_code(dir as u8, roll)
                }) =>
            {
                self.hold(GAMEPAD, keymap::join_code(dir as u8, roll), now);
                out.push(if roll {
                    Command::Roll(dir)
                } else {
                    Command::Move(dir)
                });
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
        let east = Direction::East as u16;
        assert_eq!(input.hold("ArrowRight", east, 0.0), east);
        assert_eq!(input.repeat(60.0), None);
        input.key_repeats("ArrowRight");
        assert_eq!(input.repeat(120.0), None);
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
    fn a_key_repeats_only_once_the_browser_repeats_it() {
        let mut input = InputState::new();
        let east = Direction::East as u16;
        input.hold("ArrowRight", east, 0.0);
        // Its release is slow to come: frames pass, long past the delay, and no repeat.
        for frame in 1..60 {
            assert_eq!(input.repeat(f64::from(frame) * 16.0), None, "frame {frame}");
        }
        input.key_repeats("ArrowLeft");
        assert_eq!(
            input.repeat(1000.0),
            None,
            "another key's repeat says nothing"
        );
        input.key_repeats("ArrowRight");
        assert_eq!(
            input.repeat(1016.0),
            Some(east),
            "held, as the browser says"
        );
        assert_eq!(input.repeat(1016.0 + REPEAT_EVERY_MS), Some(east));
        // A pad button has no browser repeat: held is held.
        input.hold("pad-1", east, 2000.0);
        let frames = (1..30).map(|f| 2000.0 + f64::from(f) * 16.0);
        let steps: Vec<f64> = frames.filter(|&t| input.repeat(t).is_some()).collect();
        assert_eq!(
            steps.first(),
            Some(&2176.0),
            "the first frame past the delay"
        );
        assert_eq!(steps.len(), 5, "then one an interval: {steps:?}");
    }

    #[test]
    fn a_busy_pages_late_frames_after_a_press_are_not_a_hold() {
        let mut input = InputState::new();
        let east = Direction::East as u16;
        input.hold("pad-1", east, 0.0);
        // The page was busy: its first frames come past the delay, the release not yet read.
        assert_eq!(input.repeat(400.0), None);
        assert_eq!(input.repeat(410.0), None);
        input.release("pad-1");
        assert_eq!(input.repeat(420.0), None, "a tap is one step");
    }

    #[test]
    fn swipes_step_along_their_main_axis() {
        let mut input = InputState::new();
        assert_eq!(input.swipe_to(100.0, 0.0, 0.0), None, "no finger down");
        input.swipe_start(Some((0.0, 0.0)), 0.0);
        assert_eq!(input.swipe_to(10.0, 5.0, 10.0), None);
        assert_eq!(input.swipe_to(30.0, 5.0, 20.0), Some(Direction::East));
        assert_eq!(input.swipe_to(30.0, -30.0, 30.0), Some(Direction::North));
        assert_eq!(input.swipe_to(f64::NAN, 0.0, 40.0), None);
        input.swipe_start(None, 50.0);
        assert_eq!(
            input.swipe_to(500.0, 0.0, 60.0),
            None,
            "two fingers do not swipe"
        );
    }

    #[test]
    fn a_fling_rolls_and_a_slow_slide_does_not() {
        let mut input = InputState::new();
        input.swipe_start(Some((0.0, 0.0)), 0.0);
        input.swipe_to(40.0, 0.0, 30.0);
        input.swipe_to(90.0, 5.0, 60.0);
        let fling = input.swipe_end(70.0).map(keymap::split_code);
        assert_eq!(fling, Some((keymap::angle_code(90.0, 5.0), true)));
        // The same slide over a second, then lifted: steps only.
        input.swipe_start(Some((0.0, 0.0)), 0.0);
        for k in 1..=10 {
            input.swipe_to(9.0 * f64::from(k), 0.0, 100.0 * f64::from(k));
        }
        assert_eq!(input.swipe_end(1010.0), None);
        // A quick slide held still before the lift: no fling.
        input.swipe_start(Some((0.0, 0.0)), 0.0);
        input.swipe_to(90.0, 0.0, 50.0);
        assert_eq!(input.swipe_end(600.0), None);
        assert_eq!(input.swipe_end(700.0), None, "no finger");
    }

    #[test]
    fn a_roll_does_not_repeat_and_a_pad_button_tapped_twice_rolls() {
        let mut input = InputState::new();
        let east = Direction::East as u8;
        let roll = keymap::join_code(east, true);
        assert_eq!(input.hold("ArrowRight", roll, 0.0), roll);
        assert!(
            input.holding(),
            "held, so that the key's own repeats do not roll again"
        );
        assert_eq!(input.repeat(10_000.0), None);
        let pad = "pad-33";
        assert_eq!(input.hold(pad, 33, 0.0), 33);
        input.release(pad);
        assert_eq!(input.hold(pad, 33, 200.0), keymap::join_code(33, true));
        input.release(pad);
        assert_eq!(input.hold(pad, 33, 300.0), 33, "a third tap starts again");
        assert_eq!(input.hold("pad-34", 34, 400.0), 34, "another button");
        assert_eq!(input.hold("pad-34", 34, 800.0), 34, "too late");
        assert_eq!(input.hold("ArrowRight", 1, 900.0), 1);
        assert_eq!(
            input.hold("ArrowRight", 1, 950.0),
            1,
            "keys do not double-tap"
        );
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
        assert_eq!(input.repeat(64.0), None);
        assert_eq!(input.repeat(96.0), None);
        assert_eq!(
            input.repeat(32.0 + REPEAT_DELAY_MS),
            Some(Direction::East as u16)
        );
        assert_eq!(
            input.gamepad(0, (0.0, 0.9), 300.0),
            vec![Command::Move(Direction::South)]
        );
        assert!(input.gamepad(0, (0.0, 0.0), 320.0).is_empty());
        assert!(!input.holding());
        // A trigger held with a direction rolls, once.
        let trigger = 1 << 7;
        assert_eq!(
            input.gamepad(trigger | right, (0.0, 0.0), 400.0),
            vec![Command::Roll(Direction::East)]
        );
        assert!(input.gamepad(trigger | right, (0.0, 0.0), 416.0).is_empty());
        assert_eq!(input.repeat(2000.0), None);
    }
}
