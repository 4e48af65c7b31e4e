//! The movement oracle of the property tests and the `moves` fuzz target: a step read from the
//! wall bytes of the data contract, sharing no code with the crate's grid.

use seedmaze::maze::Direction;

/// Where a step from `cell` towards `dir` lands, read straight from the wall bytes as the maze
/// contract (docs/contract.md) states them (one byte per cell, cell `y*width+x`, bit 0 = east
/// wall, bit 1 = south wall), with the neighbour worked out from coordinates. It shares no code
/// with `Grid`, so a mistake in `Grid::is_open` or `Grid::neighbor` cannot hide behind itself;
/// `None` = blocked.
pub fn step_by_wall_bytes(
    walls: &[u8],
    width: u32,
    height: u32,
    cell: u32,
    dir: Direction,
) -> Option<u32> {
    // The contract's bits, spelled out rather than taken from the crate's constants.
    const EAST: u8 = 1;
    const SOUTH: u8 = 2;
    let (x, y) = (cell % width, cell / width);
    assert!(y < height, "cell {cell} is off a {width}x{height} grid");
    let clear = |x: u32, y: u32, bit: u8| walls[(y * width + x) as usize] & bit == 0;
    let (nx, ny) = match dir {
        Direction::East if x + 1 < width && clear(x, y, EAST) => (x + 1, y),
        Direction::South if y + 1 < height && clear(x, y, SOUTH) => (x, y + 1),
        Direction::West if x > 0 && clear(x - 1, y, EAST) => (x - 1, y),
        Direction::North if y > 0 && clear(x, y - 1, SOUTH) => (x, y - 1),
        _ => return None,
    };
    Some(ny * width + nx)
}
