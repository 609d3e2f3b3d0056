// What the storefront marks its pages with, for the tools that read them in a browser (e2e, bench).

/** The placeholder a section shows until its cards have loaded (storefront components/skeleton-card). */
export const SKELETON_CARD_SELECTOR = '[data-testid="skeleton-card"]';
