//! URL parameters: round trips and one typed error per kind of bad value.

use proptest::prelude::*;
use seedmaze::game::MAX_LEVEL;
use seedmaze::maze::{Algorithm, Seed};
use seedmaze::share::{Param, Params, Problem, parse_query};

fn fixed() -> Seed {
    Seed::parse("fallback").expect("valid")
}

proptest! {
    #[test]
    fn formatting_then_parsing_round_trips(
        seed in "[A-Za-z0-9_-]{1,32}",
        level in 1u32..=MAX_LEVEL,
        size in proptest::option::of(2u32..=2000),
        perfect in any::<bool>(),
    ) {
        let params = Params {
            seed: Seed::parse(&seed).expect("valid"),
            level,
            size,
            algorithm: if perfect { Algorithm::Perfect } else { Algorithm::UnionFind },
        };
        let (back, errors) = parse_query(&format!("?{}", params.to_query()), fixed);
        prop_assert!(errors.is_empty(), "{:?}", errors);
        prop_assert_eq!(back, params);
    }

    #[test]
    fn any_query_gives_valid_params(query in ".{0,200}") {
        let (params, errors) = parse_query(&query, fixed);
        prop_assert!((1..=MAX_LEVEL).contains(&params.level));
        prop_assert!((2..=2000).contains(&params.side()));
        for e in errors {
            prop_assert!(e.to_string().contains("instead"));
        }
    }
}

#[test]
fn default_parameters_stay_out_of_the_query() {
    let mut p = Params::new(fixed());
    assert_eq!(p.to_query(), "seed=fallback&level=1");
    p.size = Some(30);
    p.algorithm = Algorithm::Perfect;
    assert_eq!(p.to_query(), "seed=fallback&level=1&size=30&algo=perfect");
}

#[test]
fn each_kind_of_bad_value_is_reported_with_its_fallback() {
    let cases: &[(&str, Param, Problem, &str)] = &[
        ("seed=", Param::Seed, Problem::Empty, "fallback"),
        (
            "seed=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            Param::Seed,
            Problem::TooLong(36),
            "fallback",
        ),
        (
            "seed=%3Cscript%3E",
            Param::Seed,
            Problem::BadCharacter('<'),
            "fallback",
        ),
        ("level=x", Param::Level, Problem::NotANumber, "1"),
        (
            "level=0",
            Param::Level,
            Problem::OutOfRange {
                min: 1,
                max: MAX_LEVEL,
            },
            "1",
        ),
        (
            "level=-7",
            Param::Level,
            Problem::OutOfRange {
                min: 1,
                max: MAX_LEVEL,
            },
            "1",
        ),
        (
            "size=1",
            Param::Size,
            Problem::OutOfRange { min: 2, max: 2000 },
            "8 (the level's size)",
        ),
        ("size=", Param::Size, Problem::Empty, "8 (the level's size)"),
        (
            "algo=dfs",
            Param::Algo,
            Problem::UnknownAlgorithm,
            "union-find",
        ),
        ("seed=ok&seed=again", Param::Seed, Problem::Repeated, "ok"),
    ];
    for (query, param, problem, used) in cases {
        let (_, errors) = parse_query(query, fixed);
        assert_eq!(errors.len(), 1, "{query}: {errors:?}");
        let e = &errors[0];
        assert_eq!(
            (&e.param, &e.problem, e.used.as_str()),
            (param, problem, *used),
            "{query}"
        );
        let message = e.to_string();
        assert!(message.starts_with(param.name()), "{message}");
        assert!(
            message.contains(&format!("used {} {used} instead", param.name())),
            "{message}"
        );
    }
}

#[test]
fn good_values_survive_next_to_bad_ones() {
    let (p, errors) = parse_query("?seed=abc&level=9999&size=50&algo=perfect&utm=x", fixed);
    assert_eq!(errors.len(), 1);
    assert_eq!(
        (p.seed.as_str(), p.level, p.size, p.algorithm),
        ("abc", 1, Some(50), Algorithm::Perfect)
    );
}
