//! Reading a query string: each parameter read by its entry of the table, then checked (a
//! drawing makes a maze), then the kind of maze built from the values. Reading and wording are
//! apart (`read_query`; `parse_query` then words the notices, `notice::word`). The first paint
//! glances at a link (`glance_query`: the form of each value, no check, no wording), so that its
//! download holds neither the drawings' checks nor the sentences (docs/size.md).

use super::notice::{ParamError, word};
use super::params::Params;
use super::problem::Problem;
use super::table::{Param, Values};
use maze::Seed;

/// Parses a query string (with or without the leading `?`). Bad values fall back to defaults
/// (`fresh_seed` supplies a seed when the seed is missing or bad) and are reported, one error
/// each; unknown parameters are ignored.
pub fn parse_query(query: &str, fresh_seed: impl FnOnce() -> Seed) -> (Params, Vec<ParamError>) {
    // One parser for every caller's seed source: generic, it was built once per closure type.
    let mut fresh = Some(fresh_seed);
    parse(query, &mut || fresh.take().map(|f| f()))
}

/// `parse_query` with `fresh_seed` giving its seed once (`None` after that).
fn parse(query: &str, fresh_seed: &mut dyn FnMut() -> Option<Seed>) -> (Params, Vec<ParamError>) {
    let (params, mut errors) = read(query, fresh_seed);
    word(&params, &mut errors);
    (params, errors)
}

/// `parse_query` without its notices, for a caller that shows none, and a random seed for a
/// link without one (`Seed::random`): the same parameters, and whether every value was good.
pub fn read_query(query: &str) -> (Params, bool) {
    // No seed of the caller's: `read` falls back to a random one.
    let (params, errors) = read(query, &mut || None);
    (params, errors.is_empty())
}

/// `read_query` without the checks that need more than a value's form (`Param::check`: that a
/// drawing makes a maze): what the first paint needs to know whether it can play the level,
/// which the game then reads whole.
pub fn glance_query(query: &str) -> (Params, bool) {
    let (params, good, _) = glance(query);
    (params, good)
}

/// `glance_query` of a value this game stored (`game::progress`): its parameters when every
/// value's form is good and it names its own seed or day (none is made up), else `None`.
pub fn glance_stored(query: &str) -> Option<Params> {
    let (params, good, own) = glance(query);
    (good && own).then_some(params)
}

/// A glance at `query`: its parameters, whether every value's form is good, and whether it
/// names its own seed or day.
fn glance(query: &str) -> (Params, bool, bool) {
    let (mut values, given, errors) = read_values(query);
    // The first paint plays journey level 1, the seed's plain level 1, and leaves the others
    // to the game: its download holds no journey table.
    if let Some(k) = values.journey {
        crate::journey_level::plain_level(k).apply(&mut values);
    }
    let own = values.seed.is_some() || values.daily.is_some();
    let (params, errors) = of_values(values, &given, errors, &mut || None);
    (params, errors.is_empty(), own)
}

/// The parameters of `query`, `fresh_seed` giving its seed once (`None` after that), and one
/// error per bad value, not yet worded (`ParamError::unworded`).
fn read(query: &str, fresh_seed: &mut dyn FnMut() -> Option<Seed>) -> (Params, Vec<ParamError>) {
    let (mut values, given, mut errors) = read_values(query);
    enter_journey(&mut values, &given, &mut errors);
    for &param in Param::ALL {
        if let Err(problem) = param.check(&mut values) {
            errors.push(refusal(&given, param, problem));
        }
    }
    of_values(values, &given, errors, fresh_seed)
}

/// `param`'s `problem`, not yet worded, quoting the value the link gave it (as decoded).
fn refusal(given: &[(Param, String)], param: Param, problem: Problem) -> ParamError {
    let found = given
        .iter()
        .find(|(p, _)| *p == param)
        .map(|(_, v)| v.clone());
    ParamError::unworded(param, problem, found.unwrap_or_default())
}

/// The parameters `values` (read from the parameters `given`) ask for, with one more error per
/// kind of maze they cannot have.
fn of_values(
    values: Values,
    given: &[(Param, String)],
    mut errors: Vec<ParamError>,
    fresh_seed: &mut dyn FnMut() -> Option<Seed>,
) -> (Params, Vec<ParamError>) {
    let (kind, refused) = values.kind();
    for (param, problem) in refused {
        errors.push(refusal(given, param, problem));
    }
    // The callers' closures give their seed on the first call, the only one here: the random
    // fallback (`of_values`) is there only because the closure's type cannot promise that.
    (Params::of_values(values, kind, fresh_seed), errors)
}

/// Each known parameter's first value read on its own; the values given (decoded), and one
/// error (not yet worded) for each bad or repeated parameter.
fn read_values(query: &str) -> (Values, Vec<(Param, String)>, Vec<ParamError>) {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut values = Values::default();
    let mut given: Vec<(Param, String)> = Vec::new();
    let mut errors: Vec<ParamError> = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (raw_key, raw_value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = percent_decode(raw_key);
        let Some(&param) = Param::ALL.iter().find(|p| p.name() == key) else {
            continue;
        };
        let value = percent_decode(raw_value);
        if given.iter().any(|(p, _)| *p == param) {
            repeated(&mut errors, param, value);
            continue;
        }
        if let Err(problem) = param.read(&value, &mut values) {
            errors.push(ParamError::unworded(param, problem, value.clone()));
        }
        given.push((param, value));
    }
    (values, given, errors)
}

/// Sets `values`' maze to its journey level's, if they name one, with a notice for each maze
/// parameter `given` beside it.
fn enter_journey(values: &mut Values, given: &[(Param, String)], errors: &mut Vec<ParamError>) {
    if !crate::journey::enter(values) {
        return;
    }
    for (param, _) in given.iter().filter(|(p, _)| crate::journey::sets_maze(*p)) {
        errors.push(refusal(given, *param, Problem::BesideJourney(values.level)));
    }
}

/// One notice per repeated parameter, however often it repeats (the first value repeated is
/// the one quoted).
fn repeated(errors: &mut Vec<ParamError>, param: Param, value: String) {
    let earlier = errors
        .iter_mut()
        .find(|e| e.param == param && matches!(e.problem, Problem::Repeated(_)));
    match earlier {
        Some(error) => {
            if let Problem::Repeated(n) = &mut error.problem {
                *n = n.saturating_add(1);
            }
        }
        None => errors.push(ParamError::unworded(param, Problem::Repeated(1), value)),
    }
}

/// Decodes `%XX` escapes and `+` (a space); malformed escapes stay as they are.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let hex = |j: usize| bytes.get(j).and_then(|&c| (c as char).to_digit(16));
        match (b, hex(i + 1), hex(i + 2)) {
            (b'%', Some(hi), Some(lo)) => {
                out.push((hi * 16 + lo) as u8);
                i += 3;
            }
            (b'+', _, _) => {
                out.push(b' ');
                i += 1;
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use maze::Shape;

    fn fresh() -> Seed {
        Seed::parse("fallback").unwrap_or_else(|_| Seed::random())
    }

    #[test]
    fn shape_and_braid_round_trip_and_square_links_stay() {
        let (p, errors) = parse_query("seed=s&level=3&shape=hex&braid=40", fresh);
        assert!(errors.is_empty());
        assert_eq!((p.shape(), p.braid), (Shape::Hex, 40));
        assert_eq!(p.to_query(), "seed=s&level=3&shape=hex&braid=40");
        assert_eq!(p.shape_size(), 16);
        let (p, _) = parse_query("seed=s&level=3&shape=square&braid=0", fresh);
        assert_eq!(p.to_query(), "seed=s&level=3");
        let (p, _) = parse_query("seed=s&level=3&shape=circle", fresh);
        assert_eq!(p.shape_size(), 8);
        let (p, _) = parse_query("seed=s&size=1500&shape=circle", fresh);
        assert_eq!(
            p.shape_size(),
            1000,
            "a size is capped to the shape's range"
        );
    }

    #[test]
    fn bad_shape_and_braid_fall_back_with_notices() {
        let (p, errors) = parse_query("seed=s&shape=star&braid=101", fresh);
        assert_eq!((p.shape(), p.braid), (Shape::Square, 0));
        let texts: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        assert_eq!(
            texts,
            [
                "shape \"star\" is not a known shape (square, hex, triangle, circle); used shape square instead",
                "braid \"101\" is out of range (0 to 100); used braid 0 instead",
            ]
        );
    }

    #[test]
    fn quoted_values_stay_short_whatever_they_hold() {
        // Found by the parse_query fuzzer: 40 replacement characters escaped to 320 bytes.
        let long = "\u{fffd}".repeat(200);
        let (_, errors) = parse_query(&format!("seed={long}&level={long}"), fresh);
        assert_eq!(errors.len(), 2);
        for e in errors {
            assert!(e.found.len() <= 66, "{}", e.found);
            assert!(e.to_string().len() < 400, "{e}");
        }
    }

    #[test]
    fn decodes_escapes() {
        assert_eq!(percent_decode("a%2Db+c%zz%4"), "a-b c%zz%4");
    }

    #[test]
    fn an_empty_query_gives_defaults() {
        let (p, errors) = parse_query("", fresh);
        assert!(errors.is_empty());
        assert_eq!(p, Params::new(fresh()));
    }

    #[test]
    fn a_combination_that_makes_no_sense_is_refused_where_the_kind_is_built() {
        use super::super::Kind;
        let (p, errors) = parse_query("seed=s&mask=HI&weave=1", fresh);
        assert_eq!(p.kind.mask().map(|m| m.as_given()), Some("HI"));
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].problem, Problem::WeaveWithMask);
        let (p, errors) = parse_query("seed=s&weave=1&mask=HI&shape=hex", fresh);
        assert_eq!(p.kind, Kind::Plain(Shape::Hex));
        let problems: Vec<&Problem> = errors.iter().map(|e| &e.problem).collect();
        assert_eq!(
            problems,
            [
                &Problem::MaskNeedsSquare(Shape::Hex),
                &Problem::WeaveNeedsSquare(Shape::Hex)
            ]
        );
    }
}
