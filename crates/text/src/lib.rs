//! Every sentence the page and the CLI say, in English, split by subject into the files below,
//! and numbers as a player reads them. Kept in Rust so that the page needs no `Intl` (whose
//! first use loads ICU data: 15–30 ms on the page's thread at start-up, measured). The maze and
//! the link below return typed errors; this layer words them (`problems`).
// Input reaches this crate from URLs, storage, key presses and worker messages: no panics and
// no unchecked indexing anywhere in it (its tests aside).
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing
    )
)]

mod announce;
mod door_words;
mod draw;
mod floor_words;
mod inside_words;
mod journey_words;
mod loading;
mod menu_words;
mod page;
mod race;
mod refused;
mod roll_words;
mod shows;
pub use announce::{
    Event, MazeWords, Situation, WIN_GOING_ON, WIN_HELD, Win, announcement, grade_words,
    maze_words, star_marks, win,
};
pub use door_words::{
    DOORS_CAME_LATE, EXIT_NAME, HINTS_PENDING, door_colour, door_in_reach, door_locked, door_needs,
    door_opened, fewer_doors, in_reach, key_in_reach, key_name, key_picked, keys_held,
};
pub use draw::{
    draw_cursor, draw_preview, draw_summary, drawn_size, no_picture, picture_refused,
    title_left_out,
};
pub use floor_words::{floor_label, floor_surroundings, floors_size, stairs_here};
pub use inside_words::{STUDY_OVER, ahead_said, facing_said, view_label, view_said};
pub use journey_words::{journey_map_note, journey_tile, journey_tile_spoken, journey_tip};
pub use loading::{MakingStage, loading, making, opening_size};
pub use menu_words::{choice_closed, choice_label, let_go};
pub use page::{
    CLEAR_RECORDS, COPY_BY_HAND, COUNTING, PNG_BACKGROUND, PNG_DONE, RECORDS_CLEARED, SHARED,
    SVG_DONE, TOOLS_LOADING, WORKER_NONE, WORKER_UNSTARTED, challenge_text, copied, link_copied,
    percent, png_failed, share_text, stats_failed, tools_failed, worker_failed,
};
pub use race::{
    challenge_ignored, challenge_target, challenge_verdict, ghost_gap, ghost_hints, ghost_place,
    ghost_verdict, seconds,
};
pub use refused::{
    SOLUTION_ENDS, SOLUTION_NO_WALK, SOLUTION_NOT_SHORTEST, bad_wall_byte, erased_count,
    erased_twice, erased_wall_not_interior, erased_wall_stands, solution_longer, solution_step,
    wall_count,
};
pub use roll_words::{ROLL_KEYS, hint_said, stopped, tap_refused};
pub use shows::{
    CARVE_REDUCED, carve_skipped, carve_watch, carved, carving, search_counts, searched, searching,
};

use maze::shape::Heading;

/// `parts` with `sep` between them: what `join` gives, by one small loop that every sentence
/// shares (the standard library builds a larger copy for each kind of part, 0.6 KB gzipped in
/// the full game's build for two).
pub fn joined<S: AsRef<str>>(parts: &[S], sep: &str) -> String {
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(part.as_ref());
    }
    out
}

/// A duration as `m:ss.t` (tenths), or `h:mm:ss.t` from an hour on: every time the player
/// reads (HUD, win, challenge, records).
pub fn format_time(ms: f64) -> String {
    let tenths = if ms.is_finite() {
        (ms.max(0.0) / 100.0).floor() as u64
    } else {
        0
    };
    let (t, secs) = (tenths % 10, tenths / 10);
    let (s, mins) = (secs % 60, secs / 60);
    if mins >= 60 {
        format!("{}:{:02}:{s:02}.{t}", mins / 60, mins % 60)
    } else {
        format!("{mins}:{s:02}.{t}")
    }
}

pub use maze::quote::count;

/// The carve replay's and search view's speed for the slider's value 0..=100: 1 to 100,000
/// steps per second, evenly spaced on a log scale (values above 100 count as 100).
pub fn animation_rate(slider: u32) -> u32 {
    // Twentieth roots of ten multiplied up instead of `powf`, which would add 2 KB to the wasm.
    let rate = (0..slider.min(100)).fold(1.0f64, |r, _| r * 1.122_018_454_301_963_3);
    (rate + 0.5) as u32
}

/// The speed slider's reading: "1,000 per second".
pub fn speed(slider: u32) -> String {
    format!("{} per second", count(u64::from(animation_rate(slider))))
}

/// The word for a direction, as the player hears it (its way's, `way_word`).
pub fn direction_word(dir: maze::Direction) -> &'static str {
    way_word(dir.into())
}

/// The word for where a way heads, as the player hears it: "north-east", "clockwise", "up".
pub fn way_word(way: Heading) -> &'static str {
    match way {
        Heading::North => "north",
        Heading::East => "east",
        Heading::South => "south",
        Heading::West => "west",
        Heading::NorthEast => "north-east",
        Heading::NorthWest => "north-west",
        Heading::SouthEast => "south-east",
        Heading::SouthWest => "south-west",
        Heading::Inward => "inward",
        Heading::Outward => "outward",
        Heading::OutwardLeft => "outward left",
        Heading::OutwardRight => "outward right",
        Heading::Clockwise => "clockwise",
        Heading::Anticlockwise => "anticlockwise",
        Heading::Up => "up",
        Heading::Down => "down",
        Heading::Ahead => "ahead",
    }
}

/// The words for `ways`, in their order.
fn way_words(ways: &[Heading]) -> Vec<&'static str> {
    ways.iter().map(|&w| way_word(w)).collect()
}

/// Where the ball is (cell (x, y), counted from 0) and which ways are open: "Row 3, column 5.
/// Open: north, east." (the I key).
pub fn surroundings(x: u32, y: u32, open: &[maze::Direction]) -> String {
    format!("Row {}, column {}. {}", y + 1, x + 1, open_ways(open))
}

/// The ways open from a cell: "Open: north, east." ("Open: none." when walled in).
pub fn open_ways(open: &[maze::Direction]) -> String {
    let mut text = String::from("Open: ");
    for (i, &dir) in open.iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        text.push_str(direction_word(dir));
    }
    text.push_str(if open.is_empty() { "none." } else { "." });
    text
}

/// The distance hint of the I key: "The exit is 12 moves away."
pub fn exit_distance(moves: u32) -> String {
    match moves {
        0 => "The exit is here.".to_owned(),
        1 => "The exit is 1 move away.".to_owned(),
        n => format!("The exit is {} moves away.", count(u64::from(n))),
    }
}

/// Why Show solution waits on a big level whose solution the background is still finding,
/// and what Space says meanwhile.
pub const FINDING_SOLUTION: &str = "Finding the solution…";

/// The distance hint of the I key while the solution is still being found.
pub const DISTANCE_PENDING: &str = "The distance to the exit is still being worked out.";

/// The background's solution did not fit the maze (`problem` says how): refused, and the
/// page found the solution itself.
pub fn solution_refused(problem: &str) -> String {
    format!(
        "The solution made in the background was refused ({problem}); it was found here instead."
    )
}

/// What the page says when the background's erasure order (the carve replay's) was refused.
pub fn order_refused(problem: &str) -> String {
    format!(
        "The carving order made in the background was refused ({problem}); the carve replay \
         opens the walls in their own order instead."
    )
}

/// A difficulty dial given no candidate to weigh (never from a link: every level has some).
pub const NO_CANDIDATES: &str = "no candidate maze to weigh";

/// Why the carve replay waits on a big level whose erasure order is still on its way.
pub const ORDER_COMING: &str = "The carving order is on its way…";

/// What a move into a wall says: "Wall to the west."
pub fn bump(dir: maze::Direction) -> String {
    format!("Wall to the {}.", direction_word(dir))
}

/// The ways open from a cell of any shape, in its words: "Open: north-east, west."
pub fn open_words(open: &[Heading]) -> String {
    if open.is_empty() {
        return "Open: none.".to_owned();
    }
    format!("Open: {}.", joined(&way_words(open), ", "))
}

/// What a move into a wall of any shape says: "Wall to the north-east.", "Wall inward."
pub fn bump_way(way: Heading) -> String {
    let word = way_word(way);
    match way {
        // The ring's ways, and a way not named, are not places to be "to the" of.
        Heading::Inward
        | Heading::Outward
        | Heading::Clockwise
        | Heading::Anticlockwise
        | Heading::OutwardLeft
        | Heading::OutwardRight
        | Heading::Ahead => format!("Wall {word}."),
        _ => format!("Wall to the {word}."),
    }
}

/// What a move through a crossing of a woven maze says: "Over a crossing." on the bridge,
/// "Under a crossing." through its tunnel.
pub fn crossing(passing: maze::shape::Passing) -> &'static str {
    match passing {
        maze::shape::Passing::Over => "Over a crossing.",
        maze::shape::Passing::Under => "Under a crossing.",
    }
}

/// A maze's size in the HUD: "16×16" for square, "hex, 16 rows", "circle, 8 rings".
pub fn size_label(shape: maze::Shape, size: u32, (w, h): (u32, u32)) -> String {
    match shape {
        maze::Shape::Square => format!("{w}×{h}"),
        _ => format!("{}, {size} {}", shape.name(), shape.size_unit()),
    }
}

/// Why the menu's word was not made into a maze (the maze stays as it is).
pub fn bad_word(why: &str) -> String {
    format!("That word cannot be made into a maze: {why}.")
}

/// A woven maze's size in the HUD: `16×16 woven`.
pub fn woven_size(side: u32) -> String {
    format!("{side}×{side} woven")
}

/// A word maze's size in the HUD: the word and its bounding grid, `“HELLO” 87×24`.
pub fn word_size(word: &str, (w, h): (u32, u32)) -> String {
    format!("“{word}” {w}×{h}")
}

/// The board's accessible name for a shape other than square: the level, the size, the ball's
/// cell and open ways (the I key's words), the moves.
pub fn shape_board_label(
    level: u32,
    size: &str,
    cell: u32,
    open: &[Heading],
    moves: u32,
) -> String {
    format!(
        "Maze, level {level}, {size}. Cell {} of the maze. {} The exit is the last cell. {moves}          moves.",
        cell + 1,
        open_words(open)
    )
}

/// Where the ball is in a shape other than square (the I key): "Cell 5. Open: east, west."
pub fn shape_surroundings(cell: u32, open: &[Heading]) -> String {
    format!("Cell {}. {}", cell + 1, open_words(open))
}

/// The records panel's line while this device has no record.
pub const NO_RECORDS: &str = "No records yet: finish a maze to set one.";

/// The records table's caption, for screen readers.
pub const RECORDS_CAPTION: &str = "Your records per maze, kept in this browser";

/// The label of the field a link is copied from by hand when the clipboard refused it.
pub const SHARE_BY_HAND_LABEL: &str =
    "The link could not be copied for you. Copy it by hand (it is selected):";

/// The menu's help on playing, under Play.
pub const PLAY_HELP: &str = "Move with the keys below (hold to repeat), or swipe on a touch screen. \
     Shift with a way rolls the ball to the next fork (a fling, or a pad button tapped twice); a \
     tap or click on a cell along a corridor walks there. Bring the ball to the green exit. ? \
     (or Hint) shows the way on from where the ball is, a little more with each press. Enter \
     goes on after a win, Esc opens and closes this menu.";

/// The menu's line naming the current shape's keys: "Hex: → D east, ← A west, E north-east,
/// …; ↑ ↓ the open way nearest that direction." (square: the arrows, WASD or hjkl), the roll's
/// and tap's, then I's and the hint's.
pub fn keys_line(shape: maze::Shape) -> String {
    let name = |key: &str| match key {
        "ArrowUp" => "↑".to_owned(),
        "ArrowRight" => "→".to_owned(),
        "ArrowDown" => "↓".to_owned(),
        "ArrowLeft" => "←".to_owned(),
        other => other.to_ascii_uppercase(),
    };
    let mut said: Vec<Heading> = Vec::new();
    let mut parts = Vec::new();
    for way in shape.ways() {
        if said.contains(&way.heading) {
            continue;
        }
        said.push(way.heading);
        let keys: Vec<String> = way.keys.iter().map(|k| name(k)).collect();
        parts.push(format!("{} {}", joined(&keys, " "), way_word(way.heading)));
    }
    let mut line = format!("Keys for {}: {}", shape.name(), joined(&parts, ", "));
    let arrows: Vec<String> = shape.angle_keys().iter().map(|a| name(a.key)).collect();
    if !arrows.is_empty() {
        line.push_str(&format!(
            "; {} the open way nearest that direction",
            joined(&arrows, " ")
        ));
    }
    line.push_str("; ");
    line.push_str(ROLL_KEYS);
    line.push_str(
        ". Press I to hear where the ball is and which ways are open; press ? for a hint.",
    );
    line
}

/// What turning the sound on or off says.
pub fn sound_changed(on: bool) -> &'static str {
    if on { "Sound on." } else { "Sound off." }
}

/// What the status line says when the game could not start (`w`: why).
pub fn start_failed(w: &str) -> String {
    format!("The game could not start: {w}")
}

/// The status line's level: "Level 3 of 499", or the daily maze's day and level.
pub fn level_label(daily: Option<link::calendar::Date>, level: u32, max_level: u32) -> String {
    match daily {
        Some(day) => format!("Daily {day} · level {level}"),
        None => format!("Level {level} of {max_level}"),
    }
}

/// The bar's level field on a journey level: "Journey 12".
pub fn journey_label(k: u32) -> String {
    format!("Journey {k}")
}

/// The bar's mode field: fog of war if on, and a drawing's title ("Fog of war · “Heart”"; the
/// fog first, as a long title is cut short).
pub fn mode_field(title: Option<&str>, fog: bool, hints: u32) -> String {
    let mut parts = Vec::new();
    if fog {
        parts.push("Fog of war".to_owned());
    }
    if let Some(title) = title {
        parts.push(format!("“{title}”"));
    }
    if hints > 0 {
        parts.push(hints_words(hints));
    }
    joined(&parts, " · ")
}

/// Why the Hint button is off: the level is won.
pub const HINT_AFTER_WIN: &str = "The exit is reached: no hint is needed";

/// "1 hint", "2 hints": the hints taken, as the bar, the win and a shared result say them.
pub fn hints_words(hints: u32) -> String {
    match hints {
        1 => "1 hint".to_owned(),
        n => format!("{n} hints"),
    }
}

/// The bar's challenge field: how the run compared after the win, else the target to beat.
pub fn challenge_field(verdict: Option<String>, target: Option<String>) -> String {
    match (verdict, target) {
        (Some(verdict), _) => format!("Result: {verdict}"),
        (None, Some(target)) => format!("Challenge: {target}"),
        (None, None) => String::new(),
    }
}

/// Why a tool that reveals the maze is off in fog of war.
pub const REVEAL_IN_FOG: &str = "Not in fog of war: it would show the cells you have not seen.";

/// Why a tool that shows every cell at once is off for a maze of `size` (in words).
pub fn too_big_for_tool(size: &str) -> String {
    format!("Only for mazes up to 200×200 cells; this one is {size}.")
}

/// The solution button's label.
pub fn solution_label(shown: bool) -> &'static str {
    if shown {
        "Hide solution"
    } else {
        "Show solution"
    }
}

/// The overview button's label: what pressing it shows.
pub fn overview_label(shown: bool) -> &'static str {
    if shown {
        "Follow the ball"
    } else {
        "Whole maze"
    }
}

/// What the O key (or the overview button) did: the whole shape in view, or the ball again.
pub fn overview_said(shown: bool) -> &'static str {
    if shown {
        "Whole maze shown. Press O to follow the ball."
    } else {
        "Following the ball. Press O to see the whole maze."
    }
}

/// Why the overview button is off: the whole maze is in view anyway.
pub const OVERVIEW_FITS: &str = "The whole maze is already in view.";

/// Why the solution button is off in fog of war.
pub const SOLUTION_IN_FOG: &str = "The solution is not shown in fog of war.";

/// Why "next level" is off before the win.
pub const REACH_EXIT_FIRST: &str = "Reach the exit first.";

/// What the board's name adds while the solution is shown.
pub fn solution_shown_suffix(shown: bool) -> &'static str {
    if shown { " The solution is shown." } else { "" }
}

/// A square board's accessible name: the level, its sides, where the ball is (`here`, the I
/// key's sentence), where the exit is, the moves, and `shown` (`solution_shown_suffix`).
pub fn square_board_label(
    level: u32,
    (w, h): (u32, u32),
    here: &str,
    moves: u32,
    shown: &str,
) -> String {
    format!(
        "Maze, level {level}, {w} by {h} cells. {here} The exit is at the bottom right, row {h}, \
         column {w}. {moves} moves.{shown}"
    )
}

// The page's own sentences and the shows' lines, by subject.

/// The notice when the link's level could not be made (`error` says why).
pub fn used_level_one(error: &str) -> String {
    format!("{error}; used level 1 instead")
}

/// The spoiler-free result a player shares after a win: "seedmaze daily 2026-12-03 · level 3 ·
/// 0:42.3 · 57 moves (91% efficient)", a drawing's title after the name ("seedmaze “Heart” ·
/// level 3 · …"), a journey level with its stars ("seedmaze · journey 12 ★★☆ · …"), then the
/// link on its own line.
pub fn share_result(
    (daily, title): (Option<link::calendar::Date>, Option<&str>),
    level: SharedLevel,
    (time, moves, efficiency): (&str, u32, u64),
    hints: u32,
    link: &str,
) -> String {
    let mut name = match daily {
        Some(date) => format!("seedmaze daily {date}"),
        None => "seedmaze".to_owned(),
    };
    if let Some(title) = title {
        name.push_str(&format!(" “{title}”"));
    }
    let helped = match hints {
        0 => String::new(),
        n => format!(" · {}", hints_words(n)),
    };
    let level = match level {
        SharedLevel::Classic(n) => format!("level {n}"),
        SharedLevel::Journey(k, stars) => format!("journey {k} {}", star_marks(stars)),
    };
    format!("{name} · {level} · {time} · {moves} moves ({efficiency}% efficient){helped}\n{link}")
}

/// Which level a shared result names: a classic one, or a journey level with its stars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharedLevel {
    /// `level=N`.
    Classic(u32),
    /// Journey level K and the stars won there.
    Journey(u32, u8),
}

/// The statistics panel's difficulty row (`game::grades`): "grade 7 of 10 (score 12.3)", the
/// grade as its value.
pub fn difficulty_row(grade: u8, score: f64) -> (&'static str, &'static str, String, Option<f64>) {
    // Tenths in integers, as `stat_rows` words its share.
    let tenths = (score.max(0.0) * 10.0 + 0.5) as u64;
    let text = format!(
        "grade {grade} of 10 (score {}.{})",
        tenths / 10,
        tenths % 10
    );
    ("difficulty", "Difficulty", text, Some(f64::from(grade)))
}

/// The statistics panel's rows: `(name, label, text, value)`, the value as the CLI's JSON has
/// it (`None` where there is none, such as the solution length of an unsolvable maze).
pub fn stat_rows(s: &maze::stats::Stats) -> Vec<(&'static str, &'static str, String, Option<f64>)> {
    let moves = |n: u32| format!("{} moves", count(u64::from(n)));
    // Tenths of a percent in integers: float formatting would add about 15 KB to the wasm.
    let tenths = (s.reachable_share.clamp(0.0, 1.0) * 1000.0 + 0.5) as u32;
    let percent = if tenths >= 1000 {
        "100%".to_owned()
    } else {
        format!("{}.{}%", tenths / 10, tenths % 10)
    };
    vec![
        (
            "dead_ends",
            "Dead ends",
            count(u64::from(s.dead_ends)),
            Some(f64::from(s.dead_ends)),
        ),
        (
            "junctions",
            "Junctions",
            count(u64::from(s.junctions)),
            Some(f64::from(s.junctions)),
        ),
        (
            "solution_length",
            "Solution length",
            s.solution_length.map_or_else(|| "none".to_owned(), moves),
            s.solution_length.map(f64::from),
        ),
        (
            "farthest",
            "Farthest from start",
            moves(s.farthest),
            Some(f64::from(s.farthest)),
        ),
        (
            "reachable_share",
            "Reachable",
            format!("{percent} ({} cells)", count(u64::from(s.reachable))),
            Some(s.reachable_share),
        ),
        (
            "loops",
            "Loops",
            count(u64::from(s.loops)),
            Some(f64::from(s.loops)),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #[test]
        fn joined_is_join(parts in proptest::collection::vec(".{0,4}", 0..5), sep in ".{0,3}") {
            proptest::prop_assert_eq!(joined(&parts, &sep), parts.join(&sep));
        }
    }

    #[test]
    fn the_ghost_is_told_in_seconds_and_cells() {
        assert_eq!(ghost_gap(1_400.0), "ghost +1.4 s");
        assert_eq!(ghost_gap(1_449.0), "ghost +1.4 s");
        assert_eq!(ghost_gap(1_450.0), "ghost +1.5 s");
        assert_eq!(ghost_gap(-800.0), "ghost \u{2212}0.8 s");
        assert_eq!(ghost_gap(-49.0), "ghost 0.0 s");
        assert_eq!(ghost_gap(20.0), "ghost 0.0 s");
        assert_eq!(ghost_gap(f64::NAN), "ghost 0.0 s");
        assert_eq!(ghost_gap(61_000.0), "ghost +1:01.0");
        assert_eq!(
            ghost_verdict(10_000.0, 12_100.0),
            "You beat the ghost by 2.1 s."
        );
        assert_eq!(ghost_verdict(12_100.0, 10_000.0), "The ghost won by 2.1 s.");
        assert_eq!(
            ghost_verdict(10_020.0, 10_000.0),
            "You and the ghost finished together."
        );
        assert_eq!(
            ghost_verdict(0.0, 75_000.0),
            "You beat the ghost by 1:15.0."
        );
        assert_eq!(ghost_place(2, false), "Ghost two cells ahead.");
        assert_eq!(ghost_place(-1, false), "Ghost one cell behind.");
        assert_eq!(ghost_place(0, false), "Ghost level with you.");
        assert_eq!(ghost_place(-12, false), "Ghost twelve cells behind.");
        assert_eq!(ghost_place(1_500, false), "Ghost 1,500 cells ahead.");
        assert_eq!(ghost_place(-3, true), "The ghost has reached the exit.");
    }

    #[test]
    fn every_refused_run_gives_one_notice_sentence() {
        use link::RunError as E;
        let cases = [
            (E::Empty, "is empty"),
            (
                E::TooLong(4_321),
                "has 4,321 characters, more than the 4,000 allowed",
            ),
            (E::UnknownVersion, "is in a form this version cannot read"),
            (
                E::BadCharacter('<'),
                "has the character '<', which runs never use",
            ),
            (E::Truncated, "is cut short"),
            (E::Leftover, "has characters left over after its last move"),
            (E::NoMoves, "has no moves"),
            (E::TooSlow, "lasts more than 100 hours"),
            (E::WrongShape, "was made on a maze of another shape"),
            (E::IllegalMove(7), "makes an impossible move (move 7)"),
            (E::Backwards(3), "goes back in time (move 3)"),
            (E::MissesExit, "does not reach the exit"),
        ];
        for (error, reason) in cases {
            assert_eq!(
                error.to_string(),
                format!(
                    "The ghost's run in this link {reason}, so no ghost is shown and you play alone instead"
                )
            );
        }
    }

    #[test]
    fn counts_are_grouped_by_thousands() {
        let cases = [
            (0, "0"),
            (7, "7"),
            (999, "999"),
            (1000, "1,000"),
            (12_345, "12,345"),
            (999_999, "999,999"),
            (1_000_000, "1,000,000"),
            (4_000_000, "4,000,000"),
            (u64::from(u32::MAX), "4,294,967,295"),
        ];
        for (n, text) in cases {
            assert_eq!(count(n), text);
        }
    }

    #[test]
    fn the_animation_rate_spans_one_to_a_hundred_thousand() {
        assert_eq!(animation_rate(0), 1);
        assert_eq!(animation_rate(20), 10);
        assert_eq!(animation_rate(50), 316);
        assert_eq!(animation_rate(60), 1000);
        assert_eq!(animation_rate(100), 100_000);
        assert_eq!(animation_rate(500), 100_000);
        assert_eq!(speed(60), "1,000 per second");
        let rates: Vec<u32> = (0..=100).map(animation_rate).collect();
        assert!(rates.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn a_win_says_solved_with_time_moves_and_what_it_set() {
        let plain = Win {
            level: 3,
            elapsed_ms: 12_400.0,
            moves: 27,
            ..Win::default()
        };
        assert_eq!(win(&plain), "Level 3 solved in 0:12.4 with 27 moves.");
        let starred = |stars| {
            win(&Win {
                stars: Some(stars),
                ..plain.clone()
            })
        };
        assert_eq!(starred(3), "★★★ Level 3 solved in 0:12.4 with 27 moves.");
        assert_eq!(starred(1), "★☆☆ Level 3 solved in 0:12.4 with 27 moves.");
        let graded = Win {
            grade: Some(7),
            ..plain.clone()
        };
        assert_eq!(
            win(&graded),
            "Level 3 solved in 0:12.4 with 27 moves. Difficulty grade 7 of 10: harder than 6 in \
             10 mazes of its kind at this level."
        );
        assert_eq!(
            grade_words(1),
            "Difficulty grade 1 of 10: among the easiest 1 in 10 mazes of its kind at this level."
        );
        assert!(grade_words(10).contains("harder than 9 in 10 mazes"));
        let all = Win {
            new_time: true,
            new_moves: true,
            verdict: Some("You beat the time.".to_owned()),
            unsaved: true,
            ..plain
        };
        assert_eq!(
            win(&all),
            "Level 3 solved in 0:12.4 with 27 moves. New best time! Fewest moves yet! You beat \
             the time. (It could not be saved: this browser's storage is full or turned off.)"
        );
    }

    #[test]
    fn stat_rows_word_each_figure() {
        let mut s = maze::stats::Stats {
            dead_ends: 1234,
            junctions: 5,
            solution_length: None,
            farthest: 40,
            reachable: 64,
            reachable_share: 1.0,
            loops: 0,
        };
        let text = |s: &maze::stats::Stats| -> Vec<String> {
            stat_rows(s).into_iter().map(|r| r.2).collect()
        };
        assert_eq!(
            text(&s),
            ["1,234", "5", "none", "40 moves", "100% (64 cells)", "0"]
        );
        s.reachable_share = 0.5;
        s.solution_length = Some(14);
        assert_eq!(text(&s)[2], "14 moves");
        assert_eq!(text(&s)[4], "50.0% (64 cells)");
        s.reachable_share = 0.12345;
        assert_eq!(text(&s)[4], "12.3% (64 cells)");
        assert_eq!(stat_rows(&s)[2].3, Some(14.0));
    }

    #[test]
    fn surroundings_and_bumps_use_the_direction_words() {
        use maze::Direction::{East, North, West};
        assert_eq!(
            surroundings(4, 2, &[North, East]),
            "Row 3, column 5. Open: north, east."
        );
        assert_eq!(surroundings(0, 0, &[]), "Row 1, column 1. Open: none.");
        assert_eq!(bump(West), "Wall to the west.");
        assert_eq!(exit_distance(1), "The exit is 1 move away.");
        assert_eq!(exit_distance(1234), "The exit is 1,234 moves away.");
    }

    #[test]
    fn a_shape_s_ways_and_bumps_are_worded_here() {
        assert_eq!(way_word(Heading::NorthEast), "north-east");
        assert_eq!(way_word(Heading::OutwardLeft), "outward left");
        assert_eq!(bump_way(Heading::NorthEast), "Wall to the north-east.");
        assert_eq!(bump_way(Heading::Inward), "Wall inward.");
        assert_eq!(bump_way(Heading::OutwardRight), "Wall outward right.");
        assert_eq!(bump_way(Heading::Ahead), "Wall ahead.");
        assert_eq!(
            shape_surroundings(4, &[Heading::Clockwise, Heading::Up]),
            "Cell 5. Open: clockwise, up."
        );
        // Each shape's ways have words of their own (the keys line names each once).
        for shape in maze::Shape::ALL {
            for way in shape.ways() {
                assert!(!way_word(way.heading).is_empty());
            }
        }
        assert!(keys_line(maze::Shape::Circle).contains("Q W K outward left"));
    }

    #[test]
    fn every_event_has_a_sentence() {
        let now = Situation {
            seed: "abc",
            level: 4,
            maze: maze_words(MazeWords::Plain(maze::Shape::Square, 20)),
            daily: Some("2026-11-30".to_owned()),
            fog: true,
            solution_shown: true,
            algorithm: "prim",
            braid: 30,
        };
        for (event, text) in [
            (Event::Shape, "Level 4: a maze of 20 by 20 cells."),
            (
                Event::Braid,
                "The same maze with 30% of its dead ends opened into loops.",
            ),
            (Event::Level, "Level 4: a maze of 20 by 20 cells."),
            (Event::NewMaze, "New maze, seed abc, level 4."),
            (Event::Restart, "Level 4 restarted."),
            (Event::Solution, "Solution shown."),
            (Event::Daily, "Daily maze of 2026-11-30, level 4."),
            (
                Event::Fog,
                "Fog of war: only what you have seen is shown. Level 4.",
            ),
            (
                Event::Generator,
                "The same seed and level made by the prim generator.",
            ),
            (
                Event::Continue,
                "Welcome back: continuing seed abc, level 4. New game starts afresh.",
            ),
        ] {
            assert_eq!(announcement(event, &now), text, "{event:?}");
        }
        assert_eq!(
            making(2000, MakingStage::Generate),
            "Making a maze of 2000 by 2000 cells: carving the walls…"
        );
    }
}
