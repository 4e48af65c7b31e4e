//! The view binding: the view state the page binds (`Game.view`, from `view_state` and the
//! screen's shows), the HUD's clock, and the sentences that announce an event.

use super::game_facade::{Board, State};
use super::js::{array, put};
use super::storage_cache::StorageSnapshot;
use maze::shape::Compass;
use page::paint::show::Stage;
use page::view_state::{Action, ViewState};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

impl State {
    fn view(&self, now: f64) -> JsValue {
        let kept = self.storage_cache.get(&self.session);
        let v = ViewState::of(&self.session, now, kept.record);
        let (text, shown) = (js_sys::Object::new(), js_sys::Object::new());
        for (name, value) in &v.text {
            put(&text, name, value.as_str());
        }
        put(&text, "tool_status", self.screen.status());
        put(&text, "ghost", self.ghost_text(now));
        self.bind_win(now, &text, &shown);
        self.bind_shows(&text, &shown);
        let has_challenge = v
            .text
            .iter()
            .any(|(k, t)| *k == "challenge" && !t.is_empty());
        put(&shown, "challenge", has_challenge);
        let lists = self.bind_lines(&text, &shown);
        self.bind_pad(&text, &shown);
        let (needed, whole) = self.screen.overview();
        put(&shown, "overview", needed);
        // The menu's choices, off where this maze cannot have them, with why beside each.
        let menu = self
            .menu
            .get_or_init(|| page::view_state::menu_actions(self.session.params()));
        for choice in menu {
            put(&text, &format!("why-{}", choice.name), choice.why.as_str());
        }
        let view = js_sys::Object::new();
        put(&view, "text", text);
        put(&view, "values", self.values(&kept));
        put(&view, "shown", shown);
        put(&view, "lists", lists);
        put(&view, "board", self.board());
        let overview = Action {
            name: "overview",
            enabled: needed,
            why: if needed { "" } else { text::OVERVIEW_FITS }.to_owned(),
            pressed: Some(whole),
            label: Some(text::overview_label(whole)),
        };
        let inside = self.inside();
        let view_action = Action {
            name: "view",
            enabled: true,
            why: String::new(),
            pressed: Some(inside),
            label: Some(text::view_label(inside)),
        };
        let mut listed = v.actions;
        listed.push(overview);
        listed.push(view_action);
        listed.extend(menu.iter().cloned());
        put(&view, "actions", actions(&listed));
        put(&view, "label", v.board_label.as_str());
        view.into()
    }

    fn time_text(&self, now: f64) -> String {
        page::view_state::time(&self.session, now)
    }

    pub(super) fn announcement(&self, event: text::Event) -> String {
        page::view_state::announcement(&self.session, event)
    }

    /// What a level's start says: its `announcement`, then the journey's tip when one shows.
    pub(super) fn start_said(&self, event: text::Event) -> String {
        let said = self.announcement(event);
        match self.tip {
            Some(tip) => format!("{said} {tip}"),
            None => said,
        }
    }
}

impl State {
    /// The win box: its sentence (with how to go on) while the level is won, and whether its
    /// result (once the shortest path is known) and its challenge are offered.
    fn bind_win(&self, now: f64, text: &js_sys::Object, shown: &js_sys::Object) {
        let won = self.won_text.as_ref().filter(|_| self.session.play().won());
        let going_on = if self.held {
            text::WIN_HELD
        } else {
            text::WIN_GOING_ON
        };
        let win = won.map(|text| format!("{text} {going_on}"));
        put(text, "win", win.as_deref().unwrap_or(""));
        put(shown, "win", won.is_some());
        // The result's efficiency needs the shortest path: offered once it is known.
        put(
            shown,
            "win-result",
            won.is_some() && self.session.solving().ready(),
        );
        let challenge = self.session.results().challenge_query(now);
        put(shown, "win-challenge", won.is_some() && challenge.is_some());
    }

    /// The shows' lines: the search view's counts and legend, the carve replay's skip button.
    fn bind_shows(&self, text: &js_sys::Object, shown: &js_sys::Object) {
        put(
            text,
            "search_counts",
            self.screen.search_counts().unwrap_or(""),
        );
        let (carve, _, search_kind) = self.screen.stages();
        put(shown, "carve-skip", carve == Stage::Running);
        put(shown, "search-legend", !search_kind.is_empty());
    }

    /// The lines over the board: the continue line and the journey's tip (until the first
    /// move) and the link's notices; returns the lists (`notices`).
    fn bind_lines(&self, text: &js_sys::Object, shown: &js_sys::Object) -> js_sys::Object {
        // The continue line has done its job once the player moves (it sits over the maze).
        let resumed = self.resumed && self.session.play().moves() == 0;
        put(shown, "resumed", resumed);
        let continuing = if resumed {
            self.announcement(text::Event::Continue)
        } else {
            String::new()
        };
        put(text, "resumed", continuing);
        // The journey's tip too sits over the maze until the first move.
        let tip = self.tip.filter(|_| self.session.play().moves() == 0);
        put(shown, "tip", tip.is_some());
        put(text, "tip", tip.unwrap_or(""));
        let notices = self.session.notices();
        put(shown, "notice", !notices.is_empty());
        let lists = js_sys::Object::new();
        let items = notices.iter().map(|n| JsValue::from(n.as_str()));
        put(&lists, "notices", array(items));
        lists
    }

    /// The pad's buttons for this shape (a glyph and the way's word each, or hidden), and the
    /// menu's line naming the shape's keys.
    fn bind_pad(&self, text: &js_sys::Object, shown: &js_sys::Object) {
        let shape = self.session.params().shape();
        let layout = &self.session.play().maze().layout;
        let ways = layout.ways();
        let above = page::keymap::layout_pad(layout).map(|pad| {
            let (way, glyph) = pad?;
            Some((
                glyph,
                format!("Move {}", text::way_word(ways.get(way)?.heading)),
            ))
        });
        // From inside, the pad steps and turns, whatever the shape.
        let inside = page::keymap::inside_pad(layout).map(|p| p.map(|(g, w)| (g, w.to_owned())));
        let pads = if self.showing_inside() { inside } else { above };
        for (slot, pad) in pads.iter().enumerate() {
            put(shown, &format!("pad{slot}"), pad.is_some());
            put(
                text,
                &format!("pad{slot}"),
                pad.as_ref().map_or("", |p| p.0),
            );
            let word = pad.as_ref().map_or("", |p| p.1.as_str());
            put(text, &format!("pad{slot}-word"), word);
        }
        put(text, "keys", text::keys_line(shape));
        put(text, "help", text::PLAY_HELP);
        put(text, "share_label", text::SHARE_BY_HAND_LABEL);
        put(text, "no_records", text::NO_RECORDS);
        put(text, "records_caption", text::RECORDS_CAPTION);
    }

    /// The board's data attributes: the level, the shape, the ball, the moves, the win and
    /// the shows' stages.
    fn board(&self) -> js_sys::Object {
        let (params, play) = (self.session.params(), self.session.play());
        let (carve, search, search_kind) = self.screen.stages();
        let board = js_sys::Object::new();
        put(&board, "level", params.level);
        put(&board, "shape", params.shape().name());
        put(
            &board,
            "view",
            if self.showing_inside() {
                "inside"
            } else {
                "above"
            },
        );
        put(&board, "player", play.player());
        put(&board, "moves", play.moves());
        put(&board, "won", play.won());
        put(&board, "carve", carve.name());
        put(&board, "search", search.name());
        put(&board, "searchKind", search_kind);
        board
    }

    /// The menu's controls' values: the settings, the theme, and this level's parameters.
    fn values(&self, kept: &StorageSnapshot) -> js_sys::Object {
        let s = kept.settings;
        let values = js_sys::Object::new();
        put(&values, "sound", s.sound);
        put(&values, "volume", s.volume.to_string());
        put(&values, "moves", s.announce_moves);
        put(&values, "distance", s.distance);
        put(&values, "ghost", s.ghost);
        put(&values, "theme", kept.theme);
        put(&values, "algo", self.session.params().algorithm.name());
        put(&values, "fog", self.session.sight().fog().is_some());
        put(&values, "shape", self.session.params().shape().name());
        put(&values, "braid", self.session.params().braid.to_string());
        let mask = self.session.params().kind.mask();
        put(&values, "mask", mask.map_or("", |m| m.as_given()));
        put(&values, "weave", self.session.params().kind.is_woven());
        let floors = self.session.params().kind.floors().unwrap_or(1);
        put(&values, "floors", floors.to_string());
        let dial = self.session.params().dial();
        put(&values, "difficulty", dial.map_or("normal", |d| d.name()));
        let study = self.session.params().study.map(|s| s.to_string());
        put(&values, "study", study.as_deref().unwrap_or("off"));
        values
    }
}

/// The actions by name: `{ enabled, why, pressed, label }` each; none enabled while a level is
/// being made in the worker (`waiting::loading`).
fn actions(actions: &[Action]) -> js_sys::Object {
    let object = js_sys::Object::new();
    for a in actions {
        let action = js_sys::Object::new();
        put(&action, "enabled", a.enabled && !super::waiting::loading());
        put(&action, "why", a.why.as_str());
        if let Some(pressed) = a.pressed {
            put(&action, "pressed", pressed);
        }
        if let Some(label) = a.label {
            put(&action, "label", label);
        }
        put(&object, a.name, action);
    }
    object
}

#[wasm_bindgen]
impl Board {
    /// The view state at `now` (`performance.now()`), a plain object the page binds:
    /// `{ text: { level, size, moves, time, best, seed, mode, challenge, tool_status,
    /// search_counts, why-floors, … }, actions: { name: { enabled, why, pressed, label }
    /// (the menu's choices among them, by `data-choice` name) }, shown: { id: bool },
    /// lists: { name: [text] }, values: { the menu controls' values: settings, theme, algo, fog },
    /// board: { the board's data attributes }, label }` (`label`: the board's accessible name).
    pub fn view(&self, now: f64) -> JsValue {
        self.state.borrow().view(now)
    }

    /// The HUD's clock at `now`.
    pub fn time_text(&self, now: f64) -> String {
        self.state.borrow().time_text(now)
    }
}
