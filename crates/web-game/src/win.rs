//! After a win: the record and the next level stored, the win box's sentence, and what to
//! share; and the level remembered to continue on this device.

use super::game_facade::{Level, State};
use super::js::put;
use super::local_storage;
use super::storage_cache;
use game::{progress, records};
use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

impl State {
    fn remember(&self) {
        local_storage::set(progress::PROGRESS_KEY, &progress::playing(&self.session));
    }

    /// Keeps a journey level's best stars, and its seed as the journey's (the map's links).
    fn remember_journey(&self) {
        use game::journey_store::{JOURNEY_KEY, Progress};
        let params = self.session.params();
        let (Some(k), Some(stars)) = (params.journey, self.session.stars()) else {
            return;
        };
        let stored = local_storage::get(JOURNEY_KEY).and_then(|s| Progress::read(&s));
        let progress = stored.unwrap_or_else(|| Progress::new(params.seed.clone()));
        local_storage::set(JOURNEY_KEY, &progress.won(&params.seed, k, stars).write());
    }

    fn win(&mut self, now: f64, unix_ms: f64) -> JsValue {
        if !self.session.play().won() {
            return JsValue::UNDEFINED;
        }
        let key = records::key(self.session.params());
        let today = link::calendar::Date::from_unix_ms(unix_ms);
        let won =
            self.session
                .results()
                .win_record(local_storage::get(&key).as_deref(), now, today);
        let improved = won.map(|(_, improved)| improved).unwrap_or_default();
        let saved = won.is_none_or(|(record, _)| local_storage::set(&key, &record.to_text()));
        storage_cache::changed();
        self.remember_journey();
        match progress::after_win(&self.session) {
            Some(next) => {
                local_storage::set(progress::PROGRESS_KEY, &next);
            }
            None => local_storage::remove(progress::PROGRESS_KEY),
        }
        let play = self.session.play();
        let facts = text::Win {
            level: self.session.params().level,
            elapsed_ms: play.timer().elapsed_ms(now),
            moves: play.moves(),
            new_time: improved.time,
            new_moves: improved.moves,
            grade: self
                .session
                .solving()
                .ready()
                .then(|| game::grades::rate_level(&self.session).1),
            verdict: join_verdicts(
                self.session.race().challenge_verdict(now),
                self.session.race().ghost_verdict(now),
            ),
            unsaved: !saved,
            hints: self.session.hints().taken(),
            stars: self.session.stars(),
        };
        let text = text::win(&facts);
        let report = js_sys::Object::new();
        put(&report, "advance_ms", page::view_state::ADVANCE_MS);
        put(&report, "text", text.as_str());
        self.won_text = Some(text);
        self.won_facts = Some(facts);
        report.into()
    }

    fn hold(&mut self) {
        self.held = true;
    }

    fn share(&self, kind: &str, page: &str, now: f64) -> JsValue {
        let link = |query: &str| format!("{page}?{query}");
        let maze = link(&self.session.params().to_query());
        let params = self.session.params();
        let (title, text, url) = match kind {
            "result" => match self.session.results().result_query().and_then(|q| {
                let url = link(&q);
                self.session
                    .results()
                    .result_text(now, &url)
                    .map(|text| (text, url))
            }) {
                Some((text, url)) => ("seedmaze result", text, url),
                None => return JsValue::UNDEFINED,
            },
            "challenge" => match self.session.results().challenge_query(now) {
                Some(query) => {
                    let url = link(&query);
                    let text = text::challenge_text(&url);
                    ("seedmaze challenge", text, url)
                }
                None => return JsValue::UNDEFINED,
            },
            _ => {
                let text = text::share_text(&params.seed.to_string(), params.level);
                ("seedmaze", text, maze)
            }
        };
        // The result and the challenge hold their link: shared and copied whole. The maze's
        // text does not: the link goes with it, and alone to the clipboard.
        let whole = kind == "result" || kind == "challenge";
        let data = js_sys::Object::new();
        put(&data, "title", title);
        put(&data, "text", text.as_str());
        if !whole {
            put(&data, "url", url.as_str());
        }
        let copy = if whole { text.clone() } else { url.clone() };
        let one_line = copy.replace('\n', " ");
        let copied = if whole {
            text::copied(&one_line)
        } else {
            text::link_copied(&url)
        };
        let object = js_sys::Object::new();
        put(&object, "data", data);
        put(&object, "copy", copy);
        put(&object, "copied", copied);
        put(&object, "field", one_line);
        put(&object, "by_hand", text::COPY_BY_HAND);
        put(&object, "shared", text::SHARED);
        object.into()
    }
}

/// The win's verdicts: the challenge's and the ghost's, in one sentence pair.
pub(super) fn join_verdicts(challenge: Option<String>, ghost: Option<String>) -> Option<String> {
    match (challenge, ghost) {
        (Some(c), Some(g)) => Some(format!("{c} {g}")),
        (c, g) => c.or(g),
    }
}

#[wasm_bindgen]
impl Level {
    /// Remembers this level as the one the bare page continues on this device.
    pub fn remember(&self) {
        self.state.borrow().remember()
    }

    /// After a win at `now` (`Date.now()` is `unix_ms`, for the record's day): stores the
    /// record when this run improved it and the next level as the one to continue, and returns
    /// `{ text, advance_ms }`: the announcement (it contains "solved"; the view state's win box
    /// says it too), and how long the win box stays before the next level starts on its own.
    /// `undefined` before a win.
    pub fn win(&self, now: f64, unix_ms: f64) -> JsValue {
        self.state.borrow_mut().win(now, unix_ms)
    }

    /// The player holds the win box (points at it or tabs into it): its line says how to go on.
    pub fn hold(&self) {
        self.state.borrow_mut().hold()
    }

    /// What to share for `kind` (`maze`: this maze's link; after a win, `result`: the run with
    /// the link, `challenge`: a link that challenges a friend to beat this run), with `page` the
    /// page's address without its query: `{ data, copy, copied, field, by_hand, shared }` —
    /// `data` for Web Share, `copy` for the clipboard and `copied` to say after it, `field` for
    /// the field to copy from by hand and `by_hand` to say then, `shared` after a Web Share.
    pub fn share(&self, kind: &str, page: &str, now: f64) -> JsValue {
        self.state.borrow().share(kind, page, now)
    }
}
