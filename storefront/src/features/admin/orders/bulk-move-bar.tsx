import { ORDER_ACTION_LABELS, type Order, type OrderStatus, type OrderStatusChange } from '@shop/contracts';
import { useState } from 'react';
import ui from '../components/admin-ui.module.css';
import { Modal } from '@/components/modal';
import { commonNextStatuses } from './order-lib';
import { OrderMoveForm } from './order-move-form';
import { PrintButtons } from './print-buttons';
import styles from './order-lifecycle.module.css';

interface BulkMoveBarProps {
  selected: readonly Order[];
  onMove: (orders: readonly Order[], change: OrderStatusChange) => Promise<boolean>;
  onClear: () => void;
}

/** Moves the selected orders together, to a state every one of them may move to. */
export function BulkMoveBar({ selected, onMove, onClear }: BulkMoveBarProps) {
  const [chosen, setChosen] = useState<OrderStatus | null>(null);
  const [busy, setBusy] = useState(false);
  if (selected.length === 0) return null;
  const moves = commonNextStatuses(selected);
  const subject = `${selected.length} orders`;
  return (
    <section className={styles.bulkBar} aria-label="Selected orders">
      <span>{selected.length} selected</span>
      {moves.length === 0 ? (
        <span>These orders have no move in common.</span>
      ) : (
        moves.map((to) => (
          <button key={to} type="button" className={ui.buttonSmall} onClick={() => setChosen(to)}>
            {ORDER_ACTION_LABELS[to as Exclude<OrderStatus, 'placed'>]} {subject}
          </button>
        ))
      )}
      <PrintButtons orders={selected} />
      <button type="button" className={ui.buttonGhost} onClick={onClear}>
        Clear selection
      </button>
      {chosen && (
        <Modal title={`Move ${subject}`} size="small" onClose={() => setChosen(null)} dismissible={!busy}>
          <OrderMoveForm
            to={chosen}
            subject={subject}
            busy={busy}
            onBack={() => setChosen(null)}
            onSubmit={async (change) => {
              setBusy(true);
              const allMoved = await onMove(selected, change);
              setBusy(false);
              setChosen(null);
              if (allMoved) onClear();
            }}
          />
        </Modal>
      )}
    </section>
  );
}
