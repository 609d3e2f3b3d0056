import { EMBEDDED_SHOP_SETTINGS_ID, SAMPLE_SHOP_SETTINGS, type ShopSettings, apiPath } from '@shop/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { answerSchema, answerSchemas } from './load-answer-schemas';

export const SHOP_SETTINGS_PATH = apiPath('shopSettings');

export function fetchShopSettings(path: string): Promise<ShopSettings> {
  return apiRequest(path, { loadSchema: answerSchema('shopSettingsSchema') });
}

function readEmbeddedJson(): unknown {
  const text = document.getElementById(EMBEDDED_SHOP_SETTINGS_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface EmbeddedSettings {
  settings: ShopSettings | undefined;
  /** They were embedded but failed the schema: the API is asked instead. */
  dropped: boolean;
}

/**
 * The settings the server wrote into the page. They come with the page (as trusted as its own script),
 * so the first paint shows them at once; the schema arrives with the first answers (zod is not in the
 * entry, decision 0017) and checks them then: settings that fail it are dropped for the API's answer
 * or the samples.
 */
let embedded: EmbeddedSettings | null = null;
const listeners = new Set<() => void>();

function embeddedSettings(): ShopSettings | undefined {
  if (embedded) return embedded.settings;
  const raw = readEmbeddedJson();
  const state: EmbeddedSettings = {
    settings: raw && typeof raw === 'object' ? (raw as ShopSettings) : undefined,
    dropped: false,
  };
  embedded = state;
  if (state.settings) {
    void answerSchemas().then(({ shopSettingsSchema }) => {
      const parsed = shopSettingsSchema.safeParse(raw);
      state.settings = parsed.success ? parsed.data : undefined;
      state.dropped = !parsed.success;
      if (!parsed.success) console.warn('The embedded shop settings are not valid', parsed.error);
      for (const listener of listeners) listener();
    });
  }
  return state.settings;
}

/** Read the page's embedded settings again (tests put a new page in place). */
export function resetEmbeddedShopSettings(): void {
  embedded = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const embeddedWereDropped = () => embedded?.dropped ?? false;

/**
 * The shop's name, contact details and wording, as staff set them on the Shop settings screen: what the
 * server embedded in the page, else the API's answer (the marked samples until it arrives). Embedded
 * settings are as fresh as that answer (the server builds both from one cache, renewed by every write),
 * so the API is asked only when the page carries none or they fail the schema.
 */
export function useShopSettings(): ShopSettings {
  const fallback = useSyncExternalStore(subscribe, embeddedSettings, embeddedSettings);
  const dropped = useSyncExternalStore(subscribe, embeddedWereDropped, embeddedWereDropped);
  const { data, mutate } = useSWR(SHOP_SETTINGS_PATH, fetchShopSettings, {
    fallbackData: fallback,
    revalidateOnMount: fallback === undefined,
    onError: (error) => console.warn('Failed to load the shop settings', error),
  });
  useEffect(() => {
    if (dropped) void mutate();
  }, [dropped, mutate]);
  return data ?? SAMPLE_SHOP_SETTINGS;
}
