import { PRODUCT_TYPES } from '@shop/contracts';
import { type RefObject, useEffect } from 'react';
import { FilterSelect } from './filter-select';
import styles from './filter-panel.module.css';
import { PriceRangeInputs } from './price-range-inputs';
import { usePageText } from '@/lib/i18n/page-texts';
import { useCategoryText } from '@/lib/i18n/category-text';

export interface FilterPanelProps {
  id: string;
  panelRef: RefObject<HTMLElement | null>;
  type: string;
  category: string;
  categories: readonly string[];
  minText: string;
  maxText: string;
  /** Only matters on small screens, where the panel is a drawer. */
  open: boolean;
  onTypeChange: (type: string) => void;
  onCategoryChange: (category: string) => void;
  onMinChange: (text: string) => void;
  onMaxChange: (text: string) => void;
  onClearAll: () => void;
  onClose: () => void;
}

/** The listing filters: a sidebar on large screens, a slide-in drawer on small ones (the CSS decides). */
export function FilterPanel(props: FilterPanelProps) {
  const { open, onClose } = props;
  const text = usePageText();
  const categoryText = useCategoryText();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  return (
    <>
      {open && <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />}
      <aside
        id={props.id}
        ref={props.panelRef}
        className={open ? `${styles.panel} ${styles.open}` : styles.panel}
        aria-label={text('filters.title')}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>{text('filters.title')}</h2>
          <button type="button" className={styles.clear} onClick={props.onClearAll}>
            {text('filters.clearAll')}
          </button>
          <button type="button" className={styles.close} onClick={onClose} aria-label={text('filters.close')}>
            ×
          </button>
        </div>
        <FilterSelect
          label={text('filters.productType')}
          value={props.type}
          options={PRODUCT_TYPES}
          anyLabel={text('filters.allTypes')}
          labelOf={categoryText}
          onChange={props.onTypeChange}
        />
        <FilterSelect
          label={text('filters.category')}
          value={props.category}
          options={props.categories}
          anyLabel={text('filters.allCategories')}
          labelOf={categoryText}
          onChange={props.onCategoryChange}
        />
        <PriceRangeInputs
          minText={props.minText}
          maxText={props.maxText}
          onMinChange={props.onMinChange}
          onMaxChange={props.onMaxChange}
        />
        <button type="button" className={styles.apply} onClick={onClose}>
          {text('filters.apply')}
        </button>
      </aside>
    </>
  );
}
