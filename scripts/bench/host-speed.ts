// The host's speed at the time of a run, printed beside the shop's figures so a slow host can be told
// from a slower shop: the bare-Node ceiling (a node:http server in its own process answering a small
// fixed JSON body, loaded by wrk) and a fixed single-core CPU score, each at the start and the end.
import { performance } from 'node:perf_hooks';
import { startCeiling } from './ceiling.js';
import { load } from './measure.js';

export interface HostSample {
  /** Requests a second a bare node:http server answers (10 connections, a 100-byte JSON body). */
  ceilingRps: number;
  /** JSON round-trips a second of a fixed 10 KB document on one core (higher is faster). */
  cpuScore: number;
}

export interface HostSpeed {
  start: HostSample;
  end?: HostSample;
}

/** A fixed document of about 10 KB: an answer the shop could send. */
const DOCUMENT = Array.from({ length: 40 }, (_, i) => ({
  id: `product-${i}`,
  name: `Poster No. ${i}`,
  sizes: [
    { size: 'A4', actualPrice: 650 + i, discountedPrice: 499 },
    { size: 'A3', actualPrice: 1100, discountedPrice: null },
  ],
  images: [{ url: `https://shop.example/uploads/poster-${i}.webp`, width: 1600 }],
}));

/** JSON round-trips of DOCUMENT a second, over `seconds`. */
export function cpuScore(seconds = 2): number {
  const text = JSON.stringify(DOCUMENT);
  let rounds = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 50; i++) JSON.stringify(JSON.parse(text));
    rounds += 50;
    elapsed = performance.now() - started;
  }
  return rounds / (elapsed / 1000);
}

export async function sampleHost(seconds: number): Promise<HostSample> {
  const body = Buffer.from(JSON.stringify({ ok: true, padding: 'x'.repeat(80) }));
  const ceiling = await startCeiling({
    '/0': { status: 200, headers: { 'content-type': 'application/json' }, body },
  });
  try {
    const { requestsPerSecond } = await load({ origin: ceiling.origin, paths: ['/0'] }, 10, seconds);
    return { ceilingRps: requestsPerSecond, cpuScore: cpuScore() };
  } finally {
    ceiling.stop();
  }
}

/** One line for the report: both samples, so a host that slowed down during the run shows. */
export function hostSpeedLine(host: HostSpeed): string {
  const rps = (sample: HostSample) => Math.round(sample.ceilingRps).toLocaleString('en-US');
  const cpu = (sample: HostSample) => Math.round(sample.cpuScore).toLocaleString('en-US');
  const { start, end } = host;
  return end
    ? `Host speed: bare-Node ceiling ${rps(start)} req/s at the start, ${rps(end)} at the end; CPU score ${cpu(start)} / ${cpu(end)} (JSON round-trips of a 10 KB document a second, one core).`
    : `Host speed: bare-Node ceiling ${rps(start)} req/s; CPU score ${cpu(start)} (JSON round-trips of a 10 KB document a second, one core).`;
}

/** The host's speed as one number per run for the history: the slower of the two ceiling samples. */
export const hostCeiling = (host: HostSpeed | undefined) =>
  host ? Math.min(host.start.ceilingRps, host.end?.ceilingRps ?? Number.POSITIVE_INFINITY) : null;
