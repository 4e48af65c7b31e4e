//! Announcements for the live region: what happened on the page, and the win.

use super::{format_time, hints_words};

/// Something that happened on the page, to announce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A level started (the first, or the next one).
    Level,
    /// A new seed at the same level.
    NewMaze,
    /// The level restarted.
    Restart,
    /// The solution was shown or hidden.
    Solution,
    /// The daily maze started.
    Daily,
    /// Fog of war turned on or off.
    Fog,
    /// The same seed and level made by another generator.
    Generator,
    /// The bare page continued the last level played here.
    Continue,
    /// The same seed and level in another shape.
    Shape,
    /// The same maze with another share of loops (braid).
    Braid,
}

/// What the game is like now, for `announcement`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Situation<'a> {
    /// The seed.
    pub seed: &'a str,
    /// The level.
    pub level: u32,
    /// The maze in words, for the level's intro (`maze_words`): "a maze of 20 by 20 cells",
    /// "a hex maze of 28 rows", "two floors of 17 by 17 cells".
    pub maze: String,
    /// The day of a daily maze.
    pub daily: Option<String>,
    /// Fog of war is on.
    pub fog: bool,
    /// The solution is shown.
    pub solution_shown: bool,
    /// The generator's name.
    pub algorithm: &'a str,
    /// The braid percentage.
    pub braid: u32,
}

/// The sentence announcing `event` in `now`'s situation.
pub fn announcement(event: Event, now: &Situation) -> String {
    let level = now.level;
    match event {
        Event::Level | Event::Shape => format!("Level {level}: {}.", now.maze),
        Event::Braid => format!(
            "The same maze with {}% of its dead ends opened into loops.",
            now.braid
        ),
        Event::NewMaze => format!("New maze, seed {}, level {level}.", now.seed),
        Event::Restart => format!("Level {level} restarted."),
        Event::Solution if now.solution_shown => "Solution shown.".to_owned(),
        Event::Solution => "Solution hidden.".to_owned(),
        Event::Daily => match &now.daily {
            Some(day) => format!("Daily maze of {day}, level {level}."),
            None => format!("Level {level}: {}.", now.maze),
        },
        Event::Fog if now.fog => {
            format!("Fog of war: only what you have seen is shown. Level {level}.")
        }
        Event::Fog => format!("Fog lifted. Level {level}."),
        Event::Generator => {
            format!(
                "The same seed and level made by the {} generator.",
                now.algorithm
            )
        }
        Event::Continue => format!(
            "Welcome back: continuing seed {}, level {level}. New game starts afresh.",
            now.seed
        ),
    }
}

/// What a level's maze is, for its intro (`maze_words`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MazeWords<'a> {
    /// A plain maze of a shape and its size: a square's side, another shape's rows or rings.
    Plain(maze::Shape, u32),
    /// A woven square of this side.
    Woven(u32),
    /// Floors: how many, and each floor's side.
    Floors(u32, u32),
    /// A word maze: the word and its bounding grid (width, height).
    Word(&'a str, (u32, u32)),
    /// A drawn maze.
    Drawn {
        /// Its shape.
        shape: maze::Shape,
        /// Another shape's rows or rings (a square's is its grid).
        size: u32,
        /// Its grid, width and height.
        grid: (u32, u32),
        /// Whether it is woven.
        woven: bool,
        /// How many smaller parts of the drawing were left out.
        left_out: u32,
    },
}

/// A level's maze as a noun phrase for its intro ("Level 6: a hex maze of 28 rows."): never
/// a bare number before "maze" ("a hex, 28 rows maze") nor "a" before a count ("a 2 floors").
pub fn maze_words(what: MazeWords) -> String {
    match what {
        MazeWords::Plain(maze::Shape::Square, side) => format!("a maze of {side} by {side} cells"),
        MazeWords::Plain(shape, size) => {
            format!("a {} maze of {size} {}", shape.name(), shape.size_unit())
        }
        MazeWords::Woven(side) => format!("a woven maze of {side} by {side} cells"),
        MazeWords::Floors(count, side) => {
            let floors = if count == 1 { "floor" } else { "floors" };
            format!("{} {floors} of {side} by {side} cells", count_word(count))
        }
        MazeWords::Word(word, (w, h)) => {
            format!("a maze in the word “{word}”, on a grid of {w} by {h} cells")
        }
        MazeWords::Drawn {
            shape,
            size,
            grid: (w, h),
            woven,
            left_out,
        } => {
            let mut said = match (shape, woven) {
                (maze::Shape::Square, false) => {
                    format!("a maze drawn on a grid of {w} by {h} cells")
                }
                (maze::Shape::Square, true) => {
                    format!("a woven maze drawn on a grid of {w} by {h} cells")
                }
                (shape, _) => {
                    format!(
                        "a {} maze drawn on {size} {}",
                        shape.name(),
                        shape.size_unit()
                    )
                }
            };
            match left_out {
                0 => {}
                1 => said.push_str(", with one smaller part left out"),
                n => said.push_str(&format!(", with {n} smaller parts left out")),
            }
            said
        }
    }
}

/// A small count in words ("two"), larger ones in digits: a sentence's count of floors.
fn count_word(count: u32) -> String {
    const WORDS: [&str; 9] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight",
    ];
    match WORDS.get(count as usize) {
        Some(word) => (*word).to_owned(),
        None => count.to_string(),
    }
}

/// The win's grade with what it is compared with (`game::grades`: the decile of the maze's
/// score among 200 mazes of its family at its level): "Difficulty grade 10 of 10: harder than
/// 9 in 10 mazes of its kind at this level."
pub fn grade_words(grade: u8) -> String {
    match grade {
        0 | 1 => "Difficulty grade 1 of 10: among the easiest 1 in 10 mazes of its kind at this \
                  level."
            .to_owned(),
        g => format!(
            "Difficulty grade {g} of 10: harder than {} in 10 mazes of its kind at this level.",
            g.min(10) - 1
        ),
    }
}

/// How a win went, for `win`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Win {
    /// The level won.
    pub level: u32,
    /// The play time in ms.
    pub elapsed_ms: f64,
    /// The moves.
    pub moves: u32,
    /// This run set the best time of the maze.
    pub new_time: bool,
    /// This run set the fewest moves of the maze.
    pub new_moves: bool,
    /// The maze's difficulty grade, 1 to 10 (`game::grades`), once its solution is known.
    pub grade: Option<u8>,
    /// How the run compared with a challenge, if the link carried one.
    pub verdict: Option<String>,
    /// The record could not be stored (storage full or off).
    pub unsaved: bool,
    /// The hints taken (`game::hinted`): a run with hints sets no record.
    pub hints: u32,
    /// A journey level's stars (1 to 3), which the text begins with.
    pub stars: Option<u8>,
}

/// Stars won out of three, as marks: "★★☆".
pub fn star_marks(stars: u8) -> String {
    let n = usize::from(stars.min(3));
    format!("{}{}", "★".repeat(n), "☆".repeat(3 - n))
}

/// The sentence announcing a win (it contains "solved").
pub fn win(w: &Win) -> String {
    let mut text = w
        .stars
        .map_or_else(String::new, |n| format!("{} ", star_marks(n)));
    text += &match w.hints {
        0 => format!(
            "Level {} solved in {} with {} moves.",
            w.level,
            format_time(w.elapsed_ms),
            w.moves
        ),
        hints => format!(
            "Level {} solved with {} in {}, {} moves. Records count runs without hints.",
            w.level,
            hints_words(hints),
            format_time(w.elapsed_ms),
            w.moves
        ),
    };
    if let Some(grade) = w.grade {
        text.push(' ');
        text.push_str(&grade_words(grade));
    }
    if w.new_time {
        text.push_str(" New best time!");
    }
    if w.new_moves {
        text.push_str(" Fewest moves yet!");
    }
    if let Some(verdict) = &w.verdict {
        text.push(' ');
        text.push_str(verdict);
    }
    if w.unsaved {
        text.push_str(" (It could not be saved: this browser's storage is full or turned off.)");
    }
    text
}

/// What the win box adds while the next level is about to start on its own.
pub const WIN_GOING_ON: &str = "The next level starts in a moment.";
/// What the win box adds once the player holds it (pointing at it or tabbing into it).
pub const WIN_HELD: &str = "Enter or Next level goes on.";
