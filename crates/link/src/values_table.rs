//! The values of a link through the table's entries, in their order: read one, write them all
//! back as a query, build the kind of maze they ask for.

use super::kind::Kind;
use super::problem::Problem;
use super::table::{Param, Values};

impl Values {
    /// Reads `text` (decoded) as the value of `param`, as a link does.
    pub fn read(&mut self, param: Param, text: &str) -> Result<(), Problem> {
        param.read(text, self)
    }

    /// The query string of these values, in the table's order, each only when not its default.
    pub fn to_query(&self) -> String {
        let mut query = String::new();
        // A journey level's maze is named by its level alone.
        let journey = self.journey.is_some();
        for &param in Param::ALL {
            if journey && crate::journey::sets_maze(param) {
                continue;
            }
            if let Some(value) = param.write(self) {
                // Pushed rather than joined or formatted: smaller in the first paint's build.
                if !query.is_empty() {
                    query.push('&');
                }
                query.push_str(param.name());
                query.push('=');
                query.push_str(&value);
            }
        }
        query
    }

    /// The kind of maze these values ask for, each kind built in the table's order over the
    /// one before; a kind that cannot be had is refused (the one before stays), with why.
    pub fn kind(&self) -> (Kind, Vec<(Param, Problem)>) {
        let mut kind = Kind::default();
        let mut refused = Vec::new();
        for &param in Param::ALL {
            match param.build_kind(self, &kind) {
                Some(Ok(built)) => kind = built,
                Some(Err(problem)) => refused.push((param, problem)),
                None => {}
            }
        }
        (kind, refused)
    }
}
