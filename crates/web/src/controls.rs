//! The page's `Controls` class and `key_command`: input as the page reports it, made moves and
//! commands by Rust's rules (`keymap`, the key table; `input_state`, held keys, swipes and
//! gamepad polls over time); shared by the game's builds and the first paint's, which walks the
//! first level with it.

use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

/// A command as the page takes it: a `Direction` number for a move, else the action's name.
pub fn command_value(command: Option<page::keymap::Command>) -> JsValue {
    use page::keymap::Command;
    match command {
        Some(Command::Move(dir)) => JsValue::from(dir as u8),
        Some(Command::Solution) => "solution".into(),
        Some(Command::Next) => "next".into(),
        Some(Command::Restart) => "restart".into(),
        Some(Command::NewMaze) => "new".into(),
        Some(Command::Menu) => "menu".into(),
        Some(Command::Look) => "look".into(),
        Some(Command::Mute) => "mute".into(),
        Some(Command::Overview) => "overview".into(),
        Some(Command::View) => "view".into(),
        Some(Command::Hint) => "hint".into(),
        Some(Command::Stair(true)) => JsValue::from(page::keymap::UP_CODE),
        Some(Command::Stair(false)) => JsValue::from(page::keymap::DOWN_CODE),
        Some(Command::Roll(dir)) => JsValue::from(page::keymap::join_code(dir as u8, true)),
        None => JsValue::UNDEFINED,
    }
}

/// What a key does on the page (`KeyboardEvent.key`, with Shift held when `shift`): a
/// `Direction` number for a move (a roll's code with Shift, `keymap::ROLL_CODE`), else the
/// action's name (`solution`, `next`, `restart`, `new`, `menu`, `look`, `mute`, `overview`,
/// `view`, `hint`);
/// `undefined` for other keys.
#[wasm_bindgen]
pub fn key_command(key: &str, shift: bool) -> JsValue {
    use page::keymap::Command;
    match page::keymap::command(key) {
        Some(Command::Move(dir)) if shift => command_value(Some(Command::Roll(dir))),
        command => command_value(command),
    }
}

/// Input over time (`input_state::InputState`): held directions repeat, swipes step, gamepad polls become
/// commands. Directions are `Direction` numbers; commands are as `key_command` gives them.
#[wasm_bindgen]
#[derive(Default)]
pub struct Controls {
    input: page::input_state::InputState,
}

#[wasm_bindgen]
impl Controls {
    /// Nothing held.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Controls {
        Controls::default()
    }

    /// `source` (a key, a pad button: `pad-` and its code) starts holding move code `direction`
    /// (a roll's with `keymap::ROLL_CODE`) at `now`; returns the code to take now (a roll's for a
    /// pad button tapped twice; `undefined` for a code that means nothing).
    pub fn hold(&mut self, source: &str, direction: u16, now: f64) -> Option<u16> {
        page::keymap::Move::decode(page::keymap::split_code(direction).0)?;
        Some(self.input.hold(source, direction, now))
    }

    /// The browser repeated key `source` (a keydown with `repeat`): a key's hold repeats only
    /// once it does, so a tap is one step however late its release comes.
    pub fn key_repeats(&mut self, source: &str) {
        self.input.key_repeats(source);
    }

    /// Whether `source` holds a direction.
    pub fn holds(&self, source: &str) -> bool {
        self.input.holds(source)
    }

    /// Whether anything is held or a gamepad is polled (ask for `repeat` on each frame then).
    #[wasm_bindgen(getter)]
    pub fn holding(&self) -> bool {
        self.input.holding()
    }

    /// `source` let go.
    pub fn release(&mut self, source: &str) {
        self.input.release(source);
    }

    /// Everything lets go (the page lost focus).
    pub fn release_all(&mut self) {
        self.input.release_all();
    }

    /// The repeated step due at `now`, if one is.
    pub fn repeat(&mut self, now: f64) -> Option<u16> {
        self.input.repeat(now)
    }

    /// One finger touched down at (`x`, `y`) CSS px at `now`; `fingers` > 1 starts no swipe.
    pub fn swipe_start(&mut self, x: f64, y: f64, fingers: u32, now: f64) {
        self.input
            .swipe_start((fingers == 1).then_some((x, y)), now);
    }

    /// The finger moved to (`x`, `y`) at `now`: the step it makes, if any, as a move code of
    /// the slide's angle (square takes its main axis, hex its 60° sector, `Game.step`).
    pub fn swipe_to(&mut self, x: f64, y: f64, _fingers: u32, now: f64) -> Option<u8> {
        self.input.swipe_code(x, y, now)
    }

    /// The finger lifted at `now`: a roll's code when it flung, else `undefined`.
    pub fn swipe_end(&mut self, now: f64) -> Option<u16> {
        self.input.swipe_end(now)
    }

    /// A gamepad poll at `now` (`buttons`: bit i for pressed button i; the left stick's `x`,
    /// `y`): the commands to run now.
    pub fn gamepad(&mut self, buttons: u32, x: f64, y: f64, now: f64) -> js_sys::Array {
        let commands = self.input.gamepad(buttons, (x, y), now);
        commands
            .into_iter()
            .map(|c| command_value(Some(c)))
            .collect()
    }

    /// The gamepad went away.
    pub fn gamepad_gone(&mut self) {
        self.input.gamepad_gone();
    }
}
