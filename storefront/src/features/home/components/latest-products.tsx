import { HOME_LIST_LIMIT } from '@shop/contracts';
import { useNewestProducts } from '@/api/newest-products';
import { EmptyState } from '@/components/empty-state';
import { ProductCard } from '@/components/product-card';
import { SkeletonCards } from '@/components/skeleton-card';
import { useNearScreen } from '@/components/use-near-screen';
import { paths } from '@/config/paths';
import { HomeSection } from './home-section';
import styles from './home-section.module.css';
import { useText } from '@/lib/i18n/use-text';

/** Home 'Latest Products': up to 8 newest, each with the NEW badge (spec points 2 and 9). */
export function LatestProducts() {
  // Below the first screen: the cards load as the shopper scrolls towards them.
  const { ref, near } = useNearScreen();
  const { products, isLoading } = useNewestProducts(near);
  const text = useText();
  return (
    <HomeSection
      ref={ref}
      id="latest-title"
      title={text('home.latestTitle')}
      subtitle={text('home.latestSubtitle')}
      busy={isLoading}
      more={{ to: paths.products, label: text('home.viewProducts') }}
    >
      {isLoading ? (
        <div className={styles.grid}>
          <SkeletonCards count={HOME_LIST_LIMIT} />
        </div>
      ) : products.length === 0 ? (
        <EmptyState title={text('home.emptyTitle')} text={text('home.emptyText')} />
      ) : (
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.id} className={styles.cell}>
              <ProductCard
                to={paths.product(product.id)}
                image={product.image}
                category={product.category}
                subCategory={product.subCategory}
                name={product.name}
                sizes={product.sizes}
                showNewBadge
              />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
