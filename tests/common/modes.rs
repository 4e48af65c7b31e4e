//! Every kind of maze a link makes, for the tests that hold a rule over all of them.

/// Every kind of maze a link makes, as the rest of a query after its seed and level: each shape,
/// loops, weave, floors, a word and a drawing.
pub const MODES: [&str; 9] = [
    "",
    "&shape=hex",
    "&shape=triangle",
    "&shape=circle",
    "&braid=60",
    "&weave=1",
    "&floors=3",
    "&mask=HI",
    "&shape=hex&draw=1FCiMxFkKYhiGIYpHEMy",
];
