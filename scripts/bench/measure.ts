// Load measurements with wrk (Debian's package; installed when missing and we are root). It drives the
// load from its own process in C, so the load tool is never the bottleneck: autocannon, in JavaScript,
// tops out below the bare ceiling server on this machine, which would make every ratio meaningless.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { ensureBinary } from '../lib/apt.mjs';
import { type LoadTarget, OPEN_CONNECTIONS_MS, parseWrkFigures, wrkScript } from './wrk-script.js';

const run = promisify(execFile);

export interface Throughput {
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  bytesPerRequest: number;
  /** Answers with a status above 399, socket errors and timeouts. */
  failures: number;
}

let wrk: string | undefined;
let scriptDir: string | undefined;

/** Loads `target` with `connections` keep-alive connections for `seconds`. */
export async function load(target: LoadTarget, connections: number, seconds: number): Promise<Throughput> {
  if (!wrk || !scriptDir) {
    wrk = ensureBinary('wrk', 'wrk');
    scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-wrk-'));
    process.once('exit', () => fs.rmSync(scriptDir ?? '', { recursive: true, force: true }));
  }
  const runTag = crypto.randomBytes(6).toString('hex');
  const script = path.join(scriptDir, `${runTag}.lua`);
  fs.writeFileSync(script, wrkScript(target, connections, runTag));
  try {
    const { stdout, stderr } = await run(wrk, [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      // Slow references (Strapi's stock REST on 10,000 rows) must count as slow, not as lost.
      '--timeout',
      '30s',
      '-s',
      script,
      `${target.origin}${target.paths[0]}`,
    ]);
    const figures = parseWrkFigures(stdout, stderr);
    return {
      requestsPerSecond: figures.requests / ((figures.durationUs - OPEN_CONNECTIONS_MS * 1000) / 1e6),
      p50: figures.p50Us / 1000,
      p95: figures.p95Us / 1000,
      p99: figures.p99Us / 1000,
      bytesPerRequest: figures.requests ? figures.bytes / figures.requests : 0,
      failures: figures.failures,
    };
  } finally {
    fs.rmSync(script, { force: true });
  }
}

/**
 * Waits until this process's event loop is nearly idle: a run that ends with slow requests still
 * queued (wrk closes, the server keeps working) must not eat into the next run's CPU.
 */
export async function untilIdle(maxSeconds = 60): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < maxSeconds * 1000) {
    const before = performance.eventLoopUtilization();
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (performance.eventLoopUtilization(before).utilization < 0.05) return;
  }
}
