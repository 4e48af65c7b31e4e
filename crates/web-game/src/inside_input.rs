//! The view from inside (V, or `view=inside` in the link): whether the page shows it (for
//! every level, until V again), the cells near the ball that its own build
//! (`crates/web-inside`) draws, and the steps it asks for through a side of the ball's cell
//! (`keymap::SLOT_CODE`). A step into a wall is refused and not counted, as from above.

use super::game_facade::{Board, Game, State};
use super::study::Study;
use maze::shape::{Compass, Topology};

use std::cell::Cell;
use wasm_bindgen::prelude::wasm_bindgen;

thread_local! {
    /// Whether the page shows the maze from inside: the player's choice (V), kept from level to
    /// level; `None` before it, when the link says (`view=`).
    static INSIDE: Cell<Option<bool>> = const { Cell::new(None) };
}

impl State {
    /// Whether the page shows the maze from inside: the player's last V, else the link's view;
    /// never during a study.
    pub(super) fn inside(&self) -> bool {
        !self.studying() && self.wants_inside()
    }

    /// Whether the page draws the maze from inside now: inside, and not showing the whole maze
    /// (O).
    pub(super) fn showing_inside(&self) -> bool {
        self.inside() && !self.screen.overview().1
    }

    /// Whether the player has the maze from inside, a study aside: the last V, else the link's
    /// view (what the link of the level says, `view=inside`).
    pub(super) fn wants_inside(&self) -> bool {
        INSIDE
            .with(Cell::get)
            .unwrap_or(self.session.params().inside)
    }

    /// Whether the whole maze is being studied.
    pub(super) fn studying(&self) -> bool {
        matches!(self.study, Study::Asked(_) | Study::Until(_))
    }

    /// What the end of a study says, once (the page then binds the view again).
    pub(super) fn study_said(&mut self) -> Option<String> {
        (self.study == Study::Ended).then(|| {
            self.study = Study::Over;
            text::STUDY_OVER.to_owned()
        })
    }

    /// The study's clock at `now`: it starts at the level's first frame, showing the whole
    /// maze, and ends when its time is up.
    fn study_tick(&mut self, now: f64) {
        match self.study {
            Study::Asked(seconds) => {
                self.study = Study::Until(now + f64::from(seconds) * 1000.0);
                // A study leads inside, whatever the last V said.
                INSIDE.with(|c| c.set(Some(true)));
                if !self.screen.overview().1 {
                    self.screen.toggle_overview(&self.session);
                }
            }
            Study::Until(end) if now >= end => {
                self.end_study();
            }
            _ => {}
        }
    }

    /// Ends a study under way (the time is up, or the player pressed a move, which is not
    /// played): the view goes inside. Whether one was.
    pub(super) fn end_study(&mut self) -> bool {
        if !self.studying() {
            return false;
        }
        self.study = Study::Ended;
        if self.screen.overview().1 {
            self.screen.toggle_overview(&self.session);
        }
        true
    }

    /// A step through side `slot` of the ball's cell at `now`: refused into a wall (not
    /// counted), and heard as a bump ahead.
    pub(super) fn slot_step(&mut self, slot: usize, now: f64) -> game::StepOutcome {
        let at = self.session.play().player();
        let maze = self.session.play().maze();
        let next = maze
            .layout
            .neighbor(at, slot)
            .filter(|&(wall, _)| maze.is_open(wall));
        let Some((_, next)) = next else {
            self.last_way = Some(maze::shape::Heading::Ahead);
            return game::StepOutcome::Blocked;
        };
        self.last_way = maze.layout.way_heading(at, next);
        self.session.go_to(next, now)
    }
}

#[wasm_bindgen]
impl Game {
    /// V or the button: the maze from inside, or from above again (the ball stays where it
    /// is); whether it is from inside now.
    pub fn toggle_view(&self) -> bool {
        let mut state = self.state.borrow_mut();
        let on = !state.inside();
        INSIDE.with(|c| c.set(Some(on)));
        state.screen.repaint();
        on
    }
}

#[wasm_bindgen]
impl Board {
    /// From inside, the cells near the ball at `now` (ms) for the inside view's build
    /// (`inside::mesh`'s numbers), with a friend's run's ghost when the settings show it;
    /// `undefined` from above, and while the whole maze shows (O). The page asks for it first
    /// in every frame, so the study's clock (`study=`) runs here too: it starts at the first
    /// frame and ends, going inside, at the first frame after its time.
    pub fn inside_mesh(&self, now: f64) -> Option<Vec<f64>> {
        let state = &mut *self.state.borrow_mut();
        state.study_tick(now);
        if !state.showing_inside() {
            return None;
        }
        let shown = state.storage_cache.get(&state.session).settings.ghost;
        let ghost = shown.then(|| state.session.race().ghost_at(now)).flatten();
        Some(page::inside_mesh::mesh(&state.session, ghost))
    }
}
