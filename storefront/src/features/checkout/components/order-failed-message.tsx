import { ORDER_MESSAGES } from '../lib/checkout-items';

/** The failure toast: 'Failed to place order' and the server's reason. */
export function OrderFailedMessage({ message }: { message: string }) {
  return (
    <div>
      <strong>{ORDER_MESSAGES.failed}</strong>
      <p style={{ margin: '0.25rem 0 0' }}>{message}</p>
    </div>
  );
}
