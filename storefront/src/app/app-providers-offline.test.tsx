import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToastButton } from './testing/toast-button';

vi.mock('./toast-host', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('AppProviders when the toasts’ container cannot be downloaded', () => {
  it('keeps the page on screen, without the toast', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderToastButton();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('The toasts could not be loaded', expect.anything()),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Poster added to cart!')).not.toBeInTheDocument();
  });
});
