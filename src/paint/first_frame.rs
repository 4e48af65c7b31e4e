//! The first frame of the level the page opens with, made without the game. The page paints it
//! from a small wasm build that holds little more than this (docs/size.md), then the
//! game takes over and paints the same picture (a test compares the two command lists).

use super::board::{self, Scene};
use super::list::DrawList;
use super::view::View;
use crate::game::plan::WORKER_CELLS;
use crate::link::Params;
use crate::maze::generate_kruskal;

/// The commands of the first frame of `params`' level on a `cw`×`ch` canvas at `dpr`, or
/// `None` for a level the first paint leaves to the game: another shape, braid, fog (whose
/// first frame hides the maze), a generator other than Kruskal's, or a level too big to make
/// on the main thread.
pub fn first_frame(params: &Params, (cw, ch, dpr): (f64, f64, f64)) -> Option<DrawList> {
    if !params.plain_square() || params.braid != 0 || params.fog {
        return None;
    }
    let side = params.side();
    if u64::from(side) * u64::from(side) > u64::from(WORKER_CELLS) {
        return None;
    }
    let maze = generate_kruskal(&params.seed, side, side, params.algorithm)?;
    let grid = &maze.grid;
    // A new level: the ball on the start, the only cell walked so far.
    let mut visited = vec![0u8; grid.cells() as usize];
    if let Some(start) = visited.first_mut() {
        *start = 1;
    }
    let scene = Scene {
        walls: grid.walls(),
        visited: &visited,
        links: None,
        openings: grid.openings(),
        exit: grid.cells().saturating_sub(1),
        player: Some(0),
        fog: None,
    };
    let view = View::fit(cw, ch, dpr, (grid.width(), grid.height()), 0, 0.0);
    let mut list = DrawList::new();
    board::draw_all(&mut list, &view, &scene);
    Some(list)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Plan;
    use crate::maze::Seed;
    use crate::paint::screen::Screen;
    use proptest::prelude::*;

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
