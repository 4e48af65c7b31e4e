//! What a win leaves (`Session::results`): the records it sets, the links it shares (as a
//! ghost or a challenge) and the data of the result's text.

use super::solving::Solving;
use crate::challenge_rules::format_time;
use crate::play::Play;
use crate::records::{Improved, Record};
use link::calendar::Date;
use link::{Challenge, Params};

/// A level's results as the play stands; everything is `None` before the win.
pub struct Results<'a> {
    pub(super) params: &'a Params,
    pub(super) play: &'a Play,
    pub(super) solving: &'a Solving,
    /// How many hints were taken on this level.
    pub(super) hints: u32,
    /// A won journey level's stars.
    pub(super) stars: Option<u8>,
}

impl Results<'_> {
    /// After a win: the query of this maze carrying this run's time and moves as a challenge.
    pub fn challenge_query(&self, now: f64) -> Option<String> {
        if !self.play.won() {
            return None;
        }
        let elapsed = self.play.timer().elapsed_ms(now).round().max(1.0) as u64;
        let challenge = Challenge {
            time_ms: elapsed,
            moves: self.play.moves(),
        };
        let mut params = self.params.clone();
        params.challenge = Challenge::parse_text(&challenge.to_param()).ok();
        params.run = self.won_run();
        Some(params.to_query())
    }

    /// After a win: the query of this maze carrying this run as a ghost (no challenge), for
    /// the result's share; the run is left out when it would not fit in a link.
    pub fn result_query(&self) -> Option<String> {
        if !self.play.won() {
            return None;
        }
        let mut params = self.params.clone();
        params.challenge = None;
        params.run = self.won_run();
        Some(params.to_query())
    }

    /// After a win: this run, with the hints it took.
    fn won_run(&self) -> Option<link::Run> {
        Some(self.play.won_run()?.with_hints(self.hints))
    }

    /// After a win: this run's `run=` value, `None` when it would not fit in a link.
    pub fn run_param(&self) -> Option<String> {
        self.won_run()?.to_param().ok()
    }

    /// After a win: the record text to store when this run beat `stored` (time or moves;
    /// `stored` may be missing, old or corrupt), dated `today`; `None` when nothing improved,
    /// or before a win.
    pub fn record_after_win(
        &self,
        stored: Option<&str>,
        now: f64,
        today: Option<Date>,
    ) -> Option<String> {
        self.win_record(stored, now, today)
            .map(|(record, _)| record.to_text())
    }

    /// After a win: the record this run makes of `stored` and what it improved, when it
    /// improved anything (as `record_after_win`, for callers that also say what was set).
    pub fn win_record(
        &self,
        stored: Option<&str>,
        now: f64,
        today: Option<Date>,
    ) -> Option<(Record, Improved)> {
        // The records are runs without hints: a run with them is kept apart, in none.
        if !self.play.won() || self.hints > 0 {
            return None;
        }
        let old = stored.and_then(Record::parse).unwrap_or_default();
        let (record, improved) =
            old.update(self.play.timer().elapsed_ms(now), self.play.moves(), today);
        (improved.time || improved.moves).then_some((record, improved))
    }

    /// A short, spoiler-free result to share after a win: level (a journey's with its stars),
    /// time, moves and efficiency (shortest path against moves), then `link`; `None` until the
    /// solution is known.
    pub fn result_text(&self, now: f64, link: &str) -> Option<String> {
        if !self.play.won() || !self.solving.ready() {
            return None;
        }
        let moves = self.play.moves();
        let solution = self.solving.get(self.play).map_or(&[][..], |s| &s.path);
        let shortest = solution.len().saturating_sub(1) as u32;
        let efficiency = u64::from(shortest) * 100 / u64::from(moves.max(1));
        let time = format_time(self.play.timer().elapsed_ms(now));
        let (daily, level) = (self.params.daily, self.params.level);
        let title = self.params.title.as_ref().map(link::Title::as_str);
        let level = match (self.params.journey, self.stars) {
            (Some(k), Some(stars)) => text::SharedLevel::Journey(k, stars),
            _ => text::SharedLevel::Classic(level),
        };
        Some(text::share_result(
            (daily, title),
            level,
            (&time, moves, efficiency),
            self.hints,
            link,
        ))
    }
}
