//! Keys and doors (`doors=K`): up to four locked doors on the way from the start to the exit,
//! each with its key off the way, placed on a maze whose walls stay exactly those of the same
//! link without them. docs/contract.md ("Keys and doors") has the rule; in short:
//!
//! 1. The way is the maze's shortest path, start to exit. A passage of it is a *gate* when no
//!    branch off the way touches the way both before and after it: every walk from the start to
//!    the exit goes through it (in a maze without loops, every passage of the way).
//! 2. Door j (j = 1..K, lettered A, B, C, D in the way's order) closes the first gate at or after
//!    the way's passage ⌊j·L/(K+1)⌋ (L passages in all) that is past the door before it. With
//!    fewer gates there are fewer doors.
//! 3. Each branch off the way offers one cell: its deepest (a dead end before any other cell,
//!    then the most moves from the way, then the lowest cell number). Door j's key lies on the
//!    best offer of a branch reached from the start without passing door j (that leaves the way
//!    before it) not taken by an earlier key, the earliest branch among equals. When that branch
//!    leaves the way past an earlier door, the key is nested: fetched with that door's key in
//!    hand. With no branch left, the key lies on the way's cell before its door.
//!
//! The route (`route`) is the shortest walk over (cell, keys held) states from the start to the
//! exit: every key is needed (the exit lies past every door), and because each door is a gate,
//! a shortest walk between two cells passes exactly the doors between them; so the route is the
//! best order of fetching the keys, each leg a shortest path.

use tree::Tree;

mod tree;

/// The most doors a maze takes (`doors=1` to `doors=4`).
pub const MAX_DOORS: u32 = 4;

/// Doors and their keys placed on a maze.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Doors {
    /// The doors in the way's order: the two cells of each one's passage, the start's side first.
    pub doors: Vec<[u32; 2]>,
    /// The cell of each door's key, in the doors' order.
    pub keys: Vec<u32>,
    /// How many doors lie between the start and each key (a key past an earlier door is nested).
    pub key_zones: Vec<u32>,
    /// The way's passage each door closes (door j between `way[at]` and `way[at + 1]`).
    pub at: Vec<u32>,
}

/// The capital letter of door (and key) `index`: A for the first.
pub fn letter(index: usize) -> char {
    char::from(b'A' + (index % 26) as u8)
}

/// A branch off the way: where it leaves the way, the last passage of the way it touches (where
/// it leaves, unless a loop brings it back further on), and its deepest cell with that cell's
/// rank.
struct Branch {
    leaves: u32,
    reach: u32,
    best: u32,
    rank: (bool, u32),
}

/// Places `count` doors (at most `MAX_DOORS`) and their keys on `graph` whose shortest path from
/// the start to the exit is `way`, by the rule above (none when `way` is not a path of it).
pub fn place<G: super::Graph>(graph: &G, way: &[u32], count: u32) -> Doors {
    Tree::of(graph, way).map_or_else(Doors::default, |tree| tree.place(count))
}

/// The shortest walk over (cell, keys held) states from the start to the exit of `graph`
/// with `doors` (its cells in order, backtracking included), or `None` when none reaches it.
pub fn route<G: super::Graph>(graph: &G, way: &[u32], doors: &Doors) -> Option<Vec<u32>> {
    route_with(graph, way, doors, || Tree::of(graph, way))
}

/// `place` then `route` over one reading of the maze (what a level with doors needs): the doors,
/// and the route through their keys.
pub fn place_and_route<G: super::Graph>(
    graph: &G,
    way: &[u32],
    count: u32,
) -> (Doors, Option<Vec<u32>>) {
    let tree = Tree::of(graph, way);
    let doors = tree
        .as_ref()
        .map_or_else(Doors::default, |t| t.place(count));
    let walk = route_with(graph, way, &doors, || tree);
    (doors, walk)
}

/// `route`, the maze read by `tree` only when there are keys to fetch.
fn route_with<'w, G: super::Graph>(
    graph: &G,
    way: &'w [u32],
    doors: &Doors,
    tree: impl FnOnce() -> Option<Tree<'w>>,
) -> Option<Vec<u32>> {
    if doors.keys.is_empty() {
        return way.first().and(way.last()).map(|_| way.to_vec());
    }
    match tree().and_then(|tree| tree.route(&doors.keys, &doors.key_zones)) {
        Some(walk) => walk,
        // A maze with loops, or a key the start cannot reach: a search from each key.
        None => route_generic(graph, way, doors),
    }
}

/// The doors on `gates` (passages of `way`, in order) and their keys on the best offers of
/// `branches` (in the way's order), by the rule above.
fn choose(way: &[u32], count: u32, gates: &[u32], branches: &[Branch]) -> Doors {
    let passages = way.len().saturating_sub(1);
    let count = count.min(MAX_DOORS) as usize;
    let door = |k: u32| way.get(k as usize).copied().unwrap_or(0);
    let mut doors = Doors::default();
    for j in 1..=count {
        let target = (j * passages / (count + 1)) as u32;
        let after = doors.at.last().map_or(0, |&d| d + 1);
        // The first gate at or after the target that is past the last door.
        let Some(&gate) = gates.iter().find(|&&g| g >= target.max(after)) else {
            break;
        };
        doors.doors.push([door(gate), door(gate + 1)]);
        doors.at.push(gate);
    }
    for &gate in &doors.at {
        // The best offer of a branch leaving the way before the door, not taken yet: the
        // earliest branch among equals.
        let offer = branches
            .iter()
            .filter(|b| b.leaves <= gate && !doors.keys.contains(&b.best))
            .reduce(|o, b| if b.rank > o.rank { b } else { o });
        let (cell, leaves) = offer.map_or((door(gate), gate), |b| (b.best, b.leaves));
        let zone = doors.at.iter().filter(|&&d| d < leaves).count() as u32;
        doors.keys.push(cell);
        doors.key_zones.push(zone);
    }
    doors
}

/// `route` by a search from each key that any maze takes, loops or not (`route` takes it when
/// the maze has loops; the tests hold the two equal on mazes without).
#[doc(hidden)]
pub fn route_generic<G: super::Graph>(graph: &G, way: &[u32], doors: &Doors) -> Option<Vec<u32>> {
    let (&start, &exit) = (way.first()?, way.last()?);
    let keys = &doors.keys;
    if keys.is_empty() {
        return Some(way.to_vec());
    }
    // Each key's distances to every cell.
    let searches: Vec<Vec<u32>> = keys
        .iter()
        .map(|&k| super::solve::distances_from(graph, k))
        .collect();
    let between = |from: usize, to: u32| -> Option<u32> {
        let d = *searches.get(from)?.get(to as usize)?;
        (d != super::solve::UNREACHABLE).then_some(d)
    };
    let order = best_order(
        keys,
        &doors.key_zones,
        (Setting::start(start), exit),
        &between,
    )?;
    // The legs: from the start to the first key, key to key, the last key to the exit.
    let mut walk = vec![start];
    for (n, &k) in order.iter().enumerate() {
        let from = *walk.last()?;
        // A search from the key walked back from `from` is the leg from `from` to the key.
        let leg = super::solve::path_to(graph, searches.get(k)?, from)?;
        let (_, leg) = leg.split_last()?;
        walk.extend(leg.iter().rev());
        if n + 1 == order.len() {
            let back = super::solve::path_to(graph, searches.get(k)?, exit)?;
            walk.extend_from_slice(back.get(1..)?);
        }
    }
    Some(walk)
}

/// Where a walk through the keys sets out: its cell, its zone (how many doors lie between it
/// and the start), and the keys it holds, one bit each (bit 0 for key A).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    /// The cell.
    pub cell: u32,
    /// The doors between it and the start.
    pub zone: u32,
    /// The keys held.
    pub held: u32,
}

impl Setting {
    /// The start: zone 0, no key held.
    pub fn start(cell: u32) -> Setting {
        Setting {
            cell,
            zone: 0,
            held: 0,
        }
    }
}

/// The order to fetch the keys not held in (`keys`, their zones `zones`) on the shortest walk
/// from `from` to `exit`, `between(k, cell)` the moves from key `k` to `cell`: every order a
/// walk can fetch them in (each leg passing only doors whose keys are held: every door is a
/// gate, so a leg passes exactly the doors between its ends' zones), the shortest first, the
/// first in lexicographic order among equals; `None` when none reaches the exit, or no key is
/// left to fetch (then the walk goes straight to the exit).
pub fn best_order(
    keys: &[u32],
    zones: &[u32],
    (from, exit): (Setting, u32),
    between: &dyn Fn(usize, u32) -> Option<u32>,
) -> Option<Vec<usize>> {
    let mut search = Orders {
        keys: keys.get(..MAX_DOORS as usize).unwrap_or(keys),
        zones,
        exit,
        between,
        order: Vec::new(),
        best: None,
    };
    search.extend(from, 0);
    search.best.map(|(_, order)| order)
}

/// `best_order`'s search: the orders tried depth first, each next key in increasing order, so
/// that they come in lexicographic order and the first of equals is kept.
struct Orders<'a> {
    keys: &'a [u32],
    zones: &'a [u32],
    exit: u32,
    between: &'a dyn Fn(usize, u32) -> Option<u32>,
    /// The keys fetched so far, in order.
    order: Vec<usize>,
    /// The shortest whole walk yet, and its order.
    best: Option<(u32, Vec<usize>)>,
}

impl Orders<'_> {
    /// Tries every way on from `at`, `length` moves into the walk.
    fn extend(&mut self, at: Setting, length: u32) {
        let mut left = false;
        for (k, &cell) in self.keys.iter().enumerate() {
            if at.held & (1 << k) != 0 {
                continue;
            }
            left = true;
            let to = self.zones.get(k).copied().unwrap_or(0);
            let passable = (at.zone.min(to)..at.zone.max(to)).all(|d| at.held & (1 << d) != 0);
            let Some(leg) = (self.between)(k, at.cell).filter(|_| passable) else {
                continue;
            };
            self.order.push(k);
            let next = Setting {
                cell,
                zone: to,
                held: at.held | (1 << k),
            };
            self.extend(next, length.saturating_add(leg));
            self.order.pop();
        }
        let tail = self
            .order
            .last()
            .and_then(|&k| (self.between)(k, self.exit));
        if let Some(total) = tail.filter(|_| !left).map(|t| length.saturating_add(t))
            && self.best.as_ref().is_none_or(|(b, _)| total < *b)
        {
            self.best = Some((total, self.order.clone()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_square_takes_the_same_doors_and_route_on_its_wall_bytes_as_on_its_shape() {
        use crate::{Algorithm, Layout, Shape, generate_shape, solve};
        for (name, braid) in [("bytes", 0), ("bytes", 30), ("loops", 100), ("x", 0)] {
            let seed = crate::Seed::parse(name).expect("a seed");
            let layout = Layout::new(Shape::Square, 16).expect("a size");
            let maze = generate_shape(&seed, &layout, Algorithm::UnionFind, braid);
            let grid = maze.grid().expect("a square");
            let way = solve::shortest_path(&maze).expect("a way");
            for count in 1..=MAX_DOORS {
                let on_shape = place_and_route(&maze, &way, count);
                assert!(!on_shape.0.doors.is_empty(), "{name} braid {braid}");
                assert_eq!(place_and_route(&grid, &way, count), on_shape);
            }
        }
    }

    /// Every order of `left`, in lexicographic order.
    fn every_order(left: &[usize]) -> Vec<Vec<usize>> {
        if left.is_empty() {
            return vec![vec![]];
        }
        let mut all = Vec::new();
        for (i, &k) in left.iter().enumerate() {
            let mut rest = left.to_vec();
            rest.remove(i);
            for mut tail in every_order(&rest) {
                tail.insert(0, k);
                all.push(tail);
            }
        }
        all
    }

    /// `best_order` by weighing every whole order (the first of equals kept).
    fn weighed(
        keys: &[u32],
        zones: &[u32],
        from: Setting,
        between: &dyn Fn(usize, u32) -> Option<u32>,
    ) -> Option<Vec<usize>> {
        let left: Vec<usize> = (0..keys.len())
            .filter(|&k| from.held & (1 << k) == 0)
            .collect();
        let mut best: Option<(u32, Vec<usize>)> = None;
        for order in every_order(&left) {
            let (mut at, mut zone, mut held, mut length) =
                (from.cell, from.zone, from.held, Some(0u32));
            for &k in &order {
                let to = zones[k];
                let open = (zone.min(to)..zone.max(to)).all(|d| held & (1 << d) != 0);
                length = length
                    .zip(between(k, at).filter(|_| open))
                    .map(|(l, d)| l + d);
                (at, zone, held) = (keys[k], to, held | (1 << k));
            }
            let total = length
                .zip(order.last().and_then(|&k| between(k, 99)))
                .map(|(l, t)| l + t);
            if let Some(total) = total
                && best.as_ref().is_none_or(|(b, _)| total < *b)
            {
                best = Some((total, order));
            }
        }
        best.map(|(_, order)| order)
    }

    proptest! {
        #[test]
        fn the_order_searched_is_the_shortest_whole_order_the_first_of_equals(
            n in 0usize..=4,
            zones in proptest::collection::vec(0u32..=4, 4),
            held in 0u32..16,
            start_zone in 0u32..=4,
            // Moves between keys (and from them to the cells 10 + k, the start 50, the exit 99),
            // few and often equal, some legs missing.
            table in proptest::collection::vec(proptest::option::weighted(0.9, 1u32..4), 4 * 200),
        ) {
            let keys: Vec<u32> = (0..n as u32).map(|k| 10 + k).collect();
            let zones: Vec<u32> = zones.iter().take(n).enumerate().map(|(k, &z)| z.min(k as u32)).collect();
            let between = |k: usize, to: u32| table.get(k * 200 + to as usize).copied().flatten();
            let from = Setting { cell: 50, zone: start_zone.min(n as u32), held };
            prop_assert_eq!(
                best_order(&keys, &zones, (from, 99), &between),
                weighed(&keys, &zones, from, &between)
            );
        }
    }
}
