//! The page's sentences that are not the view state's: its own notices (`Phrase`), why
//! something failed (`Failure`), a progress bar's reading, the speed slider's reading.

use text;
use wasm_bindgen::prelude::wasm_bindgen;

/// A sentence of the page's own with nothing to fill in, as `phrase` words it. Numbered from 1
/// (as `Failure`): a variant the page misspells is `undefined`, which crosses as 0 and so
/// throws ("invalid enum value passed") instead of saying the first sentence.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phrase {
    /// Why the level worker failed when the browser gives no reason: it did not start.
    WorkerUnstarted = 1,
    /// Why a job was not sent to the level worker: there is none.
    WorkerNone,
    /// While the tools' build loads slowly.
    ToolsLoading,
    /// The question before the records are cleared.
    ClearRecords,
    /// After the records were cleared.
    RecordsCleared,
    /// While a big level's statistics are counted in the worker.
    Counting,
    /// After the SVG download.
    SvgDone,
    /// While the PNG is drawn.
    PngBackground,
    /// After the PNG download.
    PngDone,
}

/// The sentence of `which`.
#[wasm_bindgen]
pub fn phrase(which: Phrase) -> String {
    match which {
        Phrase::WorkerUnstarted => text::WORKER_UNSTARTED,
        Phrase::WorkerNone => text::WORKER_NONE,
        Phrase::ToolsLoading => text::TOOLS_LOADING,
        Phrase::ClearRecords => text::CLEAR_RECORDS,
        Phrase::RecordsCleared => text::RECORDS_CLEARED,
        Phrase::Counting => text::COUNTING,
        Phrase::SvgDone => text::SVG_DONE,
        Phrase::PngBackground => text::PNG_BACKGROUND,
        Phrase::PngDone => text::PNG_DONE,
    }
    .to_owned()
}

/// What failed, for `failed`'s sentence.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The game could not start.
    Start = 1,
    /// The level worker failed; the maze was made on the page instead.
    Worker,
    /// The tools' build did not load.
    Tools,
    /// The statistics could not be counted.
    Stats,
    /// The PNG could not be made.
    Png,
}

/// The sentence for `what` failing, with `why` (an error's message, or a `Phrase`'s reason).
#[wasm_bindgen]
pub fn failed(what: Failure, why: &str) -> String {
    match what {
        Failure::Start => text::start_failed(why),
        Failure::Worker => text::worker_failed(why),
        Failure::Tools => text::tools_failed(why),
        Failure::Stats => text::stats_failed(why),
        Failure::Png => text::png_failed(why),
    }
}

/// A progress bar's reading for `n` percent ("42 percent"), whole (a negative `n` or not a
/// number reads as 0).
pub fn percent_text(n: f64) -> String {
    let whole = if n.is_finite() && n > 0.0 {
        n as u64
    } else {
        0
    };
    text::percent(whole)
}

/// The speed slider's reading for its value 0..=100: "1,000 per second".
#[wasm_bindgen]
pub fn speed_text(slider: u32) -> String {
    text::speed(slider)
}
