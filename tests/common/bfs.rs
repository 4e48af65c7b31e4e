//! A breadth-first search written for the tests, over an adjacency list they build themselves
//! from the maze's data (not the crate's solver), shared by the word and woven maze tests.

use std::collections::VecDeque;

/// Breadth-first distances from `from` over `adj` (`None` where it cannot reach).
pub fn bfs(adj: &[Vec<u32>], from: u32) -> Vec<Option<u32>> {
    let mut dist = vec![None; adj.len()];
    dist[from as usize] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(c) = queue.pop_front() {
        let d = dist[c as usize].unwrap();
        for &n in &adj[c as usize] {
            if dist[n as usize].is_none() {
                dist[n as usize] = Some(d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}
