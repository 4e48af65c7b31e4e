use crate::link::Params;
use crate::maze::Maze;
use crate::maze::stats::Stats;

/// The maze as one JSON object: seed, level, width, height, algorithm, walls, removed,
/// solution and stats.
pub fn json(params: &Params, maze: &Maze, solution: &[u32], stats: &Stats) -> String {
    fn list<T: ToString>(items: impl Iterator<Item = T>) -> String {
        items.map(|i| i.to_string()).collect::<Vec<_>>().join(",")
    }
    // Seeds and algorithm names are drawn from [A-Za-z0-9_-], so they need no escaping.
    format!(
        "{{\"seed\":\"{}\",\"level\":{},\"width\":{},\"height\":{},\"algorithm\":\"{}\",\
         \"walls\":[{}],\"removed\":[{}],\"solution\":[{}],\"stats\":{}}}",
        params.seed,
        params.level,
        maze.grid.width(),
        maze.grid.height(),
        maze.algorithm.name(),
        list(maze.grid.walls().iter()),
        list(maze.removed.iter()),
        list(solution.iter()),
        stats_object(stats),
    )
}

fn stats_object(s: &Stats) -> String {
    let solution = s
        .solution_length
        .map_or_else(|| "null".to_owned(), |n| n.to_string());
    format!(
        "{{\"dead_ends\":{},\"junctions\":{},\"solution_length\":{solution},\"farthest\":{},\
         \"reachable\":{},\"reachable_share\":{:.6},\"loops\":{}}}",
        s.dead_ends, s.junctions, s.farthest, s.reachable, s.reachable_share, s.loops
    )
}
