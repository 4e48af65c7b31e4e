// The longest main-thread tasks of a page in a Chromium trace, each with what ran in it: for the browser benchmark
// (benches/web.mjs) and start-up on a phone (benches/start-up.mjs), which tells the project's own tasks from the
// browser's.

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// The browser's own navigation work: committing the page, parsing its HTML.
const NAVIGATION = new Set(['DocumentLoader::CommitNavigation', 'ParseHTML']);

/**
 * The longest tasks on the main thread of the renderer that loaded the game page, each with
 * what ran inside it: the longest trace events within it (distinct names, longest first; they
 * may nest), the first script function called in it, if any, whether the page's own code ran in it
 * (`own`: a script, module or wasm of the site at `base`, in a task that is not the browser's navigation,
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
    return {
      ms: +(t.dur / 1000).toFixed(1),
      own: !navigation && inside.some(ours),
      navigation,
      injected: inside.some((e) => scripts.includes(e.name) && !(e.args?.data?.url || e.args?.fileName)),
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
