import { HOME_LIST_LIMIT } from '@shop/contracts';
import { useState } from 'react';
import { useNewestTemplates } from '@/api/newest-templates';
import { EmptyState } from '@/components/empty-state';
import { SkeletonCards } from '@/components/skeleton-card';
import { useNearScreen } from '@/components/use-near-screen';
import { paths } from '@/config/paths';
import { HomeSection } from './home-section';
import styles from './home-section.module.css';
import { TemplateCard } from './template-card';
import { TemplateSlider } from './template-slider';
import toggleStyles from './view-toggle.module.css';
import { useText } from '@/lib/i18n/use-text';

type ViewMode = 'slider' | 'grid';

/** Home 'Customize Products': up to 8 templates in a slider (default) or a grid (spec point 2). */
export function CustomizeProductsSection() {
  // Below the first screen: the templates load as the shopper scrolls towards them.
  const { ref, near } = useNearScreen();
  const { templates, isLoading } = useNewestTemplates(near);
  const [view, setView] = useState<ViewMode>('slider');
  const text = useText();

  return (
    <HomeSection
      ref={ref}
      id="customize-title"
      title={text('nav.customizeProducts')}
      subtitle={text('home.customizeSubtitle')}
      busy={isLoading}
      tools={
        // biome-ignore lint/a11y/useSemanticElements: a toolbar-like pair of toggle buttons, not a form fieldset
        <div className={toggleStyles.toggle} role="group" aria-label={text('home.layout')}>
          <button
            type="button"
            className={toggleStyles.option}
            aria-pressed={view === 'grid'}
            onClick={() => setView('grid')}
          >
            {text('home.gridView')}
          </button>
          <button
            type="button"
            className={toggleStyles.option}
            aria-pressed={view === 'slider'}
            onClick={() => setView('slider')}
          >
            {text('home.sliderView')}
          </button>
        </div>
      }
      more={{ to: paths.customizeProducts, label: text('home.viewCustomizeProducts') }}
    >
      {isLoading ? (
        <div className={styles.grid}>
          <SkeletonCards count={HOME_LIST_LIMIT} />
        </div>
      ) : templates.length === 0 ? (
        <EmptyState title={text('home.emptyTitle')} text={text('home.emptyText')} />
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
    </HomeSection>
  );
}
