//! What the page says of its own doings: sharing and copying a link, loading the full game and
//! the tools, why something failed, the level worker's stops, the records and statistics
//! panels, and the downloads. The page's JavaScript asks for them by type (the web facade's
//! `Phrase` and `Failure`), never writing English of its own.

use super::count;

/// After a Web Share.
pub const SHARED: &str = "Shared.";

/// After the maze's link `url` went to the clipboard.
pub fn link_copied(url: &str) -> String {
    format!("Link copied to the clipboard: {url}")
}

/// After `text` (a result or a challenge, with its link) went to the clipboard.
pub fn copied(text: &str) -> String {
    format!("Copied to the clipboard: {text}")
}

/// When neither Web Share nor the clipboard took the link.
pub const COPY_BY_HAND: &str = "Could not copy the link automatically. It is selected in the \
                                field below the buttons: copy it with Ctrl+C (⌘C on a Mac) or \
                                a long press.";

/// The text shared with a maze's link: its seed and level.
pub fn share_text(seed: &str, level: u32) -> String {
    format!("Try maze {seed}, level {}", count(u64::from(level)))
}

/// The text shared with a challenge's link `url`.
pub fn challenge_text(url: &str) -> String {
    format!("Can you beat me? {url}")
}

/// Why the level worker failed, when the browser gives no reason: it did not start.
pub const WORKER_UNSTARTED: &str = "the worker failed to start";

/// Why a job was not sent to the level worker: there is none.
pub const WORKER_NONE: &str = "no worker";

/// The level worker failed (`why`), and the maze was made on the page instead.
pub fn worker_failed(why: &str) -> String {
    format!("The maze could not be made in the background ({why}); it was made here instead.")
}

/// The tools' build did not load (`why`).
pub fn tools_failed(why: &str) -> String {
    format!("The tools could not be loaded ({why}).")
}

/// While the tools' build loads slowly.
pub const TOOLS_LOADING: &str = "Loading the tools…";

/// The question before the records are cleared.
pub const CLEAR_RECORDS: &str =
    "Clear all your records (best times and fewest moves) kept in this browser?";

/// After the records were cleared.
pub const RECORDS_CLEARED: &str = "Records cleared.";

/// While a big level's statistics are counted in the worker.
pub const COUNTING: &str = "Counting in the background…";

/// The statistics could not be counted (`why`).
pub fn stats_failed(why: &str) -> String {
    format!("The statistics could not be counted ({why}).")
}

/// After the SVG download.
pub const SVG_DONE: &str = "SVG downloaded.";

/// While the PNG is drawn.
pub const PNG_BACKGROUND: &str = "Drawing the PNG in the background…";

/// After the PNG download.
pub const PNG_DONE: &str = "PNG downloaded.";

/// The PNG could not be made (`why`).
pub fn png_failed(why: &str) -> String {
    format!("The PNG could not be made ({why}).")
}

/// A progress bar's reading: "42 percent".
pub fn percent(n: u64) -> String {
    format!("{} percent", count(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_sentences_fill_in_their_numbers_and_words() {
        assert_eq!(share_text("abc", 3), "Try maze abc, level 3");
        assert_eq!(share_text("abc", 1234), "Try maze abc, level 1,234");
        assert_eq!(percent(1000), "1,000 percent");
        assert_eq!(
            worker_failed(WORKER_UNSTARTED),
            "The maze could not be made in the background (the worker failed to start); it was \
             made here instead."
        );
        assert_eq!(
            COPY_BY_HAND,
            "Could not copy the link automatically. It is selected in the field below the buttons: \
             copy it with Ctrl+C (⌘C on a Mac) or a long press."
        );
    }
}
