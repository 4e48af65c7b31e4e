//! Doors and their route read off one walk over the maze from its way. Each branch off the way
//! is walked once, breadth first, for its best offer and the last passage of the way it touches
//! (`Branch::reach`), from which the gates follow. Without loops (only braid adds them) every
//! passage of the way is a gate, each branch is a tree hanging from one way cell, and the
//! shortest walk between two cells is the only one, up the branches and along the way: the
//! walk's marks (each cell's way back) give the route without a search. With loops the route is
//! left to the parent module's search from each key.

use super::{Branch, Doors, Setting, best_order, choose};
use crate::graph::{Graph, Sides, SquareWalls, Ways, square_steps};

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
        let steps = square_steps(w);
        Some(cell.wrapping_add(*steps.get(sides.trailing_zeros() as usize)?))
    }
}

/// A maze read from its way: where each branch leaves the way and what it touches, each cell's
/// way back, and whether a loop was met (then the way back gives no route).
pub(super) struct Tree<'w> {
    graph: Source<'w>,
    way: &'w [u32],
    /// The way's cells with their index, by cell.
    on_way: Vec<(u32, u32)>,
    /// Each cell's mark (`UNSEEN`, `ON_WAY`, `BACK + n`): a byte, not a cell number, so that the
    /// walk over millions of cells touches a quarter of the memory.
    marks: Vec<u8>,
    /// The branches in the way's order.
    branches: Vec<Branch>,
    /// Whether the start's part of the maze has a loop (then the marks give no route).
    loops: bool,
}

impl<'w> Tree<'w> {
    /// The maze of `graph` read from `way`, or `None` when `way` is not a path of it.
    pub(super) fn of<G: Graph>(graph: &'w G, way: &'w [u32]) -> Option<Tree<'w>> {
        way.first()?;
        // A square is read through its stored walls: the shape's neighbour calls cost a few
        // times more. Its own walk reads them as bits; it stops at a loop, and the generic walk
        // reads the maze instead.
        let (square, any) = (graph.square_walls(), graph as &dyn Ways);
        let ways: &dyn Ways = match &square {
            Some(square) => square,
            None => any,
        };
        let read_square = square.as_ref().and_then(|sq| read(sq, Some(sq), way));
        let (marks, branches, walk) = match read_square {
            Some(reading) => reading,
            None => read(ways, None, way)?,
        };
        let graph = square.map_or(Source::Any(any), Source::Square);
        Some(Tree {
            graph,
            way,
            on_way: walk.on_way,
            marks,
            branches,
            loops: walk.loops,
        })
    }

    /// The doors and keys of the rule: a passage of the way is a gate when no branch touches
    /// the way both before and after it.
    pub(super) fn place(&self, count: u32) -> Doors {
        let passages = self.way.len().saturating_sub(1);
        // How many branches straddle each passage (a difference array).
        let mut straddled = vec![0i32; passages + 1];
        for b in &self.branches {
            for (at, step) in [(b.leaves, 1), (b.reach, -1)] {
                if let Some(count) = straddled.get_mut(at as usize) {
                    *count += step;
                }
            }
        }
        let (mut gates, mut covered) = (Vec::new(), 0);
        for (p, step) in (0..passages as u32).zip(&straddled) {
            covered += step;
            if covered == 0 {
                gates.push(p);
            }
        }
        choose(self.way, count, &gates, &self.branches)
    }

    /// The shortest walk through `keys` (their zones `zones`), the parent module's `route`;
    /// `None` on a maze with loops, or when a key is not in the tree (then that search answers).
    pub(super) fn route(&self, keys: &[u32], zones: &[u32]) -> Option<Option<Vec<u32>>> {
        if self.loops {
            return None;
        }
        let (&start, &exit) = (self.way.first()?, self.way.last()?);
        // Each key's way up to the way, then the start's and the exit's (each alone on it).
        let climbs: Vec<Vec<u32>> = keys
            .iter()
            .chain([&start, &exit])
            .map(|&cell| self.climb(cell))
            .collect::<Option<_>>()?;
        let climb = |cell: u32| climbs.iter().find(|c| c.first() == Some(&cell));
        let between = |k: usize, to: u32| self.distance(climbs.get(k)?, climb(to)?);
        let Some(order) = best_order(keys, zones, (Setting::start(start), exit), &between) else {
            return Some(None);
        };
        let mut walk = vec![start];
        let mut from = climb(start)?;
        for next in order.iter().map(|&k| climbs.get(k)).chain([climb(exit)]) {
            self.extend(&mut walk, from, next?)?;
            from = next?;
        }
        Some(Some(walk))
    }

    /// The cells from `cell` up its branch to the way, the way's cell last (`cell` alone on
    /// the way); `None` off the tree.
    fn climb(&self, cell: u32) -> Option<Vec<u32>> {
        let mut up = vec![cell];
        let mut at = cell;
        while *self.marks.get(at as usize)? != ON_WAY {
            at = self.parent(at)?;
            up.push(at);
        }
        Some(up)
    }

    /// The next cell toward the way from the branch cell `cell`.
    fn parent(&self, cell: u32) -> Option<u32> {
        let back = self.marks.get(cell as usize)?.checked_sub(BACK)?;
        self.graph.neighbour(cell, usize::from(back))
    }

    /// The index on the way of its cell `cell`.
    fn index(&self, cell: u32) -> Option<u32> {
        way_index(&self.on_way, cell)
    }

    /// The moves between the cells whose climbs are `a` and `b`: up one, along the way, down
    /// the other (up to where they meet, within one branch).
    fn distance(&self, a: &[u32], b: &[u32]) -> Option<u32> {
        let (up, down) = meet(a, b);
        let along = self.index(*a.last()?)?.abs_diff(self.index(*b.last()?)?);
        Some((up.len() + down.len()) as u32 - 2 + along)
    }

    /// Appends to `walk` (ending at the first cell of climb `a`) the only walk to the first cell
    /// of climb `b`.
    fn extend(&self, walk: &mut Vec<u32>, a: &[u32], b: &[u32]) -> Option<()> {
        let (up, down) = meet(a, b);
        walk.extend_from_slice(up.get(1..)?);
        let (mut i, j) = (self.index(*a.last()?)?, self.index(*b.last()?)?);
        while i != j {
            i = if i < j { i + 1 } else { i - 1 };
            walk.push(*self.way.get(i as usize)?);
        }
        let (_, down) = down.split_last()?;
        walk.extend(down.iter().rev());
        Some(())
    }
}

/// Two climbs cut to where they meet: within one branch, above their shared cells (the meeting
/// cell last of both); else whole, each to its own way cell.
fn meet<'a>(mut a: &'a [u32], mut b: &'a [u32]) -> (&'a [u32], &'a [u32]) {
    while let (Some((_, ra)), Some((_, rb))) = (a.split_last(), b.split_last()) {
        if ra.last().is_none() || ra.last() != rb.last() {
            break;
        }
        (a, b) = (ra, rb);
    }
    (a, b)
}

/// The index on the way of its cell `cell`, by `on_way`, the way's cells with their index
/// sorted by cell.
fn way_index(on_way: &[(u32, u32)], cell: u32) -> Option<u32> {
    let i = on_way.binary_search_by_key(&cell, |&(c, _)| c).ok()?;
    on_way.get(i).map(|&(_, i)| i)
}

/// Each cell's mark, the branches off `way` in `graph`, and the walk that found them (with
/// whether the start's part of the maze has a loop); `None` when `way` is not a path of it, or
/// when `square` is given and the maze has a loop (its walk stops there).
fn read(
    graph: &dyn Ways,
    square: Option<&SquareWalls>,
    way: &[u32],
) -> Option<(Vec<u8>, Vec<Branch>, Walk)> {
    let mut marks = vec![UNSEEN; graph.count() as usize];
    for &cell in way {
        let mark = marks.get_mut(cell as usize)?;
        if *mark != UNSEEN {
            return None;
        }
        *mark = ON_WAY;
    }
    // Each cell is on the way once: by cell alone, each as its cell over its index in one
    // number, so that the sort is the one Kruskal's spill already has.
    let mut keys: Vec<u64> = way
        .iter()
        .enumerate()
        .map(|(i, &c)| u64::from(c) << 32 | i as u64)
        .collect();
    keys.sort_unstable();
    let on_way: Vec<(u32, u32)> = keys.iter().map(|&k| ((k >> 32) as u32, k as u32)).collect();
    let (mut branches, mut around) = (vec![], vec![]);
    let mut walk = Walk {
        on_way,
        ..Walk::default()
    };
    for (i, &at) in way.iter().enumerate() {
        let before = i.checked_sub(1).and_then(|b| way.get(b));
        let after = way.get(i + 1);
        let (mut met_before, mut met_after) = (0, 0);
        graph.ways(at, &mut around);
        // Each other neighbour not met yet is the first cell of a branch; one met already (from
        // an earlier branch, or the way further on) closes a loop.
        for &next in &around {
            if Some(&next) == before {
                met_before += 1;
            } else if Some(&next) == after {
                met_after += 1;
            } else if marks.get(next as usize) != Some(&UNSEEN) {
                walk.loops = true;
            } else {
                let leaves = i as u32;
                let marks = marks.as_mut_slice();
                // A square's branches are walked on its stored walls as bits.
                branches.push(match square {
                    Some(SquareWalls::Bytes(grid)) => {
                        square_branch(*grid, marks, &mut walk.stack, next, at, leaves)?
                    }
                    Some(SquareWalls::Bits(bits)) => {
                        square_branch(bits, marks, &mut walk.stack, next, at, leaves)?
                    }
                    None => walk.branch(graph, marks, next, at, leaves)?,
                });
            }
        }
        // The way's passages, each once and both ways: else it is no path of the graph.
        if met_before != usize::from(before.is_some()) || met_after != usize::from(after.is_some())
        {
            return None;
        }
    }
    // The square's walk has no loop to tell of: it stops at one.
    if walk.loops && square.is_some() {
        return None;
    }
    Some((marks, branches, walk))
}

/// A breadth-first walk over one branch at a time, marking its cells as it goes: its buffers,
/// and whether a loop was met.
#[derive(Default)]
struct Walk {
    /// The square's walk's cells met and not yet taken, each with its depth in the branch and
    /// its column and way back.
    stack: Vec<(u32, u32, u32)>,
    /// The cells at one depth of a branch, each with the cell it was met from, and those met
    /// from them.
    this: Vec<(u32, u32)>,
    met: Vec<(u32, u32)>,
    around: Vec<u32>,
    /// The way's cells with their index, by cell.
    on_way: Vec<(u32, u32)>,
    loops: bool,
}

impl Walk {
    /// The branch from `first` (a neighbour of the way's cell `from`, number `leaves`) with its
    /// best offer (a dead end first, then the most moves from the way, then the lowest number)
    /// and the last passage of the way it touches, its cells marked in `marks` with their way
    /// back (the way they were met from).
    fn branch(
        &mut self,
        graph: &dyn Ways,
        marks: &mut [u8],
        first: u32,
        from: u32,
        leaves: u32,
    ) -> Option<Branch> {
        *marks.get_mut(first as usize)? = MET;
        let mut branch = Branch {
            leaves,
            reach: leaves,
            best: first,
            rank: (false, 0),
        };
        // One depth at a time: the cells at this depth, each with the cell it was met from, and
        // those met from them (two short lists, not the branch's every cell).
        let (mut this, mut met) = (
            std::mem::take(&mut self.this),
            std::mem::take(&mut self.met),
        );
        this.clear();
        this.push((first, from));
        let mut depth = 1;
        while !this.is_empty() {
            met.clear();
            for &(at, back) in &this {
                graph.ways(at, &mut self.around);
                let mut back_slot = None;
                for (slot, &next) in self.around.iter().enumerate() {
                    // The passage back toward the way, once; any other cell met before closes
                    // a loop.
                    if next == back && back_slot.is_none() {
                        back_slot = Some(slot);
                        continue;
                    }
                    let mark = marks.get_mut(next as usize)?;
                    match *mark {
                        UNSEEN => {
                            *mark = MET;
                            met.push((next, at));
                        }
                        ON_WAY => {
                            self.loops = true;
                            let i = way_index(&self.on_way, next)?;
                            branch.reach = branch.reach.max(i);
                        }
                        _ => self.loops = true,
                    }
                }
                let back_mark = u8::try_from(back_slot?).ok()?.checked_add(BACK)?;
                *marks.get_mut(at as usize)? = back_mark;
                // The order the cells come in does not matter: the lowest number is compared.
                let rank = (self.around.len() == 1, depth);
                if rank > branch.rank || (rank == branch.rank && at < branch.best) {
                    (branch.best, branch.rank) = (at, rank);
                }
            }
            std::mem::swap(&mut this, &mut met);
            depth += 1;
        }
        (self.this, self.met) = (this, met);
        Some(branch)
    }
}

/// `Walk::branch` on a square's stored walls, the same branch and marks, each cell taken without
/// a branch the processor could mispredict: its open sides read as bits, its column carried
/// along (no division), its next cells pushed all at once, and a loop found when a cell is taken
/// a second time (by the mark it got the first time). The marks and the stack come apart, so
/// that the compiler knows a mark's write moves no part of the stack.
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
    let steps = square_steps(w);
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
        reach: leaves,
        best: !(best as u32),
        rank: (best >> 63 == 1, (best >> 32) as u32 & (u32::MAX >> 1)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Algorithm, Layout, Seed, Shape, generate_shape, solve};

    #[test]
    fn a_maze_is_read_with_its_loops_told_and_a_way_that_is_no_path_is_refused() {
        let seed = Seed::parse("tree").expect("a seed");
        for shape in Shape::ALL {
            let layout = Layout::new(shape, 12).expect("a size");
            for (braid, tree) in [(0, true), (100, false)] {
                let maze = generate_shape(&seed, &layout, Algorithm::UnionFind, braid);
                let way = solve::shortest_path(&maze).expect("a way");
                let loops = |t: Option<Tree>| t.map(|t| t.loops);
                assert_eq!(
                    loops(Tree::of(&maze, &way)),
                    Some(!tree),
                    "{shape:?} braid {braid}"
                );
                if let Some(grid) = maze.grid() {
                    assert_eq!(
                        loops(Tree::of(&grid, &way)),
                        Some(!tree),
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
        let (marks, branches, _) = read(&square, Some(&square), &way).expect("a tree");
        let (generic, others, walk) = read(&maze as &dyn Ways, None, &way).expect("a tree");
        assert_eq!(marks, generic);
        assert!(!walk.loops);
        // The generic walk over the stored walls (a square with loops takes it).
        let (stored, _, _) = read(&square, None, &way).expect("a tree");
        assert_eq!(marks, stored);
        let key = |b: &Branch| (b.leaves, b.reach, b.best, b.rank);
        let keys: Vec<_> = branches.iter().map(key).collect();
        assert_eq!(keys, others.iter().map(key).collect::<Vec<_>>());
        assert!(branches.len() > 5 && marks.iter().filter(|&&m| m >= BACK).count() > 400);
    }
}
