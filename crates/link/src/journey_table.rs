//! The journey's table (`journey`): the hundred levels designed by hand, one line each, and the
//! practice mixes the rule takes in turn after them. Part of the link contract: a journey
//! link's maze is its line's, so a line never changes once shipped (golden vectors in
//! `tests/journey.rs` pin them).
//!
//! Each line is a classic link's maze: `at(size)` a square of `size` cells a side (rows for
//! hex and triangle, rings for the circle; 0: level 1's), then its modes. `new` marks the
//! level that brings a mechanic in: on a maze smaller than the level before it.

use super::journey_level::{JourneyLevel, Mechanic as M, at};
use maze::Algorithm as A;

/// Journey levels 1 to 100.
pub(crate) const HAND: [JourneyLevel; 100] = [
    // 1 to 10: rolls, hints, hex, loops.
    at(0),
    at(6).brings(M::Rolls),
    at(8),
    at(7).brings(M::Hints),
    at(9),
    at(7).hex().brings(M::Hex),
    at(9).hex(),
    at(8).braid(40).brings(M::Loops),
    at(9),
    at(11).hex().braid(30),
    // 11 to 20: fog, doors, triangle, weave.
    at(8).fog().brings(M::Fog),
    at(11).braid(20),
    at(5).doors(1).brings(M::Doors),
    at(6).doors(1),
    at(6).triangle().brings(M::Triangle),
    at(8).weave().brings(M::Weave),
    at(7).triangle(),
    at(12).weave(),
    at(12),
    at(14).hex().fog(),
    // 21 to 30: floors, circle, the view from inside.
    at(11).floors(2).brings(M::Floors),
    at(14).floors(2),
    at(9).circle().brings(M::Circle),
    at(12).circle(),
    at(10).inside().brings(M::Inside),
    at(14).inside(),
    at(14),
    at(8).doors(2),
    at(21).circle().braid(30),
    at(11).study(10).brings(M::Study),
    // 31 to 40: the hard dial, the generators, mixes.
    at(10).triangle().braid(20),
    at(14).hard().brings(M::Hard),
    at(20).hex().hard(),
    at(15).algo(A::Sidewinder).brings(M::Generators),
    at(24).algo(A::BinaryTree),
    at(14).hex().algo(A::HuntAndKill),
    at(26).floors(3),
    at(18).algo(A::Division),
    at(22).weave().fog(),
    at(21).algo(A::Eller).fog(),
    // 41 to 50.
    at(8).circle().doors(1),
    at(22).hex().algo(A::AldousBroder),
    at(23).inside(),
    at(23),
    at(8).triangle().doors(2),
    at(25).algo(A::GrowingTree),
    at(39).floors(3).braid(20),
    at(27).weave(),
    at(22).circle().fog(),
    at(28).hex().hard(),
    // 51 to 60.
    at(16).study(15).doors(1),
    at(15).algo(A::Backtracker),
    at(27).triangle().algo(A::Prim),
    at(19).braid(30).doors(2),
    at(37).floors(2).hard(),
    at(30).hex().fog(),
    at(23).circle().algo(A::HuntAndKill),
    at(29).algo(A::Wilson),
    at(38).weave().hard(),
    at(38).inside().braid(20),
    // 61 to 70.
    at(21).triangle().fog(),
    at(14).doors(3),
    at(47).floors(4),
    at(18).hex().doors(2),
    at(54).circle().braid(20),
    at(44).algo(A::Eller).hard(),
    at(46).weave().hard(),
    at(37).study(15),
    at(33).algo(A::Division).fog(),
    at(29).triangle().hard(),
    // 71 to 80.
    at(23).floors(3).doors(2),
    at(42),
    at(52).hex().algo(A::GrowingTree).braid(20),
    at(45).circle().hard(),
    at(27).inside().doors(1),
    at(51).weave().fog(),
    at(17).algo(A::Sidewinder).doors(3),
    at(69).floors(4).fog(),
    at(32).triangle().algo(A::AldousBroder),
    at(25).hard().doors(2),
    // 81 to 90.
    at(52).hex().study(20),
    at(14).circle().doors(2),
    at(43).algo(A::HuntAndKill).fog(),
    at(74).floors(3).hard(),
    at(83).weave().braid(10),
    at(16).triangle().doors(3),
    at(110).algo(A::BinaryTree).hard(),
    at(38).hex().fog().doors(1),
    at(15).circle().algo(A::Backtracker),
    at(76).inside().hard(),
    // 91 to 100.
    at(74).braid(30).doors(4),
    at(93).floors(5),
    at(78).hex().hard(),
    at(48).triangle().fog(),
    at(30).algo(A::Division).doors(2),
    at(80).circle().hard(),
    at(119).weave().braid(10),
    at(48).floors(4).doors(2),
    at(90).study(20).hard(),
    at(37).hex().algo(A::AldousBroder).doors(2),
];

/// The practice mixes the rule plays in turn from level 101 (`journey::stage`): each with the
/// size step it grows by every round, in tenths of a cell.
pub(crate) const MIXES: [(u16, JourneyLevel); 12] = [
    (18, at(83)),
    (9, at(39).hex().doors(2)),
    (25, at(81).triangle().braid(20)),
    (16, at(77).circle().fog()),
    (21, at(101).weave().hard()),
    (31, at(115).floors(4).hard()),
    (4, at(19).algo(A::HuntAndKill).doors(3)),
    (38, at(127).inside().braid(20)),
    (26, at(108).hex().algo(A::GrowingTree).hard()),
    (5, at(24).circle().doors(2)),
    (11, at(51).triangle().algo(A::AldousBroder).fog()),
    (8, at(40).study(20).doors(2)),
];

/// Each level past the hundred, from 101: cells added to (or taken from) the rule's size, so
/// that the curve never dips (a mix's mean over the curve's 24 seeds wanders about ±10% around
/// the rule's); picked by `cargo run --release --bin journey-tune -- --nudge`.
#[rustfmt::skip]
pub(crate) const NUDGE: [i8; 399] = [
    // A round of the mixes a line, in their order.
    0, 0, 0, 0, 0, 0, 1, 4, 0, 0, 0, 0,
    0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 2, 0,
    0, 0, 0, 1, 2, 4, 0, 0, 0, 0, 1, 0,
    0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 1, 0, 0, 0, 0, 2, 8, 2, 1, 1, 1,
    3, 4, 7, 5, 1, 2, 1, 4, 0, 0, 0, 0,
    2, 3, 5, 3, 5, 0, 1, 1, 0, 0, 0, 0,
    0, 2, 2, 2, 3, 0, 0, 0, 0, -1, 1, 1,
    0, 1, 0, 0, 1, 0, 0, 0, 0, -1, 0, 0,
    0, 0, 0, 4, 0, 0, 0, 0, 0, -1, 0, 1,
    0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 2, 1,
    0, 0, 0, 2, 0, 0, 1, 3, 0, -1, 1, 1,
    1, 0, 0, 1, 0, 0, -1, 0, 0, -1, 0, 0,
    0, -1, 0, 1, 0, 0, 0, 0, 0, -2, 0, 0,
    1, 0, 0, 2, 3, 0, 0, 0, 0, 0, 0, 1,
    0, 2, 0, 1, 1, 0, 0, 0, 0, 1, 0, 0,
    1, 1, 0, -1, 0, 0, 0, 0, 0, 1, 1, 0,
    0, 0, 0, 1, 4, 0, 0, 4, 0, 0, 0, 0,
    0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
    0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 5, 3,
    4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 2,
    3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 2,
    1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1,
    1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 4, 6,
    13, 6, 3, 4, 1, -1, 0, 0, 0, 0, 3, 5,
    11, 5, 1, 2, 0, 0, 0, 0, 0, 0, 2, 4,
    9, 4, 0, 0, 0, 0, 2, 12, 2, 0, 0, 1,
    0, 0, 0, 1, 0, 0, 1, 8, 0, 0, 0, 2,
    6, 2, 0,
];
