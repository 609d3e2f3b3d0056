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
  return coded ? shopI18n._(`rule.${coded.code}`, coded.values) : message;
}

/** Says a rule's message in the page's language; components using it render again when it changes. */
export function useRuleText(): (message: string) => string {
  const locale = useShopLocale();
  return useCallback((message: string) => ruleMessageIn(locale, message), [locale]);
}
