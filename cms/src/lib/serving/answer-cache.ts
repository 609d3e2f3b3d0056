import { LRUCache } from 'lru-cache';

/**
 * The one cache of built answers: values by key, each current while the version it was built at (the
 * versions of the tables it reads, table-versions.ts) is unchanged; bounded by entries and by bytes,
 * least recently used first; one build at a time per key, however many requests ask for it.
 */
export class AnswerCache<T> {
  private readonly entries: LRUCache<string, { version: string; value: T }>;
  private readonly builds = new Map<string, { version: string; value: Promise<T> }>();

  constructor(maxEntries: number, maxBytes: number, bytesOf: (value: T) => number) {
    this.entries = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, bytesOf(entry.value)),
    });
  }

  /** The value when it was built at this very version, at once; else undefined. */
  current(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  /**
   * The current value: kept, or built when missing or old (a failed build is not kept); without
   * `build`, undefined where it would have to be built.
   */
  get(key: string, version: string, build: () => Promise<T>): Promise<T>;
  get(key: string, version: string, build?: undefined): Promise<T | undefined>;
  async get(key: string, version: string, build?: () => Promise<T>) {
    const kept = this.current(key, version);
    if (kept !== undefined) return kept;
    const known = this.builds.get(key);
    if (known?.version === version) return known.value;
    if (!build) return undefined;
    const started = { version, value: build() };
    this.builds.set(key, started);
    const settled = () => this.builds.get(key) === started && this.builds.delete(key);
    started.value.then((value) => settled() && this.entries.set(key, { version, value }), settled);
    return started.value;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}
