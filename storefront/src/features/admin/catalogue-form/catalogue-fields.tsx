import type { CatalogueDraft } from '@shop/contracts';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import styles from './catalogue-form.module.css';
import { isProductType, sizeLabelDisabled, subCategoriesOf, valuesForType } from './draft-values';
import { FrameOptions } from './frame-options';
import { ProductTypeSelect } from './product-type-select';
import { SizeRows } from './size-rows';
import { SubCategorySelect } from './sub-category-select';

interface CatalogueFieldsProps {
  nameLabel: string;
  actualPriceRequired?: boolean;
}

/** The fields create product, update product and create template share, inside their form's context. */
export function CatalogueFields({ nameLabel, actualPriceRequired }: CatalogueFieldsProps) {
  const { register, setValue, control } = useFormContext<CatalogueDraft>();
  const sizes = useFieldArray({ control, name: 'sizes' });
  const category = useWatch({ control, name: 'category' });

  const chooseType = (value: string) => {
    const fresh = valuesForType(isProductType(value) ? value : '');
    setValue('subCategory', fresh.subCategory);
    setValue('hasFrame', fresh.hasFrame);
    setValue('frameColors', fresh.frameColors);
    sizes.replace(fresh.sizes);
  };

  return (
    <>
      <div className={styles.grid}>
        <label className={styles.field}>
          <span className={styles.label}>
            {nameLabel} <span aria-hidden="true">*</span>
          </span>
          <input className={styles.control} required {...register('name')} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Stock</span>
          <input
            className={styles.control}
            type="number"
            min={0}
            inputMode="numeric"
            {...register('stock')}
          />
        </label>
        <ProductTypeSelect
          registration={register('category', { onChange: (event) => chooseType(event.target.value) })}
        />
        <SubCategorySelect options={subCategoriesOf(category)} registration={register('subCategory')} />
      </div>
      <FrameOptions />
      <SizeRows
        rows={sizes.fields}
        labelDisabled={sizeLabelDisabled(category)}
        actualPriceRequired={actualPriceRequired}
        onAdd={() => sizes.append({ size: '', actualPrice: '', discountedPrice: '' })}
        onRemove={sizes.remove}
      />
      <label className={styles.field}>
        <span className={styles.label}>
          Description <span aria-hidden="true">*</span>
        </span>
        <textarea className={styles.control} rows={6} required {...register('description')} />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>Urdu name (optional)</span>
        <input className={styles.control} lang="ur" dir="rtl" {...register('nameUr')} />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>Urdu description (optional)</span>
        <textarea className={styles.control} rows={4} lang="ur" dir="rtl" {...register('descriptionUr')} />
      </label>
    </>
  );
}
