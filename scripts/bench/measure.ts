// Load measurements. wrk (Debian's package; installed when missing and we are root) drives the load
// from its own process in C, so the load tool is never the bottleneck: autocannon, in JavaScript,
// tops out at a few hundred requests per second on big bodies. autocannon is the fallback.
import { execFile, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Throughput {
  tool: 'wrk' | 'autocannon';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerRequest: number;
}

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary throws ENOENT.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return true;
  }
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}
const useWrk = hasWrk();

const UNITS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  B: 1,
  KB: 1024,
  MB: 1024 ** 2,
  GB: 1024 ** 3,
};
function quantity(text: string): number {
  const match = /([\d.]+)\s*(us|ms|s|B|KB|MB|GB)?/.exec(text);
  return match ? Number(match[1]) * (UNITS[match[2] ?? 'B'] ?? 1) : Number.NaN;
}

async function withWrk(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<Throughput> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await run('wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    ...headerArgs,
    url,
  ]);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const read = quantity(/requests in [\d.]+\w+, ([\d.]+\w+) read/.exec(stdout)?.[1] ?? '0B');
  return {
    tool: 'wrk',
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0),
    p50: quantity(/\s50%\s+([\d.]+\w+)/.exec(stdout)?.[1] ?? ''),
    p99: quantity(/\s99%\s+([\d.]+\w+)/.exec(stdout)?.[1] ?? ''),
    bytesPerRequest: requests ? read / requests : 0,
  };
}

async function withAutocannon(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<Throughput> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await run(
    process.execPath,
    [bin, '-c', String(connections), '-d', String(seconds), '-j', ...headerArgs, url],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const result = JSON.parse(stdout);
  return {
    tool: 'autocannon',
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

export function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  return useWrk
    ? withWrk(url, connections, seconds, headers)
    : withAutocannon(url, connections, seconds, headers);
}

/** Calls per second of an async function run back to back for `seconds`. */
export async function callsPerSecond(fn: () => Promise<unknown>, seconds: number): Promise<number> {
  await fn();
  const started = performance.now();
  let calls = 0;
  while (performance.now() - started < seconds * 1000) {
    await fn();
    calls += 1;
  }
  return calls / ((performance.now() - started) / 1000);
}
