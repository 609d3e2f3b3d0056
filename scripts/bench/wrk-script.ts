// wrk's Lua script for one load run: the request (method, headers, body, paths taken in turn, a value
// unique to each request where asked) and a done() hook that prints the figures wrk's own report lacks
// (p95) as one JSON line.

/** What a load run sends: `paths` are taken in turn; UNIQUE in a header or the body becomes a fresh value. */
export interface LoadTarget {
  origin: string;
  paths: readonly string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Replaced by a value unique to each request of a run (an Idempotency-Key, an order number). */
export const UNIQUE = '__UNIQUE__';

export interface WrkFigures {
  requests: number;
  bytes: number;
  durationUs: number;
  /** Answers with a status above 399, socket errors and timeouts. */
  failures: number;
  p50Us: number;
  p95Us: number;
  p99Us: number;
}

const MARK = 'BENCH_FIGURES';

/**
 * Each connection's first request waits this long, so every connection is open before the load starts.
 * Without it the latencies at 50 connections are wrk's ramp-up: a saturated Node server accepts one new
 * connection per round of answers, so the last connections' first requests wait up to seconds. In
 * production nginx keeps its connections to the app open, so the steady state is what counts.
 */
export const OPEN_CONNECTIONS_MS = 100;

/** A Lua string literal that needs no escaping: a long bracket whose level the text does not contain. */
function luaString(text: string): string {
  let level = '';
  while (text.includes(`]${level}]`)) level += '=';
  // Lua drops a newline right after the opening bracket; a leading one must survive.
  return `[${level}[${text.startsWith('\n') ? '\n' : ''}${text}]${level}]`;
}

function luaTable(entries: Record<string, string>): string {
  return `{ ${Object.entries(entries)
    .map(([name, value]) => `[ ${luaString(name)} ] = ${luaString(value)}`)
    .join(', ')} }`;
}

export function wrkScript(target: LoadTarget, connections: number, runTag: string): string {
  const unique = [target.body ?? '', ...Object.values(target.headers ?? {})].some((text) =>
    text.includes(UNIQUE),
  );
  const lines = [
    `wrk.method = ${luaString(target.method ?? 'GET')}`,
    `wrk.headers = ${luaTable(target.headers ?? {})}`,
    target.body === undefined ? '' : `wrk.body = ${luaString(target.body)}`,
    `local paths = { ${target.paths.map(luaString).join(', ')} }`,
    'local n = 0',
    'local opened = 0',
    'delay = function()',
    `  if opened < ${connections} then opened = opened + 1; return ${OPEN_CONNECTIONS_MS} end`,
    '  return 0',
    'end',
  ];
  if (unique) {
    lines.push(
      'request = function()',
      '  n = n + 1',
      `  local value = ${luaString(runTag)} .. "-" .. n`,
      '  local headers = {}',
      '  for name, text in pairs(wrk.headers) do',
      `    headers[name] = type(text) == "string" and (text:gsub("${UNIQUE}", value)) or text`,
      '  end',
      `  local body = wrk.body and (wrk.body:gsub("${UNIQUE}", value))`,
      '  return wrk.format(nil, paths[(n % #paths) + 1], headers, body)',
      'end',
    );
  } else if (target.paths.length > 1) {
    // Built once: building a request per call costs wrk more than a fast server does.
    lines.push(
      'local requests = {}',
      'init = function() for i, path in ipairs(paths) do requests[i] = wrk.format(nil, path) end end',
      'request = function() n = n + 1; return requests[(n % #requests) + 1] end',
    );
  } else {
    lines.push('wrk.path = paths[1]');
  }
  lines.push(
    'done = function(summary, latency)',
    '  local e = summary.errors',
    `  io.write(string.format('${MARK} {"requests":%d,"bytes":%d,"durationUs":%d,"failures":%d,' ..`,
    `    '"p50Us":%d,"p95Us":%d,"p99Us":%d}\\n', summary.requests, summary.bytes, summary.duration,`,
    '    e.status + e.connect + e.read + e.write + e.timeout,',
    '    latency:percentile(50), latency:percentile(95), latency:percentile(99)))',
    'end',
  );
  return `${lines.filter(Boolean).join('\n')}\n`;
}

export function parseWrkFigures(stdout: string, stderr = ''): WrkFigures {
  const line = stdout.split('\n').find((text) => text.startsWith(MARK));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}${stderr}`);
  return JSON.parse(line.slice(MARK.length));
}
