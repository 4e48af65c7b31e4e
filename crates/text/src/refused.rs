//! Why a maze made elsewhere (the worker's, a ghost's) was refused: the sentences of the
//! checks an adoption goes through.

/// Why a maze made elsewhere was refused: its solution is a walk, but a longer one.
pub const SOLUTION_NOT_SHORTEST: &str = "the solution is not a shortest path";
/// Why a maze made elsewhere was refused: its solution is not a walk to the exit.
pub const SOLUTION_NO_WALK: &str = "the solution does not walk from the start to the exit";
/// Why a maze made elsewhere was refused: its solution does not end at the start and the exit.
pub const SOLUTION_ENDS: &str = "the solution does not lead from the start to the exit";

/// Why a shape's maze made elsewhere was refused: `wall` is not an interior wall listed once.
pub fn erased_wall_not_interior(wall: u32) -> String {
    format!("erased wall {wall} is not an interior wall listed once")
}

/// Why a square made elsewhere was refused: too few or too many wall bytes.
pub fn wall_count(found: usize, expected: usize) -> String {
    format!("the maze has {found} wall bytes; {expected} were expected")
}

/// Why a square made elsewhere was refused: a wall byte with bits it may not have there.
pub fn bad_wall_byte(cell: usize, byte: u8) -> String {
    format!("cell {cell} has the wall byte {byte}, which is not valid there")
}

/// Why a maze made elsewhere was refused: an erased id names a wall that stands.
pub fn erased_wall_stands(wall: u32) -> String {
    format!("wall {wall} is listed as erased but stands or is not interior")
}

/// Why a maze made elsewhere was refused: an erased id is listed twice.
pub fn erased_twice(wall: u32) -> String {
    format!("wall {wall} is listed as erased twice")
}

/// Why a maze made elsewhere was refused: the erased ids and the open walls do not match.
pub fn erased_count(listed: usize, erased: usize) -> String {
    format!("{listed} walls are listed as erased but {erased} interior walls are open")
}

/// Why a maze made elsewhere was refused: step `index` of its solution goes through a wall.
pub fn solution_step(index: usize) -> String {
    format!("step {index} of the solution is not an open passage forward")
}

/// Why a maze made elsewhere was refused: its solution is longer than the shortest path.
pub fn solution_longer(moves: usize, shortest: u32) -> String {
    format!("the solution takes {moves} moves but the shortest path takes {shortest}")
}
