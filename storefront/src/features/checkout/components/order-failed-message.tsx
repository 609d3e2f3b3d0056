import { usePageText } from '@/lib/i18n/page-texts';

/** The failure toast: 'Failed to place order' and the server's reason. */
export function OrderFailedMessage({ message }: { message: string }) {
  const text = usePageText();
  return (
    <div>
      <strong>{text('order.failed')}</strong>
      <p style={{ margin: '0.25rem 0 0' }}>{message}</p>
    </div>
  );
}
