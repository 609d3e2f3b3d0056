import { HOME_LIST_LIMIT } from '@shop/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNewestTemplates } from '@/api/newest-templates';
import { EmptyState } from '@/components/empty-state';
import { SkeletonCard } from '@/components/skeleton-card';
import { paths } from '@/config/paths';
import styles from './home-section.module.css';
import { HOME_EMPTY_TEXT, HOME_EMPTY_TITLE } from './latest-products';
import { TemplateCard } from './template-card';
import { TemplateSlider } from './template-slider';
import toggleStyles from './view-toggle.module.css';

type ViewMode = 'slider' | 'grid';

/** Home 'Customize Products': up to 8 templates in a slider (default) or a grid (spec point 2). */
export function CustomizeProductsSection() {
  const { templates, isLoading } = useNewestTemplates();
  const [view, setView] = useState<ViewMode>('slider');

  return (
    <section className={styles.section} aria-labelledby="customize-title" aria-busy={isLoading}>
      <div className={styles.head}>
        <div>
          <h2 id="customize-title" className={styles.title}>
            Customize Products
          </h2>
          <p className={styles.subtitle}>Add your names, dates and photos to a design you love.</p>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar-like pair of toggle buttons, not a form fieldset */}
        <div className={toggleStyles.toggle} role="group" aria-label="Layout">
          <button
            type="button"
            className={toggleStyles.option}
            aria-pressed={view === 'grid'}
            onClick={() => setView('grid')}
          >
            Grid View
          </button>
          <button
            type="button"
            className={toggleStyles.option}
            aria-pressed={view === 'slider'}
            onClick={() => setView('slider')}
          >
            Slider View
          </button>
        </div>
      </div>
      {isLoading ? (
        <div className={styles.grid}>
          {Array.from({ length: HOME_LIST_LIMIT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <SkeletonCard key={index} />
          ))}
        </div>
      ) : templates.length === 0 ? (
        <EmptyState title={HOME_EMPTY_TITLE} text={HOME_EMPTY_TEXT} />
      ) : view === 'slider' ? (
        <TemplateSlider templates={templates} />
      ) : (
        <ul className={styles.grid}>
          {templates.map((template) => (
            <li key={template.id} className={styles.cell}>
              <TemplateCard template={template} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Link to={paths.customizeProducts} className={styles.button}>
          View Customize Products
        </Link>
      </div>
    </section>
  );
}
