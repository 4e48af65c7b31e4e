//! The level the page opens with, made without the game: its first frame, and the steps walked
//! on it until the game takes over. The page paints and plays it from a small wasm build that
//! holds little more than this (docs/size.md); the game then makes the same level, takes the
//! steps with their times (`walked`) and paints the same picture (tests compare the two).

use super::board::{self, Scene};
use super::list::DrawList;
use super::view::View;
use crate::game::plan::WORKER_CELLS;
use crate::game::{Outcome, Play};
use crate::keys::Move;
use crate::link::Params;
use crate::maze::generate_kruskal;
use crate::text::format_time;

/// The page's first level: its maze on the canvas, and the player on it by the game's rules
/// (`Play`) until the game's build arrives.
pub struct FirstLevel {
    play: Play,
    view: View,
    walkable: bool,
    walked: Vec<f64>,
}

impl FirstLevel {
    /// The level of `params` on a `cw`×`ch` canvas at `dpr`, or `None` for a level the first
    /// paint leaves to the game: another shape, braid, fog (whose first frame hides the maze),
    /// a generator other than Kruskal's, or a level too big to make on the main thread.
    pub fn new(params: &Params, (cw, ch, dpr): (f64, f64, f64)) -> Option<FirstLevel> {
        if !params.plain_square() || params.braid != 0 || params.fog {
            return None;
        }
        let side = params.side();
        if u64::from(side) * u64::from(side) > u64::from(WORKER_CELLS) {
            return None;
        }
        let maze = generate_kruskal(&params.seed, side, side, params.algorithm)?;
        let view = View::fit(cw, ch, dpr, (maze.grid.width(), maze.grid.height()), 0, 0.0);
        Some(FirstLevel {
            play: Play::from_square(maze),
            view,
            // A ghost's or a challenge's run is the game's to time and draw from its first
            // step; a camera's pan is the game's to glide.
            walkable: params.run.is_none() && params.challenge.is_none() && !view.camera,
            walked: Vec::new(),
        })
    }

    /// The level as it stands: the maze, the footprints and the ball (what the game paints
    /// for the same steps once its moves have settled).
    pub fn frame(&self) -> DrawList {
        let Some(grid) = self.play.square() else {
            return DrawList::new();
        };
        let scene = Scene {
            walls: grid.walls(),
            visited: self.play.visited(),
            links: None,
            openings: grid.openings(),
            exit: grid.cells().saturating_sub(1),
            player: Some(self.play.player()),
            fog: None,
        };
        let mut list = DrawList::new();
        board::draw_all(&mut list, &self.view, &scene);
        list
    }

    /// Whether the player can walk here before the game arrives.
    pub fn walkable(&self) -> bool {
        self.walkable
    }

    /// Tries move code `code` (as `Game.step` takes it) at `now` (ms); whether the ball moved.
    /// Every step that moved is kept for the game (`walked`); a won level takes no more.
    pub fn step(&mut self, code: u8, now: f64) -> bool {
        let dir = Move::decode(code).and_then(crate::keys::square_direction);
        let Some(dir) = dir.filter(|_| self.walkable && !self.play.won()) else {
            return false;
        };
        let moved = matches!(self.play.step(dir, now), Outcome::Moved | Outcome::Won);
        if moved {
            self.walked.extend([f64::from(code), now]);
        }
        moved
    }

    /// The steps that moved, as move code and time pairs, in order; no step is taken after
    /// this (the game plays them, and what follows).
    pub fn walked(&mut self) -> Vec<f64> {
        self.walkable = false;
        std::mem::take(&mut self.walked)
    }

    /// The status line's moves and time at `now`, as the game words them: name then text.
    pub fn status(&self, now: f64) -> [(&'static str, String); 2] {
        let time = format_time(self.play.timer().elapsed_ms(now));
        [("moves", self.play.moves().to_string()), ("time", time)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Plan;
    use crate::maze::Seed;
    use crate::paint::screen::Screen;
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

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Any input walked on the first paint leaves the level as the game leaves it for the
        /// same moves at the same times: the ball, the moves, the footprints, the clock, the
        /// win and the picture (the game's settled frame, painted whole).
        #[test]
        fn walks_as_the_game_plays(
            seed in "[a-z0-9]{1,8}",
            level in 1u32..12,
            codes in prop::collection::vec(prop_oneof![3 => 0u8..4, 1 => any::<u8>()], 0..160),
        ) {
            let query = format!("seed={seed}&level={level}");
            let canvas = (1000.0, 760.0, 1.0);
            let mut session = Plan::from_query(&query, Seed::random).start();
            let mut screen = Screen::new(false);
            screen.resize(&session, canvas, 0.0);
            let Some(mut first) = FirstLevel::new(session.params(), canvas) else {
                return Err(TestCaseError::fail("a plain level is the first paint's"));
            };
            prop_assert!(first.walkable());
            for (i, &code) in codes.iter().enumerate() {
                let now = 1000.0 + 137.0 * i as f64;
                let moved = first.step(code, now);
                let before = session.play().player();
                let dir = Move::decode(code).and_then(crate::keys::square_direction);
                let outcome = dir.map(|d| session.step(d, now));
                prop_assert_eq!(moved, matches!(outcome, Some(Outcome::Moved | Outcome::Won)));
                if moved {
                    screen.moved(&session, before);
                }
            }
            let (a, b) = (first.play.clone(), session.play());
            prop_assert_eq!(
                (a.player(), a.moves(), a.won(), a.visited(), a.trail()),
                (b.player(), b.moves(), b.won(), b.visited(), b.trail())
            );
            let now = 1e6;
            prop_assert_eq!(a.timer().elapsed_ms(now), b.timer().elapsed_ms(now));
            screen.frame(&session, now);
            screen.repaint();
            prop_assert_eq!(first.frame().into_vec(), screen.frame(&session, now + 1.0).into_vec());
            // The steps handed over are the ones that moved, with their times; none after.
            let walked = first.walked();
            prop_assert_eq!(walked.len(), 2 * b.moves() as usize);
            prop_assert!(!first.step(0, now) && !first.step(1, now) && first.walked().is_empty());
        }
    }

    #[test]
    fn a_challenge_or_a_camera_is_painted_not_walked() {
        for query in ["seed=a&beat=9000-20", "seed=a&level=40"] {
            let session = Plan::from_query(query, Seed::random).start();
            let level = FirstLevel::new(session.params(), (800.0, 600.0, 1.0));
            assert!(level.is_some_and(|l| !l.walkable()), "{query}");
        }
    }

    #[test]
    fn leaves_other_levels_to_the_game() {
        for query in [
            "seed=a&shape=hex",
            "seed=a&braid=30",
            "seed=a&mode=fog",
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
