import { paths } from '@/config/paths';
import { CataloguePage } from './components/catalogue-page';
import { useTemplateListing } from './lib/use-template-listing';
import { useDocumentTitle } from '@/components/use-document-title';
import { usePageText } from '@/lib/i18n/page-texts';

export function CustomizeProductsPage() {
  const text = usePageText();
  useDocumentTitle(text('nav.customizeProducts'));
  return (
    <CataloguePage
      title={text('catalogue.productsTitle')}
      intro={text('catalogue.customizeIntro')}
      useListing={useTemplateListing}
      itemPath={paths.customizeProduct}
    />
  );
}
