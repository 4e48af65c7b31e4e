//! The level the page opens with, made without the game: its first frame, and the walk on it
//! until the game takes over. The page paints and plays it from a small wasm build that holds
//! little more than this (docs/size.md); the game then makes the same level, takes the walk
//! (`walked`: the steps and the clock's pauses, with their times) and paints the same picture
//! (tests compare the two).

use super::board;
use super::list::{DrawList, Ink};
use super::viewport::Viewport;
use crate::keymap::Move;
use game::plan::WORKER_CELLS;
use game::{Play, StepOutcome};
use link::Params;
use maze::generate_kruskal;

/// What one entry of a walk handed to the game (`FirstLevel::walked`) is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Walked {
    /// A step that moved the ball: its move code, as `Game.step` takes it.
    Step(u8),
    /// The page was hidden: the clock paused.
    Pause,
    /// The page was shown again: the clock went on.
    Resume,
}

/// The entry codes of a pause and a resume: no move code is this high (`keymap::Move::decode`).
const PAUSE: u8 = 254;
const RESUME: u8 = 255;

/// The entries of a walk as `walked` gives it (code then time, ms), in order; a malformed pair
/// is skipped.
pub fn walk_entries(walked: &[f64]) -> impl Iterator<Item = (Walked, f64)> + '_ {
    walked.chunks_exact(2).filter_map(|pair| {
        let [code, at] = [*pair.first()?, *pair.get(1)?];
        let entry = match code {
            c if c == f64::from(PAUSE) => Walked::Pause,
            c if c == f64::from(RESUME) => Walked::Resume,
            c if (0.0..f64::from(PAUSE)).contains(&c) && c.fract() == 0.0 => Walked::Step(c as u8),
            _ => return None,
        };
        at.is_finite().then_some((entry, at))
    })
}

/// The page's first level: its maze on the canvas, and the player on it by the game's rules
/// (`Play`) until the game's build arrives.
pub struct FirstLevel {
    play: Play,
    view: Viewport,
    walkable: bool,
    walked: Vec<f64>,
    handed: bool,
}

/// Whether the first paint makes and walks the level of `params`: a plain square maze, without
/// loops, fog (whose first frame hides the maze), a difficulty dial or doors, which the game
/// makes and draws, and seen from above (the view from inside is the game's, with its keys).
pub fn first_paint_plays(params: &Params) -> bool {
    params.plain_square()
        && params.braid == 0
        && !params.fog
        && !params.inside
        && params.dial().is_none()
        && params.doors().is_none()
        && params.journey.is_none_or(|k| k == 1)
}

impl FirstLevel {
    /// The level of `params` on a `cw`×`ch` canvas at `dpr`, or `None` for a level the first
    /// paint leaves to the game (`first_paint_plays`), or a level too big to make on the main
    /// thread.
    pub fn new(params: &Params, (cw, ch, dpr): (f64, f64, f64)) -> Option<FirstLevel> {
        if !first_paint_plays(params) {
            return None;
        }
        let side = params.side();
        if u64::from(side) * u64::from(side) > u64::from(WORKER_CELLS) {
            return None;
        }
        let maze = generate_kruskal(&params.seed, side, side, params.algorithm)?;
        let view = Viewport::fit(cw, ch, dpr, (maze.grid.width(), maze.grid.height()), 0, 0.0);
        Some(FirstLevel {
            play: Play::from_square(maze),
            view,
            // A ghost's or a challenge's run is the game's to time and draw from its first
            // step; a camera's pan is the game's to glide.
            walkable: params.run.is_none() && params.challenge.is_none() && !view.camera,
            walked: Vec::new(),
            handed: false,
        })
    }

    /// The level as it stands: the maze, the footprints and the ball (what the game paints
    /// for the same steps once its moves have settled).
    pub fn frame(&self) -> DrawList {
        let mut list = DrawList::new();
        board::draw_all(&mut list, &self.view, &board::play_scene(&self.play));
        list
    }

    /// Whether the player can walk here before the game arrives.
    pub fn walkable(&self) -> bool {
        self.walkable
    }

    /// Fits the level to a `cw`×`ch` canvas at `dpr` (the board was resized); whether the
    /// picture changed. A size at which the view would follow the ball ends the walk.
    pub fn resize(&mut self, (cw, ch, dpr): (f64, f64, f64)) -> bool {
        let (w, h) = (self.view.w, self.view.h);
        let view = Viewport::fit(cw, ch, dpr, (w, h), self.play.player(), 0.0);
        if view == self.view {
            return false;
        }
        self.view = view;
        self.walkable &= !view.camera;
        true
    }

    /// The page was hidden (or shown again) at `now`: the clock pauses (or goes on), as the
    /// game's does, until the walk is handed over, and the game is told. Its input may have
    /// ended before (an action, a view that would follow the ball): the clock runs on till then.
    pub fn hidden(&mut self, hidden: bool, now: f64) {
        if self.handed {
            return;
        }
        let won = self.play.won();
        let timer = self.play.timer_mut();
        if hidden {
            timer.pause(now);
        } else {
            timer.resume(now, won);
        }
        self.walked
            .extend([f64::from(if hidden { PAUSE } else { RESUME }), now]);
    }

    /// Tries move code `code` (as `Game.step` takes it, a roll's included) at `now` (ms);
    /// whether the ball moved. Every step that moved is kept for the game (`walked`); a won
    /// level takes no more. A roll walks its corridor at once here (the game glides).
    pub fn step(&mut self, code: u16, now: f64) -> bool {
        let (code, roll) = crate::keymap::split_code(code);
        let dir = Move::decode(code).and_then(crate::keymap::square_direction);
        let Some(dir) = dir.filter(|_| self.walkable && !self.play.won()) else {
            return false;
        };
        let before = self.play.player();
        let outcome = self.play.step(dir, now);
        if !self.take(code, outcome, now) {
            return false;
        }
        if let Some(grid) = self.play.square().filter(|_| roll).cloned() {
            let (cells, _) = maze::corridor::plain_course(&grid, before, self.play.player());
            for cell in cells.into_iter().skip(1) {
                let at = self.play.player();
                let way = maze::Direction::ALL
                    .into_iter()
                    .find(|&d| grid.neighbor(at, d) == Some(cell));
                let Some(way) = way else { break };
                let outcome = self.play.step(way, now);
                if !self.take(way as u8, outcome, now) || self.play.won() {
                    break;
                }
            }
        }
        true
    }

    /// Keeps a step of move code `code` that had `outcome` at `now`; whether it moved.
    fn take(&mut self, code: u8, outcome: StepOutcome, now: f64) -> bool {
        let moved = matches!(outcome, StepOutcome::Moved | StepOutcome::Won);
        if moved {
            self.walked.extend([f64::from(code), now]);
        }
        moved
    }

    /// The walk for the game: the steps that moved and the clock's pauses, as code and time
    /// pairs in order (`walk_entries` reads them); no step is taken after this.
    pub fn walked(&mut self) -> Vec<f64> {
        self.walkable = false;
        self.handed = true;
        std::mem::take(&mut self.walked)
    }

    /// The status line's moves and time at `now`, as the game words them: name then text.
    pub fn status(&self, now: f64) -> [(&'static str, String); 2] {
        let time = crate::view_state::clock(&self.play, now);
        [("moves", self.play.moves().to_string()), ("time", time)]
    }
}

/// The frame of a square maze of `w`×`h` cells, whole on a `cw`×`ch` canvas at `dpr`: the
/// floor inside its border, on the board's background. What the board shows while the game
/// makes a level that the first paint does not (`None` for a level of another shape, whose
/// frame the first paint cannot work out: the background alone).
pub fn frame(square: Option<(u32, u32)>, (cw, ch, dpr): (f64, f64, f64)) -> DrawList {
    let mut list = DrawList::new();
    list.ink(Ink::BG);
    list.rect(0.0, 0.0, cw, ch);
    let Some((w, h)) = square else {
        return list;
    };
    let margin = (8.0 * dpr).round();
    let (wf, hf) = (f64::from(w.max(1)), f64::from(h.max(1)));
    let s = ((cw - 2.0 * margin) / wf)
        .min((ch - 2.0 * margin) / hf)
        .max(0.0);
    let (fw, fh) = (s * wf, s * hf);
    let (x, y) = (((cw - fw) / 2.0).floor(), ((ch - fh) / 2.0).floor());
    list.ink(Ink::FLOOR);
    list.rect(x, y, fw, fh);
    list.ink(Ink::WALL);
    list.width((2.0 * dpr).round().max(1.0));
    list.move_to(x, y);
    for (px, py) in [(x + fw, y), (x + fw, y + fh), (x, y + fh), (x, y)] {
        list.line_to(px, py);
    }
    list.stroke();
    list
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::paint::screen::Screen;
    use game::{Plan, Session};
    use maze::Seed;
    use proptest::prelude::*;

    /// The first frame of `params`' level, as the first paint shows it.
    fn first_frame(params: &Params, canvas: (f64, f64, f64)) -> Option<DrawList> {
        FirstLevel::new(params, canvas).map(|level| level.frame())
    }

    /// The game's own first frame of `query`'s level (what the page shows once it takes over).
    fn game_frame(query: &str, canvas: (f64, f64, f64)) -> (Params, Vec<f32>) {
        let session = Plan::from_query(query, Seed::random).start();
        let mut screen = Screen::new(false);
        screen.resize(&session, canvas, 0.0);
        let list = screen.frame(&session, 0.0).into_vec();
        (session.params().clone(), list)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn is_the_games_first_frame(
            seed in "[a-z0-9]{1,12}",
            level in 1u32..60,
            perfect in any::<bool>(),
            w in 200.0f64..2600.0,
            h in 200.0f64..1800.0,
            dpr in prop::sample::select(vec![1.0, 1.5, 2.0, 3.0]),
        ) {
            let algorithm = if perfect { "&algo=perfect" } else { "" };
            let query = format!("seed={seed}&level={level}{algorithm}");
            let (params, expected) = game_frame(&query, (w, h, dpr));
            let made = first_frame(&params, (w, h, dpr));
            if params.side() * params.side() > WORKER_CELLS {
                prop_assert!(made.is_none());
            } else {
                prop_assert_eq!(made.map(DrawList::into_vec), Some(expected));
            }
        }
    }

    /// What the page does on the first paint: a move code, or hiding and showing the page.
    #[derive(Clone, Copy, Debug)]
    enum Input {
        Code(u8),
        Hide,
        Show,
    }

    /// Plays `walked` (a first paint's hand-over) on `session` as the game's `take_walk` does.
    fn take_walk(session: &mut Session, walked: &[f64]) {
        for (entry, at) in walk_entries(walked) {
            match entry {
                Walked::Step(code) => {
                    if let Some(dir) = Move::decode(code).and_then(crate::keymap::square_direction)
                    {
                        session.step(dir, at);
                    }
                }
                Walked::Pause => session.play_mut().timer_mut().pause(at),
                Walked::Resume => {
                    let won = session.play().won();
                    session.play_mut().timer_mut().resume(at, won);
                }
            }
        }
    }

    /// The state a walk leaves: the ball, the moves, the win, the footprints, the trail and
    /// the clock at a later time.
    fn state(play: &Play) -> (u32, u32, bool, Vec<u8>, Vec<u32>, f64) {
        let clock = play.timer().elapsed_ms(1e7);
        let (visited, trail) = (play.visited().to_vec(), play.trail().to_vec());
        (
            play.player(),
            play.moves(),
            play.won(),
            visited,
            trail,
            clock,
        )
    }

    /// Walks `inputs` on `query`'s first paint and, in step, on the game's session with its
    /// screen; checks the two agree and that the hand-over replayed on a fresh session does too.
    fn walk_both(query: &str, inputs: &[Input]) -> Result<Session, TestCaseError> {
        let canvas = (1000.0, 760.0, 1.0);
        let mut live = Plan::from_query(query, Seed::random).start();
        let Some(mut first) = FirstLevel::new(live.params(), canvas) else {
            return Err(TestCaseError::fail("a plain level is the first paint's"));
        };
        prop_assert!(first.walkable());
        for (i, &input) in inputs.iter().enumerate() {
            let now = 1000.0 + 137.0 * i as f64;
            match input {
                Input::Code(code) => {
                    let moved = first.step(code.into(), now);
                    let dir = Move::decode(code).and_then(crate::keymap::square_direction);
                    let outcome = dir.map(|d| live.step(d, now));
                    prop_assert_eq!(
                        moved,
                        matches!(outcome, Some(StepOutcome::Moved | StepOutcome::Won))
                    );
                }
                Input::Hide => {
                    first.hidden(true, now);
                    live.play_mut().timer_mut().pause(now);
                }
                Input::Show => {
                    first.hidden(false, now);
                    let won = live.play().won();
                    live.play_mut().timer_mut().resume(now, won);
                }
            }
        }
        prop_assert_eq!(state(&first.play), state(live.play()));
        // The picture is the game's whole frame of the same level at the same size.
        let mut screen = Screen::new(false);
        screen.resize(&live, canvas, 0.0);
        prop_assert_eq!(
            first.frame().into_vec(),
            screen.frame(&live, 0.0).into_vec()
        );
        // The hand-over, played on a fresh session, leaves it where the live one is.
        let walked = first.walked();
        let mut taken = Plan::from_query(query, Seed::random).start();
        take_walk(&mut taken, &walked);
        prop_assert_eq!(state(taken.play()), state(live.play()));
        // No step after the hand-over, and nothing handed over twice.
        prop_assert!(!first.step(0, 1e6) && !first.step(1, 1e6) && first.walked().is_empty());
        Ok(taken)
    }

    fn input() -> impl Strategy<Value = Input> {
        prop_oneof![
            12 => (0u8..4).prop_map(Input::Code),
            4 => any::<u8>().prop_map(Input::Code),
            1 => Just(Input::Hide),
            1 => Just(Input::Show),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Any input on the first paint leaves the level as the game leaves it for the same
        /// input at the same times, and so does the hand-over: the ball, the moves, the
        /// footprints, the clock, the win and the picture.
        #[test]
        fn walks_as_the_game_plays(
            seed in "[a-z0-9]{1,8}",
            level in 1u32..12,
            inputs in prop::collection::vec(input(), 0..160),
        ) {
            walk_both(&format!("seed={seed}&level={level}"), &inputs)?;
        }
    }

    #[test]
    fn a_win_on_the_first_paint_is_handed_over_and_ends_the_walk() -> Result<(), TestCaseError> {
        for seed in ["fp-win", "a", "walk-7"] {
            let query = format!("seed={seed}&level=3");
            let path = Plan::from_query(&query, Seed::random)
                .start()
                .solution()
                .to_vec();
            let width = Plan::from_query(&query, Seed::random)
                .start()
                .params()
                .side();
            // The solution's steps as move codes, a pause on the way, and steps past the exit.
            let mut inputs: Vec<Input> = path
                .windows(2)
                .filter_map(|w| match (w.first(), w.get(1)) {
                    (Some(&a), Some(&b)) if b == a + 1 => Some(Input::Code(1)),
                    (Some(&a), Some(&b)) if a == b + 1 => Some(Input::Code(3)),
                    (Some(&a), Some(&b)) if b == a + width => Some(Input::Code(2)),
                    (Some(_), Some(_)) => Some(Input::Code(0)),
                    _ => None,
                })
                .collect();
            inputs.insert(2, Input::Hide);
            inputs.insert(3, Input::Show);
            inputs.extend([Input::Code(0), Input::Code(3), Input::Hide]);
            let taken = walk_both(&query, &inputs)?;
            assert!(taken.play().won(), "{seed}");
            assert_eq!(taken.play().moves() as usize, path.len() - 1, "{seed}");
            // The clock stopped at the win: the pause before it is not counted, none after.
            let clock = taken.play().timer().elapsed_ms(1e7);
            // (the first step at 1,000 ms, the win at entry `path.len()`, hidden for one entry)
            assert_eq!(clock, 137.0 * (path.len() - 1) as f64, "{seed}");
            // A ghost's run of this win, linked, is painted but not walked.
            let run = taken.results().run_param().expect("a won run fits a link");
            let ghost = Plan::from_query(&format!("{query}&run={run}"), Seed::random).start();
            let level = FirstLevel::new(ghost.params(), (800.0, 600.0, 1.0));
            assert!(level.is_some_and(|l| !l.walkable()), "{seed}");
        }
        Ok(())
    }

    #[test]
    fn a_resize_repaints_and_a_following_view_ends_the_walk() {
        let session = Plan::from_query("seed=a&level=3", Seed::random).start();
        let mut level = FirstLevel::new(session.params(), (1000.0, 760.0, 1.0)).expect("painted");
        assert!(level.walkable());
        let before = level.frame().into_vec();
        assert!(
            !level.resize((1000.0, 760.0, 1.0)),
            "the same size changes nothing"
        );
        assert!(level.resize((1400.0, 1000.0, 2.0)));
        assert_ne!(level.frame().into_vec(), before);
        assert!(level.walkable());
        assert!(
            level.resize((60.0, 60.0, 1.0)),
            "too small to see the whole maze"
        );
        assert!(!level.walkable() && !level.step(1, 0.0) && !level.step(2, 0.0));
        // Its clock still pauses while the page is hidden, until the walk is handed over.
        level.hidden(true, 10.0);
        level.hidden(false, 20.0);
        let walked = level.walked();
        assert_eq!(
            walk_entries(&walked).collect::<Vec<_>>(),
            [(Walked::Pause, 10.0), (Walked::Resume, 20.0)]
        );
        level.hidden(true, 30.0);
        assert!(level.walked().is_empty(), "nothing after the hand-over");
    }

    #[test]
    fn a_malformed_hand_over_is_skipped_entry_by_entry() {
        let odd = [
            1.0,
            5.0,
            2.5,
            6.0,
            -1.0,
            7.0,
            f64::NAN,
            8.0,
            2.0,
            f64::INFINITY,
            254.0,
            9.0,
            3.0,
        ];
        let entries: Vec<_> = walk_entries(&odd).collect();
        assert_eq!(entries, [(Walked::Step(1), 5.0), (Walked::Pause, 9.0)]);
    }

    #[test]
    fn leaves_other_levels_to_the_game() {
        for query in [
            "seed=a&shape=hex",
            "seed=a&braid=30",
            "seed=a&mode=fog",
            "seed=a&view=inside",
            "seed=a&algo=wilson",
            "seed=a&algo=backtracker",
            "seed=a&level=499",
        ] {
            let session = Plan::from_query(query, Seed::random).start();
            assert!(
                first_frame(session.params(), (800.0, 600.0, 1.0)).is_none(),
                "{query}"
            );
        }
        let session = Plan::from_query("seed=a&level=3", Seed::random).start();
        assert!(first_frame(session.params(), (800.0, 600.0, 1.0)).is_some());
    }
}
