import type { Dispatch } from 'react';
import {
  type CatalogueDraft,
  type CatalogueDraftAction,
  sizeLabelDisabled,
  subCategoriesOf,
} from './catalogue-draft';
import styles from './catalogue-form.module.css';
import { FrameOptions } from './frame-options';
import { ProductTypeSelect } from './product-type-select';
import { SizeRows } from './size-rows';
import { SubCategorySelect } from './sub-category-select';

interface CatalogueFieldsProps {
  draft: CatalogueDraft;
  dispatch: Dispatch<CatalogueDraftAction>;
  nameLabel: string;
  actualPriceRequired?: boolean;
}

/** The fields create product, update product and create template share. */
export function CatalogueFields({ draft, dispatch, nameLabel, actualPriceRequired }: CatalogueFieldsProps) {
  const setText = (field: 'name' | 'stock' | 'description' | 'subCategory') => (value: string) =>
    dispatch({ type: 'setText', field, value });
  return (
    <>
      <div className={styles.grid}>
        <label className={styles.field}>
          <span className={styles.label}>
            {nameLabel} <span aria-hidden="true">*</span>
          </span>
          <input
            className={styles.control}
            value={draft.name}
            required
            onChange={(event) => setText('name')(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Stock</span>
          <input
            className={styles.control}
            type="number"
            min={0}
            inputMode="numeric"
            value={draft.stock}
            onChange={(event) => setText('stock')(event.target.value)}
          />
        </label>
        <ProductTypeSelect
          value={draft.category}
          onChoose={(category) => dispatch({ type: 'chooseType', category })}
        />
        <SubCategorySelect
          options={subCategoriesOf(draft.category)}
          value={draft.subCategory}
          onChange={setText('subCategory')}
        />
      </div>
      <FrameOptions
        draft={draft}
        onHasFrame={(hasFrame) => dispatch({ type: 'setHasFrame', hasFrame })}
        onToggleColor={(color) => dispatch({ type: 'toggleFrameColor', color })}
      />
      <SizeRows
        sizes={draft.sizes}
        labelDisabled={sizeLabelDisabled(draft.category)}
        actualPriceRequired={actualPriceRequired}
        onChange={(index, field, value) => dispatch({ type: 'setSize', index, field, value })}
        onAdd={() => dispatch({ type: 'addSize' })}
        onRemove={(index) => dispatch({ type: 'removeSize', index })}
      />
      <label className={styles.field}>
        <span className={styles.label}>
          Description <span aria-hidden="true">*</span>
        </span>
        <textarea
          className={styles.control}
          rows={6}
          required
          value={draft.description}
          onChange={(event) => setText('description')(event.target.value)}
        />
      </label>
    </>
  );
}
