import { STAFF_SESSION_MESSAGES } from '@shop/contracts';
import ui from './admin-ui.module.css';

/** Said above a form whose typed values came back after the staff member logged in again. */
export function DraftRestoredNotice() {
  return (
    <p className={ui.notice} role="status">
      {STAFF_SESSION_MESSAGES.draftRestored}
    </p>
  );
}
