//! The seven generators added after the first six, by the texture each is known for,
//! read from the wall bytes by the test's own counting (bit 0 a wall east, bit 1 a wall south,
//! as docs/contract.md lays them out), never from the maze core's statistics.

use seedmaze::maze::{Algorithm, Seed, generate};

const EAST: u8 = 1;
const SOUTH: u8 = 2;

/// A square maze's wall bytes, with its sides.
struct Walls {
    w: u32,
    h: u32,
    bytes: Vec<u8>,
}

impl Walls {
    fn of(seed: &str, w: u32, h: u32, algorithm: Algorithm) -> Walls {
        let maze = generate(&Seed::parse(seed).unwrap(), w, h, algorithm).unwrap();
        Walls {
            w,
            h,
            bytes: maze.grid.walls().to_vec(),
        }
    }

    fn byte(&self, x: u32, y: u32) -> u8 {
        self.bytes[(y * self.w + x) as usize]
    }

    /// Whether the east side of (x, y) is open.
    fn open_east(&self, x: u32, y: u32) -> bool {
        x + 1 < self.w && self.byte(x, y) & EAST == 0
    }

    /// Whether the south side of (x, y) is open.
    fn open_south(&self, x: u32, y: u32) -> bool {
        y + 1 < self.h && self.byte(x, y) & SOUTH == 0
    }

    /// The open sides of (x, y), its west and north read from its neighbours' bytes.
    fn ways(&self, x: u32, y: u32) -> u32 {
        let west = x > 0 && self.open_east(x - 1, y);
        let north = y > 0 && self.open_south(x, y - 1);
        [self.open_east(x, y), self.open_south(x, y), west, north]
            .iter()
            .filter(|&&o| o)
            .count() as u32
    }

    /// The share of cells with one way: dead ends.
    fn dead_end_share(&self) -> f64 {
        let mut dead = 0;
        for y in 0..self.h {
            for x in 0..self.w {
                dead += u32::from(self.ways(x, y) == 1);
            }
        }
        f64::from(dead) / f64::from(self.w * self.h)
    }

    /// Whether every cell is joined and there is no loop: `w·h − 1` open sides, all cells
    /// reached by a walk of the test's own.
    fn is_perfect(&self) -> bool {
        let (w, h) = (self.w, self.h);
        let mut open = 0;
        for y in 0..h {
            for x in 0..w {
                open += u32::from(self.open_east(x, y)) + u32::from(self.open_south(x, y));
            }
        }
        let mut seen = vec![false; (w * h) as usize];
        let mut stack = vec![(0u32, 0u32)];
        seen[0] = true;
        let mut reached = 1;
        while let Some((x, y)) = stack.pop() {
            let mut next = Vec::new();
            if self.open_east(x, y) {
                next.push((x + 1, y));
            }
            if self.open_south(x, y) {
                next.push((x, y + 1));
            }
            if x > 0 && self.open_east(x - 1, y) {
                next.push((x - 1, y));
            }
            if y > 0 && self.open_south(x, y - 1) {
                next.push((x, y - 1));
            }
            for (nx, ny) in next {
                let i = (ny * w + nx) as usize;
                if !seen[i] {
                    seen[i] = true;
                    reached += 1;
                    stack.push((nx, ny));
                }
            }
        }
        open == w * h - 1 && reached == w * h
    }

    /// Whether row `y` is one corridor: every east side along it open.
    fn row_is_corridor(&self, y: u32) -> bool {
        (0..self.w - 1).all(|x| self.open_east(x, y))
    }

    /// Whether column `x` is one corridor: every south side along it open.
    fn column_is_corridor(&self, x: u32) -> bool {
        (0..self.h - 1).all(|y| self.open_south(x, y))
    }
}

const NEW: [Algorithm; 7] = [
    Algorithm::Eller,
    Algorithm::HuntAndKill,
    Algorithm::GrowingTree,
    Algorithm::Division,
    Algorithm::Sidewinder,
    Algorithm::BinaryTree,
    Algorithm::AldousBroder,
];

#[test]
fn each_new_generator_makes_a_perfect_maze_on_squares_of_every_build() {
    for algorithm in NEW {
        for (w, h) in [(2, 2), (2, 9), (9, 2), (8, 8), (13, 5), (31, 40)] {
            for seed in ["a", "texture", "Z-9"] {
                let walls = Walls::of(seed, w, h, algorithm);
                assert!(walls.is_perfect(), "{} {w}×{h} {seed}", algorithm.name());
            }
        }
    }
}

#[test]
fn the_binary_tree_leaves_its_top_row_and_left_column_as_single_corridors() {
    for seed in ["a", "b", "c", "texture"] {
        let walls = Walls::of(seed, 24, 17, Algorithm::BinaryTree);
        assert!(
            walls.row_is_corridor(0) && walls.column_is_corridor(0),
            "{seed}"
        );
        // And no other row or column is (a corridor across 24 cells by chance: 2^-23).
        assert!((1..walls.h).all(|y| !walls.row_is_corridor(y)));
        assert!((1..walls.w).all(|x| !walls.column_is_corridor(x)));
    }
}

#[test]
fn the_sidewinder_leaves_its_top_row_as_a_single_corridor() {
    for seed in ["a", "b", "c", "texture"] {
        let walls = Walls::of(seed, 24, 17, Algorithm::Sidewinder);
        assert!(walls.row_is_corridor(0), "{seed}");
        assert!((1..walls.h).all(|y| !walls.row_is_corridor(y)));
    }
}

#[test]
fn aldous_broder_makes_uniform_trees_its_dead_ends_as_many_as_wilsons() {
    let mean = |algorithm| {
        let shares: Vec<f64> = (0..12)
            .map(|i| Walls::of(&format!("uniform{i}"), 60, 60, algorithm).dead_end_share())
            .collect();
        shares.iter().sum::<f64>() / shares.len() as f64
    };
    let (aldous, wilson) = (mean(Algorithm::AldousBroder), mean(Algorithm::Wilson));
    assert!(
        (aldous - wilson).abs() <= 0.02,
        "Aldous-Broder {aldous:.3}, Wilson {wilson:.3}"
    );
    assert!(
        (wilson - 0.29).abs() < 0.02,
        "Wilson's trees: about 0.29 dead ends, {wilson:.3}"
    );
}

#[test]
fn hunt_and_kill_makes_long_corridors_under_a_fifth_of_its_cells_dead_ends() {
    for seed in ["a", "b", "c", "texture"] {
        let share = Walls::of(seed, 60, 60, Algorithm::HuntAndKill).dead_end_share();
        assert!(share < 0.20, "{seed}: {share:.3}");
    }
}

#[test]
fn recursive_division_raises_its_walls_in_an_open_field_the_first_across_the_whole_square() {
    use seedmaze::maze::division::raised;
    for (seed, w, h) in [("a", 24, 17), ("b", 9, 30), ("texture", 16, 16)] {
        let maze = generate(&Seed::parse(seed).unwrap(), w, h, Algorithm::Division).unwrap();
        let (order, read) = raised(&maze.grid, &maze.removed).unwrap();
        assert_eq!(read, maze.removed.len());
        // Raised one by one on bytes of the test's own, from the border alone, they make the maze.
        let mut bytes: Vec<u8> = (0..w * h)
            .map(|i| {
                let east = if i % w == w - 1 { EAST } else { 0 };
                east | if i / w == h - 1 { SOUTH } else { 0 }
            })
            .collect();
        for &id in &order {
            let bit = if id % 2 == 0 { EAST } else { SOUTH };
            assert_eq!(
                bytes[(id / 2) as usize] & bit,
                0,
                "{seed}: {id} raised twice"
            );
            bytes[(id / 2) as usize] |= bit;
        }
        assert_eq!(bytes, maze.grid.walls(), "{seed}");
        // The first wall crosses the whole field in one line, with one gap: the longer side is cut.
        let length = w.min(h) as usize;
        let first = &order[..length - 1];
        // An east wall's line is its column, a south wall's its row.
        let line = |id: u32| match id % 2 {
            0 => (0, (id / 2) % w),
            _ => (1, (id / 2) / w),
        };
        assert!(
            first.iter().all(|&id| line(id) == line(first[0])),
            "{seed}: {first:?}"
        );
        assert_ne!(line(order[length - 1]), line(first[0]), "{seed}: one gap");
    }
}
