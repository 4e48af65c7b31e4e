//! URL parameters: round trips and one typed error per kind of bad value.

use proptest::prelude::*;
use seedmaze::calendar::{Date, DateError};
use seedmaze::level::MAX_LEVEL;
use seedmaze::link::{
    Challenge, ChallengeError, Choice, Kind, Param, Params, Problem, Run, RunError, Step,
    daily_query, glance_query, parse_query, read_query,
};
use seedmaze::maze::mask::{Mask, MaskError};
use seedmaze::maze::{Algorithm, Seed, Shape};

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
        fog in any::<bool>(),
        beat in proptest::option::of((100_000u64..3_600_000, 1u32..5000)),
        shape in 0..Shape::ALL.len(),
        run in proptest::option::of(proptest::collection::vec((0u8..4, 0u32..500), 1..80)),
        doors in proptest::option::of(1u32..=4),
    ) {
        let shape = Shape::ALL[shape];
        // Runs of ways 0 to 3, which every shape's way field holds; times adding up from 0.
        let run = run.map(|moves| {
            let mut cs = 0;
            let steps = moves.into_iter().map(|(way, delta)| {
                cs += delta;
                Step { way, cs }
            });
            Run::new(shape, steps.collect())
        });
        let params = Params {
            level,
            size,
            algorithm: if perfect { Algorithm::Perfect } else { Algorithm::UnionFind },
            fog,
            challenge: beat.map(|(ms, moves)| Challenge { time_ms: ms, moves }),
            kind: Kind::Plain(shape),
            run,
            doors,
            ..Params::new(Seed::parse(&seed).expect("valid"))
        };
        let (back, errors) = parse_query(&format!("?{}", params.to_query()), fixed);
        prop_assert!(errors.is_empty(), "{:?}", errors);
        prop_assert_eq!(back, params);
    }

    #[test]
    fn mask_links_round_trip(
        seed in "[A-Za-z0-9_-]{1,32}",
        level in 1u32..=MAX_LEVEL,
        text in "[A-Za-z0-9 ]{1,12}",
        braid in 0u32..=100,
        fog in any::<bool>(),
    ) {
        let params = Params {
            level,
            braid,
            fog,
            kind: Kind::Word(Mask::parse(&text).expect("valid")),
            ..Params::new(Seed::parse(&seed).expect("valid"))
        };
        let query = params.to_query();
        prop_assert!(!query.contains(' '), "{}", query);
        let (back, errors) = parse_query(&format!("?{query}"), fixed);
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
        (
            "seed=ok&seed=again",
            Param::Seed,
            Problem::Repeated(1),
            "ok",
        ),
        (
            "seed=ok&seed=a&seed=b&seed=c",
            Param::Seed,
            Problem::Repeated(3),
            "ok",
        ),
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

#[test]
fn daily_links_round_trip_and_take_their_seed_from_the_date() {
    let (p, errors) = parse_query("daily=2026-11-30&level=3&seed=ignored", fixed);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(p.seed.as_str(), "daily-20261130");
    assert_eq!(p.to_query(), "daily=2026-11-30&level=3");
    let (q, _) = parse_query(&p.to_query(), fixed);
    assert_eq!(q, p);
    let next = parse_query("daily=2026-12-01", fixed).0;
    assert_ne!(next.seed, p.seed);
    let today = daily_query(1_795_996_800_000.0 + 3_600_000.0);
    assert_eq!(today.as_deref(), Some("daily=2026-11-30&level=1"));
    let date = Date::parse("2026-11-30").ok();
    assert_eq!(Params::daily(date.expect("date")).seed, p.seed);
}

#[test]
fn mode_and_challenge_are_checked() {
    let (p, errors) = parse_query("seed=abc&mode=fog&beat=42300-57", fixed);
    assert!(errors.is_empty(), "{errors:?}");
    assert!(p.fog);
    assert_eq!(
        p.challenge,
        Some(Challenge {
            time_ms: 42_300,
            moves: 57
        })
    );
    assert_eq!(p.to_query(), "seed=abc&level=1&mode=fog&beat=42300-57");
    let cases: &[(&str, Param, Problem)] = &[
        (
            "daily=2026-02-30",
            Param::Daily,
            Problem::BadDate(DateError::NoSuchDay),
        ),
        (
            "daily=tomorrow",
            Param::Daily,
            Problem::BadDate(DateError::Format),
        ),
        ("mode=dark", Param::Mode, Problem::UnknownMode),
        (
            "beat=5-57",
            Param::Beat,
            Problem::BadChallenge(ChallengeError::AbsurdTime),
        ),
        (
            "beat=<b>",
            Param::Beat,
            Problem::BadChallenge(ChallengeError::Format),
        ),
    ];
    for (query, param, problem) in cases {
        let (p, errors) = parse_query(query, fixed);
        assert_eq!(errors.len(), 1, "{query}");
        assert_eq!(
            (&errors[0].param, &errors[0].problem),
            (param, problem),
            "{query}"
        );
        assert!(errors[0].to_string().contains("instead"), "{}", errors[0]);
        assert!(!p.fog && p.challenge.is_none() && p.daily.is_none());
    }
}

#[test]
fn the_view_is_a_link_only_choice_and_a_bad_one_names_view_and_the_top_view() {
    let (p, errors) = parse_query("seed=abc&level=4&view=inside&mode=fog", fixed);
    assert!(errors.is_empty(), "{errors:?}");
    assert!(p.inside && p.fog);
    assert_eq!(p.to_query(), "seed=abc&level=4&mode=fog&view=inside");
    // The maze does not change: the same maze's link as without it.
    let plain = parse_query("seed=abc&level=4&mode=fog", fixed).0;
    assert_eq!(p.maze_query(), plain.maze_query());
    assert!(!parse_query("seed=abc&view=above", fixed).0.inside);
    for bad in ["view=sideways", "view=", "view=INSIDE"] {
        let (p, errors) = parse_query(&format!("seed=abc&{bad}"), fixed);
        assert!(!p.inside, "{bad}");
        assert_eq!(errors.len(), 1, "{bad}");
        assert_eq!(errors[0].param, Param::View);
        let said = errors[0].to_string();
        assert!(said.starts_with("view "), "{said}");
        assert!(said.contains("the top view"), "{said}");
    }
}

#[test]
fn study_is_seconds_from_3_to_60_with_the_view_from_inside_only() {
    let (p, errors) = parse_query("seed=abc&view=inside&study=10", fixed);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(p.study, Some(10));
    assert_eq!(p.to_query(), "seed=abc&level=1&view=inside&study=10");
    // Not part of the maze (its records): the same maze's link as without.
    assert_eq!(p.maze_query(), "seed=abc&level=1");
    for (query, problem) in [
        ("seed=abc&study=10", Problem::StudyNeedsInside),
        ("seed=abc&view=above&study=10", Problem::StudyNeedsInside),
        (
            "seed=abc&view=inside&study=2",
            Problem::OutOfRange { min: 3, max: 60 },
        ),
        (
            "seed=abc&view=inside&study=61",
            Problem::OutOfRange { min: 3, max: 60 },
        ),
    ] {
        let (p, errors) = parse_query(query, fixed);
        assert_eq!(p.study, None, "{query}");
        assert_eq!(errors.len(), 1, "{query}");
        assert_eq!(
            (errors[0].param, &errors[0].problem),
            (Param::Study, &problem)
        );
        assert!(errors[0].to_string().starts_with("study "), "{}", errors[0]);
    }
    assert!(
        parse_query("seed=abc&study=10", fixed).1[0]
            .to_string()
            .contains("view=inside")
    );
}

#[test]
fn runs_are_read_in_form_only_and_written_back_last() {
    // Ways 1 then 2 at 0 and 0.2 s (docs/contract.md, "Ghost runs").
    let (p, errors) = parse_query("seed=abc&run=1ZMJI&beat=42300-57", fixed);
    assert!(errors.is_empty(), "{errors:?}");
    let steps = [Step { way: 1, cs: 0 }, Step { way: 2, cs: 20 }];
    assert_eq!(p.run.as_ref().map(Run::steps), Some(&steps[..]));
    assert_eq!(p.to_query(), "seed=abc&level=1&beat=42300-57&run=1ZMJI");
    assert_eq!(p.maze_query(), "seed=abc&level=1");
    let cases: &[(&str, RunError)] = &[
        ("run=", RunError::Empty),
        ("run=3ZMJI", RunError::UnknownVersion),
        ("run=1ZM%3DJI", RunError::BadCharacter('=')),
        ("run=1ZM", RunError::Truncated),
        ("run=1ZMJIA", RunError::Leftover),
        ("run=1YA", RunError::NoMoves),
    ];
    for (query, error) in cases {
        let (p, errors) = parse_query(query, fixed);
        assert!(p.run.is_none(), "{query}");
        assert_eq!(errors.len(), 1, "{query}");
        assert_eq!(
            (&errors[0].param, &errors[0].problem),
            (&Param::Run, &Problem::BadRun(*error)),
            "{query}"
        );
        assert!(
            errors[0]
                .to_string()
                .ends_with(", so no ghost is shown and you play alone instead"),
            "{}",
            errors[0]
        );
    }
    let long = format!("run=1{}", "A".repeat(4000));
    let (_, errors) = parse_query(&long, fixed);
    assert_eq!(
        errors[0].to_string(),
        "The ghost's run in this link has 4,001 characters, more than the 4,000 allowed, so no \
         ghost is shown and you play alone instead"
    );
    let (_, errors) = parse_query("seed=a&run=1ZMJI&run=1ZMJI", fixed);
    assert_eq!(
        errors[0].to_string(),
        "run is given twice (\"1ZMJI\" ignored); used no ghost instead"
    );
}

#[test]
fn masks_are_checked_and_written_back() {
    let (p, errors) = parse_query("seed=abc&mask=Hello+W%C3%B6rld", fixed);
    assert_eq!(p.kind.mask(), None);
    assert_eq!(
        errors[0].problem,
        Problem::BadMask(MaskError::BadCharacter('\u{f6}'))
    );
    let (p, errors) = parse_query("seed=abc&mask=Hi%205", fixed);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(p.kind.mask().map(Mask::as_given), Some("Hi 5"));
    assert_eq!(p.to_query(), "seed=abc&level=1&mask=Hi%205");
    assert_eq!(parse_query("seed=abc&mask=Hi+5", fixed).0, p);
    assert!(!Params::new(fixed()).to_query().contains("mask"));
    let cases: &[(&str, Problem, &str)] = &[
        (
            "mask=",
            Problem::BadMask(MaskError::Empty),
            "mask is empty; used no mask instead",
        ),
        (
            "mask=a_b",
            Problem::BadMask(MaskError::BadCharacter('_')),
            "mask \"a_b\" has the character '_'; only A-Z, 0-9 and spaces are allowed; \
             used no mask instead",
        ),
        (
            "mask=ABCDEFGHIJKLM",
            Problem::BadMask(MaskError::TooLong(13)),
            "mask \"ABCDEFGHIJKLM\" has 13 characters, more than the 12 allowed; used no mask \
             instead",
        ),
        (
            "mask=HI&shape=hex",
            Problem::MaskNeedsSquare(Shape::Hex),
            "mask \"HI\" makes square mazes only, not hex; used no mask instead",
        ),
        (
            "mask=HI&mask=HO",
            Problem::Repeated(1),
            "mask is given twice (\"HO\" ignored); used mask \"HI\" instead",
        ),
    ];
    for (query, problem, message) in cases {
        let (p, errors) = parse_query(query, fixed);
        assert_eq!(errors.len(), 1, "{query}: {errors:?}");
        assert_eq!(
            (errors[0].param, &errors[0].problem),
            (Param::Mask, problem)
        );
        assert_eq!(errors[0].to_string(), *message);
        // The plain maze, of the shape asked for, is what a bad mask falls back to.
        let kept = matches!(problem, Problem::Repeated(_));
        assert_eq!(p.kind.mask().is_some(), kept, "{query}");
    }
    assert_eq!(
        parse_query("mask=HI&shape=hex", fixed).0.shape(),
        Shape::Hex
    );
}

proptest! {
    #[test]
    fn weave_links_round_trip(
        seed in "[A-Za-z0-9_-]{1,32}",
        level in 1u32..=MAX_LEVEL,
        size in proptest::option::of(2u32..=2000),
        perfect in any::<bool>(),
        braid in 0u32..=100,
        fog in any::<bool>(),
    ) {
        let params = Params {
            level,
            size,
            algorithm: if perfect { Algorithm::Perfect } else { Algorithm::UnionFind },
            braid,
            fog,
            kind: Kind::Woven,
            ..Params::new(Seed::parse(&seed).expect("valid"))
        };
        let query = params.to_query();
        prop_assert!(query.contains("&weave=1"), "{}", query);
        let (back, errors) = parse_query(&format!("?{query}"), fixed);
        prop_assert!(errors.is_empty(), "{:?}", errors);
        prop_assert_eq!(&back, &params);
        // Off, the link is byte for byte what it was before weave existed.
        let plain = Params { kind: Kind::default(), ..params };
        prop_assert!(!plain.to_query().contains("weave"));
    }
}

#[test]
fn weave_is_checked_and_dropped_with_a_typed_error() {
    let (p, errors) = parse_query("seed=s&weave=0", fixed);
    assert!(errors.is_empty() && p.kind != Kind::Woven);
    assert_eq!(p.to_query(), "seed=s&level=1");
    let cases: [(&str, Problem, &str); 6] = [
        (
            "seed=s&weave=",
            Problem::Empty,
            "weave is empty; used no weave instead",
        ),
        (
            "seed=s&weave=yes",
            Problem::NotANumber,
            "weave \"yes\" is not a whole number; used no weave instead",
        ),
        (
            "seed=s&weave=2",
            Problem::OutOfRange { min: 0, max: 1 },
            "weave \"2\" is out of range (0 to 1); used no weave instead",
        ),
        (
            "seed=s&weave=1&shape=hex",
            Problem::WeaveNeedsSquare(Shape::Hex),
            "weave \"1\" weaves square mazes only, not hex; used no weave instead",
        ),
        (
            "seed=s&weave=1&mask=HI",
            Problem::WeaveWithMask,
            "weave \"1\" does not weave word mazes; used no weave instead",
        ),
        (
            "seed=s&algo=prim&weave=1",
            Problem::WeaveNeedsKruskal(Algorithm::Prim),
            "weave \"1\" works with the union-find and perfect generators only, not prim; \
             used no weave instead",
        ),
    ];
    for (query, problem, text) in cases {
        let (p, errors) = parse_query(query, fixed);
        assert!(p.kind != Kind::Woven, "{query}");
        assert_eq!(errors.len(), 1, "{query}: {errors:?}");
        assert_eq!(errors[0].param, Param::Weave, "{query}");
        assert_eq!(errors[0].problem, problem, "{query}");
        assert_eq!(errors[0].to_string(), text, "{query}");
    }
    // The rest of the link stands: the shape, the mask and the generator are kept.
    let (p, _) = parse_query("seed=s&algo=prim&weave=1", fixed);
    assert_eq!(p.to_query(), "seed=s&level=1&algo=prim");
}

/// A bad value's sentences are written once, in its parameter's entry of the link's table: the
/// link's notice, and the command line's refusal (`Param::refusal`, which `seedmaze` prints:
/// tests/cli.rs), the same sentence but for what a link uses instead and the few refusals the
/// command line words with its flags.
#[test]
fn a_bad_value_is_said_by_its_entry_to_a_link_and_to_the_command_line() {
    let cases: &[(&str, Param, &str, &str, &str)] = &[
        (
            "floors=9",
            Param::Floors,
            "9",
            "floors \"9\" is out of range (1 to 8); used one floor instead",
            "floors \"9\" is out of range (1 to 8)",
        ),
        (
            "floors=0",
            Param::Floors,
            "0",
            "floors \"0\" is out of range (1 to 8); used one floor instead",
            "floors \"0\" is out of range (1 to 8)",
        ),
        (
            "floors=x",
            Param::Floors,
            "x",
            "floors \"x\" is not a whole number; used one floor instead",
            "floors \"x\" is not a whole number",
        ),
        (
            "floors=3&shape=hex",
            Param::Floors,
            "3",
            "floors \"3\" makes plain square mazes only, not hex; used one floor instead",
            "floors \"3\" makes plain square mazes only, not hex",
        ),
        (
            "weave=2",
            Param::Weave,
            "2",
            "weave \"2\" is out of range (0 to 1); used no weave instead",
            "weave \"2\" is out of range (0 to 1)",
        ),
        (
            "weave=1&shape=hex",
            Param::Weave,
            "1",
            "weave \"1\" weaves square mazes only, not hex; used no weave instead",
            "--weave makes square mazes only, not hex",
        ),
        (
            "weave=1&mask=HI",
            Param::Weave,
            "1",
            "weave \"1\" does not weave word mazes; used no weave instead",
            "--weave does not weave word mazes (--mask)",
        ),
        (
            "weave=1&algo=prim",
            Param::Weave,
            "1",
            "weave \"1\" works with the union-find and perfect generators only, not prim; \
             used no weave instead",
            "--weave works with the union-find and perfect generators only, not prim",
        ),
        (
            "braid=101",
            Param::Braid,
            "101",
            "braid \"101\" is out of range (0 to 100); used braid 0 instead",
            "braid \"101\" is not a whole number from 0 to 100",
        ),
        (
            "shape=nope",
            Param::Shape,
            "nope",
            "shape \"nope\" is not a known shape (square, hex, triangle, circle); used shape \
             square instead",
            "unknown shape \"nope\" (square, hex, triangle, circle)",
        ),
        (
            "algo=nope",
            Param::Algo,
            "nope",
            "algo \"nope\" is not a known generator (the menu lists them); used algo union-find \
             instead",
            "algo \"nope\" is not a known algorithm (union-find, perfect, backtracker, \
             pathcut, prim, wilson, eller, hunt-and-kill, growing-tree, division, sidewinder, \
             binary-tree, aldous-broder)",
        ),
        (
            "mask=HI&shape=hex",
            Param::Mask,
            "HI",
            "mask \"HI\" makes square mazes only, not hex; used no mask instead",
            "--mask makes square mazes only, not hex",
        ),
        (
            "algo=sidewinder&shape=hex",
            Param::Shape,
            "hex",
            "shape \"hex\" was left out: the sidewinder generator makes plain square mazes only; \
             used shape square instead",
            "--shape cannot be combined with --algo sidewinder: it makes plain square mazes only",
        ),
        (
            "algo=eller&mask=HI",
            Param::Mask,
            "HI",
            "mask \"HI\" was left out: the eller generator makes plain square mazes only; used no \
             mask instead",
            "--mask cannot be combined with --algo eller: it makes plain square mazes only",
        ),
        (
            "algo=division&floors=3",
            Param::Floors,
            "3",
            "floors \"3\" was left out: the division generator makes plain square mazes only; \
             used one floor instead",
            "--floors cannot be combined with --algo division: it makes plain square mazes only",
        ),
        (
            "difficulty=brutal",
            Param::Difficulty,
            "brutal",
            "difficulty \"brutal\" is not a known difficulty (normal, easy, hard); used the seed's own \
             maze instead",
            "difficulty \"brutal\" is not a known difficulty (normal, easy, hard)",
        ),
    ];
    for (query, param, value, notice, refusal) in cases {
        let (_, errors) = parse_query(&format!("seed=s&{query}"), fixed);
        assert_eq!(errors.len(), 1, "{query}: {errors:?}");
        let error = &errors[0];
        assert_eq!(error.param, *param, "{query}");
        assert_eq!(error.to_string(), *notice, "{query}");
        assert_eq!(param.refusal(error.problem.clone(), value), *refusal);
    }
}

/// `floors=1` is one floor: the plain maze of the same link without it, with no notice, as
/// the menu's one floor is; 2 to 8 are floors as before, and a count out of range names what
/// was used.
#[test]
fn one_floor_in_a_link_is_the_plain_maze_without_a_notice() {
    for rest in [
        "",
        "&shape=hex",
        "&mask=HI",
        "&weave=1",
        "&braid=40",
        "&doors=2",
    ] {
        let (one, errors) = parse_query(&format!("seed=s&level=3&floors=1{rest}"), fixed);
        assert!(errors.is_empty(), "{rest}: {errors:?}");
        let (plain, _) = parse_query(&format!("seed=s&level=3{rest}"), fixed);
        assert_eq!(one, plain, "{rest}");
        assert_eq!(one.kind.floors(), None, "{rest}");
        assert!(read_query(&format!("seed=s&floors=1{rest}")).1, "{rest}");
        assert!(glance_query(&format!("seed=s&floors=1{rest}")).1, "{rest}");
    }
    for count in 2..=8 {
        let (p, errors) = parse_query(&format!("seed=s&floors={count}"), fixed);
        assert!(errors.is_empty(), "{count}: {errors:?}");
        assert_eq!(p.kind, Kind::Floors(count));
        assert_eq!(p.to_query(), format!("seed=s&level=1&floors={count}"));
    }
}

/// A notice names what its link used instead, whatever the parameter and the problem: never
/// "used  instead" with nothing between.
#[test]
fn every_notice_names_what_was_used_instead() {
    for param in Param::ALL {
        for value in ["", "0", "1", "9", "999999", "-1", "x", "a!b"] {
            let query = format!("seed=s&{}={value}", param.name());
            for error in parse_query(&query, fixed).1 {
                let said = error.to_string();
                assert!(!said.contains("used  instead"), "{query}: {said}");
                assert!(!said.contains("used instead"), "{query}: {said}");
                assert!(!said.ends_with(' '), "{query}: {said}");
            }
        }
    }
}

/// The menu's choices (`Game.choose`) are read by the link's table as a link's values are: a
/// bad one is the problem the same value in a link gives, and a good one is the link to load.
#[test]
fn the_menus_choices_are_read_by_the_links_table() {
    let params = parse_query("seed=s&level=2&algo=perfect", fixed).0;
    // The page's name read as the wasm boundary reads it (`Choice::from_name`), and the
    // parameter the choice sets beside the new link.
    let chosen = |params: &Params, choice: &str, value: &str| {
        let choice = Choice::from_name(choice)?;
        params
            .choose(choice, value)
            .map(|made| made.map(|values| (values.to_query(), choice.param())))
    };
    let good: &[(&str, &str, &str, Param)] = &[
        ("algo", "wilson", "seed=s&level=2&algo=wilson", Param::Algo),
        (
            "fog",
            "1",
            "seed=s&level=2&algo=perfect&mode=fog",
            Param::Mode,
        ),
        (
            "shape",
            "hex",
            "seed=s&level=2&algo=perfect&shape=hex",
            Param::Shape,
        ),
        (
            "braid",
            "40",
            "seed=s&level=2&algo=perfect&braid=40",
            Param::Braid,
        ),
        (
            "weave",
            "1",
            "seed=s&level=2&algo=perfect&weave=1",
            Param::Weave,
        ),
        (
            "floors",
            "3",
            "seed=s&level=2&algo=perfect&floors=3",
            Param::Floors,
        ),
        (
            "mask",
            " HI ",
            "seed=s&level=2&algo=perfect&mask=HI",
            Param::Mask,
        ),
        (
            "difficulty",
            "hard",
            "seed=s&level=2&algo=perfect&difficulty=hard",
            Param::Difficulty,
        ),
    ];
    for (choice, value, query, param) in good {
        let made = chosen(&params, choice, value);
        assert_eq!(
            made,
            Some(Ok(((*query).to_owned(), *param))),
            "{choice}={value}"
        );
    }
    // Each bad value: the problem a link with it has, so the same sentence.
    for (choice, value) in [
        ("algo", "<b>"),
        ("shape", "star"),
        ("braid", "101"),
        ("weave", "2"),
        ("floors", "9"),
        ("floors", "x"),
        ("mask", "a!b"),
    ] {
        let (_, errors) = parse_query(&format!("seed=s&{choice}={value}"), fixed);
        let made = chosen(&params, choice, value);
        assert_eq!(
            made,
            Some(Err(errors[0].problem.clone())),
            "{choice}={value}"
        );
    }
    // What the menu does not choose, or what is played already, gives nothing.
    for (choice, value) in [
        ("algo", "perfect"),
        ("fog", "0"),
        ("fog", "x"),
        ("mode", "fog"),
        ("level", "3"),
        ("x", "1"),
        ("floors", "1"),
        ("mask", " "),
    ] {
        assert_eq!(chosen(&params, choice, value), None, "{choice}={value}");
    }
    // The menu's one floor and no word are the link without them; a word is square, and
    // replaces a drawing; fog goes off; a ghost's run stays with the maze it was won on.
    let floors = parse_query("seed=s&floors=3&mode=fog", fixed).0;
    let off = |choice, value| chosen(&floors, choice, value).and_then(Result::ok);
    assert_eq!(
        off("floors", "1"),
        Some(("seed=s&level=1&mode=fog".into(), Param::Floors))
    );
    assert_eq!(
        off("fog", "0"),
        Some(("seed=s&level=1&floors=3".into(), Param::Mode))
    );
    let raced = parse_query("seed=s&run=1ZMJI", fixed).0;
    assert!(raced.run.is_some());
    assert_eq!(
        chosen(&raced, "algo", "perfect").and_then(Result::ok),
        Some(("seed=s&level=1&algo=perfect".into(), Param::Algo))
    );
    let word = parse_query("seed=s&shape=hex&draw=1MSSlVURA&title=Ring", fixed).0;
    assert!(word.kind.drawn_code().is_some() && word.title.is_some());
    assert_eq!(
        chosen(&word, "mask", "hi").and_then(Result::ok),
        Some(("seed=s&level=1&mask=hi".into(), Param::Mask))
    );
    assert_eq!(
        chosen(&word, "mask", "").and_then(Result::ok),
        Some(("seed=s&level=1&shape=hex".into(), Param::Mask))
    );
}

/// Unknown names (an empty one, a tracker's) are ignored, and the parameters read back from
/// their own query (the fuzzer's crash `=`, once the first paint's `foreign` mark reached every
/// build).
#[test]
fn unknown_names_are_ignored_and_the_parameters_read_back() {
    for query in ["=", "utm_source=x&seed=a", "&&=&level=3", "%3D=1"] {
        let (params, errors) = parse_query(query, fixed);
        assert!(errors.is_empty(), "{query}: {errors:?}");
        let (again, problems) = parse_query(&params.to_query(), fixed);
        assert!(problems.is_empty(), "{query}");
        assert_eq!(again, params, "{query}");
    }
}

proptest! {
    /// The first paint's glance reads a link as the game does, but for the check of a drawing
    /// (which it leaves to the game): the same parameters and the same verdict on every value.
    #[test]
    fn a_glance_reads_a_link_without_a_drawing_as_the_full_reading_does(
        seed in "[a-z0-9_-]{1,8}",
        level in 0u32..600,
        shape in prop::sample::select(vec!["square", "hex", "triangle", "circle", "oval"]),
        braid in 0u32..120,
        weave in any::<bool>(),
        extra in prop::sample::select(vec![
            "", "&mask=HI", "&mask=%21", "&floors=3", "&floors=9", "&difficulty=hard",
            "&doors=2", "&mode=fog", "&utm=x", "&level=abc", "&title=Hi", "&beat=9000-20",
            "&algo=wilson", "&algo=nope", "&size=30", "&daily=2026-12-06",
        ]),
    ) {
        let weave = if weave { "&weave=1" } else { "" };
        let query = format!("seed={seed}&level={level}&shape={shape}&braid={braid}{weave}{extra}");
        prop_assert_eq!(glance_query(&query), read_query(&query), "{}", query);
    }
}

/// A drawing the glance keeps as given, which the full reading refuses (it keeps no piece): the
/// game words it and plays the plain maze; the first paint only knows the level is not plain.
#[test]
fn a_glance_leaves_a_drawing_s_check_to_the_game() {
    // Two painted cells that do not touch: a well-formed code whose drawing keeps no piece.
    let lone = vec![true, false, true];
    let empty = seedmaze::link::draw_code::encode(
        &seedmaze::maze::drawing::Drawing::new(3, 1, lone).expect("a 3×1 drawing"),
    );
    let query = format!("seed=d&level=3&draw={empty}");
    let (glance, _) = glance_query(&query);
    let (full, good) = read_query(&query);
    assert!(matches!(glance.kind, Kind::Drawn(..)), "{:?}", glance.kind);
    assert!(
        !good && full.kind == Kind::Plain(Shape::Square),
        "{:?}",
        full.kind
    );
}

/// Every menu choice the link can close on a maze (`Params::closed`) can be shown off on the
/// page: its control in `www/index.html` carries its action (`data-action`, the view's
/// `enabled` and `why`) and a field beside it for the reason (`data-text="why-…"`).
#[test]
fn every_choice_the_link_can_close_shows_off_with_its_reason_on_the_page() {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/index.html"))
        .unwrap_or_default();
    let mazes = [
        "shape=hex",
        "shape=circle",
        "mask=HI",
        "weave=1",
        "floors=2",
        "algo=backtracker",
        "draw=1AyYGQ",
        "shape=hex&draw=1MSSlVURA",
        "doors=2",
    ];
    let mut closed = Vec::new();
    for maze in mazes {
        let params = parse_query(&format!("seed=s&level=3&{maze}"), fixed).0;
        for choice in Choice::ALL
            .into_iter()
            .filter(|c| params.closed(*c).is_some())
        {
            let name = choice.name();
            let control = format!("data-choice=\"{name}\" data-action=\"{name}\"");
            assert!(page.contains(&control), "{maze}: {control}");
            let reason = format!("data-text=\"why-{name}\"");
            assert!(page.contains(&reason), "{maze}: {reason}");
            closed.push(name);
        }
    }
    assert!(
        closed.contains(&"floors") && closed.contains(&"weave"),
        "{closed:?}"
    );
}

#[test]
fn every_param_has_one_name_and_a_flag_of_its_name() {
    use seedmaze::link::Param;
    for (i, param) in Param::ALL.iter().enumerate() {
        let same = Param::ALL
            .iter()
            .skip(i + 1)
            .any(|p| p.name() == param.name());
        assert!(!same, "{} twice", param.name());
        let flag = param.cli().flag;
        assert!(flag.is_none_or(|f| f.starts_with("--")), "{flag:?}");
    }
}
