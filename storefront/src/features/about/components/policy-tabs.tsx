import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { wrapAround } from '../lib/wrap-around';
import { useShopSettings } from '@/api/shop-settings';
import { useRightToLeft } from '@/lib/i18n/inline-direction';
import { shopPolicies } from '../lib/policies';
import styles from './policy-tabs.module.css';
import { usePageText } from '@/lib/i18n/page-texts';

/** 'Our Policies & Terms' as ARIA tabs: arrows, Home and End move between tabs; one panel at a time. */
export function PolicyTabs() {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const text = usePageText();
  const policies = shopPolicies(useShopSettings());
  // Right to left, the next tab is the one on the left.
  const forward = useRightToLeft() ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  const tabId = (i: number) => `${baseId}-tab-${policies[i].id}`;
  const panelId = (i: number) => `${baseId}-panel-${policies[i].id}`;

  const select = (i: number) => {
    setSelected(i);
    tabRefs.current[i]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      [forward]: wrapAround(selected + 1, policies.length),
      [backward]: wrapAround(selected - 1, policies.length),
      Home: 0,
      End: policies.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  const policy = policies[selected];
  return (
    <div className={styles.tabs}>
      <div
        className={styles.tabList}
        role="tablist"
        aria-label={text('about.policies')}
        onKeyDown={onKeyDown}
      >
        {policies.map((p, i) => (
          <button
            key={p.id}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            id={tabId(i)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {p.tab}
          </button>
        ))}
      </div>
      <div
        id={panelId(selected)}
        className={styles.panel}
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel focusable
        tabIndex={0}
      >
        <h3 className={styles.panelTitle}>{policy.title}</h3>
        <ul className={styles.points}>
          {policy.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
