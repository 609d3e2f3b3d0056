import { useState } from 'react';
import { toast } from '@/lib/toast';
import { retryFailingMails, useFailingMails } from '../api/failing-mails';
import ui from '../components/admin-ui.module.css';
import styles from './dashboard.module.css';

/** Shown while order e-mails fail: how many, the last error, and a button that sends them again. */
export function FailingMailsNotice() {
  const { data, mutate } = useFailingMails();
  const [retrying, setRetrying] = useState(false);
  if (!data || data.failing === 0) return null;

  const retry = async () => {
    setRetrying(true);
    try {
      const { retried } = await retryFailingMails();
      toast.success(`${retried} e-mail${retried === 1 ? '' : 's'} will be sent again now.`);
      await mutate();
    } catch (error) {
      console.warn('Failed to retry the e-mails', error);
      toast.error('The e-mails could not be retried. Please try again.');
    } finally {
      setRetrying(false);
    }
  };

  return (
    <section className={styles.notice} aria-label="E-mails that fail">
      <div>
        <p>
          <strong>
            {data.failing} order e-mail{data.failing === 1 ? '' : 's'} could not be sent.
          </strong>{' '}
          Last error: {data.lastError}
        </p>
        <ul>
          {data.mails.map((mail) => (
            <li key={mail._id}>
              Order #{mail.orderNumber} to {mail.to}: {mail.attempts} tries
              {mail.gaveUp ? ', waiting for you to retry' : ', still retrying'}
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className={ui.button} onClick={() => void retry()} disabled={retrying}>
        Try again now
      </button>
    </section>
  );
}
