/** 'Showing x-y of total products' for a slider window starting at `index`. */
export function sliderLabel(index: number, perView: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0 products';
  const last = Math.min(index + perView, total);
  return `Showing ${index + 1}-${last} of ${total} products`;
}
