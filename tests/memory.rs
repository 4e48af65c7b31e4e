//! Peak heap use of the generator, counted by a wrapping global allocator.
//! The budget is 16 bytes per cell, the maze it returns included.

// Native only: the wasm build has its own global allocator (talc).
#![cfg(not(target_arch = "wasm32"))]

use seedmaze::maze::{Algorithm, Seed, generate};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = CURRENT.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(now, Ordering::SeqCst);
        // SAFETY: forwarding the caller's layout to the system allocator.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        CURRENT.fetch_sub(layout.size(), Ordering::SeqCst);
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

#[test]
fn generation_peaks_below_16_bytes_per_cell() {
    let seed = Seed::parse("memory").expect("valid seed");
    for algorithm in Algorithm::ALL {
        for (w, h) in [(700u32, 700u32), (1000, 300)] {
            let before = CURRENT.load(Ordering::SeqCst);
            PEAK.store(before, Ordering::SeqCst);
            let maze = generate(&seed, w, h, algorithm).expect("valid size");
            let peak = PEAK.load(Ordering::SeqCst) - before;
            let per_cell = peak as f64 / f64::from(w * h);
            println!(
                "{} {w}x{h}: peak {peak} bytes, {per_cell:.2} per cell",
                algorithm.name()
            );
            assert!(
                per_cell <= 16.0,
                "{} {w}x{h}: {per_cell:.2} bytes per cell",
                algorithm.name()
            );
            assert!(per_cell > 4.0, "the counter saw the allocations");
            drop(maze);
        }
    }
}
