import { LRUCache } from 'lru-cache';

/**
 * Tells whether a value built at an older version is still current (one cheap read, such as a single
 * product's own row), so a change elsewhere in its tables does not make it be built again.
 */
export type Confirm<T> = (value: T) => Promise<boolean>;

interface Entry<T> {
  version: string;
  value: T;
  /** The confirmation under way for a newer version, shared by the requests that need it. */
  confirming?: { version: string; current: Promise<boolean> };
}

/**
 * The one cache of built answers: values by key, each current while the version it was built at (the
 * versions of the tables it reads, table-versions.ts) is unchanged; bounded by entries and by bytes,
 * least recently used first; one build at a time per key, however many requests ask for it.
 */
export class AnswerCache<T> {
  private readonly entries: LRUCache<string, Entry<T>>;
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
   * The current value: kept, confirmed, or built when missing or old (a failed build is not kept);
   * without `build`, undefined where it would have to be built.
   */
  get(key: string, version: string, build: () => Promise<T>, confirm?: Confirm<T>): Promise<T>;
  get(key: string, version: string, build?: undefined, confirm?: Confirm<T>): Promise<T | undefined>;
  async get(key: string, version: string, build?: () => Promise<T>, confirm?: Confirm<T>) {
    const entry = this.entries.get(key);
    if (entry && (await this.isCurrent(entry, version, confirm))) return entry.value;
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

  private isCurrent(entry: Entry<T>, version: string, confirm?: Confirm<T>): boolean | Promise<boolean> {
    if (entry.version === version) return true;
    if (!confirm) return false;
    if (entry.confirming?.version !== version) {
      const current = confirm(entry.value).then((yes) => {
        if (yes) entry.version = version;
        return yes;
      });
      current.catch(() => {
        if (entry.confirming?.current === current) entry.confirming = undefined;
      });
      entry.confirming = { version, current };
    }
    return entry.confirming.current;
  }
}
