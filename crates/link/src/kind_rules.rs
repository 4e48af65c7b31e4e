//! The kind rules that outgrew the table's entries (`table.rs` names them): weave's and
//! floors'; and the rule of the generators that work on rows and columns
//! (`Algorithm::needs_square`: eller, division, sidewinder, binary-tree), which make plain square
//! mazes only. Over another shape, a word, a drawing or floors, that kind is refused and the
//! maze stays a plain square, as weave gives way to a generator it does not go with: the
//! table's later entries give way to the earlier ones.

use super::kind::Kind;
use super::problem::Problem;
use super::values::Values;
use maze::{Algorithm, Shape};

/// Weave: for square Kruskal mazes, plain or drawn; anything else keeps its maze, unwoven.
pub(super) fn weave(v: &Values, kind: &Kind) -> Option<Result<Kind, Problem>> {
    let woven = match kind {
        Kind::Plain(Shape::Square) => Kind::Woven,
        Kind::Drawn(code, Shape::Square) => Kind::WovenDrawing(code.clone()),
        Kind::Plain(shape) | Kind::Drawn(_, shape) => {
            return v.weave.then_some(Err(Problem::WeaveNeedsSquare(*shape)));
        }
        Kind::Word(_) => return v.weave.then_some(Err(Problem::WeaveWithMask)),
        Kind::Woven | Kind::WovenDrawing(_) => kind.clone(),
        // Floors are built after weave (the table's order), which they refuse.
        Kind::Floors(_) => return None,
    };
    v.weave.then_some(match v.algorithm {
        Algorithm::UnionFind | Algorithm::Perfect => Ok(woven),
        other => Err(Problem::WeaveNeedsKruskal(other)),
    })
}

/// Floors: they stack plain square mazes; any other kind keeps its maze, on one floor. The
/// first paint only needs to know that a link asks for them, to leave its level to the game's.
pub(super) fn floors(v: &Values, kind: &Kind) -> Option<Result<Kind, Problem>> {
    let count = v.floors?;
    Some(match kind {
        Kind::Plain(Shape::Square) => rows_allow(v, false).map(|()| Kind::Floors(count)),
        Kind::Plain(shape) => Err(Problem::FloorsNeedPlainSquare(shape.name())),
        Kind::Word(_) => Err(Problem::FloorsNeedPlainSquare("word mazes")),
        Kind::Woven => Err(Problem::FloorsNeedPlainSquare("woven mazes")),
        // Drawn, woven drawn: no rule before this one makes floors.
        _ => Err(Problem::FloorsNeedPlainSquare("drawn mazes")),
    })
}

/// `Ok` when the kind being built is a plain square (`plain_square`) or the generator works on
/// any kind; else the refusal naming the generator.
pub(super) fn rows_allow(v: &Values, plain_square: bool) -> Result<(), Problem> {
    match v.algorithm.needs_square() && !plain_square {
        true => Err(Problem::GeneratorNeedsSquare(v.algorithm)),
        false => Ok(()),
    }
}

/// What a link's notice says of `what` (a parameter, with its value where it is short) left out
/// for `algorithm`.
pub(super) fn rows_only(what: &str, algorithm: Algorithm) -> String {
    format!(
        "{what} was left out: the {} generator makes plain square mazes only",
        algorithm.name()
    )
}

/// What the command line says of `flag` refused for `algorithm`.
pub(super) fn rows_only_flag(flag: &str, algorithm: Algorithm) -> String {
    format!(
        "{flag} cannot be combined with --algo {}: it makes plain square mazes only",
        algorithm.name()
    )
}

/// The end of a sentence that refuses a word maze, or weave on the command line, on `shape`.
pub(super) fn square_only(shape: Shape) -> String {
    format!("makes square mazes only, not {}", shape.name())
}

/// The end of a sentence that refuses weave with `algorithm`.
pub(super) fn kruskal_only(algorithm: Algorithm) -> String {
    format!(
        "works with the union-find and perfect generators only, not {}",
        algorithm.name()
    )
}
