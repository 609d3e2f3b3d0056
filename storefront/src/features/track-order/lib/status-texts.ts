import type { OrderStatus } from '@shop/contracts';
import type { PageMessageKey } from '@/lib/i18n/page-texts';

/** The tracking page's name of each state: the status code stays the server's, its words are the catalogue's. */
export const ORDER_STATUS_KEYS: Readonly<Record<OrderStatus, PageMessageKey>> = {
  placed: 'orderStatus.placed',
  confirmed: 'orderStatus.confirmed',
  proof_sent: 'orderStatus.proofSent',
  approved: 'orderStatus.approved',
  in_production: 'orderStatus.inProduction',
  dispatched: 'orderStatus.dispatched',
  delivered: 'orderStatus.delivered',
  cancelled: 'orderStatus.cancelled',
  returned: 'orderStatus.returned',
};

/** What the shopper reads under the state's name. */
export const ORDER_STATUS_EXPLANATION_KEYS: Readonly<Record<OrderStatus, PageMessageKey>> = {
  placed: 'orderStatus.placedExplained',
  confirmed: 'orderStatus.confirmedExplained',
  proof_sent: 'orderStatus.proofSentExplained',
  approved: 'orderStatus.approvedExplained',
  in_production: 'orderStatus.inProductionExplained',
  dispatched: 'orderStatus.dispatchedExplained',
  delivered: 'orderStatus.deliveredExplained',
  cancelled: 'orderStatus.cancelledExplained',
  returned: 'orderStatus.returnedExplained',
};
