import type { Order, OrderPage, OrderStatus } from '@shop/contracts';
import type { KeyedMutator } from 'swr';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { uploadOrderProof } from '../api/upload-order-proof';
import { pageAfterMove } from './orders-view';

/** Uploads the proof of one line (counted from 1) and puts the server's answer in the loaded page. */
export function useOrderProofUpload(mutate: KeyedMutator<OrderPage>, tab: OrderStatus | null) {
  return async (order: Order, line: number, file: File): Promise<boolean> => {
    try {
      const updated = await uploadOrderProof(order._id, line, file);
      await mutate((page) => page && pageAfterMove(page, updated, tab), { revalidate: false });
      toast.success(`Proof of line ${line} of order #${order.orderNumber} uploaded`);
      return true;
    } catch (error) {
      console.warn('Error uploading the proof', error);
      if (error instanceof ApiError && error.status === 409) void mutate();
      toast.error(error instanceof ApiError ? error.message : 'The proof could not be uploaded');
      return false;
    }
  };
}
