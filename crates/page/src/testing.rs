//! What the crate's unit tests share.

use game::{Plan, Session};
use maze::Seed;

/// The level a link's `query` names, started, with `seed` for a link without one.
pub fn session(query: &str, seed: &str) -> Session {
    Plan::from_query(query, || {
        Seed::parse(seed).unwrap_or_else(|_| Seed::random())
    })
    .start()
}
