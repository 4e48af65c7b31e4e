//! What the page says while a level is being made: its size before the maze exists, and the
//! progress line.

/// The progress line from the page's first moment until the game makes the level: what is
/// being made (`opening_size`'s words).
pub fn loading(size: &str) -> String {
    format!("Making the maze: {size}…")
}

/// A level's size as the bar says it before its maze is made: square's sides, another
/// shape's rows or rings (`size_label`), with `woven`; a word maze's word; a drawing (whose
/// grid is known only once it is read).
pub fn opening_size(kind: &link::Kind, size: String) -> String {
    use link::Kind;
    match kind {
        Kind::Plain(_) => size,
        Kind::Woven => format!("{size} woven"),
        Kind::Word(mask) => format!("“{}”", mask.as_given()),
        Kind::Drawn(..) => "drawing".to_owned(),
        Kind::WovenDrawing(_) => "drawing woven".to_owned(),
        Kind::Floors(count) => format!("{count} floors"),
    }
}

/// A step of making a big level, as the progress line says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MakingStage {
    /// The page asked for the level; nothing is made yet.
    Start,
    /// The generator carves the walls (in the worker).
    Generate,
    /// The worker hands the maze to the page.
    Send,
    /// The page checks the maze it was handed.
    Adopt,
}

/// The progress line while a big level is made: its size and the stage's words.
pub fn making(side: u32, stage: MakingStage) -> String {
    let words = match stage {
        MakingStage::Start => "starting",
        MakingStage::Generate => "carving the walls",
        MakingStage::Send => "handing it over",
        MakingStage::Adopt => "checking it",
    };
    format!("Making a maze of {side} by {side} cells: {words}…")
}

#[cfg(test)]
mod tests {
    use super::*;
    use link::{Kind, parse_query};
    use maze::Seed;

    #[test]
    fn a_level_not_yet_made_is_named_by_what_its_link_says() {
        let size = |query: &str| {
            let (params, _) = parse_query(query, Seed::random);
            opening_size(&params.kind, "40×40".to_owned())
        };
        assert_eq!(size("seed=a&level=9"), "40×40");
        assert_eq!(size("seed=a&level=9&weave=1"), "40×40 woven");
        assert_eq!(size("seed=a&mask=Hi"), "“Hi”");
        assert_eq!(size("seed=a&draw=1GCiTRCSIEkUxBTHIJRQ"), "drawing");
        assert_eq!(
            size("seed=a&draw=1GCiTRCSIEkUxBTHIJRQ&weave=1"),
            "drawing woven"
        );
        assert!(matches!(
            parse_query("weave=1", Seed::random).0.kind,
            Kind::Woven
        ));
        assert_eq!(loading("40×40 woven"), "Making the maze: 40×40 woven…");
    }
}
