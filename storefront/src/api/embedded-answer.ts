import { EMBEDDED_ANSWER_ID, embeddedAnswersSchema } from '@shop/contracts';
import { useEffect } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';

interface Reading {
  answer: unknown;
  parsed?: { value: unknown };
}

/** Each embedded element read once: its answers by key, each parsed once asked for. */
const readings = new WeakMap<Element, Map<string, Reading>>();

function read(element: Element): Map<string, Reading> {
  try {
    const embedded = embeddedAnswersSchema.safeParse(JSON.parse(element.textContent ?? ''));
    if (!embedded.success) return new Map();
    return new Map(embedded.data.map(({ key, answer }) => [key, { answer }]));
  } catch {
    return new Map();
  }
}

function answersOfPage(): { element: Element; answers: Map<string, Reading> } | undefined {
  const element = document.getElementById(EMBEDDED_ANSWER_ID);
  if (!element) return undefined;
  let answers = readings.get(element);
  if (!answers) {
    answers = read(element);
    readings.set(element, answers);
  }
  return { element, answers };
}

/**
 * The API answer the server embedded in the page it answered (docs/decisions/0010, 0068) for the call
 * `key`, parsed by `parse` (the call's own schema): undefined when the page carries no answer for that
 * key, or one that does not parse.
 */
export function embeddedAnswerFor<T>(key: string, parse: (answer: unknown) => T | undefined): T | undefined {
  const reading = answersOfPage()?.answers.get(key);
  if (!reading) return undefined;
  reading.parsed ??= { value: parse(reading.answer) };
  return reading.parsed.value as T | undefined;
}

/** The page's answer for `key` has moved into SWR's cache: it leaves the page (the element, once empty). */
function forgetEmbedded(key: string): void {
  const page = answersOfPage();
  if (!page) return;
  page.answers.delete(key);
  if (page.answers.size === 0) page.element.remove();
}

/** For each SWR cache, the calls whose embedded answers moved into it, and when. */
const movedIntoCache = new WeakMap<object, Map<string, number>>();

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
  const movedAt = key === null ? undefined : movedIntoCache.get(cache)?.get(key);
  const justEmbedded = movedAt !== undefined && Date.now() - movedAt < dedupingInterval;
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
    let moved = movedIntoCache.get(cache);
    if (!moved) {
      moved = new Map();
      movedIntoCache.set(cache, moved);
    }
    moved.set(key, Date.now());
    forgetEmbedded(key);
  }, [key, embedded, mutate, cache]);
  return swr;
}
