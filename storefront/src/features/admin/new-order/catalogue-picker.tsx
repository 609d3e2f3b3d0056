import { useState } from 'react';
import { SearchBox } from '@/components/search-box';
import ui from '../components/admin-ui.module.css';
import styles from './new-order.module.css';
import { type CatalogueChoice, matchingChoices } from './order-lines';

interface CataloguePickerProps {
  choices: readonly CatalogueChoice[];
  onPick: (choice: CatalogueChoice) => void;
}

/** Finds a product or template by name and adds it to the order. */
export function CataloguePicker({ choices, onPick }: CataloguePickerProps) {
  const [search, setSearch] = useState('');
  const found = matchingChoices(choices, search).slice(0, 12);
  return (
    <section aria-label="Add items">
      <SearchBox value={search} onChange={setSearch} placeholder="Search products and templates..." />
      {search.trim() && found.length === 0 && <p>No product or template matches.</p>}
      <ul className={styles.choices}>
        {found.map((choice) => (
          <li key={`${choice.kind}-${choice.id}`}>
            <span>
              {choice.name}{' '}
              <small>
                ({choice.kind === 'template' ? 'template' : 'product'}, {choice.stock} in stock)
              </small>
            </span>
            <button
              type="button"
              className={ui.buttonSmall}
              disabled={choice.stock < 1}
              aria-label={`Add ${choice.name}`}
              onClick={() => onPick(choice)}
            >
              {choice.stock < 1 ? 'Out of stock' : 'Add'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
