//! What the rules read from storage on every move (the settings, the theme, this maze's record),
//! read once per game and again only after storage changed. This facade is the only writer
//! (`set_setting`, `clear_records`, a win), and each write calls `changed`; a change made in
//! another tab shows from the next change here or the next level.

use super::local_storage;
use core::cell::Cell;
use core::sync::atomic::{AtomicU32, Ordering};
use game::Session;
use game::records::{self, Record};
use game::settings::{self, Settings};
use wasm_bindgen::prelude::wasm_bindgen;

/// How many times this page has written storage.
static CHANGES: AtomicU32 = AtomicU32::new(0);

/// This page wrote storage: the next read of every cache goes to storage again.
pub fn changed() {
    CHANGES.fetch_add(1, Ordering::Relaxed);
}

/// The stored values a game reads per move, as last read from storage.
#[derive(Clone, Debug)]
pub struct StorageSnapshot {
    changes: u32,
    /// The player's settings.
    pub settings: Settings,
    /// The colour theme (`auto`, `light`, `dark`, `contrast`).
    pub theme: &'static str,
    /// The record of the maze being played.
    pub record: Option<Record>,
}

/// A game's cached `StorageSnapshot`.
#[derive(Default)]
pub struct Cache(Cell<Option<StorageSnapshot>>);

impl Cache {
    /// The stored values for `session`, from storage only when it changed since the last read.
    pub fn get(&self, session: &Session) -> StorageSnapshot {
        let now = CHANGES.load(Ordering::Relaxed);
        let snapshot = self
            .0
            .take()
            .filter(|s| s.changes == now)
            .unwrap_or_else(|| StorageSnapshot {
                changes: now,
                settings: read_settings(),
                theme: settings::theme(local_storage::get(settings::THEME_KEY).as_deref()),
                record: local_storage::get(&records::key(session.params()))
                    .and_then(|text| Record::parse(&text)),
            });
        self.0.set(Some(snapshot.clone()));
        snapshot
    }
}

/// The settings as stored now (the defaults when none are, or they cannot be read).
pub fn read_settings() -> Settings {
    local_storage::get(settings::SETTINGS_KEY)
        .map(|text| Settings::parse(&text))
        .unwrap_or_default()
}
/// Storage was written outside this build (the tools' build cleared the records): the game
/// reads it again.
#[wasm_bindgen]
pub fn storage_changed() {
    changed();
}
