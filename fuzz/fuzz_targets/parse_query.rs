//! Any query string parses to usable parameters, every problem is explained, and the
//! parameters format back to a query that parses to themselves with no problem.
#![no_main]

use libfuzzer_sys::fuzz_target;
use seedmaze::level::MAX_LEVEL;
use seedmaze::link::parse_query;
use seedmaze::maze::Seed;

fuzz_target!(|data: &[u8]| {
    let query = String::from_utf8_lossy(data);
    let fallback = || Seed::parse("fuzzfallback").unwrap_or_else(|_| Seed::random());
    let (params, errors) = parse_query(&query, fallback);
    assert!((1..=MAX_LEVEL).contains(&params.level));
    assert!((2..=2000).contains(&params.side()));
    assert!(Seed::parse(params.seed.as_str()).is_ok());
    for error in &errors {
        let message = error.to_string();
        assert!(message.contains("instead"), "{message}");
        assert!(message.chars().count() < 400, "message too long: {message}");
    }
    let (again, problems) = parse_query(&params.to_query(), fallback);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(again, params);
});
