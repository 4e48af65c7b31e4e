//! Rolls and taps on the page: `Game.glide` walks a roll's or a tap's cells a few each frame
//! (`game::roll::Glide`), `Game.halt` stops one where it is, `Game.tap` walks to a tapped cell
//! along a corridor, and each stop is said and heard.

use super::audio;
use super::codes::Outcome;
use super::game_facade::{Game, State};
use game::StepOutcome;
use game::roll::{self, Glide, Rest};
use maze::shape::Compass;
use page::sound::Cue;
use wasm_bindgen::prelude::wasm_bindgen;

impl State {
    /// Starts a roll from `before`, whose first step just brought the ball here, at `now`.
    pub(super) fn start_roll(&mut self, before: u32, now: f64) {
        let play = self.session.play();
        let (cells, rest) = roll::course(play.maze(), before, play.player());
        let after_first = cells.get(1..).unwrap_or_default().to_vec();
        self.glide_from = before;
        self.glide = Some(Glide::new(
            after_first,
            rest,
            now,
            self.screen.reduced_motion(),
        ));
    }

    /// The ways on from the ball's cell, the way back (`glide_from`) left out, in the shape's
    /// words.
    fn ways_on(&self) -> Vec<maze::shape::Heading> {
        use maze::Graph;
        let maze = self.session.play().maze();
        let at = self.session.play().player();
        maze.open_neighbors(at)
            .filter(|&n| n != self.glide_from)
            .filter_map(|n| maze.layout.way_heading(at, n))
            .collect()
    }

    /// The walk came to rest for `rest`: says where, with its sound.
    fn rest(&mut self, rest: Rest) {
        self.glide = None;
        if let Some(said) = text::stopped(rest, &self.ways_on()) {
            self.screen.say(said);
            self.cue(&Cue::Stop);
        }
    }

    fn cue(&self, cue: &Cue) {
        let settings = self.storage_cache.get(&self.session).settings;
        audio::play(&super::feedback::tones(Some(cue), &settings));
    }
}

impl State {
    fn glide(&mut self, now: f64) -> Outcome {
        let Some(glide) = self.glide.as_mut() else {
            return Outcome::Finished;
        };
        let due = glide.due(now);
        let mut moved = false;
        for (cell, at) in due {
            let before = self.session.play().player();
            let outcome = self.session.go_to(cell, at);
            if let Some(glide) = self.glide.as_mut() {
                glide.walked();
            }
            match outcome {
                StepOutcome::Moved => {
                    moved = true;
                    self.glide_from = before;
                    self.screen.moved(&self.session, before);
                }
                StepOutcome::Won => {
                    self.glide = None;
                    self.screen.moved(&self.session, before);
                    self.screen.won();
                    return Outcome::Won;
                }
                StepOutcome::Blocked | StepOutcome::Finished => {
                    self.glide = None;
                    return Outcome::Finished;
                }
            }
        }
        if let Some(rest) = self.glide.as_ref().filter(|g| g.done()).map(Glide::rest) {
            self.rest(rest);
        }
        if moved {
            Outcome::Moved
        } else {
            Outcome::Finished
        }
    }

    fn gliding(&self) -> bool {
        self.glide.is_some()
    }

    pub(super) fn halt(&mut self) -> bool {
        if self.glide.is_none() {
            return false;
        }
        self.rest(Rest::Halted);
        true
    }

    fn tap(&mut self, x: f64, y: f64, now: f64, floor: Option<Vec<f64>>) -> Option<String> {
        if super::waiting::moves_wait() || self.halt() || self.session.play().won() {
            return None;
        }
        // A tap during a study ends it, as a key does, and is no move.
        if self.end_study() {
            return None;
        }
        let point = if self.showing_inside() {
            // From inside, the view's build found the floor under the tap; none is a wall.
            match floor.as_deref() {
                Some(&[x, y]) => Ok([x, y]),
                _ => Err(roll::TapRefusal::Wall),
            }
        } else {
            let view = *self.screen.viewport()?;
            let (px, py) = (x * view.dpr - view.ox, y * view.dpr - view.oy);
            let s = view.s.max(1e-9);
            Ok([px / s + view.origin[0], py / s + view.origin[1]])
        };
        let play = self.session.play();
        let from = play.player();
        let walk = point
            .and_then(|p| roll::tap_target(play.maze(), from, p))
            .and_then(|cell| roll::tap_walk(play.maze(), from, cell));
        match walk {
            Ok(cells) => {
                self.glide_from = from;
                let at_once = self.screen.reduced_motion();
                self.glide = Some(Glide::new(cells, Rest::Tapped, now, at_once));
                None
            }
            Err(refusal) => {
                self.cue(&Cue::Refused);
                Some(text::tap_refused(refusal).to_owned())
            }
        }
    }
}

#[wasm_bindgen]
impl Game {
    /// Walks the cells of a roll or a tap's walk due by `now` (ms), each a move at its own time:
    /// `Won` when one reached the exit, `Moved` when the ball moved, else `Finished`. At its end,
    /// the stop is said (`take_said`) and heard.
    pub fn glide(&self, now: f64) -> Outcome {
        self.state.borrow_mut().glide(now)
    }

    /// A key or a touch: stops a roll or a tap's walk where the last frame showed it (said and
    /// heard); whether there was one (the key then does nothing else).
    pub fn halt(&self) -> bool {
        self.state.borrow_mut().halt()
    }

    /// A tap or click at (`x`, `y`) CSS px on the board at `now`: walks the ball to the tapped
    /// cell when a corridor from its cell leads there without a fork (`maze::corridor`), as a
    /// glide of one move a cell; otherwise says why not, with a short sound. During a walk,
    /// stops it. From inside, `floor` is the floor plan's point under the tap (the inside
    /// view's `floor_at`; none on a wall). Returns the sentence to announce now.
    pub fn tap(&self, x: f64, y: f64, now: f64, floor: Option<Vec<f64>>) -> Option<String> {
        self.state.borrow_mut().tap(x, y, now, floor)
    }
}

/// What the page does not read, for Rust callers (the tests).
impl Game {
    /// Whether a roll or a tap's walk is on its way.
    pub fn gliding(&self) -> bool {
        self.state.borrow().gliding()
    }
}
