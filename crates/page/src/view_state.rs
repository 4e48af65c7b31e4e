//! The view state the page binds: what the heads-up display says, which actions are enabled
//! and why not, and how the board describes itself to a screen reader. Decided here, so that
//! the page's JavaScript only copies it onto the page.
use game::Session;
use game::records::Record;
use link::Params;
use link::level::MAX_LEVEL;
use maze::shape::{Compass, Topology};
use text::format_time;

/// Tools that show every cell at once (search view, SVG export) run on mazes up to this many
/// cells: above it the page would spend too long on them, and a PNG export is offered instead.
pub const WHOLE_MAZE_TOOL_CELLS: u32 = 200 * 200;
/// How long the win box stays (ms) before the next level starts on its own.
pub const ADVANCE_MS: f64 = 1800.0;

/// One action the page offers (a button or a menu item).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    /// The name the page's controls carry (`data-action`).
    pub name: &'static str,
    /// Whether it can be used now.
    pub enabled: bool,
    /// Why not, when it cannot (empty otherwise).
    pub why: String,
    /// For toggles: whether it is on.
    pub pressed: Option<bool>,
    /// The control's label when it changes with the state.
    pub label: Option<&'static str>,
}

/// Everything the page shows about the game between two calls.
#[derive(Clone, Debug, PartialEq)]
pub struct ViewState {
    /// HUD fields by name (`data-text`): level, size, moves, time, best, seed, mode, challenge.
    pub text: Vec<(&'static str, String)>,
    /// The actions and their state.
    pub actions: Vec<Action>,
    /// The board's accessible name: where the ball is, where the exit is, the moves.
    pub board_label: String,
}

/// The status line's level: "Level 3 of 499", or the daily maze's day and level.
pub fn level_label(params: &Params) -> String {
    match params.journey {
        Some(k) => text::journey_label(k),
        None => text::level_label(params.daily, params.level, MAX_LEVEL),
    }
}

/// The maze's size in words (the HUD's, the win's): square's sides, another shape's rows or
/// rings, a word maze's word and bounding grid.
pub fn size_text(session: &Session) -> String {
    let params = session.params();
    let play = session.play();
    if let maze::Layout::Masked(m) = &play.maze().layout {
        let mut grid = text::size_label(m.shape(), m.size(), (m.width(), m.height()));
        if m.woven().is_some() {
            grid.push_str(" woven");
        }
        return match m.mask() {
            Some(mask) => text::word_size(mask.as_given(), (m.width(), m.height())),
            None => text::drawn_size(&grid, m.parts_left_out()),
        };
    }
    if params.kind.is_woven() {
        return text::woven_size(params.side());
    }
    if let Some(count) = params.kind.floors() {
        return text::floors_size(params.side(), count);
    }
    let (w, h) = play.square().map_or((0, 0), |g| (g.width(), g.height()));
    text::size_label(params.shape(), params.shape_size(), (w, h))
}

/// The maze in words for the level's intro (`text::maze_words`): "a hex maze of 28 rows",
/// "two floors of 17 by 17 cells", a word's or a drawing's grid.
pub fn maze_words(session: &Session) -> String {
    use text::MazeWords;
    let params = session.params();
    let play = session.play();
    let words = match &play.maze().layout {
        maze::Layout::Masked(m) => match m.mask() {
            Some(mask) => MazeWords::Word(mask.as_given(), (m.width(), m.height())),
            None => MazeWords::Drawn {
                shape: m.shape(),
                size: m.size(),
                grid: (m.width(), m.height()),
                woven: m.woven().is_some(),
                left_out: m.parts_left_out(),
            },
        },
        _ if params.kind.is_woven() => MazeWords::Woven(params.side()),
        _ => match params.kind.floors() {
            Some(count) => {
                let floor = maze::shape::Floors::floor_side(params.side(), count);
                MazeWords::Floors(count, floor)
            }
            None => MazeWords::Plain(params.shape(), params.shape_size()),
        },
    };
    text::maze_words(words)
}

/// The sentence announcing `event` on `session` (the live region's): the level's intro, a new
/// maze, a toggle; the solution's while it is still being found.
pub fn announcement(session: &Session, event: text::Event) -> String {
    if event == text::Event::Solution && !session.solving().ready() {
        return text::FINDING_SOLUTION.to_owned();
    }
    let params = session.params();
    let now = text::Situation {
        seed: params.seed.as_str(),
        level: params.level,
        maze: maze_words(session),
        daily: params.daily.map(|d| d.to_string()),
        fog: params.fog,
        solution_shown: session.sight().solution_shown(),
        algorithm: params.algorithm.name(),
        braid: params.braid,
    };
    text::announcement(event, &now)
}

impl ViewState {
    /// The view state of `session` at `now`, with `best` the stored record of this maze.
    pub fn of(session: &Session, now: f64, best: Option<Record>) -> ViewState {
        let size = size_text(session);
        ViewState {
            text: hud_fields(session, now, best, &size),
            actions: actions(session, &size),
            board_label: board_label(session, &size),
        }
    }
}

/// The HUD's fields by name, the maze's `size` in words among them.
fn hud_fields(
    session: &Session,
    now: f64,
    best: Option<Record>,
    size: &str,
) -> Vec<(&'static str, String)> {
    let params = session.params();
    let best = best
        .and_then(|r| r.best_ms)
        .map_or_else(|| "–".to_owned(), |ms| format_time(ms as f64));
    let title = params.title.as_ref().map(link::Title::as_str);
    let mode = text::mode_field(title, params.fog, session.hints().taken());
    // With keys and doors, the keys held (or why a door refused): a field of its own, which a
    // phone shows whole.
    let keys = session.doors().keys_field().unwrap_or_default();
    // A floors maze's floor, the ball's: a field of its own, which a phone shows too.
    let floor = floor_text(session.play()).unwrap_or_default();
    // A challenge's target until the win, then how the run compared.
    let challenge = text::challenge_field(
        session.race().challenge_verdict(now),
        session.race().challenge_text(),
    );
    vec![
        ("level", level_label(params)),
        ("floor", floor),
        ("size", size.to_owned()),
        ("moves", session.play().moves().to_string()),
        ("time", time(session, now)),
        ("held", keys),
        ("best", best),
        ("seed", params.seed.to_string()),
        ("mode", mode),
        ("challenge", challenge),
    ]
}

/// The actions that reveal the maze (none in fog), after the solution, the next level and the
/// carve replay: each with whether it shows every cell at once (then only up to
/// `WHOLE_MAZE_TOOL_CELLS`).
const REVEALING_TOOLS: [(&str, bool); 4] = [
    ("search", true),
    ("export-svg", true),
    ("export-png", false),
    ("print", true),
];

/// The actions and why each is off, for a maze of `size` (in words).
fn actions(session: &Session, size: &str) -> Vec<Action> {
    let play = session.play();
    let fog = (!session.sight().reveals_allowed()).then_some(text::REVEAL_IN_FOG);
    let small = play.maze().layout.cells() <= WHOLE_MAZE_TOOL_CELLS;
    let reveal = |name: &'static str, whole_maze: bool| {
        let why = fog
            .map(str::to_owned)
            .or_else(|| (whole_maze && !small).then(|| text::too_big_for_tool(size)));
        Action {
            name,
            enabled: why.is_none(),
            why: why.unwrap_or_default(),
            pressed: None,
            label: None,
        }
    };
    let shown = session.sight().solution_shown();
    let mut solution = reveal("solution", false);
    solution.pressed = Some(shown);
    solution.label = Some(text::solution_label(shown));
    if !solution.enabled {
        solution.why = text::SOLUTION_IN_FOG.to_owned();
    } else if !session.solving().ready() {
        // A big level is playable before its solution exists: the button waits for it.
        solution.enabled = false;
        solution.why = text::FINDING_SOLUTION.to_owned();
    }
    let next = Action {
        name: "next",
        enabled: play.won(),
        why: if play.won() {
            String::new()
        } else {
            text::REACH_EXIT_FIRST.to_owned()
        },
        pressed: None,
        label: None,
    };
    let mut carve = reveal("carve", false);
    if carve.enabled && !session.solving().order_ready() {
        // A big level is playable before its erasure order arrives: the replay waits for it.
        carve.enabled = false;
        carve.why = text::ORDER_COMING.to_owned();
    }
    let tools = REVEALING_TOOLS.map(|(name, whole_maze)| reveal(name, whole_maze));
    let hint = Action {
        name: "hint",
        enabled: !play.won(),
        why: if play.won() {
            text::HINT_AFTER_WIN.to_owned()
        } else {
            String::new()
        },
        pressed: None,
        label: None,
    };
    let mut actions = vec![solution, hint, next, carve];
    actions.extend(tools);
    actions
}

/// The menu's choices as actions (`data-action`: the choice's name): each off, with why in a
/// player's words, when the link refuses every value it gives but the one played beside this
/// maze (`Params::closed`: floors or weave on a hex maze); the page shows why beside it too
/// (`data-text`: `why-` and the name).
pub fn menu_actions(params: &Params) -> Vec<Action> {
    link::Choice::ALL
        .iter()
        .map(|&choice| {
            let why = params.closed(choice);
            Action {
                name: choice.name(),
                enabled: why.is_none(),
                why: why.map_or_else(String::new, |p| text::choice_closed(choice, &p)),
                pressed: None,
                label: None,
            }
        })
        .collect()
}

/// The board's accessible name: the level, the size, where the ball is and which ways are
/// open, the moves, and whether the solution is shown.
fn board_label(session: &Session, size: &str) -> String {
    let (params, play) = (session.params(), session.play());
    let shown = text::solution_shown_suffix(session.sight().solution_shown());
    let Some(grid) = play.square() else {
        let maze = play.maze();
        let open = maze.layout.open_ways(|w| maze.is_open(w), play.player());
        let label = text::shape_board_label(params.level, size, play.player(), &open, play.moves());
        return format!("{label}{shown}");
    };
    let (w, h) = (grid.width(), grid.height());
    let (x, y) = (play.player() % w.max(1), play.player() / w.max(1));
    // The I key's sentence, word for word, so that a braille display (which shows the focused
    // board's name, not the live region) tells the same.
    let open: Vec<_> = grid.open_directions(play.player()).collect();
    let here = text::surroundings(x, y, &open);
    text::square_board_label(params.level, (w, h), &here, play.moves(), shown)
}

/// The play clock as the HUD shows it.
pub fn time(session: &Session, now: f64) -> String {
    clock(session.play(), now)
}

/// The ball's floor on a floors maze ("Floor 2 of 3"), `None` for other mazes.
pub fn floor_text(play: &game::Play) -> Option<String> {
    let floors = play.maze().layout.floors_of()?;
    Some(text::floor_label(
        floors.floor_of(play.player()),
        floors.count(),
    ))
}

/// The clock of a level being played at `now`, as the bar shows it (the first paint's too).
pub fn clock(play: &game::Play, now: f64) -> String {
    format_time(play.timer().elapsed_ms(now))
}

#[cfg(test)]
mod tests {

    /// A level adopted from the worker's walls alone: the carve replay waits for its order and
    /// the solution for the search, and the actions say so.
    #[test]
    fn actions_wait_for_the_workers_order_and_solution() {
        use game::session::adopt::{Adoption, Origin};
        let plan = game::Plan::from_query("seed=later&size=40&algo=perfect", || {
            maze::Seed::parse("fresh").unwrap_or_else(|_| maze::Seed::random())
        });
        let level =
            game::level_maker::worker_level(plan.params(), Default::default(), &mut |_, _| {})
                .unwrap();
        let mut adoption = Adoption::walls_first(plan, level.walls().to_vec(), Origin::Core);
        while !adoption.advance(100).unwrap() {}
        let s = adoption.finish().unwrap();
        let action = |name: &str| {
            ViewState::of(&s, 0.0, None)
                .actions
                .into_iter()
                .find(|a| a.name == name)
                .unwrap()
        };
        let (carve, solution) = (action("carve"), action("solution"));
        assert!(!carve.enabled && !solution.enabled);
        assert_eq!(carve.why, text::ORDER_COMING);
        assert_eq!(solution.why, text::FINDING_SOLUTION);
    }
    use super::*;

    fn session(query: &str) -> Session {
        crate::testing::session(query, "fresh")
    }

    fn field<'a>(v: &'a ViewState, name: &str) -> &'a str {
        &v.text.iter().find(|(n, _)| *n == name).unwrap().1
    }

    /// On a hex maze the menu's floors and weave are off, each with why; on a square every
    /// choice is on.
    #[test]
    fn the_menu_closes_what_the_maze_cannot_have() {
        let read = |query: &str| link::parse_query(query, maze::Seed::random).0;
        let hex = menu_actions(&read("seed=pt&level=5&shape=hex"));
        let off: Vec<(&str, &str)> = hex
            .iter()
            .filter(|a| !a.enabled)
            .map(|a| (a.name, a.why.as_str()))
            .collect();
        assert_eq!(
            off,
            [
                ("weave", "Weave: square mazes only"),
                ("floors", "Floors: square mazes only")
            ]
        );
        let square = menu_actions(&read("seed=pt&level=5"));
        assert!(square.iter().all(|a| a.enabled && a.why.is_empty()));
        assert_eq!(square.len(), link::Choice::ALL.len());
    }

    fn action<'a>(v: &'a ViewState, name: &str) -> &'a Action {
        v.actions.iter().find(|a| a.name == name).unwrap()
    }

    #[test]
    fn the_hud_says_level_of_last_size_moves_time_and_best() {
        let s = session("seed=hud&level=3");
        let best = Record::parse("r2;61999;2026-11-30;40;2026-11-30");
        assert!(best.is_some());
        let v = ViewState::of(&s, 0.0, best);
        assert_eq!(field(&v, "level"), "Level 3 of 499");
        assert_eq!(field(&v, "size"), "16×16");
        assert_eq!(field(&v, "moves"), "0");
        assert_eq!(field(&v, "time"), "0:00.0");
        assert_eq!(field(&v, "best"), "1:01.9");
        assert_eq!(field(&v, "seed"), "hud");
        assert_eq!(field(&v, "mode"), "");
        assert_eq!(field(&ViewState::of(&s, 0.0, None), "best"), "–");
        let daily = session("daily=2026-11-30&level=2");
        assert_eq!(
            field(&ViewState::of(&daily, 0.0, None), "level"),
            "Daily 2026-11-30 · level 2"
        );
        assert!(
            v.board_label.contains("Row 1, column 1. Open: ") && v.board_label.contains("0 moves")
        );
        assert!(
            v.board_label.contains("Open: ") && !v.board_label.contains("north"),
            "{}",
            v.board_label
        );
    }

    #[test]
    fn the_keys_held_have_a_field_of_their_own() {
        let doors = ViewState::of(&session("seed=hud&level=3&doors=2&mode=fog"), 0.0, None);
        assert_eq!(field(&doors, "held"), "Keys: none");
        assert_eq!(field(&doors, "mode"), "Fog of war");
        let plain = ViewState::of(&session("seed=hud&level=3"), 0.0, None);
        assert_eq!(field(&plain, "held"), "");
    }

    #[test]
    fn fog_and_size_disable_the_whole_maze_tools_with_a_reason() {
        let v = ViewState::of(&session("seed=tools&level=3"), 0.0, None);
        assert!(
            v.actions
                .iter()
                .filter(|a| a.name != "next")
                .all(|a| a.enabled && a.why.is_empty())
        );
        assert!(!action(&v, "next").enabled);
        assert_eq!(action(&v, "solution").label, Some("Show solution"));
        assert_eq!(action(&v, "solution").pressed, Some(false));

        let fog = ViewState::of(&session("seed=tools&level=3&mode=fog"), 0.0, None);
        assert_eq!(field(&fog, "mode"), "Fog of war");
        for name in [
            "solution",
            "carve",
            "search",
            "export-svg",
            "export-png",
            "print",
        ] {
            assert!(
                !action(&fog, name).enabled && !action(&fog, name).why.is_empty(),
                "{name}"
            );
        }

        // 204×204: just above the whole-maze limit.
        let big = ViewState::of(&session("seed=tools&level=50"), 0.0, None);
        assert_eq!(field(&big, "size"), "204×204");
        for name in ["search", "export-svg", "print"] {
            assert!(!action(&big, name).enabled, "{name}");
            assert!(action(&big, name).why.contains("200×200"), "{name}");
        }
        for name in ["solution", "carve", "export-png"] {
            assert!(action(&big, name).enabled, "{name}");
        }
        let edge = ViewState::of(&session("seed=tools&size=200"), 0.0, None);
        assert!(action(&edge, "search").enabled);
    }
}
