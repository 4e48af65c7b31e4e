//! `seedmaze`: prints the maze the page shows for the same seed, level or size, and algorithm,
//! or a maze of any width and height (which the page's links cannot ask for).

use seedmaze::format;
use seedmaze::link::Params;
use seedmaze::maze::{Algorithm, Seed, generate, solve, stats};
use std::process::ExitCode;

const USAGE: &str = "usage: seedmaze [--seed S | --daily YYYY-MM-DD] \
                     [--level K | --size N | --width W --height H] \
                     [--algo union-find|perfect|backtracker|pathcut|prim|wilson] \
                     [--format ascii|json|svg]";

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
    let mut format = Format::Ascii;
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            return Ok(format!("{USAGE}\n"));
        }
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        // The URL parser gives the CLI the same checks and messages as the page.
        let check = |name: &str| {
            let (params, errors) =
                seedmaze::link::parse_query(&format!("{name}={value}"), Seed::random);
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
            "--format" => {
                format = match value.as_str() {
                    "ascii" => Format::Ascii,
                    "json" => Format::Json,
                    "svg" => Format::Svg,
                    other => return Err(format!("unknown format {other:?} (ascii, json, svg)")),
                }
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
        ..Params::new(seed)
    };
    let (width, height) = shape.unwrap_or((params.side(), params.side()));
    let maze = generate(&params.seed, width, height, algorithm).map_err(|e| e.to_string())?;
    let solution = solve::shortest_path(&maze.grid).unwrap_or_default();
    let caption = match shape {
        // No level makes this shape, so the caption names none.
        Some((w, h)) => format!(
            "seedmaze · seed {} · {w}×{h} · {}",
            params.seed,
            algorithm.name()
        ),
        None => format::caption(&params),
    };
    Ok(match format {
        Format::Ascii => format!("{caption}\n{}", format::ascii(&maze.grid)),
        Format::Json => {
            let stats = stats::stats(&maze.grid);
            format!("{}\n", format::json(&params, &maze, &solution, &stats))
        }
        Format::Svg => format::svg(&maze.grid, None, &caption),
    })
}
