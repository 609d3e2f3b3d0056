import { type ReactNode, Suspense, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { cartLineSchema } from './cart-line-schema';
import type { useCart as UseCart } from './use-cart';

/**
 * A first page load, as `main.tsx` renders it: a transition, in which a component reading the cart
 * suspends on the cart's schema and the schema arrives before React's next slice of work (a busy
 * phone's timing). React then replays that component rather than showing the fallback; the replay
 * must render the cart without an error (React's #467, recovered as #520, came from a `use()` that the
 * replay skipped).
 */
let openSchemaGate: () => void = () => {};
/** `useCart` from a fresh copy of the cart's modules, whose schema waits for the gate. */
let useFreshCart: typeof UseCart;

function CartCount() {
  const [label] = useState('lines in the cart');
  // The schema arrives in the microtasks after this render suspends, before React's next slice.
  openSchemaGate();
  const { lines } = useFreshCart();
  return (
    <p>
      {lines.length} {label}
    </p>
  );
}

function CartBadge() {
  openSchemaGate();
  return <p>{useFreshCart().lines.length} in the cart</p>;
}

function renderFirstLoad(children: ReactNode) {
  const errors: unknown[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, {
    onRecoverableError: (error) => errors.push(error),
    onUncaughtError: (error) => errors.push(error),
  });
  startTransition(() => root.render(<Suspense fallback={<p>Loading the cart</p>}>{children}</Suspense>));
  return { container, errors, unmount: () => root.unmount() };
}

describe('useCart on a first page load', () => {
  beforeEach(async () => {
    vi.resetModules();
    const gate = new Promise<void>((resolve) => {
      openSchemaGate = resolve;
    });
    vi.doMock('./cart-line-schema', async () => {
      await gate;
      return { cartLineSchema };
    });
    useFreshCart = (await import('./use-cart')).useCart;
    // React's own scheduling, not Testing Library's act(): the replay happens only when React yields.
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  });

  afterEach(() => {
    vi.doUnmock('./cart-line-schema');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  });

  it('renders the stored cart once its schema arrives, in a component with hooks before the cart’s', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ cartId: 'c1', id: 'p1', name: 'Moon Poster', quantity: 2, price: 499 }]),
    );
    const page = renderFirstLoad(<CartCount />);
    await vi.waitFor(() => expect(page.container.textContent).toBe('1 lines in the cart'));
    expect(page.errors).toEqual([]);
    page.unmount();
  });

  it('renders the cart in a component whose first hook is the cart’s', async () => {
    const page = renderFirstLoad(<CartBadge />);
    await vi.waitFor(() => expect(page.container.textContent).toBe('0 in the cart'));
    expect(page.errors).toEqual([]);
    page.unmount();
  });
});
