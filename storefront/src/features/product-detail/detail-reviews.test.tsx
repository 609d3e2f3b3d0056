import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { CustomizeProductPage } from './customize-product-page';
import { ProductPage } from './product-page';
import {
  productFixture,
  reviewFixture,
  serveProductPage,
  serveTemplatePage,
} from './testing/detail-fixtures';

const REVIEWS_PATH = '/products/single-product/:id/reviews';

function renderProductPage() {
  return renderWithProviders(<ProductPage />, { route: '/product/p1', path: '/product/:id' });
}

const reviewsRegion = () => screen.getByRole('region', { name: 'Customer Reviews' });

async function openReviewForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Review' }));
  // The form's code loads when the shopper reaches for the button: the dialog opens once it has.
  return screen.findByRole('dialog', { name: 'Add Review' });
}

describe('detail page reviews', () => {
  it('shows 3 placeholders while reviews load, then No Reviews Yet when there are none', async () => {
    serveProductPage();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiUrl(REVIEWS_PATH), async () => {
        await gate;
        return HttpResponse.json([]);
      }),
    );
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: 'Moon Poster' });
    expect(within(reviewsRegion()).getAllByTestId('review-skeleton')).toHaveLength(3);
    release();
    expect(await within(reviewsRegion()).findByText('No Reviews Yet')).toBeInTheDocument();
    expect(
      within(reviewsRegion()).getByText('Be the first to share your thoughts about this product'),
    ).toBeInTheDocument();
  });

  it('shows 5 of the reviews and their average with one decimal', async () => {
    const reviews = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, i) =>
      reviewFixture(id, { rating: i === 0 ? 3 : 5 }),
    );
    serveProductPage({ reviews });
    renderProductPage();
    await waitFor(() => expect(within(reviewsRegion()).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.getByRole('img', { name: 'Average rating 4.7 out of 5' })).toHaveAttribute(
      'data-filled',
      '5',
    );
    expect(screen.getByText('(7 reviews)')).toBeInTheDocument();
  });

  it('dates each review in US English, as the spec’s pages do', async () => {
    serveProductPage({ reviews: [reviewFixture('a', { createdAt: '2025-02-15T12:00:00.000Z' })] });
    renderProductPage();
    expect(await screen.findByText('Feb 15, 2025')).toHaveAttribute('dateTime', '2025-02-15T12:00:00.000Z');
  });

  it('folds comments over 150 characters and says No comment for an empty one', async () => {
    const long = `${'b'.repeat(140)}HIDDEN-END${'c'.repeat(5)}`;
    serveProductPage({
      reviews: [reviewFixture('a', { comment: long }), reviewFixture('b', { comment: '' })],
    });
    const user = userEvent.setup();
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: 'Moon Poster' });
    const seeMore = await within(reviewsRegion()).findByRole('button', { name: 'See more' });
    expect(within(reviewsRegion()).getByText(`${'b'.repeat(140)}…`)).toBeInTheDocument();
    await user.click(seeMore);
    expect(within(reviewsRegion()).getByText(long)).toBeInTheDocument();
    expect(within(reviewsRegion()).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
    expect(within(reviewsRegion()).getByText('No comment')).toBeInTheDocument();
  });

  it('opens Add Review as a modal dialog with focus inside, closed by Escape', async () => {
    serveProductPage();
    const user = userEvent.setup();
    renderProductPage();
    const dialog = await openReviewForm(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Your Name' })).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Review' })).toHaveFocus();
  });

  it('refuses blank names and comments without calling the server', async () => {
    serveProductPage();
    const posted = vi.fn();
    server.use(
      http.post(apiUrl(REVIEWS_PATH), () => {
        posted();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderProductPage();
    const dialog = await openReviewForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your Name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(posted).not.toHaveBeenCalled();
  });

  it('sends the review, thanks the shopper and shows the new review first', async () => {
    serveProductPage({ reviews: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => reviewFixture(id)) });
    const created = reviewFixture('new', { name: 'Sara', rating: 4, comment: 'Lovely print' });
    let body: unknown;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl(REVIEWS_PATH), async ({ request }) => {
        body = await request.json();
        await gate;
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderProductPage();
    await waitFor(() => expect(within(reviewsRegion()).getAllByRole('listitem')).toHaveLength(5));
    const dialog = await openReviewForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your Name' }), 'Sara');
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Your Review' }), 'Lovely print');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();

    server.use(
      http.get(apiUrl(REVIEWS_PATH), () =>
        HttpResponse.json([created, ...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => reviewFixture(id))]),
      ),
    );
    release();
    expect(await screen.findByRole('dialog', { name: 'Review Submitted!' })).toBeInTheDocument();
    expect(body).toEqual({ name: 'Sara', rating: 4, comment: 'Lovely print' });
    const items = within(reviewsRegion()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Sara');
    expect(items[0]).toHaveTextContent('Lovely print');
  });

  it('closes the Review Submitted! modal by itself after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serveProductPage();
      server.use(
        http.post(apiUrl(REVIEWS_PATH), () => HttpResponse.json(reviewFixture('new'), { status: 201 })),
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderProductPage();
      const dialog = await openReviewForm(user);
      await user.type(within(dialog).getByRole('textbox', { name: 'Your Name' }), 'Ali');
      await user.type(within(dialog).getByRole('textbox', { name: 'Your Review' }), 'Great');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
      await screen.findByRole('dialog', { name: 'Review Submitted!' });
      act(() => {
        vi.advanceTimersByTime(2900);
      });
      expect(screen.getByRole('dialog', { name: 'Review Submitted!' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.queryByRole('dialog', { name: 'Review Submitted!' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('toasts a failed review on the standard page and keeps the form', async () => {
    serveProductPage();
    server.use(http.post(apiUrl(REVIEWS_PATH), () => HttpResponse.json({}, { status: 500 })));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderProductPage();
    const dialog = await openReviewForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your Name' }), 'Ali');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your Review' }), 'Great');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Error submitting review. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your Name' })).toHaveValue('Ali');
  });

  it('alerts a failed review on the template page', async () => {
    serveTemplatePage();
    server.use(
      http.post(apiUrl('/custom-products/single-product-template/:id/reviews'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<CustomizeProductPage />, {
      route: '/customize-product/t1',
      path: '/customize-product/:id',
    });
    const dialog = await openReviewForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your Name' }), 'Ali');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your Review' }), 'Great');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error submitting review. Please try again.'));
    expect(screen.queryByText('Error submitting review. Please try again.')).not.toBeInTheDocument();
  });
});

describe('size chart', () => {
  it('shows the chart of the product type and a placeholder when the image fails', async () => {
    serveProductPage();
    const user = userEvent.setup();
    renderProductPage();
    await user.click(await screen.findByRole('button', { name: 'Size Chart' }));
    const dialog = screen.getByRole('dialog', { name: 'Size Chart' });
    const chart = within(dialog).getByRole('img', { name: 'Posters size chart' });
    expect(chart).toHaveAttribute('src', '/images/poster-size.png');
    fireEvent.error(chart);
    const placeholder = within(dialog).getByRole('img', { name: 'Size chart unavailable' });
    expect(placeholder).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(decodeURIComponent(placeholder.getAttribute('src') ?? '')).toContain(
      '>Size chart unavailable</text>',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the product type has no chart', async () => {
    serveProductPage({ item: productFixture({ category: 'Polaroids', subCategory: null }) });
    const user = userEvent.setup();
    renderProductPage();
    await user.click(await screen.findByRole('button', { name: 'Size Chart' }));
    expect(
      within(screen.getByRole('dialog')).getByText('This Product Does Not Have Size Chart'),
    ).toBeInTheDocument();
  });
});
