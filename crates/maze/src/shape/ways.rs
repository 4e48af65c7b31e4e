//! The ways a player can move in each shape, where each heads (`Heading`, which `text` words)
//! and its keys, in one table that the page, the I key's sentences and the CLI's `keys` share;
//! and the one rule that turns a key press in a cell into a move.
//!
//! The rule for key `k` in cell `c` (`press`):
//! 1. Named ways first: the first way in the shape's table that lists `k` (letters in either
//!    case) and leads somewhere from `c` is taken: a move when its wall is open, a bump when not.
//!    If ways list `k` but none leads anywhere from `c` (a border), it is a bump along the first
//!    one's way.
//! 2. Otherwise, if `k` is one of the shape's angle keys (the arrows on triangle and circle, up
//!    and down on hex), the ball moves to the open neighbour whose centre lies nearest the key's
//!    screen angle, if one lies within 90° of it (ties go to the first in the cell's neighbour
//!    order); with none, it is a bump along the key's way (`AngleKey::heading`).
//!
//! Square keeps the keys it always had: arrows, WASD and hjkl, each a named way.
//! Circle: `s` inward, `a` anticlockwise, `d` clockwise, `w` outward. Where a ring splits (a
//! cell with two outward neighbours), `q` (and `w`) takes the left one as seen facing outward
//! (the anticlockwise one) and `e` the right one. The centre has six outward neighbours, in the
//! six hex directions, so there the hex keys apply: `e` north-east, `d` east, `x` south-east,
//! `z` south-west, `a` west, `w` north-west.

use super::Shape;
use super::geometry::Geometry;
use crate::Direction;

/// Where a way heads, as a player is told it (`text::way_word`: "north-east", "clockwise",
/// "up"): the core names ways by type and speaks no English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Heading {
    /// Up the screen.
    North,
    /// Right.
    East,
    /// Down the screen.
    South,
    /// Left.
    West,
    /// Up and right (hex, the circle's centre).
    NorthEast,
    /// Up and left.
    NorthWest,
    /// Down and right.
    SouthEast,
    /// Down and left.
    SouthWest,
    /// Towards the circle's centre.
    Inward,
    /// Away from the circle's centre, where the ring does not split.
    Outward,
    /// Away from the centre, the left (anticlockwise) of a split ring's two.
    OutwardLeft,
    /// Away from the centre, the right (clockwise) of a split ring's two.
    OutwardRight,
    /// Clockwise along the ring.
    Clockwise,
    /// Anticlockwise along the ring.
    Anticlockwise,
    /// Up a floors maze's stairs.
    Up,
    /// Down a floors maze's stairs.
    Down,
    /// A swipe's way when no way is nearer (never from a shape's table).
    Ahead,
}

impl Heading {
    /// Whether this is a floors maze's stairs (up or down), not a way on the floor.
    pub fn is_stairs(self) -> bool {
        matches!(self, Heading::Up | Heading::Down)
    }
}

impl From<Direction> for Heading {
    fn from(dir: Direction) -> Heading {
        match dir {
            Direction::North => Heading::North,
            Direction::East => Heading::East,
            Direction::South => Heading::South,
            Direction::West => Heading::West,
        }
    }
}

/// One way to move in a shape.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Way {
    /// Where it heads, which the player hears ("north-east", "clockwise", "inward").
    pub heading: Heading,
    /// The `KeyboardEvent.key` values that take it (letters lower-case; either case works).
    pub keys: &'static [&'static str],
    /// Its screen angle in degrees (0 east, 90 south): exact on square and hex, nominal on
    /// triangle (a neighbour across a slanted side lies 30° off it), `None` for the circle's
    /// ring ways, whose direction turns with the cell.
    pub angle: Option<f64>,
}

/// A key that moves by screen angle rather than by a named way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AngleKey {
    /// The `KeyboardEvent.key` value.
    pub key: &'static str,
    /// Where a bump heads when no open neighbour lies that way.
    pub heading: Heading,
    /// The screen angle in degrees (0 east, 90 south).
    pub angle: f64,
}

const fn way(heading: Heading, keys: &'static [&'static str], angle: f64) -> Way {
    Way {
        heading,
        keys,
        angle: Some(angle),
    }
}

const fn turn(heading: Heading, keys: &'static [&'static str]) -> Way {
    Way {
        heading,
        keys,
        angle: None,
    }
}

/// Square: the four directions in `Direction::ALL` order (way `i` is `Direction::ALL[i]`).
const SQUARE: [Way; 4] = [
    way(Heading::North, &["ArrowUp", "w", "k"], 270.0),
    way(Heading::East, &["ArrowRight", "d", "l"], 0.0),
    way(Heading::South, &["ArrowDown", "s", "j"], 90.0),
    way(Heading::West, &["ArrowLeft", "a", "h"], 180.0),
];

/// Up and down the stairs of a floors maze (its ways `UP_SLOT` and the one after): PageUp and T
/// climb, PageDown and G descend, keys no shape moves with. The key map's stair keys are these.
pub const STAIR_WAYS: [Way; 2] = [
    turn(Heading::Up, &["PageUp", "t"]),
    turn(Heading::Down, &["PageDown", "g"]),
];

/// Floors: square's four ways, then up and down the stairs (way `i` is neighbour slot `i`).
pub(super) const FLOORS: [Way; 6] = [
    SQUARE[0],
    SQUARE[1],
    SQUARE[2],
    SQUARE[3],
    STAIR_WAYS[0],
    STAIR_WAYS[1],
];

/// Hex: the six neighbours, in the hex neighbour order.
const HEX: [Way; 6] = [
    way(Heading::East, &["ArrowRight", "d"], 0.0),
    way(Heading::West, &["ArrowLeft", "a"], 180.0),
    way(Heading::NorthEast, &["e"], 300.0),
    way(Heading::NorthWest, &["w"], 240.0),
    way(Heading::SouthEast, &["x"], 60.0),
    way(Heading::SouthWest, &["z"], 120.0),
];

/// Triangle: west and east along the row, and the base (south of an up triangle, north of a
/// down one).
const TRIANGLE: [Way; 4] = [
    way(Heading::West, &["a", "h"], 180.0),
    way(Heading::East, &["d", "l"], 0.0),
    way(Heading::North, &["w", "k"], 270.0),
    way(Heading::South, &["s", "j"], 90.0),
];

/// Circle: the ring ways, then the centre's six (see the module comment).
const CIRCLE: [Way; 12] = [
    turn(Heading::Inward, &["s", "j"]),
    turn(Heading::Outward, &["w", "k"]),
    turn(Heading::OutwardLeft, &["q", "w", "k"]),
    turn(Heading::OutwardRight, &["e"]),
    turn(Heading::Clockwise, &["d", "l"]),
    turn(Heading::Anticlockwise, &["a", "h"]),
    way(Heading::NorthEast, &["e"], 300.0),
    way(Heading::East, &["d"], 0.0),
    way(Heading::SouthEast, &["x"], 60.0),
    way(Heading::SouthWest, &["z"], 120.0),
    way(Heading::West, &["a"], 180.0),
    way(Heading::NorthWest, &["w"], 240.0),
];

const ARROWS: [AngleKey; 4] = [
    AngleKey {
        key: "ArrowUp",
        heading: Heading::North,
        angle: 270.0,
    },
    AngleKey {
        key: "ArrowRight",
        heading: Heading::East,
        angle: 0.0,
    },
    AngleKey {
        key: "ArrowDown",
        heading: Heading::South,
        angle: 90.0,
    },
    AngleKey {
        key: "ArrowLeft",
        heading: Heading::West,
        angle: 180.0,
    },
];

const UP_DOWN: [AngleKey; 2] = [ARROWS[0], ARROWS[2]];

impl Shape {
    /// The shape's named ways, in table order (the order of rule 1).
    pub fn ways(self) -> &'static [Way] {
        match self {
            Shape::Square => &SQUARE,
            Shape::Hex => &HEX,
            Shape::Triangle => &TRIANGLE,
            Shape::Circle => &CIRCLE,
        }
    }

    /// The shape's angle keys (rule 2).
    pub fn angle_keys(self) -> &'static [AngleKey] {
        match self {
            Shape::Square => &[],
            Shape::Hex => &UP_DOWN,
            Shape::Triangle | Shape::Circle => &ARROWS,
        }
    }
}

/// What a key press does in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// The ball moves to `to`, `heading` its way.
    Move {
        /// The cell moved to.
        to: u32,
        /// Where the way heads.
        heading: Heading,
    },
    /// A wall (or the border) is in the way; `heading` is the way that was tried.
    Bump {
        /// Where the way tried heads.
        heading: Heading,
    },
}

/// The ways a player moves in a shape and where they lead from each cell, and the rule that
/// turns a key press or a swipe into a move (the module comment): what the page and the keys
/// read of every shape, and of a `Layout`.
pub trait Compass: Geometry {
    /// The named ways: the shape's (`Shape::ways`), and up and down for floors.
    fn ways(&self) -> &'static [Way] {
        self.shape().ways()
    }

    /// The wall and the cell that way number `way` (an index into `ways()`) leads to
    /// from `cell`, open or not; `None` where it leads nowhere.
    fn way_neighbor(&self, cell: u32, way: usize) -> Option<(u32, u32)>;

    /// The number of the way (an index into `ways()`) from `cell` to its neighbour `to`; on
    /// square, its `Direction` number.
    fn way_index(&self, cell: u32, to: u32) -> Option<u8> {
        (0..self.ways().len())
            .find(|&w| self.way_neighbor(cell, w).is_some_and(|(_, n)| n == to))
            .and_then(|w| u8::try_from(w).ok())
    }

    /// Where the way from `cell` to its neighbour `to` heads (north-east, inward).
    fn way_heading(&self, cell: u32, to: u32) -> Option<Heading> {
        let way = self.way_index(cell, to)?;
        self.ways().get(usize::from(way)).map(|w| w.heading)
    }

    /// Where the ways open from `cell` head, in table order: what the I key says ("Open:
    /// inward, clockwise.").
    fn open_ways(&self, is_open: impl Fn(u32) -> bool, cell: u32) -> Vec<Heading> {
        let mut open = Vec::new();
        for (w, way) in self.ways().iter().enumerate() {
            if (self.way_neighbor(cell, w)).is_some_and(|(wall, _)| is_open(wall)) {
                open.push(way.heading);
            }
        }
        open
    }

    /// The open neighbour of `cell` whose centre lies nearest screen angle `angle` (degrees, 0
    /// east, 90 south), within 90° of it; ties go to the first in the neighbour order.
    fn nearest_open(&self, is_open: impl Fn(u32) -> bool, cell: u32, angle: f64) -> Option<u32> {
        const TIE: f64 = 1e-6;
        let mut best: Option<(f64, u32)> = None;
        for n in self.neighbors(cell).filter(|n| is_open(n.wall)) {
            let Some(a) = self.angle(cell, n.cell) else {
                continue;
            };
            let off = super::trig::in_turn(a - angle);
            let off = off.min(360.0 - off);
            if off >= 90.0 - TIE {
                continue;
            }
            if best.is_none_or(|(b, _)| off < b - TIE) {
                best = Some((off, n.cell));
            }
        }
        best.map(|(_, c)| c)
    }

    /// What pressing `key` in `cell` does under the page's rule (module comment); `None` for a
    /// key that does not move in this shape.
    fn press(&self, is_open: impl Fn(u32) -> bool, cell: u32, key: &str) -> Option<Press> {
        let key = normalize(key);
        let shape = self.shape();
        let mut first_way = None;
        for (index, way) in self.ways().iter().enumerate() {
            if !way.keys.contains(&key.as_str()) {
                continue;
            }
            first_way.get_or_insert(way.heading);
            if let Some((wall, to)) = self.way_neighbor(cell, index) {
                let heading = way.heading;
                return Some(if is_open(wall) {
                    Press::Move { to, heading }
                } else {
                    Press::Bump { heading }
                });
            }
        }
        if let Some(heading) = first_way {
            return Some(Press::Bump { heading });
        }
        let angle_key = shape.angle_keys().iter().find(|a| a.key == key)?;
        Some(match self.nearest_open(&is_open, cell, angle_key.angle) {
            Some(to) => Press::Move {
                to,
                heading: self.way_heading(cell, to).unwrap_or(angle_key.heading),
            },
            None => Press::Bump {
                heading: angle_key.heading,
            },
        })
    }

    /// What a swipe (or a gamepad stick) towards screen angle `angle` (degrees, 0 east, 90
    /// south) does in `cell`. On square and hex the swipe takes the way whose angle is
    /// nearest, so each way owns an equal sector (90° on square, 60° on hex) and a swipe at a
    /// wall bumps as its key would; on triangle and circle, as their arrows do, it moves to the
    /// open neighbour nearest the angle (`nearest_open`), or bumps the nearest arrow's way.
    fn swipe(&self, is_open: impl Fn(u32) -> bool, cell: u32, angle: f64) -> Option<Press> {
        if !angle.is_finite() || cell >= self.cells() {
            return None;
        }
        let off = |a: f64| {
            let d = super::trig::in_turn(a - angle);
            d.min(360.0 - d)
        };
        // A swipe stays on its floor: floors swipe as square does (their stairs have keys).
        let ways = self.shape().ways();
        // The shapes whose arrows are all angle keys swipe by angle too, so a swipe and an
        // arrow in the same direction always agree.
        let by_angle = self.shape().angle_keys().len() == ARROWS.len();
        let fixed: Option<Vec<f64>> = ways.iter().map(|w| w.angle).collect();
        if let (false, Some(angles)) = (by_angle, fixed) {
            let mut best: Option<(f64, usize)> = None;
            for (index, &a) in angles.iter().enumerate() {
                if best.is_none_or(|(b, _)| off(a) < b) {
                    best = Some((off(a), index));
                }
            }
            let (_, index) = best?;
            let heading = ways.get(index)?.heading;
            return Some(match self.way_neighbor(cell, index) {
                Some((wall, to)) if is_open(wall) => Press::Move { to, heading },
                _ => Press::Bump { heading },
            });
        }
        Some(match self.nearest_open(&is_open, cell, angle) {
            Some(to) => Press::Move {
                to,
                heading: self.way_heading(cell, to).unwrap_or(Heading::Ahead),
            },
            None => {
                let heading = ARROWS
                    .iter()
                    .min_by(|a, b| off(a.angle).total_cmp(&off(b.angle)))
                    .map_or(Heading::Ahead, |a| a.heading);
                Press::Bump { heading }
            }
        })
    }

    /// The key presses that walk `path` (cells from the start) on the page: for each step the
    /// first key, named ways before angle keys, whose press makes exactly that move. `None` if
    /// a step is not a move between open neighbours.
    fn path_keys(&self, is_open: impl Fn(u32) -> bool, path: &[u32]) -> Option<Vec<&'static str>> {
        let shape = self.shape();
        let candidates: Vec<&'static str> = self
            .ways()
            .iter()
            .flat_map(|w| w.keys.iter().copied())
            .chain(shape.angle_keys().iter().map(|a| a.key))
            .collect();
        path.windows(2)
            .map(|step| {
                let (from, to) = (*step.first()?, *step.get(1)?);
                candidates.iter().copied().find(|key| {
                    matches!(self.press(&is_open, from, key), Some(Press::Move { to: t, .. }) if t == to)
                })
            })
            .collect()
    }
}

/// A single letter in lower case; other keys (arrows) as they are.
fn normalize(key: &str) -> String {
    let mut chars = key.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => c.to_ascii_lowercase().to_string(),
        _ => key.to_owned(),
    }
}
