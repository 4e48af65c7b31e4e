//! `seedmaze`: prints the maze the page shows for the same seed, level or size, shape,
//! algorithm, braid, word (`--mask`) and weave (`--weave`), or a square maze of any width and
//! height (which the page's links cannot ask for).

use seedmaze::format;
use seedmaze::level::level_side;
use seedmaze::link::Params;
use seedmaze::maze::braid::MAX_BRAID;
use seedmaze::maze::generate_woven::generate_woven;
use seedmaze::maze::{Algorithm, Layout, Seed, Shape, generate_shape, stats};
use std::process::ExitCode;

const USAGE: &str = "usage: seedmaze [--seed S | --daily YYYY-MM-DD] \
                     [--level K | --size N | --width W --height H] \
                     [--shape square|hex|triangle|circle] [--braid 0-100] [--mask TEXT] [--weave] \
                     [--algo union-find|perfect|backtracker|pathcut|prim|wilson] \
                     [--format ascii|json|svg]\n\
                     --size is the side of a square, the rows of a hex or triangle maze and the \
                     rings of a circle: 2 to 2000 (square, hex), 1400 (triangle), 1000 (circle).\n\
                     --width and --height make a square of any sides (2 to 2000 each).\n\
                     --mask fills the letters of TEXT (A-Z, 0-9, space; 1 to 12) with a square \
                     maze scaled to the level's side.\n\
                     --weave lets passages cross over and under (square, union-find or perfect).";

#[derive(Clone, Copy, PartialEq)]
enum Format {
    Ascii,
    Json,
    Svg,
}

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("seedmaze: {message} (see seedmaze --help)");
            ExitCode::from(2)
        }
    }
}

fn run(args: Vec<String>) -> Result<String, String> {
    let mut seed = None;
    let mut level = None;
    let mut size = None;
    let mut width = None;
    let mut height = None;
    let mut algorithm = Algorithm::default();
    let mut daily = None;
    let mut format = None;
    let mut shape_name = Shape::default();
    let mut braid = 0;
    let mut mask = None;
    let mut weave = false;
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            return Ok(format!("{USAGE}\n"));
        }
        // The one flag without a value.
        if flag == "--weave" {
            weave = true;
            continue;
        }
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        // The URL parser gives the CLI the same checks and messages as the page.
        let check = |name: &str| {
            // Escaped, so that a value holding `&`, `%` or `+` stays one value.
            let (params, errors) =
                seedmaze::link::parse_query(&format!("{name}={}", escape(&value)), Seed::random);
            match errors.first() {
                Some(error) => Err(error
                    .to_string()
                    .split("; used")
                    .next()
                    .unwrap_or_default()
                    .to_owned()),
                None => Ok(params),
            }
        };
        // A width or height obeys the same bounds as `size=`, so the URL parser checks it too;
        // only the parameter's name at the head of its message changes.
        let side = |name: &str| -> Result<u32, String> {
            let params = check("size").map_err(|message| message.replacen("size", name, 1))?;
            params.size.ok_or_else(|| format!("{name} is empty"))
        };
        match flag.as_str() {
            "--seed" => seed = Some(check("seed")?.seed),
            "--width" => width = Some(side("width")?),
            "--height" => height = Some(side("height")?),
            "--level" => level = Some(check("level")?.level),
            "--size" => size = check("size")?.size,
            "--algo" => algorithm = check("algo")?.algorithm,
            "--daily" => daily = check("daily")?.daily,
            "--mask" => mask = check("mask")?.mask,
            "--shape" => {
                shape_name = Shape::from_name(&value)
                    .ok_or_else(|| format!("unknown shape {value:?} ({})", Shape::NAMES))?
            }
            "--braid" => {
                braid = value
                    .parse::<u32>()
                    .ok()
                    .filter(|p| *p <= MAX_BRAID)
                    .ok_or_else(|| {
                        format!("braid {value:?} is not a whole number from 0 to {MAX_BRAID}")
                    })?
            }
            "--format" => {
                format = Some(match value.as_str() {
                    "ascii" => Format::Ascii,
                    "json" => Format::Json,
                    "svg" => Format::Svg,
                    other => return Err(format!("unknown format {other:?} (ascii, json, svg)")),
                })
            }
            other => return Err(format!("unknown option {other:?}")),
        }
    }
    // A maze's shape comes from one place only, so a conflict is an error rather than a guess.
    let shape = match (width, height) {
        (None, None) => None,
        (Some(_), Some(_)) if level.is_some() || size.is_some() => {
            return Err("--width and --height cannot be combined with --level or --size".into());
        }
        (Some(w), Some(h)) => Some((w, h)),
        (Some(_), None) => return Err("--width needs --height".into()),
        (None, Some(_)) => return Err("--height needs --width".into()),
    };
    // The layout is checked before a random seed is drawn, so a bad size says only that.
    let side = size.unwrap_or_else(|| level_side(level.unwrap_or(1)));
    if mask.is_some() && shape_name != Shape::Square {
        return Err(format!(
            "--mask makes square mazes only, not {}",
            shape_name.name()
        ));
    }
    if mask.is_some() && shape.is_some() {
        return Err(
            "--mask takes its size from --level or --size, not --width and --height".into(),
        );
    }
    if weave && shape_name != Shape::Square {
        return Err(format!(
            "--weave makes square mazes only, not {}",
            shape_name.name()
        ));
    }
    if weave && mask.is_some() {
        return Err("--weave does not weave word mazes (--mask)".into());
    }
    if weave && !matches!(algorithm, Algorithm::UnionFind | Algorithm::Perfect) {
        return Err(format!(
            "--weave works with the union-find and perfect generators only, not {}",
            algorithm.name()
        ));
    }
    let layout = match (shape_name, shape, &mask) {
        (_, _, Some(mask)) => Layout::masked(mask, side).map_err(|e| e.to_string())?,
        (Shape::Square, Some((w, h)), None) => Layout::square(w, h).map_err(|e| e.to_string())?,
        (Shape::Square, None, None) => Layout::square(side, side).map_err(|e| e.to_string())?,
        (other, Some(_), None) => {
            return Err(format!(
                "--width and --height make square mazes only; use --size for a {} maze",
                other.name()
            ));
        }
        (other, None, None) => {
            let size = size.unwrap_or_else(|| other.level_size(side));
            Layout::new(other, size).map_err(|e| e.to_string())?
        }
    };
    // Text art exists for squares only, so other shapes print SVG unless told otherwise.
    let format = format.unwrap_or(if shape_name == Shape::Square {
        Format::Ascii
    } else {
        Format::Svg
    });
    let ascii_refused = format!(
        "--format ascii draws square mazes only; use svg or json for a {} maze",
        shape_name.name()
    );
    if format == Format::Ascii && shape_name != Shape::Square {
        return Err(ascii_refused);
    }
    let seed = match (daily, seed) {
        (Some(date), _) => date.seed(),
        (None, Some(seed)) => seed,
        (None, None) => {
            let seed = Seed::random();
            eprintln!("seedmaze: random seed {seed}");
            seed
        }
    };
    let params = Params {
        level: level.unwrap_or(1),
        size,
        algorithm,
        daily,
        mask: mask.clone(),
        ..Params::new(seed)
    };
    let maze = match (&layout, weave) {
        (Layout::Square(square), true) => generate_woven(
            &params.seed,
            square.width(),
            square.height(),
            algorithm,
            braid,
        )
        .map_err(|e| e.to_string())?,
        _ => generate_shape(&params.seed, &layout, algorithm, braid),
    };
    let solution = maze.solution();
    let mut caption = match (shape, shape_name) {
        (_, _) if let Layout::Masked(m) = &layout => format!(
            "seedmaze · seed {} · level {} · mask \"{}\" · {}×{} · {}",
            params.seed,
            params.level,
            m.mask(),
            m.width(),
            m.height(),
            algorithm.name()
        ),
        // No level makes this shape, so the caption names none.
        (Some((w, h)), _) => format!(
            "seedmaze · seed {} · {w}×{h} · {}",
            params.seed,
            algorithm.name()
        ),
        (None, Shape::Square) => format::caption(&params),
        (None, other) => format!(
            "seedmaze · seed {} · level {} · {} {} {} · {}",
            params.seed,
            params.level,
            other.name(),
            layout.size(),
            other.size_unit(),
            algorithm.name()
        ),
    };
    if braid > 0 {
        caption.push_str(&format!(" · braid {braid}"));
    }
    // After braid, as `format::caption` writes the page's.
    if weave {
        caption.push_str(" · weave");
    }
    Ok(match (format, maze.grid()) {
        (Format::Ascii, _) if let Some(art) = format::woven_ascii(&maze) => {
            format!("{caption}\n{art}")
        }
        (Format::Svg, _) if weave => format::shape_svg(&maze, None, &caption),
        (Format::Ascii, None) if let Some(art) = format::mask_ascii(&maze) => {
            format!("{caption}\n{art}")
        }
        (Format::Ascii, Some(grid)) => format!("{caption}\n{}", format::ascii(&grid)),
        (Format::Ascii, None) => return Err(ascii_refused),
        (Format::Json, _) => {
            let stats = stats::stats(&maze);
            let keys = maze.path_keys(&solution).unwrap_or_default();
            format!(
                "{}\n",
                format::json(&params, &maze, &solution, &keys, &stats)
            )
        }
        (Format::Svg, Some(grid)) => format::svg(&grid, None, &caption),
        (Format::Svg, None) => format::shape_svg(&maze, None, &caption),
    })
}

/// `value` percent-encoded for a query string: every byte but letters, digits, `_` and `-`.
fn escape(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-' => char::from(b).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}
