import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { AppProviders } from './app-providers';

vi.mock('./toast-host', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('AppProviders when the toasts’ container cannot be downloaded', () => {
  it('keeps the page on screen, without the toast', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <AppProviders>
        <button type="button" onClick={() => toast.success('Poster added to cart!')}>
          Add to Cart
        </button>
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The toasts could not be loaded', expect.anything()),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Poster added to cart!')).not.toBeInTheDocument();
  });
});
