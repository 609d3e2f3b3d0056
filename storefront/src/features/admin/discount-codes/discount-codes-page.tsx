import type { DiscountCode, DiscountCodeChange, DiscountCodeInput } from '@shop/contracts';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { useDocumentTitle } from '@/components/use-document-title';
import { toast } from '@/lib/toast';
import {
  createDiscountCode,
  deleteDiscountCode,
  updateDiscountCode,
  useDiscountCodes,
} from '../api/discount-codes';
import ui from '../components/admin-ui.module.css';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { DiscountCodeCard } from './discount-code-card';
import { DiscountCodeForm } from './discount-code-form';
import styles from './discount-codes.module.css';

/** Discount codes (issue #34 item 8): the list with each code's uses; add, edit, disable and delete. */
export function DiscountCodesPage() {
  useDocumentTitle('Discount codes');
  const { data, isLoading, mutate } = useDiscountCodes();
  const [editingId, setEditingId] = useState<string | null>(null);
  const codes = data?.discountCodes ?? [];

  const replace = (saved: DiscountCode) =>
    mutate(
      (list) =>
        list && { discountCodes: list.discountCodes.map((code) => (code._id === saved._id ? saved : code)) },
      { revalidate: false },
    );

  const saveOrSay = async (save: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await save();
      toast.success(success);
      return true;
    } catch (error) {
      console.warn(success, 'failed', error);
      toast.error(error instanceof Error ? error.message : 'Saving the discount code failed');
      return false;
    }
  };

  const add = (input: DiscountCodeInput) =>
    saveOrSay(async () => {
      const created = await createDiscountCode(input);
      await mutate((list) => ({ discountCodes: [created, ...(list?.discountCodes ?? [])] }), {
        revalidate: false,
      });
    }, `Discount code ${input.code} added`);

  const change = (code: DiscountCode, changes: DiscountCodeChange, success: string) =>
    saveOrSay(async () => {
      await replace(await updateDiscountCode(code._id, changes));
      setEditingId(null);
    }, success);

  const deletion = useConfirmedDelete<{ id: string; code: string }>({
    remove: (id) => deleteDiscountCode({ id }),
    onRemoved: (id) =>
      void mutate((list) => list && { discountCodes: list.discountCodes.filter((code) => code._id !== id) }, {
        revalidate: false,
      }),
    successMessage: 'Discount code deleted',
    failureMessage: 'Failed to delete the discount code',
  });

  return (
    <div className={ui.page}>
      <PageHeader
        title="Discount codes"
        subtitle="Codes shoppers type in the cart: a percentage or an amount off, each phone number once."
      />
      <DiscountCodeForm onSave={add} />
      {isLoading ? (
        <LoadingState text="Loading discount codes..." />
      ) : codes.length === 0 ? (
        <EmptyState title="No discount codes yet" text="Without codes, the cart offers none." />
      ) : (
        <div className={styles.list}>
          {codes.map((code) => (
            <DiscountCodeCard
              key={code._id}
              code={code}
              onEdit={() => setEditingId(code._id)}
              onToggle={() =>
                void change(
                  code,
                  { enabled: !code.enabled },
                  `Discount code ${code.code} ${code.enabled ? 'disabled' : 'enabled'}`,
                )
              }
              onDelete={() => deletion.ask({ id: code._id, code: code.code })}
              editor={
                editingId === code._id ? (
                  <DiscountCodeForm
                    editing={code}
                    onSave={(input) => change(code, input, `Discount code ${code.code} saved`)}
                    onCancel={() => setEditingId(null)}
                  />
                ) : undefined
              }
            />
          ))}
        </div>
      )}
      {deletion.pending && (
        <ConfirmDialog
          title="Delete Discount Code"
          text={`Delete ${deletion.pending.code}? Shoppers can no longer use it; orders placed with it keep it.`}
          confirmLabel="Delete Code"
          busyLabel="Deleting..."
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  );
}
