import { EMBEDDED_ANSWER_ID, embeddedAnswerSchema } from '@shop/contracts';
import { useEffect } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';

interface Reading {
  key: string | null;
  answer: unknown;
  parsed?: { value: unknown };
}

/** Each embedded element read once: its key, its answer and, once asked for, the answer parsed. */
const readings = new WeakMap<Element, Reading>();

function read(element: Element): Reading {
  try {
    const embedded = embeddedAnswerSchema.safeParse(JSON.parse(element.textContent ?? ''));
    return embedded.success ? embedded.data : { key: null, answer: null };
  } catch {
    return { key: null, answer: null };
  }
}

/**
 * The API answer the server embedded in the page it answered (docs/decisions/0010) for the call `key`,
 * parsed by `parse` (the call's own schema): undefined when the page carries no answer for that key, or
 * one that does not parse.
 */
export function embeddedAnswerFor<T>(key: string, parse: (answer: unknown) => T | undefined): T | undefined {
  const element = document.getElementById(EMBEDDED_ANSWER_ID);
  if (!element) return undefined;
  let reading = readings.get(element);
  if (!reading) {
    reading = read(element);
    readings.set(element, reading);
  }
  if (reading.key !== key) return undefined;
  reading.parsed ??= { value: parse(reading.answer) };
  return reading.parsed.value as T | undefined;
}

/** For each SWR cache, the call whose embedded answer last moved into it, and when. */
const movedIntoCache = new WeakMap<object, { key: string; at: number }>();

/**
 * useSWR whose first value, on the page the server answered, is the answer it embedded for that call:
 * the first paint shows it and no call goes out (it is as fresh as the page). It is read once: it then
 * moves into SWR's cache and leaves the page, so a later visit revalidates as usual. Until the
 * deduping interval has passed it counts as a request just made: a hook coming back to its key (a
 * shopper clearing a search) shows it without asking again, as SWR does for an answer it fetched.
 */
export function useEmbeddedSWR<T>(
  key: string | null,
  fetcher: (key: string) => Promise<T>,
  parse: (answer: unknown) => T | undefined,
  config: SWRConfiguration<T> = {},
) {
  const { cache, dedupingInterval: defaultInterval } = useSWRConfig();
  const dedupingInterval = config.dedupingInterval ?? defaultInterval;
  const embedded = key === null ? undefined : embeddedAnswerFor(key, parse);
  const moved = movedIntoCache.get(cache);
  const justEmbedded = moved?.key === key && Date.now() - moved.at < dedupingInterval;
  const swr = useSWR<T>(
    key,
    fetcher,
    embedded !== undefined
      ? { ...config, fallbackData: embedded, revalidateOnMount: false }
      : justEmbedded
        ? { ...config, revalidateIfStale: false }
        : config,
  );
  const { mutate } = swr;
  useEffect(() => {
    if (key === null || embedded === undefined) return;
    void mutate(embedded, { revalidate: false });
    movedIntoCache.set(cache, { key, at: Date.now() });
    document.getElementById(EMBEDDED_ANSWER_ID)?.remove();
  }, [key, embedded, mutate, cache]);
  return swr;
}
