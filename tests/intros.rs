//! Every level's intro (the live region's "Level 6: a hex maze of 28 rows.") read by a small
//! grammar of this file's own, for every shape and mode (braid, weave, floors, doors, a word, a
//! drawing), and what it reads checked against the link: the level, the shape and its rows or
//! rings, the floors (`round(side / √K)`, docs/contract.md), the word. No ", 28 rows maze", no
//! "a 2 floors", no "a" before a vowel.

use seedmaze::game::{Plan, Session};
use seedmaze::link::draw_code::DrawnCode;
use seedmaze::link::{Kind, Params};
use seedmaze::maze::drawing::Drawing;
use seedmaze::maze::{Seed, Shape};
use seedmaze::text::Event;
use seedmaze::view_state::announcement;

/// What an intro says its maze is, as this file's grammar reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Said {
    /// "a maze of W by H cells"
    Square(u32, u32),
    /// "a hex maze of 28 rows": the shape's name, the count, its unit.
    Shaped(String, u32, String),
    /// "a woven maze of W by H cells"
    Woven(u32, u32),
    /// "two floors of S by S cells": the count, the floor's side.
    Floors(u32, u32),
    /// "a maze in the word “HI”, on a grid of W by H cells"
    Word(String),
    /// "a [hex |woven ]maze drawn on …[, with … left out]": the shape's name ("" for a square),
    /// woven, parts left out.
    Drawn(String, bool, u32),
}

/// Reads `text` as an intro: "Level N: " then the maze's noun phrase then ".".
fn read(text: &str) -> Result<(u32, Said), String> {
    check_words(text)?;
    let rest = text.strip_prefix("Level ").ok_or("no \"Level \"")?;
    let (level, rest) = rest.split_once(": ").ok_or("no \": \" after the level")?;
    let level = number(level)?;
    let phrase = rest.strip_suffix('.').ok_or("no full stop")?;
    Ok((level, noun_phrase(phrase)?))
}

/// What every sentence owes English, whatever it says: single spaces, no number straight after
/// "a", "an" only before a vowel, no count before "maze" (", 28 rows maze").
fn check_words(text: &str) -> Result<(), String> {
    if text.contains("  ") || text.starts_with(' ') || text.ends_with(' ') {
        return Err("stray spaces".into());
    }
    let words: Vec<&str> = text.split(' ').collect();
    for pair in words.windows(2) {
        let (word, next) = (pair[0], pair[1]);
        let first = next.chars().next().unwrap_or(' ');
        match word {
            "a" | "A" if first.is_ascii_digit() => return Err(format!("\"a {next}\"")),
            "a" | "A" if "aeiouAEIOU".contains(first) => return Err(format!("\"a {next}\"")),
            "an" | "An" if !"aeiouAEIOU".contains(first) => return Err(format!("\"an {next}\"")),
            "a" | "an" if matches!(next, "a" | "an" | "the") => {
                return Err(format!("\"{word} {next}\""));
            }
            _ => {}
        }
        // A unit before "maze" is a size crammed in as an adjective: "a hex, 28 rows maze".
        if next == "maze" && matches!(word, "rows" | "rings" | "cells" | "floors") {
            return Err(format!("\"{word} maze\""));
        }
        if word.ends_with(',') && word.trim_end_matches(',').parse::<u32>().is_ok() {
            return Err(format!("a number before a comma: \"{word}\""));
        }
    }
    Ok(())
}

fn number(text: &str) -> Result<u32, String> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{text:?} is not a number"));
    }
    text.parse().map_err(|_| format!("{text:?} is too big"))
}

/// "W by H cells".
fn grid(text: &str) -> Result<(u32, u32), String> {
    let cells = text.strip_suffix(" cells").ok_or("no \" cells\"")?;
    let (w, h) = cells.split_once(" by ").ok_or("no \" by \"")?;
    Ok((number(w)?, number(h)?))
}

const SHAPES: [&str; 3] = ["hex", "triangle", "circle"];
const COUNTS: [&str; 9] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
];

fn noun_phrase(phrase: &str) -> Result<Said, String> {
    // Floors: a count in words, never "a 2 floors".
    if let Some((count, rest)) = phrase.split_once(" floors of ") {
        let count = COUNTS
            .iter()
            .position(|c| *c == count)
            .ok_or(format!("{count:?} is not a count in words"))?;
        let (w, h) = grid(rest)?;
        if w != h {
            return Err("a floor is square".into());
        }
        return Ok(Said::Floors(count as u32, w));
    }
    let body = phrase
        .strip_prefix("a ")
        .ok_or(format!("{phrase:?} has no article"))?;
    if let Some(rest) = body.strip_prefix("maze of ") {
        let (w, h) = grid(rest)?;
        return Ok(Said::Square(w, h));
    }
    if let Some(rest) = body.strip_prefix("woven maze of ") {
        let (w, h) = grid(rest)?;
        return Ok(Said::Woven(w, h));
    }
    if let Some(rest) = body.strip_prefix("maze in the word “") {
        let (word, rest) = rest
            .split_once("”, on a grid of ")
            .ok_or("no word's grid")?;
        grid(rest)?;
        return Ok(Said::Word(word.to_owned()));
    }
    // A drawing: "a [shape |woven ]maze drawn on …".
    if let Some((before, rest)) = body.split_once("maze drawn on ") {
        let (shape, woven) = match before {
            "" => (String::new(), false),
            "woven " => (String::new(), true),
            other => {
                let shape = other.strip_suffix(' ').unwrap_or(other);
                if !SHAPES.contains(&shape) {
                    return Err(format!("{shape:?} is not a shape"));
                }
                (shape.to_owned(), false)
            }
        };
        let (size, left) = match rest.split_once(", with ") {
            Some((size, left)) => (size, Some(left)),
            None => (rest, None),
        };
        if shape.is_empty() {
            grid(size.strip_prefix("a grid of ").ok_or("no grid")?)?;
        } else {
            let (n, unit) = size.split_once(' ').ok_or("no unit")?;
            number(n)?;
            expect_unit(&shape, unit)?;
        }
        let left_out = match left {
            None => 0,
            Some("one smaller part left out") => 1,
            Some(left) => {
                let n = left
                    .strip_suffix(" smaller parts left out")
                    .ok_or(format!("{left:?}"))?;
                let n = number(n)?;
                if n < 2 {
                    return Err(format!("\"{n} smaller parts\""));
                }
                n
            }
        };
        return Ok(Said::Drawn(shape, woven, left_out));
    }
    // Another shape: "a hex maze of 28 rows".
    let (shape, rest) = body.split_once(" maze of ").ok_or(format!("{body:?}"))?;
    if !SHAPES.contains(&shape) {
        return Err(format!("{shape:?} is not a shape"));
    }
    let (n, unit) = rest.split_once(' ').ok_or("no unit")?;
    expect_unit(shape, unit)?;
    Ok(Said::Shaped(shape.to_owned(), number(n)?, unit.to_owned()))
}

/// A circle counts rings, the other shapes rows.
fn expect_unit(shape: &str, unit: &str) -> Result<(), String> {
    let want = if shape == "circle" { "rings" } else { "rows" };
    if unit != want {
        return Err(format!("a {shape} counts {want}, not {unit}"));
    }
    Ok(())
}

/// The shape's name as this file writes it.
fn shape_name(shape: Shape) -> &'static str {
    match shape {
        Shape::Square => "square",
        Shape::Hex => "hex",
        Shape::Triangle => "triangle",
        Shape::Circle => "circle",
    }
}

/// What the intro of `params` should say, from the link alone.
fn expected(params: &Params) -> Said {
    let side = params.side();
    match &params.kind {
        Kind::Plain(Shape::Square) => Said::Square(side, side),
        Kind::Plain(shape) => {
            let unit = if *shape == Shape::Circle {
                "rings"
            } else {
                "rows"
            };
            Said::Shaped(
                shape_name(*shape).to_owned(),
                params.shape_size(),
                unit.to_owned(),
            )
        }
        Kind::Woven => Said::Woven(side, side),
        // docs/contract.md: each floor's side is round(side / √K), within 2 to 2000.
        Kind::Floors(count) => {
            let floor = (f64::from(side) / f64::from(*count).sqrt()).round();
            Said::Floors(*count, floor.clamp(2.0, 2000.0) as u32)
        }
        Kind::Word(mask) => Said::Word(mask.as_given().to_owned()),
        Kind::Drawn(..) | Kind::WovenDrawing(_) => {
            let shape = match params.shape() {
                Shape::Square => "",
                other => shape_name(other),
            };
            // Parts left out are the drawing's; checked on the drawing below.
            Said::Drawn(shape.to_owned(), params.kind.is_woven(), u32::MAX)
        }
    }
}

fn session(query: &str) -> Session {
    Plan::from_query(query, || Seed::parse("intro").expect("a seed")).start()
}

/// A drawing's code: a 6×4 ring, with a lone cell apart when `dot` (left out of the maze).
fn ring(dot: bool) -> String {
    let rows = ["111101", "100100", "100100", "111100"];
    let painted: Vec<bool> = rows
        .iter()
        .flat_map(|r| r.bytes().map(|b| b == b'1'))
        .enumerate()
        .map(|(i, p)| p && (dot || i != 5))
        .collect();
    let drawing = Drawing::new(6, 4, painted).expect("a drawing");
    DrawnCode::of(&drawing).as_str().to_owned()
}

/// Every shape and mode a link can ask for, as the rest of a query.
fn modes() -> Vec<String> {
    let (plain, dotted) = (ring(false), ring(true));
    let mut modes: Vec<String> = vec![
        String::new(),
        "shape=hex".into(),
        "shape=triangle".into(),
        "shape=circle".into(),
        "braid=40".into(),
        "shape=hex&braid=100".into(),
        "shape=circle&braid=30".into(),
        "weave=1".into(),
        "doors=2".into(),
        "shape=triangle&doors=1".into(),
        "floors=1".into(),
        "floors=3&doors=1".into(),
        "difficulty=hard".into(),
        "mask=HI".into(),
        "mask=seedmaze".into(),
        "mask=A%20B&braid=20".into(),
        format!("draw={plain}"),
        format!("draw={dotted}"),
        format!("shape=hex&draw={plain}"),
        format!("shape=triangle&draw={dotted}"),
        format!("shape=circle&draw={plain}"),
        format!("weave=1&draw={plain}"),
        format!("weave=1&draw={dotted}"),
    ];
    modes.extend((2..=8).map(|k| format!("floors={k}")));
    modes
}

#[test]
fn every_level_intro_reads_as_english_and_says_its_link() {
    let mut read_count = 0;
    for mode in modes() {
        for level in [1, 2, 3, 5, 6, 9, 14] {
            let query = format!("seed=intro&level={level}&{mode}");
            let s = session(&query);
            assert!(s.notices().is_empty(), "{query}: {:?}", s.notices());
            for event in [Event::Level, Event::Shape] {
                let said = announcement(&s, event);
                let (lv, what) = read(&said).unwrap_or_else(|e| panic!("{query}: {said:?}: {e}"));
                assert_eq!(lv, level, "{query}: {said}");
                let want = expected(s.params());
                match (&what, &want) {
                    (Said::Drawn(shape, woven, left), Said::Drawn(w_shape, w_woven, _)) => {
                        assert_eq!((shape, woven), (w_shape, w_woven), "{query}: {said}");
                        // The lone cell is left out; the ring alone leaves nothing out.
                        let dotted = mode.contains(&ring(true));
                        assert_eq!(*left, u32::from(dotted), "{query}: {said}");
                    }
                    _ => assert_eq!(what, want, "{query}: {said}"),
                }
                read_count += 1;
            }
        }
    }
    assert!(read_count > 300, "{read_count} intros read");
}

/// The grammar refuses the sentences it was written against, and a few more of their kind.
#[test]
fn the_grammar_refuses_the_old_sentences() {
    for bad in [
        "Level 6: a hex, 28 rows maze.",
        "Level 5: a 2 floors of 17×17 maze.",
        "Level 5: a 2 floors of 17 by 17 cells.",
        "Level 1: a “HI” 87×24 maze.",
        "Level 1: a drawing 20×20 (1 smaller part left out) maze.",
        "Level 2: a  maze of 8 by 8 cells.",
        "Level 2: an maze of 8 by 8 cells.",
        "Level 2: a hex maze of 8 rings.",
        "Level 2: two floors of 8 by 9 cells.",
        "Level 2: a maze of 8 by 8 cells",
    ] {
        assert!(read(bad).is_err(), "{bad}");
    }
    assert_eq!(
        read("Level 6: a hex maze of 28 rows."),
        Ok((6, Said::Shaped("hex".into(), 28, "rows".into())))
    );
    assert_eq!(
        read("Level 5: two floors of 17 by 17 cells."),
        Ok((5, Said::Floors(2, 17)))
    );
}
