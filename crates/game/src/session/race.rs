//! The race against the link: its ghost (a run replayed on this maze) and its challenge (a time
//! and a move count to beat), each checked against the maze and dropped with a notice when it
//! cannot be kept.

use crate::ghost::{Ghost, GhostAt};
use crate::locks::Locks;
use crate::play::Play;
use link::{Challenge, Params, RunError};
use maze::ShapeMaze;

/// The ghost to race, when the link carried a run that keeps the rules on this maze.
#[derive(Clone, Debug, Default)]
pub struct Race {
    ghost: Option<Ghost>,
}

impl Race {
    /// Replays the link's run on `maze`: the ghost to race, or a notice and no run. Only the
    /// walls are needed, so this never waits for the solution.
    pub(super) fn new(params: &mut Params, maze: &ShapeMaze, notices: &mut Vec<String>) -> Race {
        let Some(run) = &params.run else {
            return Race::default();
        };
        match Ghost::new(run, maze) {
            Ok(ghost) => Race { ghost: Some(ghost) },
            Err(problem) => {
                notices.push(problem.to_string());
                params.run = None;
                Race::default()
            }
        }
    }

    /// Drops a ghost whose run passes a door before it holds the key, with a notice.
    pub(super) fn check_doors(
        &mut self,
        locks: &Locks,
        params: &mut Params,
        notices: &mut Vec<String>,
    ) {
        let Some(ghost) = &self.ghost else {
            return;
        };
        if let Some(n) = locks.clone().follow(ghost.cells()) {
            notices.push(RunError::IllegalMove(n).to_string());
            self.ghost = None;
            params.run = None;
        }
    }
}

/// The race as the play stands (`Session::race`): where the ghost is, how the player does
/// against it and against the challenge.
pub struct RaceView<'a> {
    pub(super) race: &'a Race,
    pub(super) play: &'a Play,
    /// The link's challenge once checked against the shortest path (`None` before that).
    pub(super) challenge: Option<Challenge>,
}

impl<'a> RaceView<'a> {
    /// The ghost to race, when the link carried a run that keeps the rules on this maze.
    pub fn ghost(&self) -> Option<&'a Ghost> {
        self.race.ghost.as_ref()
    }

    /// The ghost's clock: the player's play time since their first move (it pauses with the
    /// play clock), `None` before that move, while the ghost waits on the start.
    pub fn clock(&self, now: f64) -> Option<f64> {
        (self.play.moves() > 0).then(|| self.play.timer().elapsed_ms(now))
    }

    /// Where to draw the ghost at `now`.
    pub fn ghost_at(&self, now: f64) -> Option<GhostAt> {
        Some(self.ghost()?.at(self.clock(now)))
    }

    /// The HUD's ghost field at `now`: "ghost +1.4 s" (ahead) or "ghost −0.8 s" (behind).
    pub fn ghost_gap_text(&self, now: f64) -> Option<String> {
        let ghost = self.ghost()?;
        let gap = ghost.gap_ms(self.play.player(), self.clock(now));
        Some(text::ghost_gap(gap))
    }

    /// Where the ghost is, for play by ear: "Ghost two cells ahead."
    pub fn ghost_place_text(&self, now: f64) -> Option<String> {
        let ghost = self.ghost()?;
        let t = self.clock(now);
        let ahead = ghost.cells_ahead(self.play.player(), t);
        Some(text::ghost_place(ahead, ghost.finished(t)))
    }

    /// After a win against a ghost: who was faster and by how much.
    pub fn ghost_verdict(&self, now: f64) -> Option<String> {
        let ghost = self.ghost()?;
        let mine = self.play.timer().elapsed_ms(now);
        self.play.won().then(|| {
            let verdict = text::ghost_verdict(mine, ghost.finish_ms());
            text::ghost_hints(verdict, ghost.hints())
        })
    }

    /// "Beat 0:42.3 in 57 moves" when the link carries a challenge (once it is checked).
    pub fn challenge_text(&self) -> Option<String> {
        self.challenge.map(crate::challenge_rules::target_text)
    }

    /// After a win against a challenge: how the run compared, in one sentence (once the
    /// challenge is checked).
    pub fn challenge_verdict(&self, now: f64) -> Option<String> {
        let challenge = self.challenge?;
        self.play.won().then(|| {
            let time = self.play.timer().elapsed_ms(now);
            crate::challenge_rules::verdict(challenge, time, self.play.moves())
        })
    }
}
