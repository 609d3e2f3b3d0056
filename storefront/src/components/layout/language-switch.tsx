import { pathInLocale, type ShopLocale } from '@shop/contracts';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { switchLocale } from '@/lib/i18n/locale-choice';
import { useShopLocale, useText } from '@/lib/i18n/use-text';
import styles from './language-switch.module.css';

const OTHER_LOCALE: Record<ShopLocale, ShopLocale> = { en: 'ur', ur: 'en' };

/** The header's link to the page shown, in the other language; the choice is remembered. */
export function LanguageSwitch() {
  const locale = useShopLocale();
  const text = useText();
  const { pathname, search, hash } = useLocation();
  const other = OTHER_LOCALE[locale];
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchLocale(other);
  };
  return (
    <a
      className={styles.languageSwitch}
      href={`${pathInLocale(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      aria-label={`${text('language.switchLabel')}: ${text('language.otherLanguage')}`}
      onClick={follow}
    >
      {text('language.otherLanguage')}
    </a>
  );
}
