import { useState } from 'react';
import { rememberedLocale, rememberLocale, switchLocale } from '@/lib/i18n/locale-choice';
import { useShopLocale, useText } from '@/lib/i18n/use-text';
import styles from './urdu-offer.module.css';

// The offer speaks to a reader of Urdu on an English page, whose Urdu catalogue is not loaded: its own words.
const OFFER_IN_URDU = 'یہ دکان اردو میں بھی دستیاب ہے۔';
const SWITCH_IN_URDU = 'اردو میں دیکھیں';

function readsUrdu(): boolean {
  return navigator.languages.some((language) => language.toLowerCase().split('-')[0] === 'ur');
}

/** A first visit from a browser set to Urdu is offered the Urdu shop, never sent there unasked. */
export function UrduOffer() {
  const locale = useShopLocale();
  const text = useText();
  const [shown, setShown] = useState(() => rememberedLocale() === null && readsUrdu());
  if (!shown || locale !== 'en') return null;
  const dismiss = () => {
    rememberLocale('en');
    setShown(false);
  };
  return (
    <aside className={styles.offer} aria-label={text('language.offerLabel')}>
      <p lang="ur" dir="rtl" className={styles.urdu}>
        {OFFER_IN_URDU}
      </p>
      <div className={styles.actions}>
        <button type="button" lang="ur" className={styles.accept} onClick={() => void switchLocale('ur')}>
          {SWITCH_IN_URDU}
        </button>
        <button type="button" className={styles.dismiss} onClick={dismiss}>
          {text('language.offerDismiss')}
        </button>
      </div>
    </aside>
  );
}
