//! The ways a player can move in each shape, their words and keys, in one table that the page,
//! the I key's sentences and the CLI's `keys` share; and the one rule that turns a key press in
//! a cell into a move.
//!
//! The rule for key `k` in cell `c` (`press`):
//! 1. Named ways first: the first way in the shape's table that lists `k` (letters in either
//!    case) and leads somewhere from `c` is taken: a move when its wall is open, a bump when not.
//!    If ways list `k` but none leads anywhere from `c` (a border), it is a bump with the first
//!    one's word.
//! 2. Otherwise, if `k` is one of the shape's angle keys (the arrows on triangle and circle, up
//!    and down on hex), the ball moves to the open neighbour whose centre lies nearest the key's
//!    screen angle, if one lies within 90° of it (ties go to the first in the cell's neighbour
//!    order); with none, it is a bump with the key's word.
//!
//! Square keeps the keys it always had: arrows, WASD and hjkl, each a named way.
//! Circle: `s` inward, `a` anticlockwise, `d` clockwise, `w` outward. Where a ring splits (a
//! cell with two outward neighbours), `q` (and `w`) takes the left one as seen facing outward
//! (the anticlockwise one) and `e` the right one. The centre has six outward neighbours, in the
//! six hex directions, so there the hex keys apply: `e` north-east, `d` east, `x` south-east,
//! `z` south-west, `a` west, `w` north-west.

use super::Shape;
use super::geometry::Geometry;

/// One way to move in a shape.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Way {
    /// The word a player hears ("north-east", "clockwise", "inward").
    pub word: &'static str,
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
    /// The word of a bump when no open neighbour lies that way.
    pub word: &'static str,
    /// The screen angle in degrees (0 east, 90 south).
    pub angle: f64,
}

const fn way(word: &'static str, keys: &'static [&'static str], angle: f64) -> Way {
    Way {
        word,
        keys,
        angle: Some(angle),
    }
}

const fn turn(word: &'static str, keys: &'static [&'static str]) -> Way {
    Way {
        word,
        keys,
        angle: None,
    }
}

/// Square: the four directions in `Direction::ALL` order (way `i` is `Direction::ALL[i]`).
const SQUARE: [Way; 4] = [
    way("north", &["ArrowUp", "w", "k"], 270.0),
    way("east", &["ArrowRight", "d", "l"], 0.0),
    way("south", &["ArrowDown", "s", "j"], 90.0),
    way("west", &["ArrowLeft", "a", "h"], 180.0),
];

/// Up and down the stairs of a floors maze (its ways `UP_SLOT` and the one after): PageUp and T
/// climb, PageDown and G descend, keys no shape moves with. The key map's stair keys are these.
pub const STAIR_WAYS: [Way; 2] = [
    turn("up", &["PageUp", "t"]),
    turn("down", &["PageDown", "g"]),
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
    way("east", &["ArrowRight", "d"], 0.0),
    way("west", &["ArrowLeft", "a"], 180.0),
    way("north-east", &["e"], 300.0),
    way("north-west", &["w"], 240.0),
    way("south-east", &["x"], 60.0),
    way("south-west", &["z"], 120.0),
];

/// Triangle: west and east along the row, and the base (south of an up triangle, north of a
/// down one).
const TRIANGLE: [Way; 4] = [
    way("west", &["a", "h"], 180.0),
    way("east", &["d", "l"], 0.0),
    way("north", &["w", "k"], 270.0),
    way("south", &["s", "j"], 90.0),
];

/// Circle: the ring ways, then the centre's six (see the module comment).
const CIRCLE: [Way; 12] = [
    turn("inward", &["s", "j"]),
    turn("outward", &["w", "k"]),
    turn("outward left", &["q", "w", "k"]),
    turn("outward right", &["e"]),
    turn("clockwise", &["d", "l"]),
    turn("anticlockwise", &["a", "h"]),
    way("north-east", &["e"], 300.0),
    way("east", &["d"], 0.0),
    way("south-east", &["x"], 60.0),
    way("south-west", &["z"], 120.0),
    way("west", &["a"], 180.0),
    way("north-west", &["w"], 240.0),
];

const ARROWS: [AngleKey; 4] = [
    AngleKey {
        key: "ArrowUp",
        word: "north",
        angle: 270.0,
    },
    AngleKey {
        key: "ArrowRight",
        word: "east",
        angle: 0.0,
    },
    AngleKey {
        key: "ArrowDown",
        word: "south",
        angle: 90.0,
    },
    AngleKey {
        key: "ArrowLeft",
        word: "west",
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
    /// The ball moves to `to`; `word` names the way.
    Move {
        /// The cell moved to.
        to: u32,
        /// The way's word.
        word: &'static str,
    },
    /// A wall (or the border) is in the way; `word` names the way that was tried.
    Bump {
        /// The way's word.
        word: &'static str,
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

    /// The word of the way from `cell` to its neighbour `to` ("north-east", "inward").
    fn way_word(&self, cell: u32, to: u32) -> Option<&'static str> {
        let way = self.way_index(cell, to)?;
        self.ways().get(usize::from(way)).map(|w| w.word)
    }

    /// The words of the ways open from `cell`, in table order: what the I key says ("Open:
    /// inward, clockwise.").
    fn open_ways(&self, is_open: impl Fn(u32) -> bool, cell: u32) -> Vec<&'static str> {
        let mut open = Vec::new();
        for (w, way) in self.ways().iter().enumerate() {
            if (self.way_neighbor(cell, w)).is_some_and(|(wall, _)| is_open(wall)) {
                open.push(way.word);
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
        let mut first_word = None;
        for (index, way) in self.ways().iter().enumerate() {
            if !way.keys.contains(&key.as_str()) {
                continue;
            }
            first_word.get_or_insert(way.word);
            if let Some((wall, to)) = self.way_neighbor(cell, index) {
                return Some(if is_open(wall) {
                    Press::Move { to, word: way.word }
                } else {
                    Press::Bump { word: way.word }
                });
            }
        }
        if let Some(word) = first_word {
            return Some(Press::Bump { word });
        }
        let angle_key = shape.angle_keys().iter().find(|a| a.key == key)?;
        Some(match self.nearest_open(&is_open, cell, angle_key.angle) {
            Some(to) => Press::Move {
                to,
                word: self.way_word(cell, to).unwrap_or(angle_key.word),
            },
            None => Press::Bump {
                word: angle_key.word,
            },
        })
    }

    /// What a swipe (or a gamepad stick) towards screen angle `angle` (degrees, 0 east, 90
    /// south) does in `cell`. On square and hex the swipe takes the way whose angle is
    /// nearest, so each way owns an equal sector (90° on square, 60° on hex) and a swipe at a
    /// wall bumps as its key would; on triangle and circle, as their arrows do, it moves to the
    /// open neighbour nearest the angle (`nearest_open`), or bumps with the nearest arrow's word.
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
            let word = ways.get(index)?.word;
            return Some(match self.way_neighbor(cell, index) {
                Some((wall, to)) if is_open(wall) => Press::Move { to, word },
                _ => Press::Bump { word },
            });
        }
        Some(match self.nearest_open(&is_open, cell, angle) {
            Some(to) => Press::Move {
                to,
                word: self.way_word(cell, to).unwrap_or("ahead"),
            },
            None => {
                let word = ARROWS
                    .iter()
                    .min_by(|a, b| off(a.angle).total_cmp(&off(b.angle)))
                    .map_or("ahead", |a| a.word);
                Press::Bump { word }
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
