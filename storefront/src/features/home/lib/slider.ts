/** Spec point 2: 2 items per view below 640px, 3 below 768px, 4 otherwise. */
export function itemsPerView(viewportWidth: number): number {
  if (viewportWidth < 640) return 2;
  if (viewportWidth < 768) return 3;
  return 4;
}

/** 'Showing x-y of total products' for a slider window starting at `index`. */
export function sliderLabel(index: number, perView: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0 products';
  const last = Math.min(index + perView, total);
  return `Showing ${index + 1}-${last} of ${total} products`;
}
