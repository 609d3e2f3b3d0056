import { render } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { AppProviders } from '../app-providers';

/** The app's providers around one button that raises the add-to-cart toast. */
export function renderToastButton() {
  return render(
    <AppProviders>
      <button type="button" onClick={() => toast.success('Poster added to cart!')}>
        Add to Cart
      </button>
    </AppProviders>,
  );
}
