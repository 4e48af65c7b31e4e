//! A level's life (`start_level`) in headless Chromium, with a page of the test's own: where a
//! level is made, what the page is asked to do and in which order, the worker's level checked
//! and played, what follows it (the solution, the erasure order, the levels made ahead), a
//! newer level superseding an older one, and input waiting while a level is made.
#![cfg(target_arch = "wasm32")]

use seedmaze_web_game as web;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web::life::Life;
use web::{Direction, Game, Outcome, PagePlan, start_level};

wasm_bindgen_test_configure!(run_in_browser);

/// What the test's page was asked, in order, and what it kept.
#[derive(Default)]
struct Seen {
    log: Vec<String>,
    games: Vec<Game>,
    record: Option<js_sys::Object>,
    /// What a move on the level played before did while the worker made the next.
    step_while_made: Option<Outcome>,
    /// Whether any action of that level's view was on meanwhile.
    action_while_made: Option<bool>,
}

/// A page for `start_level`: a worker when `worker` (the worker's own calls, in this module),
/// and every other step written down in `seen`.
fn page(worker: bool, seen: &Rc<RefCell<Seen>>) -> Life {
    let object = js_sys::Object::new();
    let set = |name: &str, f: JsValue| {
        js_sys::Reflect::set(&object, &name.into(), &f).unwrap();
    };
    let log = |seen: &Rc<RefCell<Seen>>| {
        let seen = Rc::clone(seen);
        move |line: String| seen.borrow_mut().log.push(line)
    };
    let resolved = |value: JsValue| js_sys::Promise::resolve(&value);
    set(
        "available",
        Closure::<dyn Fn() -> bool>::new(move || worker).into_js_value(),
    );
    set(
        "holds",
        Closure::<dyn Fn(String) -> bool>::new(|_| false).into_js_value(),
    );
    set(
        "task",
        Closure::<dyn Fn() -> js_sys::Promise>::new(move || resolved(JsValue::UNDEFINED))
            .into_js_value(),
    );
    let (write, kept) = (log(seen), Rc::clone(seen));
    let ask = move |message: JsValue, progress: JsValue| -> js_sys::Promise {
        let kind = field(&message, "type").as_string().unwrap_or_default();
        write(format!("ask {kind}"));
        if kind == "solve" {
            return resolved(web::worker::solve_level().map_or(JsValue::UNDEFINED, Into::into));
        }
        // While the worker makes the level, the one played before takes no move.
        let before = kept
            .borrow()
            .games
            .last()
            .map(|g| g.step(Direction::East as u16, 0.0));
        kept.borrow_mut().step_while_made = before;
        let on = kept.borrow().games.last().map(|g: &Game| {
            let actions = field(&g.board().view(0.0), "actions");
            let names = js_sys::Object::keys(actions.unchecked_ref::<js_sys::Object>());
            names.iter().any(|name: JsValue| {
                let name = name.as_string().unwrap_or_default();
                field(&field(&actions, &name), "enabled").as_bool() == Some(true)
            })
        });
        kept.borrow_mut().action_while_made = on;
        let query = field(&message, "query").as_string().unwrap_or_default();
        let progress: js_sys::Function = progress.unchecked_into();
        match web::worker::make_level(&query, &progress, 0) {
            Ok(parts) => resolved(parts),
            Err(error) => js_sys::Promise::reject(&error.into()),
        }
    };
    set(
        "ask",
        Closure::<dyn Fn(JsValue, JsValue) -> js_sys::Promise>::new(ask).into_js_value(),
    );
    let write = log(seen);
    let progress = move |text: String, _fraction: f64, reading: String| {
        write(format!("progress {text} ({reading})"));
    };
    set(
        "progress",
        Closure::<dyn Fn(String, f64, String)>::new(progress).into_js_value(),
    );
    for (name, line) in [("loading", "loading"), ("release", "release")] {
        let write = log(seen);
        set(
            name,
            Closure::<dyn Fn()>::new(move || write(line.to_owned())).into_js_value(),
        );
    }
    let kept = Rc::clone(seen);
    let started = move |game: Game, made: String, said: String, first: bool| {
        let mut seen = kept.borrow_mut();
        seen.log
            .push(format!("started {made} first={first}: {said}"));
        seen.games.push(game);
        resolved(JsValue::UNDEFINED)
    };
    let started = Closure::<dyn Fn(Game, String, String, bool) -> js_sys::Promise>::new(started);
    set("started", started.into_js_value());
    let write = log(seen);
    let changed =
        move |said: Option<String>| write(format!("changed {}", said.unwrap_or_default()));
    set(
        "changed",
        Closure::<dyn Fn(Option<String>)>::new(changed).into_js_value(),
    );
    let write = log(seen);
    set(
        "say",
        Closure::<dyn Fn(String)>::new(move |text| write(format!("say {text}"))).into_js_value(),
    );
    let write = log(seen);
    let ahead = move |queries: Vec<String>| write(format!("ahead {}", queries.len()));
    set(
        "ahead",
        Closure::<dyn Fn(Vec<String>)>::new(ahead).into_js_value(),
    );
    let kept = Rc::clone(seen);
    let made = move |record: js_sys::Object| kept.borrow_mut().record = Some(record);
    set(
        "made",
        Closure::<dyn Fn(js_sys::Object)>::new(made).into_js_value(),
    );
    object.unchecked_into()
}

fn field(object: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(object, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

/// Lets what `start_level` left running (its solution, the levels made ahead) go on.
async fn settle() {
    for _ in 0..200 {
        let _ = JsFuture::from(js_sys::Promise::resolve(&JsValue::UNDEFINED)).await;
    }
}

fn lines(seen: &Rc<RefCell<Seen>>, prefix: &str) -> Vec<String> {
    let seen = seen.borrow();
    seen.log
        .iter()
        .filter(|l| l.starts_with(prefix))
        .cloned()
        .collect()
}

#[wasm_bindgen_test]
async fn a_small_level_is_made_here_and_started_with_its_sentence() {
    let seen = Rc::new(RefCell::new(Seen::default()));
    start_level(PagePlan::from_query("seed=life&level=3"), page(true, &seen)).await;
    settle().await;
    let log = seen.borrow().log.clone();
    assert_eq!(log.first().map(String::as_str), Some("release"), "{log:?}");
    let started = lines(&seen, "started");
    assert_eq!(started.len(), 1, "{log:?}");
    assert!(
        started[0].starts_with("started main first=true: Level 3: a maze of"),
        "{log:?}"
    );
    assert!(
        lines(&seen, "ask").is_empty(),
        "a small level needs no worker: {log:?}"
    );
    assert_eq!(lines(&seen, "ahead"), ["ahead 0"], "{log:?}");
    let record = seen.borrow().record.clone().expect("the record");
    assert_eq!(field(&record, "where").as_string().as_deref(), Some("main"));
    let tasks: js_sys::Array = field(&record, "tasks").unchecked_into();
    let what: Vec<_> = tasks
        .iter()
        .filter_map(|t| field(&t, "what").as_string())
        .collect();
    assert_eq!(what, ["first draw"]);
    // The next level of the page is not its first.
    let game = seen.borrow().games[0].level_info().following_plan();
    start_level(game, page(true, &seen)).await;
    assert!(
        lines(&seen, "started")
            .last()
            .unwrap()
            .starts_with("started main first=false: Level 4")
    );
}

#[wasm_bindgen_test]
async fn a_big_level_is_made_by_the_worker_checked_in_tasks_then_solved_here() {
    let seen = Rc::new(RefCell::new(Seen::default()));
    start_level(PagePlan::from_query("seed=life&level=2"), page(true, &seen)).await;
    let query = "seed=life&level=1&size=210";
    start_level(PagePlan::from_query(query), page(true, &seen)).await;
    assert!(!web::waiting::loading(), "input waits no more");
    assert_eq!(
        seen.borrow().step_while_made,
        Some(Outcome::Busy),
        "the level played before took a move while the next was made"
    );
    assert_eq!(
        seen.borrow().action_while_made,
        Some(false),
        "an action was on meanwhile"
    );
    settle().await;
    let log = seen.borrow().log.clone();
    let order: Vec<&str> = log
        .iter()
        .map(|l| l.split([' ', ':']).next().unwrap_or(""))
        .filter(|w| ["loading", "ask", "release", "started", "changed", "ahead"].contains(w))
        .collect();
    let from = order.iter().position(|w| *w == "loading").unwrap_or(0);
    assert_eq!(
        order[from..],
        [
            "loading", "ask", "release", "started", "ask", "changed", "changed", "ahead"
        ],
        "{log:?}"
    );
    assert!(
        lines(&seen, "progress").iter().any(|l| l.contains("210")),
        "{log:?}"
    );
    let games = &seen.borrow().games;
    let game = games.last().unwrap();
    assert_eq!(game.level_info().query(), query);
    assert!(
        game.level_info().solved(),
        "the worker's solution was taken"
    );
    let record = seen.borrow().record.clone().expect("the record");
    assert_eq!(
        field(&record, "where").as_string().as_deref(),
        Some("worker")
    );
    let tasks: js_sys::Array = field(&record, "tasks").unchecked_into();
    let what: Vec<_> = tasks
        .iter()
        .filter_map(|t| field(&t, "what").as_string())
        .collect();
    assert!(
        what.iter().any(|w| w == "adopt") && what.contains(&"finish".to_owned()),
        "{what:?}"
    );
    assert!(
        what.iter().any(|w| w == "order"),
        "the erasure order checked after: {what:?}"
    );
    let stages: js_sys::Array = field(&record, "stages").unchecked_into();
    assert_eq!(stages.at(-1).as_string().as_deref(), Some("adopt"));
    let times = field(&record, "times");
    for name in ["asked", "received", "solved"] {
        assert!(field(&times, name).as_f64().is_some(), "times.{name}");
    }
}

#[wasm_bindgen_test]
async fn a_newer_level_supersedes_one_being_made() {
    let seen = Rc::new(RefCell::new(Seen::default()));
    let older = start_level(PagePlan::from_query("seed=old&size=210"), page(true, &seen));
    let newer = start_level(PagePlan::from_query("seed=new&level=2"), page(true, &seen));
    // Both run; the older one, started first, is superseded while the worker makes it.
    futures_join(older, newer).await;
    settle().await;
    let started = lines(&seen, "started");
    assert_eq!(started.len(), 1, "{:?}", seen.borrow().log);
    assert_eq!(seen.borrow().games[0].level_info().seed(), "new");
}

#[wasm_bindgen_test]
async fn a_failed_worker_says_why_and_the_level_is_made_here() {
    let seen = Rc::new(RefCell::new(Seen::default()));
    // A query the worker refuses: the page's plan of the same level is made here instead.
    let plan = PagePlan::from_query("seed=fails&size=210");
    let life = page(true, &seen);
    let refuse = Closure::<dyn Fn(JsValue, JsValue) -> js_sys::Promise>::new(|_, _| {
        js_sys::Promise::reject(&js_sys::Error::new("the worker stopped").into())
    });
    js_sys::Reflect::set(&life, &"ask".into(), &refuse.into_js_value()).unwrap();
    start_level(plan, life).await;
    let log = seen.borrow().log.clone();
    let said = lines(&seen, "say");
    assert_eq!(said.len(), 1, "{log:?}");
    assert!(said[0].contains("the worker stopped"), "{log:?}");
    assert!(
        lines(&seen, "started")[0].starts_with("started main"),
        "{log:?}"
    );
    assert!(seen.borrow().games[0].level_info().solved());
}

/// Runs two futures side by side on this thread.
async fn futures_join(
    a: impl std::future::Future<Output = ()> + 'static,
    b: impl std::future::Future<Output = ()> + 'static,
) {
    let done = Rc::new(RefCell::new(0));
    for future in [
        Box::pin(a) as std::pin::Pin<Box<dyn std::future::Future<Output = ()>>>,
        Box::pin(b),
    ] {
        let done = Rc::clone(&done);
        wasm_bindgen_futures::spawn_local(async move {
            future.await;
            *done.borrow_mut() += 1;
        });
    }
    while *done.borrow() < 2 {
        let _ = JsFuture::from(js_sys::Promise::resolve(&JsValue::UNDEFINED)).await;
    }
}
