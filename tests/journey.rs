//! The journey (`journey=K`, docs/journey.md): every level reads as its seed and number alone,
//! is the maze of its own classic link (through the CLI's JSON, read here with a JSON crate, not
//! the CLI's writer), keeps its maze forever (golden vectors), meets six mechanics in its first
//! fifteen levels, and keeps its curve: the mean solution over 24 seeds never grows more than
//! 1.6× from one level to the next, and drops only where a mechanic comes in.

use seedmaze::game::Plan;
use seedmaze::game::journey_curve::{CURVE_SEEDS, point};
use seedmaze::link::journey::{MAX_JOURNEY, Mechanic, stage};
use seedmaze::link::{Params, parse_query};
use seedmaze::maze::Seed;
use serde_json::Value;

fn seed(text: &str) -> Seed {
    Seed::parse(text).expect("a seed")
}

#[path = "common/cli_json.rs"]
mod cli_json;
#[path = "common/fnv.rs"]
mod fnv;

/// The CLI's JSON for `args`, read with a JSON crate.
fn cli(args: &[&str]) -> Value {
    serde_json::from_str(&cli_json::cli_json(args)).expect("JSON")
}

/// The CLI's flags for a classic link's maze parameters (the view, a study and fog change no
/// wall, and have no flag).
fn flags(link: &str) -> Vec<String> {
    let mut flags = Vec::new();
    for pair in link.split('&') {
        let (name, value) = pair.split_once('=').expect("name=value");
        match name {
            "mode" | "view" | "study" => {}
            "weave" => flags.push("--weave".to_owned()),
            _ => flags.extend([format!("--{name}"), value.to_owned()]),
        }
    }
    flags
}

#[test]
fn every_journey_level_reads_without_a_notice_and_is_written_as_its_seed_and_number() {
    for k in 1..=MAX_JOURNEY {
        let query = format!("seed=walk&journey={k}");
        let (params, errors) = parse_query(&query, || seed("unused"));
        assert!(errors.is_empty(), "{query}: {errors:?}");
        assert_eq!(params.to_query(), query);
        assert_eq!(params.journey, Some(k));
        assert_eq!(Params::journey(seed("walk"), k).to_query(), query);
        // Its classic link reads without a notice too, as the same maze.
        let link = seedmaze::link::journey::link(&seed("walk"), k);
        let (classic, errors) = parse_query(&link, || seed("unused"));
        assert!(errors.is_empty(), "{link}: {errors:?}");
        assert_eq!(
            (&classic.kind, classic.side(), classic.algorithm),
            (&params.kind, params.side(), params.algorithm),
            "{link}"
        );
    }
}

#[test]
fn a_maze_parameter_beside_a_journey_is_ignored_with_a_notice_and_a_bad_level_is_named() {
    let (params, errors) = parse_query(
        "seed=s&journey=6&level=40&shape=circle&beat=60000-50",
        || seed("unused"),
    );
    let notices: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(
        notices,
        [
            "level \"40\" was ignored: journey level 6 sets the maze; used level 6 instead",
            "shape \"circle\" was ignored: journey level 6 sets the maze; used shape hex instead",
        ]
    );
    assert_eq!(params.to_query(), "seed=s&journey=6&beat=60000-50");
    for bad in ["0", "500", "two", ""] {
        let (params, errors) =
            parse_query(&format!("seed=s&journey={bad}&level=3"), || seed("unused"));
        assert_eq!(errors.len(), 1, "{bad}");
        let notice = errors[0].to_string();
        assert!(notice.starts_with("journey "), "{notice}");
        assert!(
            notice.ends_with("used no journey (the classic ladder) instead"),
            "{notice}"
        );
        assert_eq!(
            (params.journey, params.level),
            (None, 3),
            "the classic link stays"
        );
    }
}

#[test]
fn journey_level_one_is_the_seeds_plain_level_one_and_a_win_goes_on_to_the_next() {
    let journey = Plan::from_query("seed=first&journey=1", || seed("unused")).start();
    let plain = Plan::from_query("seed=first&level=1", || seed("unused")).start();
    assert_eq!(journey.play().maze().removed, plain.play().maze().removed);
    let next = Plan::following(&journey, seed("fresh"));
    assert_eq!(next.params().to_query(), "seed=first&journey=2");
    let last = Plan::from_query("seed=end&journey=499", || seed("unused")).start();
    let again = Plan::following(&last, seed("fresh"));
    assert_eq!(again.params().to_query(), "seed=fresh&journey=499");
}

#[test]
fn for_any_seed_the_cli_journey_prints_the_maze_of_its_own_link() {
    for s in ["A-z_09", "journey"] {
        for k in 1..=40u32 {
            let json = cli(&["--seed", s, "--journey", &k.to_string()]);
            let journey = &json["journey"];
            assert_eq!(journey["level"], k);
            let link = journey["link"].as_str().expect("a link");
            assert!(link.starts_with(&format!("seed={s}&level={k}")), "{link}");
            let args = flags(link);
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let classic = cli(&args);
            for field in ["removed", "solution", "keys", "walls", "edges"] {
                assert_eq!(json[field], classic[field], "{s} journey {k}: {field}");
            }
            assert!(classic.get("journey").is_none());
            // A tip comes with each mechanic brought in, and only then.
            assert_eq!(journey["new"].is_null(), journey["tip"].is_null());
        }
    }
}

/// Whether a classic link asks for more than a plain square of the union-find generator.
fn in_the_link(link: &str) -> bool {
    [
        "shape=",
        "braid=",
        "weave=",
        "floors=",
        "doors=",
        "difficulty=",
        "mode=",
        "view=",
        "algo=",
    ]
    .iter()
    .any(|p| link.contains(p))
}

#[test]
fn the_first_fifteen_levels_meet_six_mechanics_four_of_them_in_the_link() {
    let (mut met, mut linked) = (Vec::new(), 0);
    for k in 1..=15u32 {
        let json = cli(&["--seed", "fifteen", "--journey", &k.to_string()]);
        if let Some(new) = json["journey"]["new"].as_str() {
            assert!(!met.contains(&new.to_owned()), "{new} twice");
            met.push(new.to_owned());
            linked += usize::from(in_the_link(json["journey"]["link"].as_str().unwrap_or("")));
        }
    }
    assert!(met.len() >= 6, "{met:?}");
    assert!(linked >= 4, "{linked} of {met:?} in the link");
    // Every mechanic comes in once in the hand-made hundred.
    let brought: Vec<Mechanic> = (1..=100).filter_map(|k| stage(k).mechanic()).collect();
    assert_eq!(brought, Mechanic::ALL);
}

/// The curve's rule over `levels`: each level's mean moves (24 seeds) at most 1.6× the level's
/// before it, and below it only where a mechanic comes in, on a smaller maze (a practice level
/// may wobble by a few per cent: not below 0.9×).
fn curve_holds(levels: std::ops::RangeInclusive<u32>) {
    let mut before = point(levels.start() - 1, CURVE_SEEDS).moves;
    for k in levels {
        let moves = point(k, CURVE_SEEDS).moves;
        let ratio = moves / before;
        assert!(
            ratio <= 1.6,
            "journey {k}: {moves:.1} moves, {ratio:.2}× level {}",
            k - 1
        );
        match stage(k).mechanic() {
            Some(m) => assert!(ratio < 1.0, "journey {k} brings {m:?} on {ratio:.2}×"),
            None => assert!(ratio >= 0.9, "journey {k}: a drop of {ratio:.2}×"),
        }
        before = moves;
    }
}

#[test]
fn the_cli_json_keeps_the_curve_over_the_first_forty_levels() {
    // The test's own reading of the CLI: the JSON solution's moves, averaged over the curve's
    // seeds, and the mechanic the JSON says comes in.
    let level = |k: u32| {
        let runs: Vec<Value> = (0..CURVE_SEEDS)
            .map(|i| cli(&["--seed", &format!("curve-{i}"), "--journey", &k.to_string()]))
            .collect();
        let moves = |json: &Value| json["solution"].as_array().map_or(0, |a| a.len() - 1);
        let mean = runs.iter().map(moves).sum::<usize>() as f64 / f64::from(CURVE_SEEDS);
        (mean, !runs[0]["journey"]["new"].is_null())
    };
    let mut before = level(1).0;
    for k in 2..=40 {
        let (moves, new) = level(k);
        let ratio = moves / before;
        assert!(ratio <= 1.6, "journey {k}: {ratio:.2}× by the CLI");
        assert!(
            if new { ratio < 1.0 } else { ratio >= 0.9 },
            "journey {k} (new: {new}): {ratio:.2}× by the CLI"
        );
        before = moves;
    }
}

// The whole journey, in four parts that run at once.
#[test]
fn the_curve_holds_over_the_hand_made_hundred() {
    curve_holds(2..=100);
}

#[test]
fn the_curve_holds_over_the_rules_levels_101_to_233() {
    curve_holds(101..=233);
}

#[test]
fn the_curve_holds_over_the_rules_levels_234_to_366() {
    curve_holds(234..=366);
}

#[test]
fn the_curve_holds_over_the_rules_levels_367_to_499() {
    assert_eq!(MAX_JOURNEY, 499);
    curve_holds(367..=499);
}

/// `golden/journey.txt`: `seed level link fnv`, one journey level's classic link and maze.
const GOLDEN: &str = include_str!("golden/journey.txt");

#[test]
fn golden_journey_levels_never_change() {
    let mut checked = 0;
    for line in GOLDEN.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        let (s, k) = (seed(f[0]), f[1].parse().expect("a level"));
        assert_eq!(
            seedmaze::link::journey::link(&s, k),
            f[2],
            "journey {k}'s link"
        );
        let session = Plan::from_query(&format!("seed={}&journey={k}", f[0]), Seed::random).start();
        assert_eq!(
            fnv::erased_hash(&session.play().maze().removed),
            f[3],
            "journey {k}'s maze"
        );
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} golden journey levels");
}

#[test]
fn the_first_paint_plays_journey_level_one_and_leaves_the_others_to_the_game() {
    use seedmaze::link::glance_query;
    use seedmaze::paint::first_frame::first_paint_plays;
    let (first, good) = glance_query("seed=s&journey=1");
    assert!(good && first_paint_plays(&first));
    let (plain, _) = glance_query("seed=s&level=1");
    assert_eq!((first.side(), &first.kind), (plain.side(), &plain.kind));
    // A maze parameter beside it is the game's to refuse: the glance paints level 1 still.
    let (beside, _) = glance_query("seed=s&journey=1&level=40&shape=hex");
    assert_eq!((beside.side(), &beside.kind), (plain.side(), &plain.kind));
    let (later, good) = glance_query("seed=s&journey=7");
    assert!(good && !first_paint_plays(&later));
    assert_eq!((later.level, later.journey), (7, Some(7)));
}

#[test]
fn the_bar_names_a_journey_level_by_its_number_from_the_first_paint_on() {
    use seedmaze::view_state::level_label;
    let (game, _) = parse_query("seed=s&journey=6", || seed("unused"));
    assert_eq!(level_label(&game), "Journey 6");
    let (glanced, _) = seedmaze::link::glance_query("seed=s&journey=6");
    assert_eq!(
        level_label(&glanced),
        "Journey 6",
        "the first paint says the same"
    );
    let (classic, _) = parse_query("seed=s&level=6", || seed("unused"));
    assert_eq!(level_label(&classic), "Level 6 of 499");
}

/// Walks `session`'s square level along `path` (cells), a step a cell.
fn walk(session: &mut seedmaze::game::Session, path: &[u32]) {
    use seedmaze::maze::Direction;
    let grid = session.play().square().expect("a square level").clone();
    for pair in path.windows(2) {
        let dir = Direction::ALL
            .into_iter()
            .find(|&d| grid.neighbor(pair[0], d) == Some(pair[1]))
            .expect("neighbours");
        session.step(dir, 0.0);
    }
}

#[test]
fn a_journey_win_earns_three_stars_clean_two_when_long_one_when_helped() {
    let start = || Plan::from_query("seed=stars&journey=1", || seed("unused")).start();
    let mut clean = start();
    let path = clean.solution().to_vec();
    assert_eq!(clean.stars(), None, "not before the win");
    walk(&mut clean, &path);
    assert_eq!(clean.stars(), Some(3));
    // Out and back along the first step, as often as the route is long: more than 1.2×.
    let mut long = start();
    let mut detour: Vec<u32> = (0..path.len()).flat_map(|_| [path[0], path[1]]).collect();
    detour.push(path[0]);
    walk(&mut long, &detour);
    walk(&mut long, &path[..]);
    assert!(long.play().won());
    assert_eq!(long.stars(), Some(2), "{} moves", long.play().moves());
    let mut helped = start();
    helped.toggle_solution();
    helped.toggle_solution();
    walk(&mut helped, &path);
    assert_eq!(helped.stars(), Some(1), "the solution was shown once");
    let mut classic = Plan::from_query("seed=stars&level=1", || seed("unused")).start();
    walk(&mut classic, &path);
    assert!(classic.play().won());
    assert_eq!(classic.stars(), None, "the classic ladder has no stars");
}
