//! Doors and their route on a maze without loops, read once. Most mazes have none (only braid
//! adds them): then every passage of the way is a gate, each branch off the way is a tree
//! hanging from one way cell, and the shortest walk between two cells is the only one, up the
//! branches and along the way. So one walk over the maze gives what the general search of the
//! parent module needs a flood per branch and a search per key for, and gives the same doors
//! and the same route; a maze with a loop (or a `way` that is not a path of it) is left to that
//! search.

use super::{Branch, Doors, Setting, best_order, choose};
use crate::maze::graph::{Graph, Sides, SquareWalls, Ways};

/// A cell the start has not reached (a zeroed mark: the marks need no filling).
const UNSEEN: u8 = 0;
/// A cell of the way.
const ON_WAY: u8 = 1;
/// A branch cell met, not walked from yet.
const MET: u8 = 2;
/// A branch cell walked from: its passage back toward the way is its neighbour number
/// `mark - BACK` in the graph's order.
const BACK: u8 = 3;

/// The graph a tree was read from, asked again for the few cells of the route's legs.
enum Source<'g> {
    Square(SquareWalls<'g>),
    Any(&'g dyn Ways),
}

impl Source<'_> {
    fn ways(&self) -> &dyn Ways {
        match self {
            Source::Square(square) => square,
            Source::Any(graph) => *graph,
        }
    }

    /// The `n`th open neighbour of `cell` in the graph's order.
    fn neighbour(&self, cell: u32, n: usize) -> Option<u32> {
        let Source::Square(square) = self else {
            let mut around = Vec::new();
            self.ways().ways(cell, &mut around);
            return around.get(n).copied();
        };
        // Without a list: the side of the `n`th open one.
        let w = square.size().0.max(1);
        let mut sides = square.sides(cell, cell % w);
        for _ in 0..n {
            sides &= sides.wrapping_sub(1);
        }
        let steps = [w.wrapping_neg(), 1, w, u32::MAX];
        Some(cell.wrapping_add(*steps.get(sides.trailing_zeros() as usize)?))
    }
}

/// A maze without loops read from its way: where each branch leaves the way, and the way back.
pub(super) struct Tree<'w> {
    graph: Source<'w>,
    way: &'w [u32],
    /// The way's cells with their index, by cell.
    on_way: Vec<(u32, u32)>,
    /// Each cell's mark (`UNSEEN`, `ON_WAY`, `BACK + n`): a byte, not a cell number, so that the
    /// walk over millions of cells touches a quarter of the memory.
    marks: Vec<u8>,
    /// The branches in the way's order, as the parent module's floods find them.
    branches: Vec<Branch>,
}

/// Where a cell hangs: the way's cell `at` its branch leaves from, `depth` moves from it (0 on
/// the way), and `root`, the branch's first cell (the cell itself on the way).
#[derive(Clone, Copy)]
struct Spot {
    cell: u32,
    at: u32,
    depth: u32,
    root: u32,
}

impl<'w> Tree<'w> {
    /// The tree of `graph` hanging from `way`, or `None` when the start's part of the maze has
    /// a loop, or `way` is not a path of it.
    pub(super) fn of<G: Graph>(graph: &'w G, way: &'w [u32]) -> Option<Tree<'w>> {
        way.first()?;
        // A square's walk reads its stored walls: the generic neighbour calls cost a few times more.
        let (square, any) = (graph.square_walls(), graph as &dyn Ways);
        let (marks, branches) = match &square {
            Some(square) => read(square, Some(square), way)?,
            None => read(any, None, way)?,
        };
        let graph = square.map_or(Source::Any(any), Source::Square);
        let mut on_way: Vec<(u32, u32)> = (way.iter().enumerate())
            .map(|(i, &c)| (c, i as u32))
            .collect();
        on_way.sort_unstable();
        Some(Tree {
            graph,
            way,
            on_way,
            marks,
            branches,
        })
    }

    /// The doors and keys of the rule: every passage of the way is a gate.
    pub(super) fn place(&self, count: u32) -> Doors {
        let passages = self.way.len().saturating_sub(1) as u32;
        let gates: Vec<u32> = (0..passages).collect();
        choose(self.way, count, &gates, &self.branches)
    }

    /// The shortest walk through `keys` (their zones `zones`), the parent module's `route`;
    /// `None` when a key is not in the tree (then that search answers).
    pub(super) fn route(&self, keys: &[u32], zones: &[u32]) -> Option<Option<Vec<u32>>> {
        let (start, exit) = (
            self.spot(*self.way.first()?)?,
            self.spot(*self.way.last()?)?,
        );
        let spots: Vec<Spot> = keys.iter().map(|&k| self.spot(k)).collect::<Option<_>>()?;
        let find = |cell: u32| {
            [start, exit]
                .iter()
                .chain(&spots)
                .find(|s| s.cell == cell)
                .copied()
        };
        let between = |k: usize, to: u32| self.distance(*spots.get(k)?, find(to)?);
        let from = Setting::start(start.cell);
        let Some(order) = best_order(keys, zones, (from, exit.cell), &between) else {
            return Some(None);
        };
        let mut walk = vec![start.cell];
        let mut from = start;
        for spot in order.iter().filter_map(|&k| spots.get(k)).chain([&exit]) {
            self.extend(&mut walk, from, *spot)?;
            from = *spot;
        }
        Some(Some(walk))
    }

    /// Where `cell` hangs, by the way back from it; `None` off the tree.
    fn spot(&self, cell: u32) -> Option<Spot> {
        let (mut at, mut depth, mut root) = (cell, 0, cell);
        while *self.marks.get(at as usize)? != ON_WAY {
            (root, at, depth) = (at, self.parent(at)?, depth + 1);
        }
        let i = (self.on_way).binary_search_by_key(&at, |&(c, _)| c).ok()?;
        let &(_, at) = self.on_way.get(i)?;
        Some(Spot {
            cell,
            at,
            depth,
            root,
        })
    }

    /// The next cell toward the way from the branch cell `cell`.
    fn parent(&self, cell: u32) -> Option<u32> {
        let back = self.marks.get(cell as usize)?.checked_sub(BACK)?;
        self.graph.neighbour(cell, usize::from(back))
    }

    /// Two cells of one branch (or one way cell) climbed to where their ways back meet: the
    /// cells `a` climbs through, the meeting cell last, and those `b` climbs through before it.
    fn meet(&self, a: Spot, b: Spot) -> Option<(Vec<u32>, Vec<u32>)> {
        let (mut x, mut y, mut dx, mut dy) = (a.cell, b.cell, a.depth, b.depth);
        let (mut left, mut right) = (vec![], vec![]);
        while dx > dy {
            left.push(x);
            (x, dx) = (self.parent(x)?, dx - 1);
        }
        while dy > dx {
            right.push(y);
            (y, dy) = (self.parent(y)?, dy - 1);
        }
        while x != y {
            left.push(x);
            right.push(y);
            (x, y) = (self.parent(x)?, self.parent(y)?);
        }
        left.push(x);
        Some((left, right))
    }

    /// The moves between `a` and `b`: up one branch, along the way, down the other.
    fn distance(&self, a: Spot, b: Spot) -> Option<u32> {
        if a.root != b.root {
            return Some(a.depth + b.depth + a.at.abs_diff(b.at));
        }
        // The same branch: up to where their ways back meet, and down.
        let (left, right) = self.meet(a, b)?;
        Some((left.len() + right.len() - 1) as u32)
    }

    /// Appends to `walk` (ending at `a`) the only walk from `a` to `b`, `a` left out.
    fn extend(&self, walk: &mut Vec<u32>, a: Spot, b: Spot) -> Option<()> {
        if a.root == b.root {
            let (left, right) = self.meet(a, b)?;
            walk.extend(left.into_iter().skip(1));
            walk.extend(right.into_iter().rev());
            return Some(());
        }
        let mut cell = a.cell;
        for _ in 0..a.depth {
            cell = self.parent(cell)?;
            walk.push(cell);
        }
        let along = |i: u32| self.way.get(i as usize).copied();
        let steps: Vec<u32> = match a.at <= b.at {
            true => (a.at + 1..=b.at).collect(),
            false => (b.at..a.at).rev().collect(),
        };
        for i in steps {
            walk.push(along(i)?);
        }
        let mut down = Vec::with_capacity(b.depth as usize);
        let mut cell = b.cell;
        for _ in 0..b.depth {
            down.push(cell);
            cell = self.parent(cell)?;
        }
        walk.extend(down.into_iter().rev());
        Some(())
    }
}

/// Each cell's mark and the branches off `way` in `graph`, or `None` at a loop.
fn read(
    graph: &dyn Ways,
    square: Option<&SquareWalls>,
    way: &[u32],
) -> Option<(Vec<u8>, Vec<Branch>)> {
    let mut marks = vec![UNSEEN; graph.count() as usize];
    for &cell in way {
        let mark = marks.get_mut(cell as usize)?;
        if *mark != UNSEEN {
            return None;
        }
        *mark = ON_WAY;
    }
    let (mut branches, mut around, mut walk) = (vec![], vec![], Walk::default());
    for (i, &at) in way.iter().enumerate() {
        let before = i.checked_sub(1).and_then(|b| way.get(b));
        let after = way.get(i + 1);
        let (mut met_before, mut met_after) = (0, 0);
        graph.ways(at, &mut around);
        // In the order the parent module's floods start from: each other neighbour is the first
        // cell of a branch that only this way cell touches.
        for &next in &around {
            if Some(&next) == before {
                met_before += 1;
            } else if Some(&next) == after {
                met_after += 1;
            } else {
                let leaves = i as u32;
                let marks = marks.as_mut_slice();
                branches.push(match square {
                    // Natively a square's branches are walked on its stored walls, a few times
                    // faster than through the generic neighbour calls; the page's builds take
                    // the generic walk only (0.9 KB less gzipped; a level-499 maze's doors come
                    // from its worker some 0.1 s later: docs/speed.md).
                    #[cfg(not(target_arch = "wasm32"))]
                    Some(SquareWalls::Bytes(grid)) => {
                        square_branch(*grid, marks, &mut walk.stack, next, at, leaves)?
                    }
                    #[cfg(not(target_arch = "wasm32"))]
                    Some(SquareWalls::Bits(bits)) => {
                        square_branch(bits, marks, &mut walk.stack, next, at, leaves)?
                    }
                    _ => walk.branch(graph, marks, next, at, leaves)?,
                });
            }
        }
        // The way's passages, each once and both ways: else it is no path of the graph.
        if met_before != usize::from(before.is_some()) || met_after != usize::from(after.is_some())
        {
            return None;
        }
    }
    Some((marks, branches))
}

/// A depth-first walk over one branch at a time, marking its cells as it goes: its buffers.
#[derive(Default)]
struct Walk {
    /// Cells met, each with its depth in the branch and the cell it was met from.
    stack: Vec<(u32, u32, u32)>,
    around: Vec<u32>,
}

impl Walk {
    /// The branch from `first` (a neighbour of the way's cell `from`, number `leaves`) with its
    /// best offer, as the parent module's flood ranks it, its cells marked in `marks`; `None` at
    /// a loop: a cell met twice.
    fn branch(
        &mut self,
        graph: &dyn Ways,
        marks: &mut [u8],
        first: u32,
        from: u32,
        leaves: u32,
    ) -> Option<Branch> {
        let mark = marks.get_mut(first as usize)?;
        if *mark != UNSEEN {
            return None;
        }
        *mark = MET;
        self.stack.clear();
        self.stack.push((first, 1, from));
        let mut branch = Branch {
            leaves,
            best: first,
            rank: (false, 0),
        };
        while let Some((at, depth, back)) = self.stack.pop() {
            graph.ways(at, &mut self.around);
            let mut back_slot = None;
            for (slot, &next) in self.around.iter().enumerate() {
                // The passage back toward the way, once; any other cell met before is a loop.
                if next == back && back_slot.is_none() {
                    back_slot = Some(slot);
                    continue;
                }
                let mark = marks.get_mut(next as usize)?;
                if *mark != UNSEEN {
                    return None;
                }
                *mark = MET;
                self.stack.push((next, depth + 1, at));
            }
            let back_mark = u8::try_from(back_slot?).ok()?.checked_add(BACK)?;
            *marks.get_mut(at as usize)? = back_mark;
            // The flood's rank: a dead end first, then depth, then the lowest number (the order
            // the cells come in does not matter).
            let rank = (self.around.len() == 1, depth);
            if rank > branch.rank || (rank == branch.rank && at < branch.best) {
                (branch.best, branch.rank) = (at, rank);
            }
        }
        Some(branch)
    }
}

/// `Walk::branch` on a square's stored walls, the same branch and marks, each cell taken without
/// a branch the processor could mispredict: its open sides read as bits, its column carried
/// along (no division), its next cells pushed all at once, and a loop found when a cell is taken
/// a second time (by the mark it got the first time). The marks and the stack come apart, so
/// that the compiler knows a mark's write moves no part of the stack.
#[cfg(not(target_arch = "wasm32"))]
fn square_branch<S: Sides>(
    square: &S,
    marks: &mut [u8],
    stack: &mut Vec<(u32, u32, u32)>,
    first: u32,
    from: u32,
    leaves: u32,
) -> Option<Branch> {
    let w = square.size().0;
    // The step to the neighbour on each side, north, east, south and west (wrapping), and
    // the step of the column.
    let steps = [w.wrapping_neg(), 1, w, u32::MAX];
    let columns = [0, 1, 0, u32::MAX];
    let back = steps.iter().position(|&s| first.wrapping_add(s) == from)? as u32;
    // Each cell with its depth, and its column and side back toward the way packed; the first
    // `taken` are still to take (room is kept for three more past them; the stack's length is
    // its room, kept from branch to branch).
    if stack.len() < 64 {
        stack.resize(64, (0, 0, 0));
    }
    *stack.first_mut()? = (first, 1, (first % w.max(1)) << 2 | back);
    let mut taken = 1;
    // The best cell's rank as one number, the greatest best (no branch to mispredict): a
    // dead end, then its depth (below 2^31: a square has at most `MAX_SIDE`² cells), then the
    // lowest number.
    let mut best = 0u64;
    while taken > 0 {
        taken -= 1;
        let (at, depth, packed) = *stack.get(taken)?;
        let (x, back) = (packed >> 2, 1u8 << (packed & 3));
        let mark = marks.get_mut(at as usize)?;
        let sides = square.sides(at, x);
        if *mark != UNSEEN || sides & back == 0 {
            return None;
        }
        // The way back is the open side counted in the graph's order, as `branch` marks it.
        *mark = BACK + (sides & (back - 1)).count_ones() as u8;
        let dead_end = u64::from(sides.count_ones() == 1);
        best = best.max(dead_end << 63 | u64::from(depth) << 32 | u64::from(!at));
        let ahead = sides & !back;
        if taken + 4 > stack.len() {
            stack.resize(2 * stack.len(), (0, 0, 0));
        }
        // Three next cells written, those past `ahead`'s count overwritten later.
        let mut rest = ahead;
        for slot in stack.get_mut(taken..taken + 3)? {
            let side = (rest | 0x10).trailing_zeros() as usize & 3;
            rest &= rest.wrapping_sub(1);
            let column = x.wrapping_add(*columns.get(side)?);
            let next = at.wrapping_add(*steps.get(side)?);
            *slot = (next, depth + 1, column << 2 | (side as u32 ^ 2));
        }
        taken += ahead.count_ones() as usize;
    }
    Some(Branch {
        leaves,
        best: !(best as u32),
        rank: (best >> 63 == 1, (best >> 32) as u32 & (u32::MAX >> 1)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::{Algorithm, Layout, Seed, Shape, generate_shape, solve};

    #[test]
    fn only_a_maze_without_loops_on_its_way_is_read_as_a_tree() {
        let seed = Seed::parse("tree").expect("a seed");
        for shape in Shape::ALL {
            let layout = Layout::new(shape, 12).expect("a size");
            for (braid, tree) in [(0, true), (100, false)] {
                let maze = generate_shape(&seed, &layout, Algorithm::UnionFind, braid);
                let way = solve::shortest_path(&maze).expect("a way");
                assert_eq!(
                    Tree::of(&maze, &way).is_some(),
                    tree,
                    "{shape:?} braid {braid}"
                );
                if let Some(grid) = maze.grid() {
                    assert_eq!(
                        Tree::of(&grid, &way).is_some(),
                        tree,
                        "bytes, braid {braid}"
                    );
                }
            }
            // A way that skips a cell, or comes back to one, is no path of the maze.
            let maze = generate_shape(&seed, &layout, Algorithm::UnionFind, 0);
            let way = solve::shortest_path(&maze).expect("a way");
            let mut skipping = way.clone();
            skipping.remove(1);
            let mut back = way.clone();
            back.extend([way[1], way[0]]);
            for bad in [&skipping, &back, &vec![]] {
                assert!(Tree::of(&maze, bad).is_none(), "{shape:?}: {bad:?}");
            }
        }
    }

    #[test]
    fn the_square_walk_marks_what_the_generic_walk_marks() {
        let seed = Seed::parse("marks").expect("a seed");
        let layout = Layout::new(Shape::Square, 30).expect("a size");
        let maze = generate_shape(&seed, &layout, Algorithm::UnionFind, 0);
        let way = solve::shortest_path(&maze).expect("a way");
        let square = maze.square_walls().expect("a square");
        let (marks, branches) = read(&square, Some(&square), &way).expect("a tree");
        let (generic, others) = read(&maze as &dyn Ways, None, &way).expect("a tree");
        assert_eq!(marks, generic);
        let key = |b: &Branch| (b.leaves, b.best, b.rank);
        let keys: Vec<_> = branches.iter().map(key).collect();
        assert_eq!(keys, others.iter().map(key).collect::<Vec<_>>());
        assert!(branches.len() > 5 && marks.iter().filter(|&&m| m >= BACK).count() > 400);
    }
}
