//! What a move and the I key say and sound: a bump's sentence, the tones of a step, a bump, the
//! win and the open ways (played by `audio`), a bump's vibration, and where the ghost is.

use super::audio;
use super::codes::Outcome;
use super::game_facade::{Board, State};
use game;
use maze::shape::{Compass, Geometry, Topology};
use maze::{self as core, solve};
use wasm_bindgen::prelude::wasm_bindgen;

impl State {
    fn look(&self) -> String {
        let play = self.session.play();
        let cell = play.player();
        let mut said = match play.square() {
            Some(grid) => {
                let open = grid.open_directions(cell).collect::<Vec<_>>();
                text::surroundings(cell % grid.width(), cell / grid.width(), &open)
            }
            None => {
                let maze = play.maze();
                let open = maze.layout.open_ways(|w| maze.is_open(w), cell);
                match maze.layout.floors_of() {
                    Some(f) => {
                        let stairs = page::paint::stairs::stairs(f, cell, &|w| maze.is_open(w));
                        text::floor_surroundings(f.floor_of(cell), f.count(), stairs, &open)
                    }
                    None => text::shape_surroundings(cell, &open),
                }
            }
        };
        let known = self.session.solving().ready() || self.session.solving().has_loops();
        if self.storage_cache.get(&self.session).settings.distance && !known {
            // Without loops the way to the exit joins the solution, which is not here yet.
            said.push(' ');
            said.push_str(text::DISTANCE_PENDING);
        } else if self.storage_cache.get(&self.session).settings.distance {
            let loops = self.session.solving().has_loops();
            let solution = self.session.solution();
            let moves = match play.square() {
                Some(grid) => solve::distance_to_exit(grid, solution, cell, loops),
                None => solve::distance_to_exit(play.maze(), solution, cell, loops),
            };
            if let Some(moves) = moves {
                said.push(' ');
                said.push_str(&text::exit_distance(moves));
            }
        }
        let reach = self.session.doors().in_reach();
        if !reach.is_empty() {
            said.push(' ');
            said.push_str(&text::in_reach(&reach));
        }
        said
    }

    /// What a bump says of the way the last move tried ("Wall to the north-east."), worded
    /// here; "Wall ahead." when no way was tried yet.
    fn bump_said(&self) -> String {
        text::bump_way(self.last_way.unwrap_or(maze::shape::Heading::Ahead))
    }

    fn feedback(&self, outcome: Outcome, direction: u16, reduced_motion: bool) -> Option<String> {
        use page::sound::Cue;
        let (direction, _) = page::keymap::split_code(direction);
        let settings = self.storage_cache.get(&self.session).settings;
        // Up or down a floors maze's stairs: a sound of its own, and the new floor said.
        let climbed = match outcome {
            Outcome::Moved => self.session.play().climbed(),
            _ => None,
        };
        let cue = match outcome {
            Outcome::Moved => Some(climbed.map_or(Cue::Step, Cue::Climb)),
            Outcome::Blocked => Some(Cue::Bump),
            Outcome::Won => Some(Cue::Win),
            Outcome::Finished | Outcome::Busy => None,
        };
        // A door or a key the move met: its own sound, and its sentence first.
        let (door_cues, door_said) = self.door_feedback(outcome);
        let cue = match door_cues.first() {
            Some(Cue::Locked) => Some(Cue::Locked),
            _ => cue,
        };
        let say = match outcome {
            Outcome::Blocked if !door_said.is_empty() => Some(text::joined(&door_said, " ")),
            Outcome::Blocked if self.session.play().square().is_some() => {
                core::Direction::from_u8(direction)
                    .map(text::bump)
                    .or_else(|| Some(self.bump_said()))
            }
            Outcome::Blocked => Some(self.bump_said()),
            Outcome::Moved if settings.announce_moves => Some(self.look()),
            Outcome::Moved if climbed.is_some() => self.floor_said(),
            // A move over or under a crossing of a woven maze is always said: the picture's
            // bridge is not heard otherwise.
            Outcome::Moved => self
                .session
                .play()
                .passing()
                .map(|p| text::crossing(p).to_owned()),
            _ => None,
        };
        let say = match (outcome, door_said.is_empty()) {
            (Outcome::Moved, false) => {
                let mut parts = door_said;
                parts.extend(say);
                Some(text::joined(&parts, " "))
            }
            _ => say,
        };
        audio::play(&tones(cue.as_ref(), &settings));
        for extra in door_cues.iter().filter(|c| **c != Cue::Locked) {
            audio::play(&tones(Some(extra), &settings));
        }
        if outcome == Outcome::Blocked && settings.sound && !reduced_motion {
            audio::vibrate(BUMP_VIBRATE_MS);
        }
        say
    }

    /// What a move met at a door or a key, in sounds and sentences: a locked door's rattle and
    /// whose key it needs, a door opening, a key picked up.
    fn door_feedback(&self, outcome: Outcome) -> (Vec<page::sound::Cue>, Vec<String>) {
        use game::locks::Met;
        use page::sound::Cue;
        let (mut cues, mut said) = (Vec::new(), Vec::new());
        let play = self.session.play();
        let moved = matches!(outcome, Outcome::Moved | Outcome::Won);
        match play.met() {
            Met::Locked(d) if outcome == Outcome::Blocked => {
                cues.push(Cue::Locked);
                said.push(text::door_locked(d));
            }
            Met::Opened(d) if moved => {
                cues.push(Cue::Door);
                said.push(text::door_opened(d));
            }
            _ => {}
        }
        if let Some(k) = play.picked().filter(|_| moved) {
            cues.push(Cue::Key);
            said.push(text::key_picked(k));
        }
        (cues, said)
    }

    /// The ball's floor on a floors maze, as a sentence: "Floor 2 of 3.".
    fn floor_said(&self) -> Option<String> {
        page::view_state::floor_text(self.session.play()).map(|floor| format!("{floor}."))
    }

    pub(super) fn ghost_text(&self, now: f64) -> String {
        let shown = self.storage_cache.get(&self.session).settings.ghost;
        let gap = shown
            .then(|| self.session.race().ghost_gap_text(now))
            .flatten();
        gap.unwrap_or_default()
    }

    fn look_feedback(&self, now: f64) -> String {
        let play = self.session.play();
        let cell = play.player();
        // Other shapes sound their open ways by the nearest square direction on screen.
        let open = match play.square() {
            Some(grid) => grid.open_directions(cell).collect(),
            None => {
                let maze = play.maze();
                maze.layout
                    .neighbors(cell)
                    .filter(|n| maze.is_open(n.wall))
                    .filter_map(|n| maze.layout.angle(cell, n.cell))
                    .map(page::keymap::angle_axis)
                    .collect()
            }
        };
        let cue = page::sound::Cue::Look(open);
        let settings = self.storage_cache.get(&self.session).settings;
        audio::play(&tones(Some(&cue), &settings));
        let mut said = self.look();
        if let Some(ghost) = settings
            .ghost
            .then(|| self.session.race().ghost_place_text(now))
            .flatten()
        {
            said.push(' ');
            said.push_str(&ghost);
        }
        said
    }
}

/// How long a bump vibrates (ms), where the device can.
const BUMP_VIBRATE_MS: u32 = 40;

/// The tones of `cue` as six numbers each for the page's synthesiser, at the player's volume;
/// none with sound off.
pub(super) fn tones(
    cue: Option<&page::sound::Cue>,
    settings: &game::settings::Settings,
) -> Vec<f32> {
    let volume = f32::from(settings.volume) / 100.0;
    let mut out = Vec::new();
    if let Some(cue) = cue.filter(|_| settings.sound && volume > 0.0) {
        for t in page::sound::tones(cue) {
            let wave = f32::from(t.wave);
            out.extend_from_slice(&[t.at, t.freq, t.length, t.pan, t.gain * volume, wave]);
        }
    }
    out
}

#[wasm_bindgen]
impl Board {
    /// Where the ball is and which ways are open, as the I key says it: "Row 3, column 5. Open:
    /// north, east." (directions in the order north, east, south, west), and with the distance
    /// setting on, "The exit is 12 moves away."
    pub fn look(&self) -> String {
        self.state.borrow().look()
    }

    /// After a step in `direction` with this `outcome`: plays its tones (a step, a bump, the
    /// win's chime; none with sound off), vibrates on a bump (not with sound off or
    /// `reduced_motion`), and returns what to announce: a bump's "Wall to the west.", or with
    /// every move announced, the I sentence; `undefined` otherwise.
    pub fn feedback(
        &self,
        outcome: Outcome,
        direction: u16,
        reduced_motion: bool,
    ) -> Option<String> {
        self.state
            .borrow()
            .feedback(outcome, direction, reduced_motion)
    }

    /// The HUD's ghost field at `now` ("ghost +1.4 s"), empty without a ghost or with it
    /// hidden; it changes as the clock runs, so the page sets it each frame with the time.
    pub fn ghost_text(&self, now: f64) -> String {
        self.state.borrow().ghost_text(now)
    }

    /// The I key at `now`: plays a tone per open way and returns the sentence to announce
    /// ("Row 3, column 5. Open: north, east.", as `look`; then where a link's ghost is: "Ghost
    /// two cells ahead.").
    pub fn look_feedback(&self, now: f64) -> String {
        self.state.borrow().look_feedback(now)
    }
}
