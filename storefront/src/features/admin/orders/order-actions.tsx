import { ORDER_ACTION_LABELS, type Order, type OrderStatusChange, staffMoves } from '@shop/contracts';
import { useState } from 'react';
import ui from '../components/admin-ui.module.css';
import { OrderMoveForm } from './order-move-form';
import styles from './order-lifecycle.module.css';

interface OrderActionsProps {
  order: Order;
  onMove: (change: OrderStatusChange) => Promise<boolean>;
}

/** The moves staff may make from the order's current state (through the proof, if it needs one), each confirmed before it is made. */
export function OrderActions({ order, onMove }: OrderActionsProps) {
  const [chosen, setChosen] = useState<Exclude<Order['status'], 'placed'> | null>(null);
  const [busy, setBusy] = useState(false);
  const moves = staffMoves(order.status, order.items).filter((s) => s !== 'placed');

  if (moves.length === 0) return <p className={styles.final}>This order is complete: no further moves.</p>;
  if (chosen) {
    return (
      <OrderMoveForm
        to={chosen}
        subject={`order #${order.orderNumber}`}
        busy={busy}
        onBack={() => setChosen(null)}
        onSubmit={async (change) => {
          setBusy(true);
          const moved = await onMove(change);
          setBusy(false);
          if (moved) setChosen(null);
        }}
      />
    );
  }
  return (
    <div className={ui.actions}>
      {moves.map((to) => (
        <button
          key={to}
          type="button"
          className={to === 'cancelled' || to === 'returned' ? ui.buttonDanger : ui.button}
          onClick={() => setChosen(to as Exclude<Order['status'], 'placed'>)}
        >
          {ORDER_ACTION_LABELS[to as Exclude<Order['status'], 'placed'>]}
        </button>
      ))}
    </div>
  );
}
