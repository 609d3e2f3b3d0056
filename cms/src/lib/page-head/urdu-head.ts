import { SHOP_PATHS, type ShopSettings } from '@shop/contracts';
import type { PageHead } from './page-head';

/** The Urdu titles of the pages whose English title is fixed (catalogue items keep their own names). */
const URDU_TITLES: Record<string, string | null> = {
  [SHOP_PATHS.home]: null,
  [SHOP_PATHS.products]: 'مصنوعات',
  [SHOP_PATHS.customizeProducts]: 'اپنی مرضی کی مصنوعات',
  [SHOP_PATHS.about]: 'ہمارے بارے میں',
  [SHOP_PATHS.contact]: 'رابطہ کریں',
  [SHOP_PATHS.cart]: 'کارٹ',
  [SHOP_PATHS.checkout]: 'چیک آؤٹ',
  [SHOP_PATHS.thankYou]: 'شکریہ',
  [SHOP_PATHS.trackOrder]: 'اپنا آرڈر ٹریک کریں',
};

const URDU_NOT_FOUND_TITLE = 'صفحہ نہیں ملا';

/** What the shop sells, in Urdu: the description of the pages without one of their own. */
export const URDU_SHOP_SUMMARY =
  'پوسٹرز، فریم، پولارائیڈز، اسٹیکرز اور نکاح نامے، آپ کی پسند کے مطابق چھپے ہوئے، پورے ملک میں کیش آن ڈیلیوری کے ساتھ۔';

/** The Urdu descriptions of the listed pages, by English path. */
const URDU_DESCRIPTIONS: Record<string, (settings: ShopSettings) => string> = {
  [SHOP_PATHS.products]: (settings) =>
    `${settings.shopName} سے پوسٹرز، فریم شدہ پرنٹس، پولارائیڈز، اسٹیکرز اور نکاح نامے خریدیں۔ پورے ملک میں کیش آن ڈیلیوری۔`,
  [SHOP_PATHS.customizeProducts]: (settings) =>
    `${settings.shopName} پر پوسٹرز، فریم اور نکاح نامے اپنے ناموں، تاریخوں اور تصویروں کے ساتھ بنوائیں۔`,
  [SHOP_PATHS.about]: (settings) =>
    `${settings.shopName}: رازداری، واپسی اور ڈیلیوری کے بارے میں ہماری پالیسیاں۔`,
  [SHOP_PATHS.contact]: (settings) =>
    `${settings.phone} پر کال کریں، ${settings.email} پر ای میل کریں یا واٹس ایپ پر بات کریں۔`,
};

function titled(title: string | null, settings: ShopSettings): string {
  return title ? `${title} | ${settings.shopName}` : settings.shopName;
}

/**
 * An English page's head for its Urdu address: the Urdu title and description where the page's are
 * the shop's own words, or a catalogue item's Urdu name and description where staff gave them.
 */
export function urduHead(
  englishPath: string,
  head: PageHead,
  status: number,
  settings: ShopSettings,
): PageHead {
  if (status === 404)
    return { ...head, title: titled(URDU_NOT_FOUND_TITLE, settings), description: URDU_SHOP_SUMMARY };
  if (head.inUrdu) return { ...head, ...head.inUrdu };
  if (!(englishPath in URDU_TITLES)) return head;
  const describe = URDU_DESCRIPTIONS[englishPath];
  return {
    ...head,
    title: titled(URDU_TITLES[englishPath] ?? null, settings),
    description: describe ? describe(settings) : URDU_SHOP_SUMMARY,
  };
}
