//! docs/contract.md's golden vectors for keys and doors, held natively, through the CLI
//! (tests/doors.rs) and in the game's wasm (tests/web.rs).

/// A link, its doors (each passage's two cells) and its keys' cells.
pub type Golden = (&'static str, &'static [[u32; 2]], &'static [u32]);

/// docs/contract.md's golden vectors ("Keys and doors"): the doors and keys of three links.
pub const GOLDEN: [Golden; 3] = [
    (
        "seed=ex&level=2&doors=3",
        &[[18, 19], [58, 70], [79, 91]],
        &[122, 45, 107],
    ),
    (
        "seed=ex&level=3&shape=hex&doors=2",
        &[[209, 210], [187, 172]],
        &[47, 121],
    ),
    (
        "seed=ex&level=5&floors=3&doors=4",
        &[[410, 424], [496, 510], [538, 539], [373, 374]],
        &[59, 82, 500, 548],
    ),
];
