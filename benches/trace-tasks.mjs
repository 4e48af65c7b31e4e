// The longest main-thread tasks of a page in a Chromium trace, each with what ran in it: for the browser benchmark
// (benches/web.mjs) and start-up on a phone (benches/start-up.mjs), which tells the project's own tasks from the
// browser's.

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// The browser's own navigation work: committing the page, parsing its HTML and finishing that parse (which runs the
// page's deferred module scripts' evaluation: `script_ms` says how long).
const NAVIGATION = new Set(['DocumentLoader::CommitNavigation', 'ParseHTML', 'Document::FinishedParsing']);
// Script run without a URL of its own in the trace: promise callbacks and module evaluation. The page's, unless the
// test driver's script ran in the same task (`injected`).
const SCRIPT_RUN = new Set(['RunMicrotasks', 'v8.evaluateModule', 'v8.callFunction', 'FunctionCall']);

/**
 * The longest tasks on the main thread of the renderer that loaded the game page, each with
 * what ran inside it: the longest trace events within it (distinct names, longest first; they
 * may nest), the first script function called in it, if any, whether the page's own code ran in it
 * (`own`: a script, module or wasm of the site at `base`, or a promise callback or module evaluation in a task where
 * the test driver's script did not run, in a task that is not the browser's navigation; `script_ms`: the longest
 * script run in it, the rest being the browser's style, layout and paint,
 * `navigation`: committing the page or parsing its HTML), and whether the test driver's own
 * script ran in it (`injected`: a script evaluated or compiled without a URL, which the page has
 * none of; Playwright's utility script, parsed on its first use, is the large one).
 */
export function longestTasks(events, base, count = 12) {
  const pids = new Set(
    events.filter((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(base)).map((e) => e.pid),
  );
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  // Chromium nests a ThreadControllerImpl::RunTask in a RunTask: keep the outer one.
  const top = onMain
    .filter((e) => TASK.has(e.name))
    .sort((a, b) => b.dur - a.dur)
    .slice(0, count);
  const within = (t, o) => o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur;
  const tasks = top.filter((t, i) => !top.some((o, j) => j !== i && within(t, o) && (!within(o, t) || j < i)));
  return tasks.map((t) => {
    const inside = onMain
      .filter((e) => !TASK.has(e.name) && e.dur >= 100 && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur)
      .sort((a, b) => b.dur - a.dur);
    const fn = inside.find((e) => e.name === 'FunctionCall' && e.args?.data);
    const named = new Set();
    const scripts = ['EvaluateScript', 'v8.compile', 'v8.run', 'v8.compileModule'];
    const ours = (e) =>
      String(e.args?.data?.url ?? e.args?.fileName ?? e.args?.url ?? '').startsWith(base) ||
      /^(v8\.)?wasm\./.test(e.name);
    const navigation = inside.some((e) => NAVIGATION.has(e.name));
    const injected = inside.some((e) => scripts.includes(e.name) && !(e.args?.data?.url || e.args?.fileName));
    return {
      ms: +(t.dur / 1000).toFixed(1),
      own: !navigation && (inside.some(ours) || (!injected && inside.some((e) => SCRIPT_RUN.has(e.name)))),
      navigation,
      injected,
      script_ms: +(
        Math.max(0, ...inside.filter((e) => ours(e) || SCRIPT_RUN.has(e.name)).map((e) => e.dur)) / 1000
      ).toFixed(1),
      what: inside
        .filter((e) => !named.has(e.name) && named.add(e.name))
        .slice(0, 3)
        .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)} ms`)
        .join(', '),
      script: fn
        ? `${fn.args.data.functionName || '(anonymous)'} ${String(fn.args.data.url ?? '').replace(base, '/')}`.trim()
        : null,
    };
  });
}

/**
 * The main-thread task of the game page's renderer (loaded from `base`) in which each of the page's `marks`
 * (`performance.mark` names) was made: its start in µs on the trace's clock, or null for a mark not in the trace.
 */
export function markTasks(events, base, marks) {
  const pids = new Set(
    events.filter((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(base)).map((e) => e.pid),
  );
  const tasks = events.filter((e) => e.ph === 'X' && TASK.has(e.name) && pids.has(e.pid));
  return marks.map((name) => {
    const mark = events.find((e) => e.name === name && pids.has(e.pid));
    // The outermost task around the mark (a RunTask can hold a ThreadControllerImpl::RunTask).
    const around = tasks.filter((t) => mark && t.tid === mark.tid && t.ts <= mark.ts && mark.ts <= t.ts + t.dur);
    return around.length ? Math.min(...around.map((t) => t.ts)) : null;
  });
}
