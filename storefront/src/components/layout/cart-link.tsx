import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useCart } from '@/lib/cart';
import { useText } from '@/lib/i18n/use-text';
import styles from './site-header.module.css';

/** The header's cart link; its badge counts the cart lines, and shows only when there are some. */
export function CartLink({ className }: { className?: string }) {
  // Until the stored cart can be checked (its schema loads beside the first requests): no badge yet.
  return (
    <Suspense fallback={<CartLinkView className={className} count={0} />}>
      <CountedCartLink className={className} />
    </Suspense>
  );
}

function CountedCartLink({ className }: { className?: string }) {
  return <CartLinkView className={className} count={useCart().lines.length} />;
}

function CartLinkView({ className, count }: { className?: string; count: number }) {
  const text = useText();
  return (
    <NavLink
      to={paths.cart}
      className={className ?? styles.cartLink}
      aria-label={count > 0 ? text('cart.linkLabel', { count }) : text('nav.cart')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      <span className={styles.cartLabel}>{text('nav.cart')}</span>
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-count">
          {count}
        </span>
      )}
    </NavLink>
  );
}
