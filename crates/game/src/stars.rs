//! A journey level's stars (docs/journey.md): one for the win; two when no hint was taken and
//! the solution was never shown; three when the moves were also at most `THIRD_STAR` times the
//! shortest route (through the keys where there are doors).

/// The most moves, as a multiple of the shortest route's, that earn the third star.
pub const THIRD_STAR: f64 = 1.2;

/// The stars of a win in `moves` moves on a level whose shortest route takes `route` moves;
/// `helped`: a hint was taken or the solution shown.
pub fn stars(moves: u32, route: u32, helped: bool) -> u8 {
    match (helped, f64::from(moves) <= THIRD_STAR * f64::from(route)) {
        (true, _) => 1,
        (false, false) => 2,
        (false, true) => 3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clean_short_win_earns_three_a_long_one_two_a_helped_one_one() {
        assert_eq!(stars(60, 50, false), 3, "1.2× the route exactly");
        assert_eq!(stars(61, 50, false), 2);
        assert_eq!(stars(50, 50, true), 1, "a hint or the solution: one");
    }
}
