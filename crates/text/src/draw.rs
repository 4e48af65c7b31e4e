//! The sentences of drawn mazes and of the drawing editor (the menu's Draw panel).

/// A drawn maze's size: its grid (`16×12`, or another shape's `hex, 30 rows`), and the parts
/// of the drawing left out when there were some (only the largest piece makes the maze).
pub fn drawn_size(grid: &str, parts_left_out: u32) -> String {
    match parts_left_out {
        0 => format!("drawing {grid}"),
        1 => format!("drawing {grid} (1 smaller part left out)"),
        n => format!("drawing {grid} ({n} smaller parts left out)"),
    }
}

/// The drawing editor's cursor in words: its row and column (from 1), whether the cell is
/// painted, and what Space does there.
pub fn draw_cursor(x: u32, y: u32, painted: bool, erasing: bool) -> String {
    format!(
        "Row {}, column {}: {}. Space {}.",
        y + 1,
        x + 1,
        if painted { "painted" } else { "empty" },
        if erasing { "erases" } else { "paints" }
    )
}

/// What a drawing makes: nothing yet, why no maze, or the maze's cells and the parts left out
/// (`Ok((cells, parts))`).
pub fn draw_summary((w, h): (u32, u32), made: Option<Result<(u32, u32), String>>) -> String {
    match made {
        None => format!("A grid of {w}×{h} cells. Paint the cells the maze should fill."),
        Some(Err(why)) => format!("A grid of {w}×{h} cells: no maze yet, {why}."),
        Some(Ok((cells, 0))) => {
            format!("A grid of {w}×{h} cells: the maze fills {cells} painted cells.")
        }
        Some(Ok((cells, parts))) => format!(
            "A grid of {w}×{h} cells: the maze fills {cells} painted cells; {parts} smaller {} not joined to it \
             {} left out.",
            if parts == 1 { "part" } else { "parts" },
            if parts == 1 { "is" } else { "are" }
        ),
    }
}

/// What the preview shows, after the drawing's summary: the maze's size and cells, and the
/// level's own size when the preview is made smaller (`played_at`); or why the drawing makes
/// no maze of the chosen shape at this size.
pub fn draw_preview(made: Result<(String, u32), String>, played_at: Option<String>) -> String {
    match (made, played_at) {
        (Ok((size, cells)), None) => format!("Preview: {size}, {cells} cells."),
        (Ok((size, cells)), Some(full)) => {
            format!("Preview: {size}, {cells} cells; Play it plays it at {full}.")
        }
        (Err(why), _) => format!("No maze of this shape: {why}."),
    }
}

/// No picture was chosen before its threshold was applied.
pub fn no_picture() -> String {
    "Choose a picture first.".into()
}

/// A picture that could not be used, and why.
pub fn picture_refused(why: &str) -> String {
    format!("That picture cannot be used: {why}.")
}

/// The Draw panel's summary (`drawn`) when the typed title cannot go in the link (`why`).
pub fn title_left_out(drawn: &str, why: &str) -> String {
    format!("{drawn} Play it leaves the title out: {why}.")
}
