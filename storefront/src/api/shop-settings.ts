import {
  EMBEDDED_SHOP_SETTINGS_ID,
  SAMPLE_SHOP_SETTINGS,
  type ShopSettings,
  shopSettingsSchema,
} from '@shop/contracts';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';

export const SHOP_SETTINGS_PATH = '/shop-settings';

export function fetchShopSettings(path: string): Promise<ShopSettings> {
  return apiRequest(path, { schema: shopSettingsSchema });
}

function readEmbeddedSettings(): ShopSettings | undefined {
  const text = document.getElementById(EMBEDDED_SHOP_SETTINGS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = shopSettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

let embedded: { settings: ShopSettings | undefined } | null = null;

/** The server writes the settings into the page it answers, so the first paint shows them. */
function embeddedSettings(): ShopSettings | undefined {
  embedded ??= { settings: readEmbeddedSettings() };
  return embedded.settings;
}

/**
 * The shop's name, contact details and wording, as staff set them on the Shop settings screen. Until
 * the answer arrives: what the server embedded in the page, else the marked samples.
 */
export function useShopSettings(): ShopSettings {
  const { data } = useSWR(SHOP_SETTINGS_PATH, fetchShopSettings, {
    fallbackData: embeddedSettings(),
    revalidateOnMount: true,
    onError: (error) => console.warn('Failed to load the shop settings', error),
  });
  return data ?? SAMPLE_SHOP_SETTINGS;
}
