//! `seedmaze`: prints the maze the page shows for the same link parameters (its flags are the
//! link's, from the link's table: `Param::cli`), or a square maze of any width and height (which the page's
//! links cannot ask for). Three steps: read the arguments, make the maze, print it.

use seedmaze::format;
use seedmaze::game::level_maker;
use seedmaze::level::level_side;
use seedmaze::link::draw_code::DrawnCode;
use seedmaze::link::{Kind, Param, Params, Problem, Values};
use seedmaze::maze::difficulty::difficulty;
use seedmaze::maze::doors;
use seedmaze::maze::drawing::Kept;
use seedmaze::maze::drawing::picture::{self, PictureError, Shades};
use seedmaze::maze::generate_woven::woven_layout;
use seedmaze::maze::grid::{MAX_SIDE, MIN_SIDE};
use seedmaze::maze::shape::ShapeSizeError;
use seedmaze::maze::{Layout, Seed, Shape, ShapeMaze, generate_shape, stats};
use std::process::ExitCode;

#[derive(Clone, Copy, PartialEq)]
enum Format {
    Ascii,
    Json,
    Svg,
}

/// What the command line asks for: the link's values, and what only the CLI can ask.
#[derive(Default)]
struct Args {
    /// The link's values, as its flags give them.
    values: Values,
    /// Each link parameter given, with its value as given (the last one counts).
    given: Vec<(Param, String)>,
    width: Option<u32>,
    height: Option<u32>,
    format: Option<Format>,
    /// `--mask-image FILE`: a picture whose dark parts make a drawn maze.
    mask_image: Option<String>,
}

impl Args {
    fn has(&self, param: Param) -> bool {
        self.given.iter().any(|(p, _)| *p == param)
    }
}

/// The maze made, and how to print it.
struct Made {
    params: Params,
    maze: ShapeMaze,
    /// `--width` and `--height`, when they set the sides.
    sides: Option<(u32, u32)>,
    format: Format,
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
    match read_args(args)? {
        None => Ok(help()),
        Some(args) => print(&make(args)?),
    }
}

/// The arguments, each checked as its link parameter is (`None`: `--help` was asked for).
fn read_args(args: Vec<String>) -> Result<Option<Args>, String> {
    let mut read = Args::default();
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            return Ok(None);
        }
        let param = Param::ALL
            .iter()
            .find(|p| p.cli().flag == Some(flag.as_str()));
        // A switch (`--weave`) stands for the value 1.
        let value = match param {
            Some(param) if param.cli().value.is_empty() => "1".to_owned(),
            _ => args.next().ok_or_else(|| format!("{flag} needs a value"))?,
        };
        match (param, flag.as_str()) {
            (Some(&param), _) => {
                if let Err(problem) = read.values.read(param, &value) {
                    return Err(param.refusal(problem, &value));
                }
                read.given.retain(|(p, _)| *p != param);
                read.given.push((param, value));
            }
            (None, "--width") => read.width = Some(side("width", &value)?),
            (None, "--height") => read.height = Some(side("height", &value)?),
            (None, "--format") => read.format = Some(format_named(&value)?),
            (None, "--mask-image") => read.mask_image = Some(value),
            (None, other) => return Err(format!("unknown option {other:?}")),
        }
    }
    if let Some(path) = read.mask_image.take() {
        picture_drawing(&mut read, &path)?;
    }
    journey(&mut read)?;
    Ok(Some(read))
}

/// `--journey K`: the values set to journey level K's maze; any flag of the maze beside it
/// (which the level sets) is refused, as `--width` and `--height` are.
fn journey(args: &mut Args) -> Result<(), String> {
    if args.values.journey.is_none() {
        return Ok(());
    }
    seedmaze::link::journey::enter(&mut args.values);
    let mut beside = args.given.iter().map(|(p, _)| *p);
    let flag = match beside.find(|&p| seedmaze::link::journey::sets_maze(p)) {
        Some(param) => param.cli().flag.unwrap_or(param.name()),
        None if args.width.is_some() || args.height.is_some() => "--width and --height",
        None => return Ok(()),
    };
    Err(format!(
        "{flag} cannot be combined with --journey: the journey level sets the maze"
    ))
}

/// `--mask-image FILE`: the drawing of the picture in `path`, as the page makes it from the
/// same pixels (`drawing::picture`), given to the link's `draw=` as its code.
fn picture_drawing(args: &mut Args, path: &str) -> Result<(), String> {
    if args.has(Param::Draw) {
        return Err("--mask-image and --draw cannot be combined".into());
    }
    let refused = |e: &dyn std::fmt::Display| format!("--mask-image {path:?}: {e}");
    // Its size in bytes first (a huge file is never read), then the pixels its header claims,
    // before anything is decoded.
    let len = std::fs::metadata(path).map_err(|e| refused(&e))?.len();
    picture::check_file(len, &[]).map_err(|e| refused(&e))?;
    let bytes = std::fs::read(path).map_err(|e| refused(&e))?;
    picture::check_file(len, &bytes).map_err(|e| refused(&e))?;
    let (width, height, rgba) = if bytes.starts_with(b"\x89PNG") {
        read_png(&bytes).ok_or_else(|| refused(&PictureError::NotAPicture))?
    } else {
        picture::read_pbm(&bytes).map_err(|e| refused(&e))?
    };
    let side = args
        .values
        .size
        .unwrap_or_else(|| level_side(args.values.level));
    let mut shades = Shades::new(width, height, side).map_err(|e| refused(&e))?;
    shades.add_rows(0, &rgba);
    let drawing = shades
        .drawing_at(picture::DEFAULT_THRESHOLD, false)
        .map_err(|e| refused(&e))?;
    drawing.kept().map_err(|e| refused(&e))?;
    let code = DrawnCode::of(&drawing);
    args.given.push((Param::Draw, code.as_str().to_owned()));
    args.values.draw = Some(code);
    Ok(())
}

/// A PNG's width, height and pixels as RGBA rows (the png crate is a native dependency only).
#[cfg(target_arch = "wasm32")]
fn read_png(_bytes: &[u8]) -> Option<(u32, u32, Vec<u8>)> {
    None
}

/// A PNG's width, height and pixels as RGBA rows, whatever its colour type and depth.
#[cfg(not(target_arch = "wasm32"))]
fn read_png(bytes: &[u8]) -> Option<(u32, u32, Vec<u8>)> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    // Palettes, grey and low depths become 8-bit channels; 16-bit ones are cut to 8.
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().ok()?;
    let mut buffer = vec![0; reader.output_buffer_size()?];
    let frame = reader.next_frame(&mut buffer).ok()?;
    let pixels = buffer.get(..frame.buffer_size())?;
    let rgba = match frame.color_type {
        png::ColorType::Rgba => pixels.to_vec(),
        png::ColorType::Rgb => pixels
            .chunks_exact(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        png::ColorType::GrayscaleAlpha => pixels
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        png::ColorType::Grayscale => pixels.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => return None,
    };
    Some((frame.width, frame.height, rgba))
}

/// A width or height: it obeys the same bounds as `size=`, so the link's reader checks it
/// too; only the parameter's name at the head of its message changes.
fn side(name: &str, value: &str) -> Result<u32, String> {
    let mut values = Values::default();
    match values.read(Param::Size, value) {
        Ok(()) => values.size.ok_or_else(|| format!("{name} is empty")),
        Err(problem) => Err(Param::Size
            .refusal(problem, value)
            .replacen("size", name, 1)),
    }
}

fn format_named(value: &str) -> Result<Format, String> {
    match value {
        "ascii" => Ok(Format::Ascii),
        "json" => Ok(Format::Json),
        "svg" => Ok(Format::Svg),
        other => Err(format!("unknown format {other:?} (ascii, json, svg)")),
    }
}

/// `--width` and `--height`, which set a square's sides together or not at all: a maze's size
/// comes from one place only, so a conflict is an error rather than a guess.
fn sides(args: &Args) -> Result<Option<(u32, u32)>, String> {
    match (args.width, args.height) {
        (None, None) => Ok(None),
        (Some(_), Some(_)) if args.has(Param::Level) || args.has(Param::Size) => {
            Err("--width and --height cannot be combined with --level or --size".into())
        }
        (Some(w), Some(h)) => Ok(Some((w, h))),
        (Some(_), None) => Err("--width needs --height".into()),
        (None, Some(_)) => Err("--height needs --width".into()),
    }
}

/// The kind of maze the flags ask for, as a link builds it, but refused rather than repaired.
fn kind(args: &Args, sides: Option<(u32, u32)>) -> Result<Kind, String> {
    let (kind, refused) = args.values.kind();
    let refuse = |(param, problem): &(Param, Problem)| {
        let value = args.given.iter().find(|(p, _)| p == param);
        param.refusal(problem.clone(), value.map_or("", |(_, v)| v.as_str()))
    };
    let mut refused = refused.iter();
    let first = refused.next();
    if let Some(mask_refused) =
        first.filter(|(param, _)| matches!(param, Param::Mask | Param::Draw))
    {
        return Err(refuse(mask_refused));
    }
    if args.values.mask.is_some() && sides.is_some() {
        return Err(
            "--mask takes its size from --level or --size, not --width and --height".into(),
        );
    }
    if args.values.draw.is_some() && sides.is_some() {
        return Err(
            "--draw takes its size from --level or --size, not --width and --height".into(),
        );
    }
    match first {
        Some(refused) => Err(refuse(refused)),
        None => Ok(kind),
    }
}

/// What only the command line refuses, before a seed is drawn: `--width` and `--height` with
/// a kind of maze they do not make, and a size out of the shape's range (which a link caps
/// instead, `Shape::chosen_size`).
fn refused_sizes(args: &Args, kind: &Kind, sides: Option<(u32, u32)>) -> Result<(), String> {
    // Every kind named, so that a new one is asked whether the sides make it.
    match (kind, sides) {
        (Kind::Plain(Shape::Square) | Kind::Woven, Some(_)) => Ok(()),
        (Kind::Plain(other), Some(_)) => Err(format!(
            "--width and --height make square mazes only; use --size for a {} maze",
            other.name()
        )),
        (Kind::Floors(_), Some(_)) => {
            Err("--floors takes its size from --level or --size, not --width and --height".into())
        }
        // Refused with the flag that asks for them (`kind`).
        (Kind::Word(_) | Kind::Drawn(..) | Kind::WovenDrawing(_), Some(_)) => Ok(()),
        (kind, None) => {
            let (shape, (min, max)) = (kind.shape(), kind.shape().size_range());
            match args.values.size {
                Some(size) if !(min..=max).contains(&size) => {
                    Err(ShapeSizeError { shape, size }.to_string())
                }
                _ => Ok(()),
            }
        }
    }
}

/// The layout `params` ask for (`Params::layout`), or a square, plain or woven, of `--width`
/// by `--height` (the only kinds they make, `refused_sizes`).
fn layout(params: &Params, sides: Option<(u32, u32)>) -> Result<Layout, String> {
    let layout = match (sides, &params.kind) {
        (Some((w, h)), Kind::Woven) => {
            woven_layout(&params.seed, w, h, params.algorithm).map_err(|e| e.to_string())?
        }
        (Some((w, h)), _) => Layout::square(w, h).map_err(|e| e.to_string())?,
        (None, _) => params.layout().map_err(|e| e.to_string())?,
    };
    if let Some(kept) = params.kind.drawn_code().and_then(|code| code.kept().ok()) {
        note_left_out(&kept, layout.parts_left_out());
    }
    Ok(layout)
}

/// Says on stderr what smaller parts of a drawing its maze leaves out, if any.
fn note_left_out(kept: &Kept, parts: u32) {
    let plural = |n: u32, one: &'static str, many: &'static str| if n == 1 { one } else { many };
    // The drawing's cells are counted when its own pieces are all that was left out; a shape
    // other than square may also leave out parts its cells join differently.
    let cells = if parts == kept.pieces_dropped {
        format!(
            " ({} {})",
            kept.dropped,
            plural(kept.dropped, "cell", "cells")
        )
    } else {
        String::new()
    };
    if parts > 0 {
        eprintln!(
            "seedmaze: the drawing's largest piece makes the maze; {parts} smaller {}{cells} \
             left out",
            plural(parts, "part", "parts"),
        );
    }
}

/// The maze the arguments ask for.
fn make(args: Args) -> Result<Made, String> {
    let sides = sides(&args)?;
    let kind = kind(&args, sides)?;
    refused_sizes(&args, &kind, sides)?;
    // A random seed is said once nothing else is refused.
    let mut random = None;
    let params = Params::of_values(args.values, kind, &mut || {
        let seed = Seed::random();
        random = Some(seed.clone());
        Some(seed)
    });
    // Text art exists for squares only, so other shapes print SVG unless told otherwise.
    let shape = params.shape();
    let square = shape == Shape::Square;
    let format = args
        .format
        .unwrap_or(if square { Format::Ascii } else { Format::Svg });
    if format == Format::Ascii && !square {
        return Err(ascii_refused(shape));
    }
    if let Some(seed) = random {
        eprintln!("seedmaze: random seed {seed}");
    }
    let maze = match params.dial() {
        None => generate(&params, sides)?,
        // The easiest or hardest of the seed's candidates, weighed as the page weighs them.
        Some(dial) => {
            // As many as a link of the same level weighs (its side squared).
            let side = u64::from(params.side());
            let count = level_maker::dial_candidates(side * side);
            level_maker::weigh(&params, dial, 0..count, |candidate, _| {
                let maze = generate(candidate, sides)?;
                let solution = maze.solution();
                Ok((maze.clone(), difficulty(&maze, &solution).score))
            })?
            .0
        }
    };
    // Loops leave fewer passages every walk takes, and then fewer doors than asked: said.
    if let Some(k) = params.doors() {
        let placed = doors::place(&maze, &maze.solution(), k).doors.len();
        if placed < k as usize {
            eprintln!(
                "seedmaze: {}",
                seedmaze::text::fewer_doors(placed, k as usize)
            );
        }
    }
    Ok(Made {
        params,
        maze,
        sides,
        format,
    })
}

/// The maze of `params` at the arguments' `sides`.
fn generate(params: &Params, sides: Option<(u32, u32)>) -> Result<ShapeMaze, String> {
    let layout = layout(params, sides)?;
    Ok(generate_shape(
        &params.seed,
        &layout,
        params.algorithm,
        params.braid,
    ))
}

fn ascii_refused(shape: Shape) -> String {
    format!(
        "--format ascii draws square mazes only; use svg or json for a {} maze",
        shape.name()
    )
}

/// The line under the maze: the page's caption where the page could show this maze.
fn caption(made: &Made) -> String {
    let (params, layout) = (&made.params, &made.maze.layout);
    let (seed, level, algorithm) = (&params.seed, params.level, params.algorithm.name());
    let mut caption = match (layout, made.sides, params.shape()) {
        (Layout::Masked(m), _, Shape::Square) => format!(
            "seedmaze · seed {seed} · level {level} · {} · {}×{} · {algorithm}",
            m.mask()
                .map_or_else(|| "drawn".to_owned(), |mask| format!("mask \"{mask}\"")),
            m.width(),
            m.height(),
        ),
        (Layout::Masked(m), _, shape) => format!(
            "seedmaze · seed {seed} · level {level} · drawn {} {} {} · {algorithm}",
            shape.name(),
            m.size(),
            shape.size_unit(),
        ),
        // No level makes this shape, so the caption names none.
        (_, Some((w, h)), _) => format!("seedmaze · seed {seed} · {w}×{h} · {algorithm}"),
        (_, None, Shape::Square) => return with_doors(format::caption(params), params),
        (_, None, other) => format!(
            "seedmaze · seed {seed} · level {level} · {} {} {} · {algorithm}",
            other.name(),
            layout.size(),
            other.size_unit(),
        ),
    };
    if params.braid > 0 {
        caption.push_str(&format!(" · braid {}", params.braid));
    }
    // After braid, as `format::caption` writes the page's.
    if params.kind.is_woven() {
        caption.push_str(" · weave");
    }
    with_doors(caption, params)
}

/// The caption with its doors named last (the page names none until it plays them).
fn with_doors(mut caption: String, params: &Params) -> String {
    if let Some(k) = params.doors() {
        caption.push_str(&format!(" · {k} doors"));
    }
    caption
}

/// The maze in its format, with its caption.
fn print(made: &Made) -> Result<String, String> {
    let maze = &made.maze;
    let caption = caption(made);
    let woven = made.params.kind.is_woven();
    // Keys and doors are marked on any ASCII art of square cells.
    if let (Format::Ascii, Some(k)) = (made.format, made.params.doors())
        && let Some(art) = format::doors_ascii(maze, &doors::place(maze, &maze.solution(), k))
    {
        return Ok(format!("{caption}\n{art}"));
    }
    Ok(match (made.format, maze.grid()) {
        (Format::Ascii, _) if let Some(art) = format::woven_ascii(maze) => {
            format!("{caption}\n{art}")
        }
        (Format::Svg, _) if woven => format::shape_svg(maze, None, &caption),
        (Format::Ascii, None) if let Some(art) = format::floors_ascii(maze) => {
            format!("{caption}\n{art}")
        }
        (Format::Ascii, None) if let Some(art) = format::mask_ascii(maze) => {
            format!("{caption}\n{art}")
        }
        (Format::Ascii, Some(grid)) => format!("{caption}\n{}", format::ascii(&grid)),
        (Format::Ascii, None) => return Err(ascii_refused(made.params.shape())),
        (Format::Json, _) => {
            let way = maze.solution();
            let stats = stats::stats(maze);
            // With doors, the solution is the route through their keys (one reading of the
            // maze for both).
            let placed = made
                .params
                .doors()
                .map(|k| doors::place_and_route(maze, &way, k));
            let solution = match &placed {
                Some((_, walk)) => walk.clone().ok_or("no route through the keys")?,
                None => way.clone(),
            };
            let placed = placed.map(|(placed, _)| placed);
            let keys = maze.path_keys(&solution).unwrap_or_default();
            // With doors, the score counts the detour the keys force (docs/contract.md).
            let route = placed.is_some().then_some(&solution[..]);
            let (rated, grade) =
                seedmaze::game::grades::rate_with_route(&made.params, maze, &way, route);
            let json = format::json(
                &made.params,
                maze,
                &solution,
                &keys,
                &stats,
                (&rated, grade),
                placed.as_ref(),
            );
            format!("{json}\n")
        }
        // With doors, every shape (square too) is drawn from its geometry, the doors over it.
        (Format::Svg, _) if let Some(k) = made.params.doors() => {
            let placed = doors::place(maze, &maze.solution(), k);
            format::shape_svg_with_doors(maze, None, &caption, Some(&placed))
        }
        (Format::Svg, Some(grid)) => format::svg(&grid, None, &caption),
        (Format::Svg, None) => format::shape_svg(maze, None, &caption),
    })
}

/// `--help`: the link's parameters from its table, then the flags only the CLI has.
fn help() -> String {
    let mut text = String::from(
        "usage: seedmaze [FLAG VALUE]...\n\
         Prints the maze the page shows for the same link parameters.\n\n\
         The link's parameters (the URL's name in brackets; the same checks as a link):\n",
    );
    let line = |flag: &str, about: &str| format!("  {flag:<28} {about}\n");
    for param in Param::ALL {
        let (cli, name) = (param.cli(), param.name());
        if let Some(flag) = cli.flag {
            let flag = format!("{flag} {}", cli.value);
            text.push_str(&line(
                flag.trim_end(),
                &format!("{} ({name}=)", (cli.help)()),
            ));
        }
    }
    text.push_str("\nOnly for the command line:\n");
    let sides = format!(
        "a square of any sides, {MIN_SIDE} to {MAX_SIDE} each (not with --level or --size)"
    );
    text.push_str(&line("--width W --height H", &sides));
    text.push_str(&line(
        "--format ascii|json|svg",
        "ascii for a square, else svg",
    ));
    text.push_str(&line(
        "--mask-image FILE",
        "a drawn maze from a picture (PNG, PBM): its dark parts, the longer side the level's",
    ));
    text.push_str(&line("--help", "this"));
    let sizes: Vec<String> = Shape::ALL
        .iter()
        .map(|shape| {
            let (min, max) = shape.size_range();
            format!("{} {min} to {max}", shape.name())
        })
        .collect();
    text.push_str(&format!(
        "\nSizes (--size), by shape: {}.",
        sizes.join(", ")
    ));
    text.push_str("\n\nIn links only (they do not change the maze):\n");
    for param in Param::ALL.iter().filter(|p| p.cli().flag.is_none()) {
        let about = format!("{}={}", param.name(), param.cli().value);
        text.push_str(&line(&about, &(param.cli().help)()));
    }
    text
}
