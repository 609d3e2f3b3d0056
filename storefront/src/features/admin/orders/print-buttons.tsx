import type { Order } from '@shop/contracts';
import { toast } from '@/lib/toast';
import { openPrintable, type PrintableSheet } from '../api/printable-orders';
import ui from '../components/admin-ui.module.css';

/** Opens the orders' slips or their production sheet in a new tab, ready to print. */
export function PrintButtons({ orders }: { orders: readonly Pick<Order, '_id'>[] }) {
  const open = async (sheet: PrintableSheet) => {
    try {
      await openPrintable(
        sheet,
        orders.map((order) => order._id),
      );
    } catch (error) {
      console.warn('Error opening the printable orders', error);
      toast.error('The print page could not be opened');
    }
  };
  return (
    <>
      <button type="button" className={ui.buttonSmall} onClick={() => open('invoices')}>
        {orders.length === 1 ? 'Print slip' : 'Print slips'}
      </button>
      <button type="button" className={ui.buttonSmall} onClick={() => open('production-sheet')}>
        Production sheet
      </button>
    </>
  );
}
