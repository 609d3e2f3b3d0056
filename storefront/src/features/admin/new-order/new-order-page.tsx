import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees, type Order, staffOrderInputSchema, type StaffOrderInput } from '@shop/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDocumentTitle } from '@/components/use-document-title';
import { ApiError } from '@/lib/api-client';
import { randomId } from '@/lib/random-id';
import form from '@/styles/form-field.module.css';
import { useAdminProducts } from '../api/admin-products';
import { useAdminTemplates } from '../api/admin-templates';
import { takeStaffOrder } from '../api/take-staff-order';
import ui from '../components/admin-ui.module.css';
import { LoadingState } from '../components/loading-state';
import { PageHeader } from '../components/page-header';
import { CataloguePicker } from './catalogue-picker';
import { type CustomerDraft, CustomerFields } from './customer-fields';
import styles from './new-order.module.css';
import { OrderLineEditor } from './order-line-editor';
import { catalogueChoices, lineInput, type NewOrderLine, newLine, unitPriceOf } from './order-lines';
import { TakenOrder } from './taken-order';

const customerDraftSchema = staffOrderInputSchema.pick({ customer: true, source: true });

const EMPTY_DRAFT: CustomerDraft = {
  source: 'phone',
  customer: { name: '', phone: '', email: '', address: '', city: '', country: 'Pakistan' },
};

/**
 * New order (issue #34): staff take an order a customer gave by phone, WhatsApp, Instagram or in
 * person. The server prices it as the checkout does; the screen shows the order it stored.
 */
export function NewOrderPage() {
  useDocumentTitle('New order');
  const products = useAdminProducts();
  const templates = useAdminTemplates();
  const choices = useMemo(
    () => catalogueChoices(products.data ?? [], templates.data ?? []),
    [products.data, templates.data],
  );
  const [lines, setLines] = useState<NewOrderLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [taken, setTaken] = useState<Order | null>(null);
  // One key per order being taken: a submit retried after a lost answer finds the first order.
  const [draftKey, setDraftKey] = useState(randomId);
  const draft = useForm<CustomerDraft, unknown, Pick<StaffOrderInput, 'customer' | 'source'>>({
    resolver: zodResolver(customerDraftSchema),
    defaultValues: EMPTY_DRAFT,
  });

  const submit = draft.handleSubmit(async ({ customer, source }) => {
    if (lines.length === 0) {
      setProblem('The order needs at least one item');
      return;
    }
    setProblem(null);
    try {
      setTaken(await takeStaffOrder({ customer, source, items: lines.map(lineInput) }, draftKey));
    } catch (error) {
      console.warn('Taking the order failed', error);
      setProblem(error instanceof ApiError ? error.message : 'The order could not be saved');
    }
  });

  const startAnother = () => {
    setTaken(null);
    setLines([]);
    setDraftKey(randomId());
    draft.reset(EMPTY_DRAFT);
  };

  const itemsPrice = lines.reduce((sum, line) => sum + unitPriceOf(line) * line.quantity, 0);

  if (taken) return <TakenOrder order={taken} onAnother={startAnother} />;

  return (
    <div className={ui.page}>
      <PageHeader title="New order" subtitle="An order taken by phone, WhatsApp, Instagram or in person" />
      <form className={styles.form} onSubmit={submit} noValidate>
        <section className={ui.card} aria-label="Items">
          {products.isLoading || templates.isLoading ? (
            <LoadingState text="Loading the catalogue..." />
          ) : (
            <CataloguePicker
              choices={choices}
              onPick={(choice) => setLines((current) => [...current, newLine(choice, randomId())])}
            />
          )}
          <ul className={styles.lines}>
            {lines.map((line) => (
              <OrderLineEditor
                key={line.key}
                line={line}
                onChange={(changed) =>
                  setLines((current) => current.map((l) => (l.key === changed.key ? changed : l)))
                }
                onRemove={() => setLines((current) => current.filter((l) => l.key !== line.key))}
              />
            ))}
          </ul>
          {lines.length === 0 && <p>No items yet: search the catalogue above.</p>}
        </section>
        <section className={ui.card}>
          <CustomerFields draft={draft} />
        </section>
        {problem && (
          <div role="alert" className={form.formError}>
            <p>{problem}</p>
          </div>
        )}
        <button type="submit" className={form.submit} disabled={draft.formState.isSubmitting}>
          {draft.formState.isSubmitting ? 'Saving…' : 'Save order'}
        </button>
        <p className={styles.note}>
          Items: {formatRupees(itemsPrice)} at catalogue prices. The shop prices the order with the checkout's
          rules and adds delivery; its total is shown once the order is saved.
        </p>
      </form>
    </div>
  );
}
