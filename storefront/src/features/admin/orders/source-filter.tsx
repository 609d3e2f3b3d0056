import { ORDER_SOURCE_LABELS, ORDER_SOURCES, type OrderSource } from '@shop/contracts';
import form from '@/styles/form-field.module.css';

interface SourceFilterProps {
  source: OrderSource | null;
  onChange: (source: OrderSource | null) => void;
}

/** Shows the orders of one source (the website, a phone call, WhatsApp...), or every order. */
export function SourceFilter({ source, onChange }: SourceFilterProps) {
  return (
    <label>
      <span className="visually-hidden">Ordered by</span>
      <select
        className={form.input}
        value={source ?? ''}
        onChange={(event) => onChange((event.target.value || null) as OrderSource | null)}
      >
        <option value="">Every source</option>
        {ORDER_SOURCES.map((each) => (
          <option key={each} value={each}>
            {ORDER_SOURCE_LABELS[each]}
          </option>
        ))}
      </select>
    </label>
  );
}
