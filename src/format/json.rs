use crate::maze::Maze;
use crate::share::Params;

/// The maze as one JSON object: seed, level, width, height, algorithm, walls, removed, solution.
pub fn json(params: &Params, maze: &Maze, solution: &[u32]) -> String {
    fn list<T: ToString>(items: impl Iterator<Item = T>) -> String {
        items.map(|i| i.to_string()).collect::<Vec<_>>().join(",")
    }
    // Seeds and algorithm names are drawn from [A-Za-z0-9_-], so they need no escaping.
    format!(
        "{{\"seed\":\"{}\",\"level\":{},\"width\":{},\"height\":{},\"algorithm\":\"{}\",\
         \"walls\":[{}],\"removed\":[{}],\"solution\":[{}]}}",
        params.seed,
        params.level,
        maze.grid.width(),
        maze.grid.height(),
        maze.algorithm.name(),
        list(maze.grid.walls().iter()),
        list(maze.removed.iter()),
        list(solution.iter()),
    )
}
