import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToastButton } from './testing/toast-button';

const containerLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./toast-host', async (importOriginal) => {
  containerLoads.count += 1;
  return importOriginal();
});

describe('AppProviders', () => {
  it('loads the toasts’ container with the first toast, and shows that toast', async () => {
    renderToastButton();
    await act(async () => {});
    expect(containerLoads.count).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Poster added to cart!')).toBeInTheDocument();
    expect(containerLoads.count).toBe(1);
  });
});
