//! The key map: which key, gamepad button and pad slot does what on the page, and the move codes
//! that carry them (`Move`): with the shapes' way table (`maze::shape::ways`, the move and stair
//! keys), the one table of `KeyboardEvent.key` values, so that the page and the command line's
//! `keys` never disagree about it. A key press makes one trip here: `key_action`.
use maze::shape::Topology;
use maze::shape::ways::STAIR_WAYS;
use maze::{Direction, Shape};

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Move one cell.
    Move(Direction),
    /// Show or hide the solution (Space).
    Solution,
    /// The next level after a win (Enter).
    Next,
    /// Restart the level (R).
    Restart,
    /// A new seed at the same level (N).
    NewMaze,
    /// Open or close the menu (Escape).
    Menu,
    /// Say where the ball is and which ways are open (I).
    Look,
    /// Sound on or off (M).
    Mute,
    /// The whole maze at a glance, or back to the ball (O).
    Overview,
    /// The maze from inside, or from above again (V). The first paint knows it too, so that
    /// its walk ends at V and the keys after it are the view's.
    View,
    /// Up (`true`) or down the stairs of a floors maze (the gamepad's shoulder buttons; the
    /// keys are the floors' ways, `stair_code`).
    Stair(bool),
    /// Roll that way to the next fork (a trigger held with a direction on a gamepad).
    Roll(Direction),
    /// A hint: a stretch more of the way to the exit from the ball (`?`; H moves). Not in the
    /// first paint's build (the first download does not grow by it): its walk leaves the key
    /// to the game, which plays it at the handover.
    Hint,
}

/// The command of `key` (a `KeyboardEvent.key`; letters in either case), or `None`. Moves come
/// from square's row of the shapes' one key table (`maze::shape::ways`).
pub fn command(key: &str) -> Option<Command> {
    let lower = key.to_ascii_lowercase();
    let letter = if key.chars().count() == 1 {
        lower.as_str()
    } else {
        key
    };
    let moves = Shape::Square.ways().iter().zip(Direction::ALL);
    for (way, dir) in moves {
        if way.keys.contains(&letter) {
            return Some(Command::Move(dir));
        }
    }
    Some(match (key, lower.as_str()) {
        (" ", _) => Command::Solution,
        ("Enter", _) => Command::Next,
        (_, "r") => Command::Restart,
        (_, "n") => Command::NewMaze,
        ("Escape", _) => Command::Menu,
        (_, "i") => Command::Look,
        (_, "m") => Command::Mute,
        (_, "o") => Command::Overview,
        (_, "v") => Command::View,
        ("?", _) => Command::Hint,
        _ => return None,
    })
}

/// The move codes of climbing and descending a floors maze's stairs: codes that `Direction`
/// leaves free, decoded as the stair ways' first keys (PageUp, PageDown).
pub const UP_CODE: u8 = 4;
/// See `UP_CODE`.
pub const DOWN_CODE: u8 = 5;

/// The move code of a stair key in a floors maze (a key of `STAIR_WAYS`, letters in either
/// case: PageUp or T climbs, PageDown or G descends); `None` for any other key.
pub fn stair_code(key: &str) -> Option<u8> {
    let key = one_case(key);
    let way = STAIR_WAYS
        .iter()
        .position(|w| w.keys.contains(&key.as_str()))?;
    Some(UP_CODE + way as u8)
}

/// `key` with a letter in lower case, as the way tables list keys.
fn one_case(key: &str) -> String {
    if key.chars().count() == 1 {
        key.to_ascii_lowercase()
    } else {
        key.to_owned()
    }
}

/// What a key does in a level (`key_action`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// A move, by its move code (`Move::decode`): a square's `Direction` number, another
    /// shape's key, a stair.
    Move(u8),
    /// Any other command (never `Command::Move` nor `Command::Stair`: those are moves here).
    Command(Command),
}

/// What `key` (a `KeyboardEvent.key`) does in a level of `shape`, with stairs when `floors`:
/// a stair key, then the shape's move keys, then the commands; `None` for a key that does
/// nothing there (square's move keys in another shape among them).
pub fn key_action(shape: Shape, floors: bool, key: &str) -> Option<KeyAction> {
    if let Some(code) = stair_code(key).filter(|_| floors) {
        return Some(KeyAction::Move(code));
    }
    if shape != Shape::Square
        && let Some(code) = shape_key_code(shape, key)
    {
        return Some(KeyAction::Move(code));
    }
    match command(key)? {
        Command::Move(dir) => (shape == Shape::Square).then_some(KeyAction::Move(dir as u8)),
        command => Some(KeyAction::Command(command)),
    }
}

/// Added to a move code, asks for a roll that way (`game::roll`): Shift with a move key, a
/// fling, a double tap on a pad button, a gamepad's trigger held with a direction. Codes at the
/// page's boundary are `u16` for it.
pub const ROLL_CODE: u16 = 256;

/// A boundary code as its move code and whether it rolls; a code past the rolls is no move.
pub fn split_code(code: u16) -> (u8, bool) {
    let roll = code >= ROLL_CODE;
    let code = if roll { code - ROLL_CODE } else { code };
    (u8::try_from(code).unwrap_or(u8::MAX), roll)
}

/// Move code `code` as a boundary code, rolling when `roll`.
pub fn join_code(code: u8, roll: bool) -> u16 {
    u16::from(code) + if roll { ROLL_CODE } else { 0 }
}

/// The first move code of a shape's key (`MOVE_KEYS[code - KEY_CODE]`); codes below it are
/// `Direction` numbers.
pub const KEY_CODE: u8 = 16;
/// The first move code of the on-screen pad's buttons (slot `code - PAD_CODE`, `pad`).
pub const PAD_CODE: u8 = 32;
/// The first move code of an angle (a swipe): `ANGLE_CODE + k` is `k × 360 / ANGLE_STEPS` degrees.
pub const ANGLE_CODE: u8 = 64;
/// How many angles a swipe's code tells apart (under 3° each).
const ANGLE_STEPS: u8 = 128;
/// Every key that moves in some shape (`maze::shape::ways`), arrows first in `Direction` order.
pub const MOVE_KEYS: [&str; 16] = [
    "ArrowUp",
    "ArrowRight",
    "ArrowDown",
    "ArrowLeft",
    "w",
    "d",
    "s",
    "a",
    "k",
    "l",
    "j",
    "h",
    "e",
    "x",
    "z",
    "q",
];

/// What a move code (a number the page passes from any input to `Game.step`) asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Move {
    /// A direction (square's keys, the gamepad).
    Dir(Direction),
    /// A shape's key, as `KeyboardEvent.key` (letters in lower case).
    Key(&'static str),
    /// A button of the on-screen pad, by slot.
    Pad(usize),
    /// A swipe towards a screen angle (degrees, 0 east, 90 south).
    Angle(f64),
}

impl Move {
    /// The move a code asks for, `None` for a code that means nothing.
    pub fn decode(code: u8) -> Option<Move> {
        Some(match code {
            // The stairs' keys: only a floors maze has stairs.
            UP_CODE => Move::Key(STAIR_WAYS[0].keys.first()?),
            DOWN_CODE => Move::Key(STAIR_WAYS[1].keys.first()?),
            0..KEY_CODE => Move::Dir(Direction::from_u8(code)?),
            KEY_CODE..PAD_CODE => Move::Key(MOVE_KEYS.get(usize::from(code - KEY_CODE))?),
            PAD_CODE..ANGLE_CODE => Move::Pad(usize::from(code - PAD_CODE)),
            _ => {
                let k = code - ANGLE_CODE;
                (k < ANGLE_STEPS).then_some(())?;
                Move::Angle(f64::from(k) * 360.0 / f64::from(ANGLE_STEPS))
            }
        })
    }
}

/// The first move code of a step through a side of the ball's cell, by its neighbour slot
/// (`SLOT_CODE + slot`): what the inside view asks the game to play.
pub const SLOT_CODE: u8 = 208;

/// The neighbour slot a move code steps through, if it is a slot's code.
pub fn slot_of_code(code: u8) -> Option<usize> {
    code.checked_sub(SLOT_CODE).map(usize::from)
}

/// What a press asks of the inside view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsidePress {
    /// One cell forward, through the side faced.
    Forward,
    /// A turn on the spot (not a move).
    Turn(inside::facing::Turn),
}

impl InsidePress {
    /// The press a move code from the view from above means seen from inside (`Move::decode`'s
    /// request): Up, W, the d-pad's up or a swipe up steps forward; Left or
    /// A and Right or D turn; Down or S turns around; the pad's four arrows (`inside_pad`) the
    /// same. `None` for other moves (a shape's own keys, the stairs' buttons), which move as
    /// from above.
    pub fn of_move(code: u8) -> Option<InsidePress> {
        use inside::facing::Turn;
        match Move::decode(code)? {
            Move::Dir(Direction::North) => Some(InsidePress::Forward),
            Move::Dir(Direction::West) => Some(InsidePress::Turn(Turn::Left)),
            Move::Dir(Direction::East) => Some(InsidePress::Turn(Turn::Right)),
            Move::Dir(Direction::South) => Some(InsidePress::Turn(Turn::Around)),
            Move::Key(key) => InsidePress::of_key(key),
            Move::Angle(a) => Some(InsidePress::of_angle(a)),
            Move::Pad(slot) => InsidePress::of_key(INSIDE_PAD_KEYS.get(slot)?),
        }
    }

    /// The press of a key seen from inside (`KeyboardEvent.key`): Up or W forward, Left or A
    /// and Right or D turn, Down or S turns around.
    pub fn of_key(key: &str) -> Option<InsidePress> {
        use inside::facing::Turn;
        Some(match key {
            "ArrowUp" | "w" | "W" => InsidePress::Forward,
            "ArrowLeft" | "a" | "A" => InsidePress::Turn(Turn::Left),
            "ArrowRight" | "d" | "D" => InsidePress::Turn(Turn::Right),
            "ArrowDown" | "s" | "S" => InsidePress::Turn(Turn::Around),
            _ => return None,
        })
    }

    /// The press of a swipe towards screen angle `degrees` (0 east, 90 south): up forward,
    /// sideways a turn, down around.
    pub fn of_angle(degrees: f64) -> InsidePress {
        use inside::facing::Turn;
        match maze::shape::trig::in_turn(degrees) {
            a if (225.0..315.0).contains(&a) => InsidePress::Forward,
            a if (135.0..225.0).contains(&a) => InsidePress::Turn(Turn::Left),
            a if !(45.0..315.0).contains(&a) => InsidePress::Turn(Turn::Right),
            _ => InsidePress::Turn(Turn::Around),
        }
    }
}

/// The direction a move asks for in a square maze (its keys, pad, swipe angle or gamepad).
pub fn square_direction(request: Move) -> Option<Direction> {
    match request {
        Move::Dir(dir) => Some(dir),
        Move::Key(key) => match command(key) {
            Some(Command::Move(dir)) => Some(dir),
            _ => None,
        },
        Move::Pad(slot) => pad(Shape::Square)
            .get(slot)
            .copied()
            .flatten()
            .and_then(|(way, _)| Direction::ALL.get(way).copied()),
        Move::Angle(a) => Some(angle_axis(a)),
    }
}

/// The square direction nearest a screen angle in degrees (0 east, 90 south, `[0, 360)`): the
/// axis whose cosine or sine is larger, a diagonal going to the one before it clockwise (45° is
/// east, 135° south), as the cosine and sine of those angles fall. Comparisons, not trigonometry:
/// the first paint's build then carries none.
pub fn angle_axis(degrees: f64) -> Direction {
    match degrees {
        d if d <= 45.0 || d > 315.0 => Direction::East,
        d if d <= 135.0 => Direction::South,
        d if d <= 225.0 => Direction::West,
        _ => Direction::North,
    }
}

/// The move code of a slide by (`dx`, `dy`) (y down): its angle, to under 3°.
pub fn angle_code(dx: f64, dy: f64) -> u8 {
    // atan2 gives (-180°, 180°]: a negative angle is one turn less (what `rem_euclid` gives,
    // without the float remainder's code).
    let signed = dy.atan2(dx).to_degrees();
    let degrees = if signed < 0.0 { signed + 360.0 } else { signed };
    let k = (degrees * f64::from(ANGLE_STEPS) / 360.0).round() as u32 % u32::from(ANGLE_STEPS);
    ANGLE_CODE + k as u8
}

/// The move code of `key` in `shape` (a key its ways or angle keys list), else `None`.
pub fn shape_key_code(shape: Shape, key: &str) -> Option<u8> {
    let key = one_case(key);
    let used = shape.ways().iter().any(|w| w.keys.contains(&key.as_str()))
        || shape.angle_keys().iter().any(|a| a.key == key);
    let index = MOVE_KEYS.iter().position(|&k| k == key)?;
    used.then_some(KEY_CODE + index as u8)
}

/// The keys whose presses the inside pad's four arrows make (up, right, down, left).
const INSIDE_PAD_KEYS: [&str; 4] = ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"];

/// The on-screen pad seen from inside, for any shape: a step and three turns in the square's
/// cross (`InsidePress::of_move`), with their words, and for floors the stairs (`layout_pad`).
pub fn inside_pad(layout: &maze::Layout) -> [Option<(&'static str, &'static str)>; 6] {
    let [.., up, down] = layout_pad(layout);
    let floors = layout.floors_of().is_some();
    let stair = |s: Option<(usize, &'static str)>, word| {
        s.filter(|_| floors).map(|(_, glyph)| (glyph, word))
    };
    [
        Some(("▲", "Step forward")),
        Some(("▶", "Turn right")),
        Some(("▼", "Turn around")),
        Some(("◀", "Turn left")),
        stair(up, "Climb up"),
        stair(down, "Climb down"),
    ]
}

/// The on-screen pad of `layout`: its shape's (`pad`), and for floors the stairs in the two
/// extra slots (up, then down: the floors' ways 4 and 5).
pub fn layout_pad(layout: &maze::Layout) -> [Option<(usize, &'static str)>; 6] {
    let mut slots = pad(layout.shape());
    if layout.floors_of().is_some() {
        let up = maze::shape::UP_SLOT;
        slots[4] = Some((up, "⇑"));
        slots[5] = Some((up + 1, "⇓"));
    }
    slots
}

/// The on-screen pad of `shape`: for each of its six slots (up, right, down, left, then the
/// two extra ones hex uses), the way of the shape's table it presses, with its glyph.
pub fn pad(shape: Shape) -> [Option<(usize, &'static str)>; 6] {
    match shape {
        Shape::Square => [
            Some((0, "▲")),
            Some((1, "▶")),
            Some((2, "▼")),
            Some((3, "◀")),
            None,
            None,
        ],
        // Hex: north-west, north-east, east, west, south-west, south-east (CSS places them).
        Shape::Hex => [
            Some((3, "◤")),
            Some((0, "▶")),
            Some((5, "◣")),
            Some((1, "◀")),
            Some((2, "◥")),
            Some((4, "◢")),
        ],
        Shape::Triangle => [
            Some((2, "▲")),
            Some((1, "▶")),
            Some((3, "▼")),
            Some((0, "◀")),
            None,
            None,
        ],
        // Circle: outward, clockwise, inward, anticlockwise.
        Shape::Circle => [
            Some((1, "out")),
            Some((4, "↻")),
            Some((0, "in")),
            Some((5, "↺")),
            None,
            None,
        ],
    }
}

/// The command of button `index` of a gamepad with the standard mapping: the d-pad (12 up, 13
/// down, 14 left, 15 right) moves, A (0) goes on after a win, B (1) restarts, X (2) gives a
/// hint, Y (3) shows the solution, Start (9) opens the menu.
pub fn gamepad_button(index: u32) -> Option<Command> {
    Some(match index {
        12 => Command::Move(Direction::North),
        13 => Command::Move(Direction::South),
        14 => Command::Move(Direction::West),
        15 => Command::Move(Direction::East),
        0 => Command::Next,
        1 => Command::Restart,
        2 => Command::Hint,
        3 => Command::Solution,
        // The triggers (6, 7) roll with the direction held with them (`input_state`).
        4 => Command::Stair(true),
        5 => Command::Stair(false),
        9 => Command::Menu,
        _ => return None,
    })
}

/// The direction a gamepad's left stick points at (`x`, `y` from -1 to 1, y down), or `None`
/// inside the dead zone (half the way out on both axes).
pub fn stick(x: f64, y: f64) -> Option<Direction> {
    const DEAD: f64 = 0.5;
    if !x.is_finite() || !y.is_finite() || x.abs().max(y.abs()) < DEAD {
        return None;
    }
    Some(main_axis(x, y))
}

/// The direction of the longer axis of (`x`, `y`) (y down): a stick's tilt, a finger's slide.
pub fn main_axis(x: f64, y: f64) -> Direction {
    if x.abs() > y.abs() {
        if x > 0.0 {
            Direction::East
        } else {
            Direction::West
        }
    } else if y > 0.0 {
        Direction::South
    } else {
        Direction::North
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every swipe angle's square direction is the main axis of its cosine and sine, as it was
    /// computed before (the diagonals included), and `angle_code` is the rounded `rem_euclid`.
    #[test]
    fn angle_axis_is_the_main_axis_of_the_angle() {
        for k in 0..ANGLE_STEPS {
            let a = f64::from(k) * 360.0 / f64::from(ANGLE_STEPS);
            let r = a.to_radians();
            assert_eq!(angle_axis(a), main_axis(r.cos(), r.sin()), "{a}°");
        }
        for (dx, dy) in [
            (1.0, 0.0),
            (1.0, -0.0),
            (-1.0, 0.0),
            (-1.0, -0.0),
            (0.0, 0.0),
            (-3.0, -4.0),
            (2.0, -7.0),
        ] {
            let degrees = f64::atan2(dy, dx).to_degrees().rem_euclid(360.0);
            let k =
                (degrees * f64::from(ANGLE_STEPS) / 360.0).round() as u32 % u32::from(ANGLE_STEPS);
            assert_eq!(angle_code(dx, dy), ANGLE_CODE + k as u8, "({dx}, {dy})");
        }
    }

    #[test]
    fn arrows_wasd_and_hjkl_move_and_the_rest_are_actions() {
        for (keys, dir) in [
            (["ArrowUp", "w", "W", "k"], Direction::North),
            (["ArrowRight", "d", "D", "l"], Direction::East),
            (["ArrowDown", "s", "S", "j"], Direction::South),
            (["ArrowLeft", "a", "A", "h"], Direction::West),
        ] {
            for key in keys {
                assert_eq!(command(key), Some(Command::Move(dir)), "{key}");
            }
        }
        assert_eq!(command(" "), Some(Command::Solution));
        assert_eq!(command("Enter"), Some(Command::Next));
        assert_eq!(command("R"), Some(Command::Restart));
        assert_eq!(command("n"), Some(Command::NewMaze));
        assert_eq!(command("Escape"), Some(Command::Menu));
        assert_eq!(command("I"), Some(Command::Look));
        assert_eq!(command("m"), Some(Command::Mute));
        assert_eq!(command("O"), Some(Command::Overview));
        assert_eq!(command("v"), Some(Command::View));
        for other in ["x", "Tab", "arrowup", "Shift", "", "ww", "Home", "é"] {
            assert_eq!(command(other), None, "{other:?}");
        }
    }

    #[test]
    fn keys_and_swipes_reach_the_inside_presses_and_a_step_through_a_side_has_its_own_code() {
        use inside::facing::Turn;
        for slot in 0..6 {
            let code = SLOT_CODE + slot;
            assert_eq!(Move::decode(code), None, "no move from above");
            assert_eq!(InsidePress::of_move(code), None);
        }
        // The codes the view from above gives: a square's arrows, a hex's keys, a swipe.
        assert_eq!(
            InsidePress::of_move(Direction::North as u8),
            Some(InsidePress::Forward)
        );
        assert_eq!(
            InsidePress::of_move(Direction::South as u8),
            Some(InsidePress::Turn(Turn::Around))
        );
        let hex_up = shape_key_code(Shape::Hex, "ArrowUp").unwrap();
        assert_eq!(InsidePress::of_move(hex_up), Some(InsidePress::Forward));
        let hex_e = shape_key_code(Shape::Hex, "e").unwrap();
        assert_eq!(
            InsidePress::of_move(hex_e),
            None,
            "a shape's own key moves as from above"
        );
        assert_eq!(
            InsidePress::of_move(angle_code(-1.0, 0.0)),
            Some(InsidePress::Turn(Turn::Left))
        );
        // The inside pad: a step and three turns, the stairs' buttons as from above.
        assert_eq!(InsidePress::of_move(PAD_CODE), Some(InsidePress::Forward));
        assert_eq!(
            InsidePress::of_move(PAD_CODE + 3),
            Some(InsidePress::Turn(Turn::Left))
        );
        assert_eq!(InsidePress::of_move(PAD_CODE + 4), None);
        let floors = maze::Layout::floors(4, 2).expect("floors");
        assert_eq!(inside_pad(&floors)[4].map(|p| p.0), Some("⇑"));
        let hex = maze::Layout::new(Shape::Hex, 4).expect("hex");
        assert_eq!(inside_pad(&hex)[4], None, "hex's extra buttons hide inside");
        assert_eq!(slot_of_code(SLOT_CODE + 3), Some(3));
        assert_eq!(slot_of_code(SLOT_CODE - 1), None);
        assert_eq!(InsidePress::of_key("w"), Some(InsidePress::Forward));
        assert_eq!(
            InsidePress::of_key("ArrowLeft"),
            Some(InsidePress::Turn(Turn::Left))
        );
        assert_eq!(
            InsidePress::of_key("D"),
            Some(InsidePress::Turn(Turn::Right))
        );
        assert_eq!(
            InsidePress::of_key("ArrowDown"),
            Some(InsidePress::Turn(Turn::Around))
        );
        assert_eq!(InsidePress::of_key("e"), None);
        // Swipes: up (270°) steps, left and right turn, down turns around.
        assert_eq!(InsidePress::of_angle(270.0), InsidePress::Forward);
        assert_eq!(InsidePress::of_angle(180.0), InsidePress::Turn(Turn::Left));
        assert_eq!(InsidePress::of_angle(10.0), InsidePress::Turn(Turn::Right));
        assert_eq!(InsidePress::of_angle(90.0), InsidePress::Turn(Turn::Around));
    }

    #[test]
    fn move_codes_decode_to_what_made_them() {
        assert_eq!(Move::decode(1), Some(Move::Dir(Direction::East)));
        assert_eq!(Move::decode(6), None);
        // The stairs' codes decode to the floors' ways' first keys.
        assert_eq!(stair_code("T"), Some(UP_CODE));
        assert_eq!(stair_code("PageDown"), Some(DOWN_CODE));
        assert_eq!(stair_code("e"), None);
        assert_eq!(Move::decode(UP_CODE), Some(Move::Key("PageUp")));
        assert_eq!(Move::decode(DOWN_CODE), Some(Move::Key("PageDown")));
        assert_eq!(gamepad_button(4), Some(Command::Stair(true)));
        assert_eq!(shape_key_code(Shape::Hex, "E"), Some(KEY_CODE + 12));
        assert_eq!(Move::decode(KEY_CODE + 12), Some(Move::Key("e")));
        assert_eq!(shape_key_code(Shape::Hex, "s"), None, "hex has no S");
        assert_eq!(shape_key_code(Shape::Hex, "ArrowUp"), Some(KEY_CODE));
        assert_eq!(Move::decode(PAD_CODE + 5), Some(Move::Pad(5)));
        assert_eq!(angle_code(1.0, 0.0), ANGLE_CODE);
        assert_eq!(Move::decode(angle_code(0.0, 1.0)), Some(Move::Angle(90.0)));
        assert_eq!(
            Move::decode(angle_code(-1.0, -1.0)),
            Some(Move::Angle(225.0))
        );
        assert_eq!(Move::decode(255), None);
        for shape in Shape::ALL {
            for (way, _) in pad(shape).into_iter().flatten() {
                assert!(way < shape.ways().len(), "{shape:?}");
            }
        }
    }

    /// A key press in a level: stairs only on floors, a shape's own keys, square's moves only on
    /// square, and the actions everywhere.
    #[test]
    fn a_key_does_in_a_level_what_its_shape_and_floors_say() {
        let action = |shape, floors, key| key_action(shape, floors, key);
        assert_eq!(
            action(Shape::Square, true, "T"),
            Some(KeyAction::Move(UP_CODE))
        );
        assert_eq!(
            action(Shape::Square, true, "PageDown"),
            Some(KeyAction::Move(DOWN_CODE))
        );
        assert_eq!(action(Shape::Square, false, "t"), None);
        assert_eq!(action(Shape::Square, false, "d"), Some(KeyAction::Move(1)));
        assert_eq!(
            action(Shape::Hex, false, "E"),
            Some(KeyAction::Move(KEY_CODE + 12))
        );
        assert_eq!(action(Shape::Hex, false, "s"), None, "hex has no S");
        for shape in Shape::ALL {
            assert_eq!(
                action(shape, false, "Escape"),
                Some(KeyAction::Command(Command::Menu))
            );
            assert_eq!(action(shape, false, "Tab"), None);
        }
    }

    #[test]
    fn gamepads_use_the_standard_mapping() {
        assert_eq!(gamepad_button(12), Some(Command::Move(Direction::North)));
        assert_eq!(gamepad_button(15), Some(Command::Move(Direction::East)));
        assert_eq!(gamepad_button(0), Some(Command::Next));
        assert_eq!(gamepad_button(1), Some(Command::Restart));
        assert_eq!(gamepad_button(3), Some(Command::Solution));
        assert_eq!(gamepad_button(9), Some(Command::Menu));
        assert_eq!(gamepad_button(2), Some(Command::Hint));
        assert_eq!(gamepad_button(8), None);
        assert_eq!(command("?"), Some(Command::Hint));
        assert_eq!(stick(0.9, 0.1), Some(Direction::East));
        assert_eq!(stick(-0.2, -0.7), Some(Direction::North));
        assert_eq!(stick(0.3, -0.4), None);
        assert_eq!(stick(f64::NAN, 0.9), None);
    }
}
