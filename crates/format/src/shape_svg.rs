use super::svg::{Fixed, escape};
use super::woven_art::{BRIDGES, bridge_lines};
use maze::shape::{Geometry, Stroke, Topology};
use maze::{Graph, ShapeMaze};

/// Pixels per maze unit.
const UNIT: f64 = 16.0;
const MARGIN: f64 = 16.0;
const CAPTION: f64 = 24.0;

/// A printable SVG of a maze of any shape, drawn from its geometry alone: every standing wall
/// as a `<line>` or an arc `<path>`, the openings left out, an optional solution through the
/// cells' centres, and `caption` under the maze. A woven maze is drawn as `woven_svg` draws it,
/// and a woven drawing's crossings the same way.
pub fn shape_svg(maze: &ShapeMaze, solution: Option<&[u32]>, caption: &str) -> String {
    shape_svg_with_doors(maze, solution, caption, None)
}

/// `shape_svg` with keys and doors marked over the walls (`door_marks`).
pub fn shape_svg_with_doors(
    maze: &ShapeMaze,
    solution: Option<&[u32]>,
    caption: &str,
    doors: Option<&maze::doors::Doors>,
) -> String {
    if let Some(svg) = super::woven_svg(maze, solution, caption) {
        return svg;
    }
    let layout = &maze.layout;
    let [x0, y0, x1, y1] = layout.bounds();
    let at = At { x0, y0 };
    // Wide enough for the caption too (about 7.5 px a character at 14 px), so it is not cut.
    let caption_width = caption.chars().count() as f64 * 7.5;
    let (width, height) = (
        ((x1 - x0) * UNIT + 2.0 * MARGIN)
            .max(caption_width + 2.0 * MARGIN)
            .ceil(),
        ((y1 - y0) * UNIT + 2.0 * MARGIN + CAPTION).ceil(),
    );
    let (w, h) = (width as u32, height as u32);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" \
         width=\"{w}\" height=\"{h}\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
         <g stroke=\"black\" stroke-width=\"2\" stroke-linecap=\"round\" fill=\"none\">\n"
    );
    let line = |stroke: &Stroke| at.stroke(stroke);
    for (wall, _, _) in layout.edges() {
        if let Some(stroke) = layout.wall_stroke(wall).filter(|_| !maze.is_open(wall)) {
            out.push_str(&line(&stroke));
        }
    }
    let openings = layout.openings();
    for stroke in layout.border() {
        if !openings.contains(&stroke) {
            out.push_str(&line(&stroke));
        }
    }
    out.push_str("</g>\n");
    out.push_str(&super::stair_marks(maze, |x, y| (at.x(x), at.y(y))));
    // A woven drawing's crossings are drawn as bridges, as `woven_svg` draws them.
    if let Some(woven) = layout.woven() {
        out.push_str(BRIDGES);
        out.push_str(&bridge_lines(woven, line));
        out.push_str("</g>\n");
    }
    if let Some(doors) = doors {
        out.push_str(&super::door_marks(maze, doors, |x, y| (at.x(x), at.y(y))));
    }
    if let Some(path) = solution.filter(|p| !p.is_empty()) {
        out.push_str(&solution_line(maze, path, at));
    }
    out.push_str(&format!(
        "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"14\">{}</text>\n</svg>\n",
        MARGIN as u32,
        (height - CAPTION / 2.0).round() as u32,
        escape(caption)
    ));
    out
}

/// Where maze units fall in the SVG: the bounding box's corner (`x0`, `y0`) at the margin.
#[derive(Clone, Copy)]
struct At {
    x0: f64,
    y0: f64,
}

impl At {
    fn x(self, x: f64) -> f64 {
        (x - self.x0) * UNIT + MARGIN
    }

    fn y(self, y: f64) -> f64 {
        (y - self.y0) * UNIT + MARGIN
    }

    /// A wall's stroke as a `<line>`, or an arc's as a `<path>`.
    fn stroke(self, stroke: &Stroke) -> String {
        let [[ax, ay], [bx, by]] = stroke.ends();
        let [ax, ay, bx, by] = [self.x(ax), self.y(ay), self.x(bx), self.y(by)].map(Fixed);
        match *stroke {
            Stroke::Line(_) => {
                format!("<line x1=\"{ax}\" y1=\"{ay}\" x2=\"{bx}\" y2=\"{by}\"/>\n")
            }
            Stroke::Arc([_, _, r, a0, a1]) => {
                let r = Fixed(r * UNIT);
                let large = u8::from(a1 - a0 > std::f64::consts::PI);
                format!("<path d=\"M{ax} {ay}A{r} {r} 0 {large} 1 {bx} {by}\"/>\n")
            }
        }
    }
}

/// The solution `path` as polylines through its cells' centres: one per floor it crosses, broken
/// at each stair (a floors maze's panels sit side by side: a line from one to the next would
/// cross the walls between), with a ring on the two cells of each stair move.
fn solution_line(maze: &ShapeMaze, path: &[u32], at: At) -> String {
    let floor = |c: u32| maze.layout.floors_of().map(|f| f.floor_of(c));
    let point = |c: u32| {
        maze.layout
            .center(c)
            .filter(|_| c < maze.cells())
            .map(|[x, y]| (at.x(x), at.y(y)))
    };
    let mut runs: Vec<Vec<u32>> = vec![Vec::new()];
    let mut rings = String::new();
    for (i, &c) in path.iter().enumerate() {
        if let Some(&before) = i.checked_sub(1).and_then(|b| path.get(b))
            && floor(before) != floor(c)
        {
            for (x, y) in [before, c].into_iter().filter_map(point) {
                rings.push_str(&format!(
                    "<circle class=\"solution-stair\" cx=\"{}\" cy=\"{}\" r=\"5\" fill=\"none\" \
                     stroke=\"#c0392b\" stroke-width=\"2\"/>\n",
                    Fixed(x),
                    Fixed(y)
                ));
            }
            runs.push(Vec::new());
        }
        if let Some(run) = runs.last_mut() {
            run.push(c);
        }
    }
    let mut out = String::new();
    for run in runs.iter().filter(|r| !r.is_empty()) {
        let points: Vec<String> = run
            .iter()
            .filter_map(|&c| point(c))
            .map(|(x, y)| format!("{},{}", Fixed(x), Fixed(y)))
            .collect();
        out.push_str(&format!(
            "<polyline class=\"solution\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"3\" \
             stroke-linejoin=\"round\" points=\"{}\"/>\n",
            points.join(" ")
        ));
    }
    out.push_str(&rings);
    out
}
