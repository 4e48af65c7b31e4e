//! The browser's localStorage, for the rules that keep records and progress. Storage may be
//! missing, refused (a private mode, a sandbox) or full: every call then reports that plainly
//! (`None`, `false`, nothing to list) and the game goes on without it.
use web_sys::Storage;

fn local() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The text stored under `key`, if any can be read.
pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Stores `value` under `key`; false when storage is off or full.
pub fn set(key: &str, value: &str) -> bool {
    local().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes `key` (nothing happens when storage is off).
pub fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}

/// Every stored key that starts with `prefix` (the records table, in the tools' build).
pub fn keys(prefix: &str) -> Vec<String> {
    let Some(s) = local() else {
        return Vec::new();
    };
    let count = s.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect()
}
