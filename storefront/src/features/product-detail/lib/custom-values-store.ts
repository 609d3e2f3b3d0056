import { useMemo, useSyncExternalStore } from 'react';
import type { CustomValues } from './custom-fields';

/**
 * The shopper's custom values on a template page, kept outside the page's state: a keystroke redraws
 * what reads them (the form and the preview), and the rest of the page only when something it shows
 * from them changes (decision 0069).
 */
export interface CustomValuesStore {
  values(): CustomValues;
  set(fieldName: string, value: string): void;
  subscribe(onChange: () => void): () => void;
}

export function createCustomValuesStore(initial: CustomValues): CustomValuesStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    values: () => current,
    set(fieldName, value) {
      if (Object.hasOwn(current, fieldName) && current[fieldName] === value) return;
      current = { ...current, [fieldName]: value };
      for (const listener of listeners) listener();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
  };
}

/** Every custom value, redrawn at each change. */
export function useCustomValues(store: CustomValuesStore): CustomValues {
  return useSyncExternalStore(store.subscribe, store.values);
}

/**
 * What `derive` makes of the values, redrawn only when it changes: compared as its JSON, so a new list
 * or record with the same contents redraws nothing.
 */
export function useDerivedFromCustomValues<T>(
  store: CustomValuesStore,
  derive: (values: CustomValues) => T,
): T {
  const json = useSyncExternalStore(store.subscribe, () => JSON.stringify(derive(store.values())));
  return useMemo(() => JSON.parse(json) as T, [json]);
}
