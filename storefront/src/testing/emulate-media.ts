// jsdom has no window.matchMedia. Tests get one that answers the queries the storefront asks (widths and
// reduced motion) for an emulated screen, and tells listeners when a new screen changes an answer.

export interface EmulatedScreen {
  /** The viewport's width in CSS pixels (jsdom's window.innerWidth is 1024). */
  width: number;
  reducedMotion: boolean;
}

const DEFAULT_SCREEN: EmulatedScreen = { width: 1024, reducedMotion: false };

function evaluate(query: string, screen: EmulatedScreen): boolean {
  const width = /^\((min|max)-width: (\d+)px\)$/.exec(query);
  if (width) return width[1] === 'min' ? screen.width >= Number(width[2]) : screen.width <= Number(width[2]);
  if (query === '(prefers-reduced-motion: reduce)') return screen.reducedMotion;
  throw new Error(
    `The emulated matchMedia does not know the query ${query}: teach it in testing/emulate-media.ts`,
  );
}

let current = DEFAULT_SCREEN;
const listeners = new Set<{ query: string; onChange: () => void }>();

/** Emulates a screen for matchMedia (the rest stays as it was); listeners whose answer changes are told. */
export function emulateMedia(screen: Partial<EmulatedScreen>): void {
  const before = current;
  current = { ...current, ...screen };
  for (const { query, onChange } of listeners) {
    if (evaluate(query, before) !== evaluate(query, current)) onChange();
  }
}

/** Installs the emulated matchMedia on a default desktop screen; the test setup calls it before each test. */
export function installEmulatedMedia(): void {
  current = DEFAULT_SCREEN;
  listeners.clear();
  window.matchMedia = (query: string) => {
    const matches = evaluate(query, current);
    return {
      matches,
      media: query,
      addEventListener: (_type: string, onChange: () => void) => listeners.add({ query, onChange }),
      removeEventListener: (_type: string, onChange: () => void) => {
        for (const listener of listeners)
          if (listener.onChange === onChange && listener.query === query) listeners.delete(listener);
      },
    } as unknown as MediaQueryList;
  };
}
