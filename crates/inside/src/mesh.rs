//! The cells near the ball as numbers: what the game's build sends the inside view's build
//! (`encode`, from any shape's `Cells`), and what the inside view reads back (`Mesh`, itself
//! `Cells`). Each cell carries its centre, its marks and its sides (stroke, the wall and the
//! cell through it, whether the wall is open), so that the inside view needs no shape of its
//! own.
//!
//! Layout: `player, exit x, exit y, slots, flags (FOG, EAST, NO_MAP), cells, moves, ghost x, ghost y`
//! (NaN without a ghost), then per cell
//! `cell, x, y, marks, sides`, then per side `slot, kind, five stroke numbers, wall, next, how`
//! (`-1` for no wall or cell; a stroke as `Stroke::to_array` lays it out, `kind` 0 a line, 1 an
//! arc; `how` 0 a standing wall, 1 an open one, `2 + k` a shut door of colour `k`). A woven
//! maze's crossing is a square cell with only its bridge's two sides: the others are the
//! tunnel's mouths, found here (`Mesh::bridges`) so that the game's build sends nothing more.

use crate::cells::{CellSide, Cells};
use maze::shape::Stroke;

/// A cell's footprint (the ball walked there).
pub const WALKED: u8 = 1;
/// A cell on the way shown (the hint's or the solution's).
pub const ON_WAY: u8 = 2;
/// A cell whose stair up is open (floors).
pub const UP: u8 = 4;
/// A cell whose stair down is open (floors).
pub const DOWN: u8 = 8;
/// Where a cell's marks hold the key lying on it, as its colour plus one (0 for none).
const KEY_SHIFT: u8 = 4;

/// The mark of key `k` (of colour `k`, 0 to 14) lying on a cell.
pub fn key_mark(k: u8) -> u8 {
    k.saturating_add(1).min(15) << KEY_SHIFT
}

/// The colour of the key a cell's `marks` hold, if any.
pub fn key_of(marks: u8) -> Option<u8> {
    (marks >> KEY_SHIFT).checked_sub(1)
}

/// The header's flag: fog is on.
pub const FOG: u8 = 1;
/// The header's flag: a square maze's cells (the ball starts facing east).
pub const EAST: u8 = 2;
/// The header's flag: no corner map (the maze was studied first).
pub const NO_MAP: u8 = 4;

/// A bridge's edge over a tunnel's mouth, from `a` to `b`, on crossing `cell`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bridge {
    /// The crossing's cell.
    pub cell: u32,
    /// One end.
    pub a: [f64; 2],
    /// The other end.
    pub b: [f64; 2],
}

/// Numbers before the first cell.
const HEADER: usize = 9;
/// Numbers per side.
const SIDE: usize = 10;

/// What the game knows of the cells near the ball, beyond their shape.
pub struct Marks<'a> {
    /// The ball's cell.
    pub player: u32,
    /// The moves played.
    pub moves: u32,
    /// `FOG`, `EAST` and `NO_MAP`, as they hold.
    pub flags: u8,
    /// Whether an interior wall is open.
    pub open: &'a dyn Fn(u32) -> bool,
    /// A cell's marks (`WALKED`, `ON_WAY`, `UP`, `DOWN`, `key_mark`).
    pub marks: &'a dyn Fn(u32) -> u8,
    /// Where a friend's run's ghost is on the floor plan, if it shows.
    pub ghost: Option<[f64; 2]>,
    /// The colour of the shut door on an interior wall, if any (an open wall it closes).
    pub door: &'a dyn Fn(u32) -> Option<u8>,
}

/// The numbers of `cells` (ascending ids) of `shape` with `marks`.
pub fn encode(shape: &dyn Cells, cells: &[u32], marks: &Marks) -> Vec<f64> {
    let exit = shape.exit_middle().unwrap_or([f64::NAN; 2]);
    let mut out = vec![
        f64::from(marks.player),
        exit[0],
        exit[1],
        shape.slots() as f64,
        f64::from(marks.flags),
        cells.len() as f64,
        f64::from(marks.moves),
    ];
    out.extend(marks.ghost.unwrap_or([f64::NAN; 2]));
    for &cell in cells {
        let Some([x, y]) = shape.centre(cell) else {
            continue;
        };
        out.extend([f64::from(cell), x, y, f64::from((marks.marks)(cell)), 0.0]);
        // The count of sides, written once they are.
        let count_at = out.len() - 1;
        let mut count = 0.0;
        for slot in 0..shape.slots() {
            let Some((stroke, through)) = shape.side(cell, slot) else {
                continue;
            };
            let [kind, a, b, c, d, e] = stroke.to_array();
            let (wall, next, how) = match through {
                Some((wall, next)) => {
                    let how = match (marks.door)(wall) {
                        Some(k) => 2.0 + f64::from(k),
                        None => f64::from(u8::from((marks.open)(wall))),
                    };
                    (f64::from(wall), f64::from(next), how)
                }
                None => (-1.0, -1.0, 0.0),
            };
            out.extend([slot as f64, kind, a, b, c, d, e, wall, next, how]);
            count += 1.0;
        }
        if let Some(n) = out.get_mut(count_at) {
            *n = count;
        }
    }
    out
}

/// One cell of a mesh: its id, centre, marks and where its sides start in the numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Entry {
    cell: u32,
    centre: [f64; 2],
    marks: u8,
    sides: usize,
    first: usize,
}

/// A mesh read back from its numbers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Mesh {
    numbers: Vec<f64>,
    entries: Vec<Entry>,
    slots: usize,
    /// The open interior walls of its cells, ascending.
    open: Vec<u32>,
    /// The shut doors on its cells' walls (wall, colour), ascending.
    doors: Vec<(u32, u8)>,
}

/// A number as a cell or wall id (`None` for `-1` or anything not an id).
fn id(x: f64) -> Option<u32> {
    (x >= 0.0 && x <= f64::from(u32::MAX)).then_some(x as u32)
}

impl Mesh {
    /// The mesh of `numbers` (as `encode` lays them out); what does not fit is left out.
    pub fn decode(numbers: Vec<f64>) -> Mesh {
        let count = numbers.get(5).copied().and_then(id).unwrap_or(0);
        let slots = numbers.get(3).copied().and_then(id).unwrap_or(0) as usize;
        let mut entries = Vec::new();
        let mut at = HEADER;
        for _ in 0..count {
            let Some(&[cell, x, y, marks, sides]) =
                numbers.get(at..at + 5).and_then(|s| s.first_chunk())
            else {
                break;
            };
            let (Some(cell), Some(sides)) = (id(cell), id(sides)) else {
                break;
            };
            let first = at + 5;
            at = first + sides as usize * SIDE;
            if at > numbers.len() {
                break;
            }
            entries.push(Entry {
                cell,
                centre: [x, y],
                marks: id(marks).unwrap_or(0) as u8,
                sides: sides as usize,
                first,
            });
        }
        entries.sort_unstable_by_key(|e| e.cell);
        let mut mesh = Mesh {
            numbers,
            entries,
            slots,
            ..Mesh::default()
        };
        let (mut open, mut doors) = (Vec::new(), Vec::new());
        for e in &mesh.entries {
            for k in 0..e.sides {
                let Some(s) = mesh.side_numbers(e, k) else {
                    continue;
                };
                match (id(s[7]), id(s[9])) {
                    (Some(wall), Some(1)) => open.push(wall),
                    (Some(wall), Some(how @ 2..=16)) => doors.push((wall, how as u8 - 2)),
                    _ => {}
                }
            }
        }
        open.sort_unstable();
        open.dedup();
        doors.sort_unstable();
        doors.dedup();
        (mesh.open, mesh.doors) = (open, doors);
        mesh
    }

    /// The colour of the shut door on interior wall `wall`, if any.
    pub fn door(&self, wall: u32) -> Option<u8> {
        let i = self.doors.binary_search_by_key(&wall, |d| d.0).ok()?;
        self.doors.get(i).map(|d| d.1)
    }

    /// The edges where bridges pass over tunnels' mouths: the missing sides (slots north,
    /// east, south, west) of the square cells (`EAST`) that have only two, a woven maze's
    /// crossings.
    pub fn bridges(&self) -> Vec<Bridge> {
        let mut out = Vec::new();
        if !self.has(EAST) {
            return out;
        }
        let edges = [
            [[-0.5, -0.5], [0.5, -0.5]],
            [[0.5, -0.5], [0.5, 0.5]],
            [[-0.5, 0.5], [0.5, 0.5]],
            [[-0.5, -0.5], [-0.5, 0.5]],
        ];
        for e in self.entries.iter().filter(|e| e.sides == 2) {
            let [x, y] = e.centre;
            for (slot, [a, b]) in edges.iter().enumerate() {
                if self.side(e.cell, slot).is_none() {
                    out.push(Bridge {
                        cell: e.cell,
                        a: [x + a[0], y + a[1]],
                        b: [x + b[0], y + b[1]],
                    });
                }
            }
        }
        out
    }

    fn header(&self, i: usize) -> f64 {
        self.numbers.get(i).copied().unwrap_or(f64::NAN)
    }

    fn entry(&self, cell: u32) -> Option<&Entry> {
        let i = self.entries.binary_search_by_key(&cell, |e| e.cell).ok()?;
        self.entries.get(i)
    }

    /// The ball's cell.
    pub fn player(&self) -> u32 {
        id(self.header(0)).unwrap_or(0)
    }

    /// Whether the header holds flag `flag` (`FOG`, `EAST`, `NO_MAP`).
    pub fn has(&self, flag: u8) -> bool {
        id(self.header(4)).is_some_and(|f| f & u32::from(flag) != 0)
    }

    /// The moves played.
    pub fn moves(&self) -> u32 {
        id(self.header(6)).unwrap_or(0)
    }

    /// Where the ghost of a friend's run is on the floor plan, if it shows.
    pub fn ghost(&self) -> Option<[f64; 2]> {
        let (x, y) = (self.header(7), self.header(8));
        (x.is_finite() && y.is_finite()).then_some([x, y])
    }

    /// The cells of the mesh, ascending.
    pub fn cells(&self) -> impl Iterator<Item = u32> + '_ {
        self.entries.iter().map(|e| e.cell)
    }

    /// The marks of `cell` (`WALKED`, `ON_WAY`, `UP`, `DOWN`, `key_mark`), 0 off the mesh.
    pub fn marks(&self, cell: u32) -> u8 {
        self.entry(cell).map_or(0, |e| e.marks)
    }

    /// The numbers of side `k` (in the mesh's order) of `entry`.
    fn side_numbers(&self, entry: &Entry, k: usize) -> Option<&[f64; SIDE]> {
        let start = entry.first + k * SIDE;
        self.numbers.get(start..start + SIDE)?.first_chunk()
    }

    /// Whether interior wall `wall` of a cell in the mesh is open.
    pub fn is_open(&self, wall: u32) -> bool {
        self.open.binary_search(&wall).is_ok()
    }
}

impl Cells for Mesh {
    fn slots(&self) -> usize {
        self.slots
    }

    fn centre(&self, cell: u32) -> Option<[f64; 2]> {
        self.entry(cell).map(|e| e.centre)
    }

    fn side(&self, cell: u32, slot: usize) -> Option<CellSide> {
        let entry = self.entry(cell)?;
        (0..entry.sides).find_map(|k| {
            let &[s, kind, a, b, c, d, e, wall, next, _] = self.side_numbers(entry, k)?;
            if id(s) != Some(slot as u32) {
                return None;
            }
            let stroke = if kind == 1.0 {
                Stroke::Arc([a, b, c, d, e])
            } else {
                Stroke::Line([a, b, c, d])
            };
            let through = id(wall).zip(id(next));
            Some((stroke, through))
        })
    }

    fn exit_middle(&self) -> Option<[f64; 2]> {
        let (x, y) = (self.header(1), self.header(2));
        (x.is_finite() && y.is_finite()).then_some([x, y])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::shape::{Shape, Topology};
    use maze::{Layout, Seed, generate_shape};

    #[test]
    fn a_mesh_reads_back_the_cells_it_was_made_of() {
        for shape in Shape::ALL {
            let layout = Layout::new(shape, 4).unwrap();
            let maze = generate_shape(
                &Seed::parse("mesh").unwrap(),
                &layout,
                maze::Algorithm::Perfect,
                0,
            );
            let cells: Vec<u32> = (0..maze.layout.cells()).collect();
            // The first open wall is a shut door of colour 1 (it then reads as closed).
            let door_wall = maze.removed.first().copied();
            let open = |w: u32| maze.is_open(w) && Some(w) != door_wall;
            let door = |w: u32| (Some(w) == door_wall).then_some(1);
            let marks = |c: u32| (c % 3) as u8 | key_mark((c % 2) as u8);
            let numbers = encode(
                &maze.layout,
                &cells,
                &Marks {
                    player: 2,
                    moves: 7,
                    flags: FOG,
                    open: &open,
                    marks: &marks,
                    door: &door,
                    ghost: Some([1.5, 2.5]),
                },
            );
            let mesh = Mesh::decode(numbers);
            assert_eq!((mesh.player(), mesh.moves()), (2, 7));
            assert_eq!(mesh.ghost(), Some([1.5, 2.5]));
            assert!(mesh.has(FOG) && !mesh.has(EAST));
            assert_eq!(mesh.slots(), maze.layout.slots());
            assert_eq!(mesh.exit_middle(), maze.layout.exit_middle());
            assert_eq!(mesh.bridges(), []);
            assert_eq!(key_of(0), None);
            for cell in cells {
                assert_eq!(
                    mesh.centre(cell),
                    maze.layout.centre(cell),
                    "{shape:?} {cell}"
                );
                assert_eq!(mesh.marks(cell) & 3, (cell % 3) as u8);
                assert_eq!(key_of(mesh.marks(cell)), Some((cell % 2) as u8));
                for slot in 0..maze.layout.slots() {
                    let side = maze.layout.side(cell, slot);
                    assert_eq!(mesh.side(cell, slot), side, "{shape:?} {cell} {slot}");
                    if let Some((_, Some((wall, _)))) = side {
                        assert_eq!(mesh.is_open(wall), open(wall));
                        assert_eq!(mesh.door(wall), door(wall));
                    }
                }
            }
        }
    }

    #[test]
    fn numbers_that_do_not_fit_give_an_empty_mesh_not_a_panic() {
        for numbers in [
            vec![],
            vec![1.0; 3],
            vec![0.0, 0.0, 0.0, 4.0, 0.0, 5.0, 0.0, 1.0, 0.5, 2.0, 1.0],
        ] {
            let mesh = Mesh::decode(numbers);
            assert_eq!(mesh.cells().count(), 0);
            assert_eq!(mesh.centre(1), None);
        }
    }
}
