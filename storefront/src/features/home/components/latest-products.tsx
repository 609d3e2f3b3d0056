import { HOME_LIST_LIMIT } from '@shop/contracts';
import { Link } from 'react-router';
import { useNewestProducts } from '@/api/newest-products';
import { EmptyState } from '@/components/empty-state';
import { ProductCard } from '@/components/product-card';
import { SkeletonCard } from '@/components/skeleton-card';
import { paths } from '@/config/paths';
import styles from './home-section.module.css';

export const HOME_EMPTY_TITLE = 'No Products Available';
export const HOME_EMPTY_TEXT = 'Check back later for new arrivals!';

/** Home 'Latest Products': up to 8 newest, each with the NEW badge (spec points 2 and 9). */
export function LatestProducts() {
  const { products, isLoading } = useNewestProducts();
  return (
    <section className={styles.section} aria-labelledby="latest-title" aria-busy={isLoading}>
      <div className={styles.head}>
        <div>
          <h2 id="latest-title" className={styles.title}>
            Latest Products
          </h2>
          <p className={styles.subtitle}>Fresh from the press: our newest prints and frames.</p>
        </div>
      </div>
      {isLoading ? (
        <div className={styles.grid}>
          {Array.from({ length: HOME_LIST_LIMIT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <SkeletonCard key={index} />
          ))}
        </div>
      ) : products.length === 0 ? (
        <EmptyState title={HOME_EMPTY_TITLE} text={HOME_EMPTY_TEXT} />
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
      <div className={styles.actions}>
        <Link to={paths.products} className={styles.button}>
          View Products
        </Link>
      </div>
    </section>
  );
}
