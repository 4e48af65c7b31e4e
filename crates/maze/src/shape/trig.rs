//! Sines and cosines by a fixed series of `+`, `−`, `×` and `/`: the same bits on every
//! platform (`f64::sin` calls the platform's maths library, which may differ in the last bit),
//! and none of the maths library's sine and cosine in the wasm builds (with their argument
//! reduction they weighed about 2 KB gzipped in the full game's build).

use std::f64::consts::FRAC_PI_4;

/// The sine and cosine of `p/q` of a turn: the turn is cut into octants with integers, so that
/// the drawn circle's cell centres (the contract's) are exact to the series.
pub fn turn_sin_cos(p: u64, q: u64) -> (f64, f64) {
    let q = q.max(1);
    let eighths = 8 * (p % q);
    let (octant, rest) = (eighths / q, eighths % q);
    // In odd octants, measure from the octant's far end, so the series sees at most π/4.
    let x = match octant % 2 {
        0 => rest as f64 / q as f64,
        _ => (q - rest) as f64 / q as f64,
    };
    in_octant(octant, x)
}

/// The sine and cosine of `radians`, for the angles a maze is drawn with (a few turns at
/// most): cut into octants in floating point, which loses a few bits on huge angles only.
pub fn sin_cos(radians: f64) -> (f64, f64) {
    let eighths = radians / FRAC_PI_4;
    let whole = eighths.floor();
    let rest = eighths - whole;
    let octant = (whole as i64).rem_euclid(8) as u64;
    let x = match octant % 2 {
        0 => rest,
        _ => 1.0 - rest,
    };
    in_octant(octant, x)
}

/// `degrees` brought into `0..360` (what `rem_euclid(360.0)` gives, to the bit within a turn
/// either side), without the float remainder, whose code (with a 128-bit division) weighed
/// about 0.8 KB gzipped in the full game's build.
pub fn in_turn(degrees: f64) -> f64 {
    let mut d = degrees - 360.0 * (degrees / 360.0).floor();
    // The quotient rounds up just below a whole turn.
    if d < 0.0 {
        d += 360.0;
    }
    if d >= 360.0 { d - 360.0 } else { d }
}

/// The sine and cosine in `octant` (0 to 7) at `x` of it, measured from the octant's start
/// when it is even and from its end when it is odd.
fn in_octant(octant: u64, x: f64) -> (f64, f64) {
    let x = x * FRAC_PI_4;
    let (s, c) = match octant % 2 {
        0 => (series_sin(x), series_cos(x)),
        _ => (series_cos(x), series_sin(x)),
    };
    match octant / 2 {
        0 => (s, c),
        1 => (c, -s),
        2 => (-s, -c),
        _ => (-c, s),
    }
}

/// sin x for |x| ≤ π/4 by its Taylor series to x¹⁷ (the next term is below 10⁻¹⁹).
fn series_sin(x: f64) -> f64 {
    let (x2, mut term, mut sum) = (x * x, x, x);
    for k in 1..9 {
        let k = f64::from(k);
        term *= -x2 / ((2.0 * k) * (2.0 * k + 1.0));
        sum += term;
    }
    sum
}

/// cos x for |x| ≤ π/4 by its Taylor series to x¹⁶.
fn series_cos(x: f64) -> f64 {
    let (x2, mut term, mut sum) = (x * x, 1.0, 1.0);
    for k in 1..9 {
        let k = f64::from(k);
        term *= -x2 / ((2.0 * k - 1.0) * (2.0 * k));
        sum += term;
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::f64::consts::TAU;

    proptest! {
        #[test]
        fn in_turn_is_the_euclidean_remainder_within_a_turn_either_side(d in -719.999f64..719.999) {
            let r = d.rem_euclid(360.0);
            prop_assert_eq!(in_turn(d).to_bits(), if r == 360.0 { 0 } else { r.to_bits() });
        }

        #[test]
        fn in_turn_lands_in_one_turn(d in -1e12f64..1e12) {
            let t = in_turn(d);
            prop_assert!((0.0..360.0).contains(&t), "{} → {}", d, t);
        }
    }

    #[test]
    fn in_turn_keeps_the_edges_of_a_turn() {
        for d in [
            0.0,
            -0.0,
            360.0,
            -360.0,
            359.999_999_999_999_94,
            720.0 - 1e-13,
        ] {
            assert_eq!(in_turn(d), d.rem_euclid(360.0), "{d}");
        }
        // Where the remainder rounds up to a whole turn, out of its own range, this gives 0.
        assert_eq!((-1e-300f64).rem_euclid(360.0), 360.0);
        assert_eq!(in_turn(-1e-300), 0.0);
        assert!(in_turn(f64::NAN).is_nan());
    }

    #[test]
    fn exact_sines_match_the_library_s_within_1e_14() {
        for q in [1u64, 2, 6, 12, 96, 1000, 6144] {
            for p in 0..3 * q {
                let (s, c) = turn_sin_cos(p, q);
                let a = TAU * (p as f64) / (q as f64);
                assert!((s - a.sin()).abs() < 1e-14, "sin {p}/{q}: {s} {}", a.sin());
                assert!((c - a.cos()).abs() < 1e-14, "cos {p}/{q}: {c} {}", a.cos());
            }
        }
        // Quarter turns land exactly.
        assert_eq!(turn_sin_cos(1, 4), (1.0, 0.0));
        assert_eq!(turn_sin_cos(2, 4), (0.0, -1.0));
    }

    #[test]
    fn sines_of_any_angle_match_the_library_s() {
        for i in -20_000..20_000 {
            let a = f64::from(i) * 0.001_234_5;
            let (s, c) = sin_cos(a);
            assert!((s - a.sin()).abs() < 1e-14, "sin {a}: {s} {}", a.sin());
            assert!((c - a.cos()).abs() < 1e-14, "cos {a}: {c} {}", a.cos());
        }
        for k in -8..=8 {
            let (s, c) = sin_cos(f64::from(k) * std::f64::consts::FRAC_PI_2);
            assert!(s.abs() < 1e-15 || (s.abs() - 1.0).abs() < 1e-15, "{k}: {s}");
            assert!(c.abs() < 1e-15 || (c.abs() - 1.0).abs() < 1e-15, "{k}: {c}");
        }
    }
}
