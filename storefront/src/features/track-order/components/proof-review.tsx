import { type OrderTracking, PROOF_COMMENT_MAX, type ProofAnswer, proofAnswerSchema } from '@shop/contracts';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { answerProof } from '../api/answer-proof';
import styles from '../track-order-page.module.css';
import { usePageText } from '@/lib/i18n/page-texts';
import { proofStageOf } from '../lib/proof-stage';
import { useRuleText } from '@/lib/i18n/use-rule-text';

interface ProofReviewProps {
  order: OrderTracking;
  /** The private link's token: only it may answer; a look-up by number and phone only shows the proof. */
  token?: string;
  onAnswered: (order: OrderTracking) => void;
}

/** The proofs waiting for the shopper, and their two answers: approve, or ask for a change saying what. */
export function ProofReview({ order, token, onAnswered }: ProofReviewProps) {
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = usePageText();
  const sayRule = useRuleText();
  const proofs = order.items.filter((item) => item.proofUrl);
  if (proofStageOf(order) !== 'awaiting-answer') return null;

  const send = async (answer: ProofAnswer) => {
    const checked = proofAnswerSchema.safeParse(answer);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setProblem(message ? sayRule(message) : text('proof.checkAnswer'));
      return;
    }
    if (!token) return;
    setBusy(true);
    setProblem(null);
    try {
      onAnswered(await answerProof(token, answer));
    } catch (error) {
      console.warn('The proof answer was refused', error);
      setProblem(error instanceof ApiError ? sayRule(error.message) : text('proof.notSent'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="proof-title">
      <h3 id="proof-title" className={styles.subheading}>
        {text('proof.title')}
      </h3>
      {proofs.map((item, index) => (
        <figure key={item.proofUrl} className={styles.proof}>
          <img
            src={item.proofUrl}
            alt={text('proof.of', { name: item.name })}
            className={styles.proofImage}
          />
          <figcaption>{proofs.length > 1 ? `${index + 1}. ${item.name}` : item.name}</figcaption>
        </figure>
      ))}
      {!token ? (
        <p>{text('proof.openEmailLink')}</p>
      ) : asking ? (
        <form
          className={styles.proofForm}
          onSubmit={(event) => {
            event.preventDefault();
            void send({ decision: 'change', comment });
          }}
        >
          <label htmlFor="proof-comment">{text('proof.whatToChange')}</label>
          <textarea
            id="proof-comment"
            value={comment}
            maxLength={PROOF_COMMENT_MAX}
            rows={4}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className={styles.proofActions}>
            <button type="submit" className={styles.button} disabled={busy}>
              {busy ? text('proof.sending') : text('proof.sendChange')}
            </button>
            <button type="button" className={styles.buttonGhost} onClick={() => setAsking(false)}>
              {text('proof.back')}
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.proofActions}>
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => void send({ decision: 'approve' })}
          >
            {busy ? text('proof.sending') : text('proof.approve')}
          </button>
          <button type="button" className={styles.buttonGhost} onClick={() => setAsking(true)}>
            {text('proof.askChange')}
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </section>
  );
}
