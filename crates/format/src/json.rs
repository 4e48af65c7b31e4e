use link::Params;
use maze::difficulty::Difficulty;
use maze::shape::{Layout, Topology};
use maze::stats::Stats;
use maze::{Graph, ShapeMaze};

/// The maze as one JSON object. Square keeps the original fields first (seed, level, width,
/// height, algorithm, walls, removed, solution, stats); every shape has seed, level,
/// algorithm, removed, solution, stats and difficulty, then shape, braid, cells, start, exit, edges
/// (`[id, a, b]` for every interior wall) and keys (the presses that walk the solution);
/// non-square shapes also give their size (rows, or rings for the circle). A word maze gives
/// width and height (its bounding grid) and `mask` (the text as given) instead of walls, lists
/// its cells in `region`, and names every cell by its grid id (start, exit, solution, edges);
/// a drawn maze does the same with `draw` (the link's code of the drawing) for `mask`; a drawn
/// maze of another shape gives `draw` and its shape's `size`, lists its cells in `region` and
/// names every cell by its id in that shape.
/// A floors maze gives each floor's width and height, `floors` (how many) and `walls`, one byte
/// per cell (bit 0 east, bit 1 south, bit 2 the stair up, always set on the top floor); its
/// edges include the stairs.
/// A woven maze keeps square's fields (its walls open on a crossing's four sides), its edges
/// join a tunnel's two ends (once for each of the crossing's walls it passes), and it ends with
/// `crossings`: `[cell, "h"|"v"]` for each, the passage on top. A woven drawing is a drawn
/// maze's JSON whose edges and `crossings` are the same (cells named by grid id).
/// With keys and doors (`doors=`) it ends with `doors`, `{"wall": id, "cells": [a, b],
/// "letter": "A"}` for each in the way's order, and `door_keys`, `{"cell": c, "letter": "A"}`;
/// `solution` and `keys` are then the route through the keys.
pub fn json(
    params: &Params,
    maze: &ShapeMaze,
    solution: &[u32],
    keys: &[&str],
    stats: &Stats,
    difficulty: (&Difficulty, u8),
    doors: Option<&maze::doors::Doors>,
) -> String {
    fn list<T: ToString>(items: impl Iterator<Item = T>) -> String {
        items.map(|i| i.to_string()).collect::<Vec<_>>().join(",")
    }
    // Seeds, algorithm and shape names are drawn from [A-Za-z0-9_-], so they need no escaping.
    let mut out = format!("{{\"seed\":\"{}\",\"level\":{},", params.seed, params.level);
    out.push_str(&layout_fields(params, maze));
    let layout = &maze.layout;
    let id = |cell: u32| layout.cell_id(cell);
    let edges: Vec<String> = layout
        .edges()
        .into_iter()
        .map(|(wall, a, b)| format!("[{wall},{},{}]", id(a), id(b)))
        .collect();
    let size = match layout.shape() {
        maze::Shape::Square => String::new(),
        _ => format!("\"size\":{},", layout.size()),
    };
    let region = match layout {
        Layout::Masked(masked) => format!("\"region\":[{}],", list(masked.grid_cells().iter())),
        _ => String::new(),
    };
    let crossings = match layout.woven() {
        Some(woven) => {
            let items: Vec<String> = woven
                .crossings()
                .iter()
                .map(|c| format!("[{},\"{}\"]", c.cell, c.over.letter()))
                .collect();
            format!(",\"crossings\":[{}]", items.join(","))
        }
        None => String::new(),
    };
    let doors = doors.map_or_else(String::new, |d| doors_fields(maze, d));
    let journey = params
        .journey
        .map_or_else(String::new, |k| journey_field(params, k));
    out.push_str(&format!(
        "\"removed\":[{}],\"solution\":[{}],\"stats\":{},\"difficulty\":{},\"shape\":\"{}\",{size}\"braid\":{},\
         \"cells\":{},{region}\"start\":{},\"exit\":{},\"edges\":[{}],\"keys\":[{}]{crossings}{doors}{journey}}}",
        list(maze.removed.iter()),
        list(solution.iter().map(|&c| id(c))),
        stats_object(stats),
        difficulty_object(difficulty),
        maze.layout.shape().name(),
        maze.braid,
        maze.cells(),
        id(0),
        id(maze.exit()),
        edges.join(","),
        keys.iter().map(|k| quote(k)).collect::<Vec<_>>().join(","),
    ));
    out
}

/// The fields that differ by layout, after `level`: a square's sides and walls, a word or drawn
/// maze's bounding grid and what covers it, or the algorithm alone.
fn layout_fields(params: &Params, maze: &ShapeMaze) -> String {
    let walls = |grid: &maze::Grid| {
        let bytes: Vec<String> = grid.walls().iter().map(u8::to_string).collect();
        bytes.join(",")
    };
    let algorithm = maze.algorithm.name();
    match (&maze.layout, maze.grid()) {
        (Layout::Woven(woven), Some(grid)) => format!(
            "\"width\":{},\"height\":{},\"algorithm\":\"{algorithm}\",\"walls\":[{}],",
            woven.width(),
            woven.height(),
            walls(&grid),
        ),
        (Layout::Square(square), Some(grid)) => format!(
            "\"width\":{},\"height\":{},\"algorithm\":\"{algorithm}\",\"walls\":[{}],",
            square.width(),
            square.height(),
            walls(&grid),
        ),
        (Layout::Floors(_), _) => {
            let floors = maze.layout.floors_of();
            let (w, h, count) = floors.map_or((0, 0, 0), |f| (f.width(), f.height(), f.count()));
            let bytes = super::floors_walls(maze).unwrap_or_default();
            let bytes: Vec<String> = bytes.iter().map(u8::to_string).collect();
            format!(
                "\"width\":{w},\"height\":{h},\"floors\":{count},\"algorithm\":\"{algorithm}\",\
                 \"walls\":[{}],",
                bytes.join(",")
            )
        }
        (Layout::Masked(masked), _) => {
            // A word maze names its text; a drawn one the link's code of the drawing. A square
            // region gives its bounding grid first.
            let cover = match (masked.mask(), params.kind.drawn_code()) {
                (Some(mask), _) => format!("\"mask\":{},", quote(mask.as_given())),
                (None, Some(code)) => format!("\"draw\":{},", quote(code.as_str())),
                (None, None) => String::new(),
            };
            let grid = match masked.shape() {
                maze::Shape::Square => {
                    format!(
                        "\"width\":{},\"height\":{},",
                        masked.width(),
                        masked.height()
                    )
                }
                _ => String::new(),
            };
            format!("{grid}{cover}\"algorithm\":\"{algorithm}\",")
        }
        _ => format!("\"algorithm\":\"{algorithm}\","),
    }
}

/// `,"doors":[…],"door_keys":[…]`: each door's wall id, its two cells (the start's side first)
/// and letter, and each key's cell and letter, cells named as everywhere in the JSON.
fn doors_fields(maze: &ShapeMaze, doors: &maze::doors::Doors) -> String {
    let layout = &maze.layout;
    let id = |cell: u32| layout.cell_id(cell);
    let letter = maze::doors::letter;
    let items: Vec<String> = (doors.doors.iter().enumerate())
        .map(|(i, &[a, b])| {
            let wall = layout
                .neighbors(a)
                .find(|n| n.cell == b)
                .map_or(0, |n| n.wall);
            let (a, b, l) = (id(a), id(b), letter(i));
            format!("{{\"wall\":{wall},\"cells\":[{a},{b}],\"letter\":\"{l}\"}}")
        })
        .collect();
    let keys: Vec<String> = (doors.keys.iter().enumerate())
        .map(|(i, &c)| format!("{{\"cell\":{},\"letter\":\"{}\"}}", id(c), letter(i)))
        .collect();
    format!(
        ",\"doors\":[{}],\"door_keys\":[{}]",
        items.join(","),
        keys.join(",")
    )
}

/// `,"journey":{"level":K,"link":"seed=…&level=…","new":"hex","tip":"…"}`: journey level `k`,
/// the classic link whose maze it is, and the mechanic it brings in with its tip (or nulls).
fn journey_field(params: &Params, k: u32) -> String {
    let new = link::journey::stage(k).mechanic();
    let or_null = |text: Option<&str>| text.map_or_else(|| "null".to_owned(), quote);
    format!(
        ",\"journey\":{{\"level\":{k},\"link\":{},\"new\":{},\"tip\":{}}}",
        quote(&link::journey::link(&params.seed, k)),
        or_null(new.map(|m| m.name())),
        or_null(new.map(text::journey_tip)),
    )
}

/// A JSON string literal (key names are ASCII; quotes and backslashes are escaped anyway).
fn quote(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `{"grade":7,"score":…,"factors":{…}}` (`maze::difficulty`, `game::grades`).
fn difficulty_object((d, grade): (&Difficulty, u8)) -> String {
    let f = &d.factors;
    let detour = f
        .detour
        .map_or_else(String::new, |n| format!(",\"detour\":{n}"));
    format!(
        "{{\"grade\":{grade},\"score\":{:.6},\"factors\":{{\"decisions\":{},\"wrong_cells\":{},\
         \"solution_share\":{:.6},\"mean_depth\":{:.6},\"loops\":{}{detour}}}}}",
        d.score, f.decisions, f.wrong_cells, f.solution_share, f.mean_depth, f.loops
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
