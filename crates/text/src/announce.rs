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

impl Event {
    /// Every event, each with its own name (`name`).
    pub const ALL: [Event; 10] = [
        Event::Level,
        Event::NewMaze,
        Event::Restart,
        Event::Solution,
        Event::Daily,
        Event::Fog,
        Event::Generator,
        Event::Continue,
        Event::Shape,
        Event::Braid,
    ];

    /// Its name on the page (`level`, `new`, `restart`, `solution`, `daily`, `fog`,
    /// `generator`, `continue`, `shape`, `braid`): the name the page sends and the menu's
    /// choices give back.
    pub fn name(self) -> &'static str {
        match self {
            Event::Level => "level",
            Event::NewMaze => "new",
            Event::Restart => "restart",
            Event::Solution => "solution",
            Event::Daily => "daily",
            Event::Fog => "fog",
            Event::Generator => "generator",
            Event::Continue => "continue",
            Event::Shape => "shape",
            Event::Braid => "braid",
        }
    }

    /// The event of its name on the page (`name`); `None` for a name no event has. The one
    /// place a name becomes an event (`FromStr` is this).
    pub fn parse(name: &str) -> Option<Event> {
        Event::ALL.into_iter().find(|e| e.name() == name)
    }
}

/// A name that no event has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownEvent;

impl std::str::FromStr for Event {
    type Err = UnknownEvent;

    fn from_str(name: &str) -> Result<Event, UnknownEvent> {
        Event::parse(name).ok_or(UnknownEvent)
    }
}

/// What the game is like now, for `announcement`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Situation<'a> {
    /// The seed.
    pub seed: &'a str,
    /// The level.
    pub level: u32,
    /// The side in cells.
    pub side: u32,
    /// The day of a daily maze.
    pub daily: Option<String>,
    /// Fog of war is on.
    pub fog: bool,
    /// The solution is shown.
    pub solution_shown: bool,
    /// The generator's name.
    pub algorithm: &'a str,
    /// A shape other than square and its size ("hex, 8 rows"), else `None`.
    pub shaped: Option<String>,
    /// The braid percentage.
    pub braid: u32,
}

/// The sentence announcing `event` in `now`'s situation.
pub fn announcement(event: Event, now: &Situation) -> String {
    let (level, side) = (now.level, now.side);
    match event {
        Event::Level | Event::Shape if now.shaped.is_some() => format!(
            "Level {level}: a {} maze.",
            now.shaped.as_deref().unwrap_or_default()
        ),
        Event::Level | Event::Shape => format!("Level {level}: a maze of {side} by {side} cells."),
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
            None => format!("Level {level}: a maze of {side} by {side} cells."),
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
}

/// The sentence announcing a win (it contains "solved").
pub fn win(w: &Win) -> String {
    let mut text = match w.hints {
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
        text.push_str(&format!(" Difficulty grade {grade} of 10."));
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
