import type { CatalogueItem } from '@/api/catalogue-item';
import { isNewTemplate } from '@/api/catalogue-item';
import { type PictureLoading, ProductCard } from '@/components/product-card';
import { paths } from '@/config/paths';
import { useCatalogueTexts } from '@/lib/i18n/urdu-content';

/** A customisable template's card: to its customize page, NEW when created within 30 days. */
export function TemplateCard({
  template,
  pictureLoads,
}: {
  template: CatalogueItem;
  pictureLoads?: PictureLoading;
}) {
  const { nameOf } = useCatalogueTexts();
  return (
    <ProductCard
      to={paths.customizeProduct(template.id)}
      image={template.image}
      category={template.category}
      subCategory={template.subCategory}
      name={nameOf(template)}
      sizes={template.sizes}
      showNewBadge={isNewTemplate(template.createdAt)}
      pictureLoads={pictureLoads}
    />
  );
}
