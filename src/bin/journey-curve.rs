//! The journey's curve: for each level, the solution's moves averaged over 24 seeds and the
//! estimated time to play it (`game::journey_curve`), as a table on stdout and a plot of the
//! first hundred in `docs/journey/curve.svg`. Run with `cargo run --release --bin journey-curve [LAST]` (100 by
//! default).
use seedmaze::game::journey_curve::{CURVE_SEEDS, Point, point};
use seedmaze::link::journey::stage;

fn main() {
    let last: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100);
    println!("| level | new | moves | × before | estimated time |");
    println!("|---|---|---|---|---|");
    let mut points: Vec<Point> = Vec::new();
    for k in 1..=last {
        let p = point(k, CURVE_SEEDS);
        let ratio = points.last().map_or(1.0, |before| p.moves / before.moves);
        let new = stage(k).mechanic().map_or("", |m| m.name());
        println!(
            "| {k} | {new} | {:.1} | {ratio:.2} | {:.0} s |",
            p.moves, p.seconds
        );
        points.push(p);
    }
    // The plot shows the hand-made hundred.
    let hundred = points.get(..100).unwrap_or(&points);
    if let Err(e) = std::fs::write("docs/journey/curve.svg", plot(hundred)) {
        eprintln!("journey-curve: docs/journey/curve.svg not written: {e}");
    }
}

/// The moves (a line) and the estimated seconds (dots) of each level, against the level.
fn plot(points: &[Point]) -> String {
    let (w, h, pad) = (900.0, 360.0, 40.0);
    let top = points
        .iter()
        .map(|p| p.moves.max(p.seconds))
        .fold(1.0_f64, f64::max);
    let x = |i: usize| pad + (w - 2.0 * pad) * i as f64 / (points.len().max(2) - 1) as f64;
    let y = |v: f64| h - pad - (h - 2.0 * pad) * v / top;
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.moves)))
        .collect();
    let dots: String = points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            format!(
                "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"2.5\"/>",
                x(i),
                y(p.seconds)
            )
        })
        .collect();
    let marks: String = (0..points.len())
        .filter(|i| stage(*i as u32 + 1).mechanic().is_some())
        .map(|i| {
            let (mx, name) = (x(i), stage(i as u32 + 1).mechanic().map_or("", |m| m.name()));
            format!(
                "<line x1=\"{mx:.1}\" y1=\"{pad}\" x2=\"{mx:.1}\" y2=\"{:.1}\" stroke=\"#ccc\"/>\
                 <text x=\"{mx:.1}\" y=\"{:.1}\" font-size=\"9\" transform=\"rotate(-60 {mx:.1} {:.1})\">{name}</text>",
                h - pad,
                pad - 4.0,
                pad - 4.0
            )
        })
        .collect();
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\">\
         <rect width=\"{w}\" height=\"{h}\" fill=\"#fff\"/>{marks}\
         <line x1=\"{pad}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#000\"/>\
         <polyline fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"2\" points=\"{}\"/>\
         <g fill=\"#c0392b\">{dots}</g>\
         <text x=\"{pad}\" y=\"{:.1}\" font-size=\"12\">journey level 1 to {} · blue: solution moves (mean of 24 seeds) · red: estimated seconds · top: {top:.0}</text></svg>\n",
        h - pad,
        w - pad,
        h - pad,
        line.join(" "),
        h - 8.0,
        points.len(),
    )
}
