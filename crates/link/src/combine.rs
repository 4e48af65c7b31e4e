//! What values combine with (`Values::refusals`: what a full reading of them refuses) and the
//! values without one parameter (`Values::without`): what the menu's choices weigh
//! (`Params::choice`, `Params::closed`), by the table's own entries.

use super::problem::Problem;
use super::table::{Param, Values};

impl Values {
    /// These values without `param`'s: what a link that leaves it out reads (each other value
    /// written and read back by its entry).
    pub fn without(&self, param: Param) -> Values {
        let mut values = Values::default();
        for &other in Param::ALL.iter().filter(|&&p| p != param) {
            if let Some(text) = other.write(self) {
                // A value the table wrote reads back; one that would not is left out too.
                let _ = other.read(&text, &mut values);
            }
        }
        values
    }

    /// What a full reading of these values refuses, each with its parameter: the checks'
    /// problems (`Param::check`), then each kind of maze they cannot have (`kind`), as
    /// `parse_query` finds them in the link these values write.
    pub fn refusals(&self) -> Vec<(Param, Problem)> {
        let mut values = self.clone();
        let mut refused = Vec::new();
        for &param in Param::ALL {
            if let Err(problem) = param.check(&mut values) {
                refused.push((param, problem));
            }
        }
        refused.extend(values.kind().1);
        refused
    }
}
