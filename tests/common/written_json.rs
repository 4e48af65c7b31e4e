//! The JSON the CLI writes for a maze without doors (its shortest path, keys, statistics and
//! grade through `format::json`), for tests that read it back by hand.

use seedmaze::link::Params;
use seedmaze::maze::{ShapeMaze, stats};

/// The CLI's JSON of `maze`, made by `params`.
pub fn written(params: &Params, maze: &ShapeMaze) -> String {
    let solution = maze.solution();
    let keys = maze.path_keys(&solution).expect("keys");
    let (rated, grade) = seedmaze::game::grades::rate(params, maze, &solution);
    let stats = stats::stats(maze);
    seedmaze::format::json(
        params,
        maze,
        &solution,
        &keys,
        &stats,
        (&rated, grade),
        None,
    )
}
