//! The hash that seeds a maze of any layout: the seed, the sides and the generator, then what
//! makes the layout differ (its shape's name, a word, a drawing, a weave), so that no two
//! kinds of maze share their random draws and no older maze changes.

use super::generate::Algorithm;
use super::seed::{Seed, extend_hash, maze_hash};
use super::shape::{Carve, Layout, Masked, Shape, Topology, each_shape};

/// The hash that seeds a maze of this layout: `maze_hash` over the layout's two numbers
/// (square: width and height; hex and triangle: columns and rows; circle: rings twice), then,
/// for shapes other than square, extended by `0x00` and the shape's name; for a word maze
/// (the bounding grid's width and height), extended by `0x00 "mask" 0x00` and the upper-case text;
/// for a drawn maze, by `0x00 "draw" 0x00` and the kept drawing's `Drawing::hash_bytes`, then
/// for shapes other than square by `0x00` and the shape's name, then for a woven drawing by
/// `0x00 "weave"`; for a woven maze, extended by `0x00 "weave"` (`generate_woven::weave_hash`);
/// for floors (each floor's width and height), by `0x00 "floors" 0x00` and the count in digits.
pub fn shape_hash(seed: &Seed, layout: &Layout, algorithm: Algorithm) -> u64 {
    let (w, h) = each_shape!(layout, t => t.hash_sides());
    let hash = maze_hash(seed, w, h, algorithm.name());
    match layout {
        Layout::Masked(masked) => region_hash(hash, masked),
        Layout::Woven(_) => extend_hash(hash, b"\0weave"),
        Layout::Floors(floors) => {
            let count = floors.count().to_string();
            extend_hash(extend_hash(hash, b"\0floors\0"), count.as_bytes())
        }
        _ => shape_named(hash, layout.shape()),
    }
}

/// `shape_hash` of a word or drawn maze's region `masked`.
pub(crate) fn masked_hash(seed: &Seed, masked: &Masked, algorithm: Algorithm) -> u64 {
    let (w, h) = masked.hash_sides();
    region_hash(maze_hash(seed, w, h, algorithm.name()), masked)
}

/// A region's hash from the maze hash of its sides: the word's, or the drawing's and its
/// shape's name, then the weave's.
fn region_hash(hash: u64, masked: &Masked) -> u64 {
    let hash = match (masked.drawing(), masked.mask()) {
        (Some(drawing), _) => {
            let drawn = extend_hash(extend_hash(hash, b"\0draw\0"), &drawing.hash_bytes());
            shape_named(drawn, masked.shape())
        }
        (None, Some(mask)) => extend_hash(extend_hash(hash, b"\0mask\0"), mask.text().as_bytes()),
        (None, None) => hash,
    };
    match masked.woven() {
        Some(_) => extend_hash(hash, b"\0weave"),
        None => hash,
    }
}

/// `hash` extended by `0x00` and the shape's name, for shapes other than square.
fn shape_named(hash: u64, shape: Shape) -> u64 {
    match shape {
        Shape::Square => hash,
        shape => extend_hash(extend_hash(hash, b"\0"), shape.name().as_bytes()),
    }
}
