import { codedRuleOf, type ShopLocale } from '@shop/contracts';
import { useCallback } from 'react';
import { shopI18n } from './shop-i18n';
import { useShopLocale } from './use-text';

/**
 * A rule's message (the storefront's own zod checks, or an API refusal's) in `locale`: the English as
 * contracts wrote it, another language through its catalogue's `rule.<code>` key; a message no shared
 * rule gave stays as it came.
 */
export function ruleMessageIn(locale: ShopLocale, message: string): string {
  if (locale === 'en') return message;
  const coded = codedRuleOf(message);
  return coded ? shopI18n._(`rule.${coded.code}`, isolatedValues(coded.values)) : message;
}

/**
 * A rule's values inside right-to-left text, each isolated (U+2068 … U+2069) as `isolated()` isolates a
 * page text's, so `Rs. 1,500`, `A4` or a Latin name keep their order; a bare count needs none.
 */
function isolatedValues(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      /^\d+$/.test(value) ? value : `\u2068${value}\u2069`,
    ]),
  );
}

/** Says a rule's message in the page's language; components using it render again when it changes. */
export function useRuleText(): (message: string) => string {
  const locale = useShopLocale();
  return useCallback((message: string) => ruleMessageIn(locale, message), [locale]);
}
