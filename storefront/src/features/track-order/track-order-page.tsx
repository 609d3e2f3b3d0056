import type { OrderTrackingQuery } from '@shop/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHero } from '@/components/page-hero';
import { useDocumentTitle } from '@/components/use-document-title';
import { useOrderTracking } from './api/track-order';
import { ApprovedProofs } from './components/approved-proofs';
import { NewProofComing } from './components/new-proof-coming';
import { OrderTrackingView } from './components/order-tracking-view';
import { ProofReview } from './components/proof-review';
import { TrackOrderForm } from './components/track-order-form';
import styles from './track-order-page.module.css';
import { usePageText } from '@/lib/i18n/page-texts';
import { useRuleText } from '@/lib/i18n/use-rule-text';

/** /track-order (number + phone) and /track-order/:token (the private link): where the order is now. */
export function TrackOrderPage() {
  const text = usePageText();
  const sayRule = useRuleText();
  useDocumentTitle(text('nav.trackOrder'));
  const { token } = useParams();
  const [query, setQuery] = useState<OrderTrackingQuery | null>(null);
  const { data, error, isLoading, mutate } = useOrderTracking(token ? { token } : query);

  return (
    <div className={styles.page}>
      <PageHero eyebrow={text('nav.trackOrder')} title={text('tracking.whereIsMyOrder')}>
        {text('tracking.intro')}
      </PageHero>
      {!token && (
        <TrackOrderForm
          onLookUp={(lookUp) => {
            setQuery(lookUp);
            // The same number and phone again: ask the server again rather than show the last answer.
            void mutate();
          }}
        />
      )}
      {isLoading && <p role="status">{text('tracking.lookingUp')}</p>}
      {error && !isLoading && (
        <p role="alert" className={styles.problem}>
          {error instanceof Error ? sayRule(error.message) : text('tracking.notFound')}
        </p>
      )}
      {data && !error && (
        <>
          <ProofReview
            order={data}
            token={token}
            onAnswered={(answered) => void mutate(answered, { revalidate: false })}
          />
          <ApprovedProofs order={data} />
          <NewProofComing order={data} />
        </>
      )}
      {data && !error && <OrderTrackingView order={data} />}
    </div>
  );
}
