import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { embedAnswer, embeddedAnswerElement } from '@/testing/embedded-answer';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { TEST_SHOP_SETTINGS } from '@/testing/shop-settings';
import { ProductPage } from './product-page';
import { productFixture, relatedFixture, serveProductPage } from './testing/detail-fixtures';
import { probedState, StateProbe } from './testing/state-probe';

function renderProductPage() {
  return renderWithProviders(<ProductPage />, {
    route: '/product/p1',
    path: '/product/:id',
    extraRoutes: [{ path: '/checkout', element: <StateProbe label="Checkout" /> }],
  });
}

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');

describe('ProductPage', () => {
  describe('on the page the server answered, with the product embedded in it', () => {
    /** Serves the reviews and related products, and counts the calls for the product itself. */
    function serveAllButTheProduct() {
      const productCalls: string[] = [];
      serveProductPage({ item: productFixture({ name: 'Asked For' }) });
      server.use(
        http.get(apiUrl('/products/single-product/:id'), ({ request }) => {
          productCalls.push(request.url);
          return HttpResponse.json(productFixture({ name: 'Asked For' }));
        }),
      );
      return productCalls;
    }

    it('renders the product from the embedded answer at once, without asking the API for it', async () => {
      const productCalls = serveAllButTheProduct();
      embedAnswer('/products/single-product/p1', productFixture({ name: 'Embedded Moon', stock: 2 }));
      renderProductPage();
      expect(screen.queryByTestId('detail-skeleton')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Embedded Moon' })).toBeInTheDocument();
      expect(screen.getByTestId('stock-badge')).toHaveTextContent('Only 2 left');
      expect(screen.getByRole('img', { name: 'Embedded Moon, image 1 of 2' })).toBeInTheDocument();
      // Read once: it leaves the page, and the product stays on screen from SWR's cache.
      await waitFor(() => expect(embeddedAnswerElement()).toBeNull());
      expect(screen.getByRole('heading', { level: 1, name: 'Embedded Moon' })).toBeInTheDocument();
      // The reviews come from the API meanwhile: by then a call for the product would have come too.
      expect(await screen.findByText('No Reviews Yet')).toBeInTheDocument();
      expect(productCalls).toEqual([]);
    });

    it('asks the API when the embedded answer is another product’s or does not parse', async () => {
      for (const embed of [
        () => embedAnswer('/products/single-product/p2', productFixture({ _id: 'p2', name: 'Other' })),
        () => embedAnswer('/products/single-product/p1', { name: 'No price, no stock' }),
        () => embedAnswer('/products/single-product/p1', null, '{"key": not json'),
      ]) {
        const productCalls = serveAllButTheProduct();
        embed();
        const { unmount } = renderProductPage();
        expect(await screen.findByRole('heading', { level: 1, name: 'Asked For' })).toBeInTheDocument();
        expect(productCalls).toHaveLength(1);
        unmount();
        embeddedAnswerElement()?.remove();
      }
    });
  });

  it('shows a skeleton while loading, then breadcrumbs, category, name, price and stock', async () => {
    serveProductPage();
    renderProductPage();
    expect(screen.getByTestId('detail-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moon Poster' })).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'All-Products' })).toHaveAttribute('href', '/products');
    expect(within(crumbs).getByText('Moon Poster')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('Posters | Space')).toBeInTheDocument();
    expect(screen.getByText('Rs. 499')).toBeInTheDocument();
    expect(screen.getByText('Rs. 650').closest('del')).not.toBeNull();
    expect(screen.getByText('23% OFF')).toBeInTheDocument();
    expect(screen.getByText('Save Rs. 151')).toBeInTheDocument();
    expect(screen.getByTestId('stock-badge')).toHaveTextContent('Only 3 left');
  });

  it('loads the first image eagerly with high priority in a fixed 4:5 box', async () => {
    serveProductPage();
    renderProductPage();
    const image = await screen.findByRole('img', { name: 'Moon Poster, image 1 of 2' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1000');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Moon Poster, image 2 of 2' })).toHaveAttribute(
      'src',
      '/uploads/moon-2.webp',
    );
  });

  it('adds the preselected first size and colour to the cart at the discounted price', async () => {
    serveProductPage();
    const user = userEvent.setup();
    renderProductPage();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Moon Poster added to cart!')).toBeInTheDocument();
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: 'p1',
        name: 'Moon Poster',
        size: 'A4',
        frame: 'Black',
        quantity: 1,
        price: 499,
        image: '/uploads/moon.webp',
      }),
    ]);
    expect(storedCart()[0]).not.toHaveProperty('customFields');
  });

  it('refuses to add without a size, then without a frame colour', async () => {
    serveProductPage();
    const user = userEvent.setup();
    renderProductPage();
    const size = await screen.findByRole('combobox', { name: 'Size' });
    await user.selectOptions(size, '');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a size');
    expect(size).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(size, '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frame Color' }), '');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a frame color');
    expect(storedCart()).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('keeps the quantity between 1 and the stock', async () => {
    serveProductPage();
    const user = userEvent.setup();
    renderProductPage();
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const quantity = screen.getByRole('status', { name: 'Quantity' });
    expect(quantity).toHaveTextContent('1');
    expect(decrease).toBeDisabled();
    await user.click(increase);
    await user.click(increase);
    expect(quantity).toHaveTextContent('3');
    expect(increase).toBeDisabled();
    await user.click(decrease);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()[0].quantity).toBe(2);
  });

  it("stops the quantity at the owner's limit on units of one item and asks the shopper to contact the shop for more", async () => {
    serveProductPage({ item: productFixture({ stock: 10 }) });
    server.use(
      http.get(apiUrl('/shop-settings'), () =>
        HttpResponse.json({ ...TEST_SHOP_SETTINGS, maxUnitsPerOrder: 2 }),
      ),
    );
    const user = userEvent.setup();
    renderProductPage();
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    await waitFor(() => expect(increase).toBeDisabled());
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('2');
    expect(screen.getByText('For more than 2 of one item, please contact us.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Moon Poster added to cart!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findAllByText('For more than 2 of one item, please contact us.')).toHaveLength(2);
    expect(storedCart()[0].quantity).toBe(2);
  });

  it('adds no more than the stock over every size, and says why instead of a success toast', async () => {
    serveProductPage();
    const user = userEvent.setup();
    renderProductPage();
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Moon Poster added to cart!')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText(
        'Only 1 more of "Moon Poster" could be added: your cart now holds all we have in stock.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText(
        'Your cart already has all 3 of "Moon Poster" that we have in stock (every size and frame shares it), so nothing was added.',
      ),
    ).toBeInTheDocument();
    expect(
      storedCart().map((line: { size: string; quantity: number }) => [line.size, line.quantity]),
    ).toEqual([
      ['A4', 2],
      ['A3', 1],
    ]);
  });

  it('turns both buttons into a disabled Out of Stock at stock 0', async () => {
    serveProductPage({ item: productFixture({ stock: 0 }) });
    renderProductPage();
    const buttons = await screen.findAllByRole('button', { name: 'Out of Stock' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(screen.getByTestId('stock-badge')).toHaveTextContent('Out of Stock');
  });

  it('goes to checkout with only this line on Buy Now, leaving the cart alone', async () => {
    serveProductPage();
    const user = userEvent.setup();
    renderProductPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Size' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frame Color' }), 'White');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(probedState()).toEqual({
      items: [
        expect.objectContaining({
          id: 'p1',
          size: 'A3',
          frame: 'White',
          price: 1100,
          quantity: 1,
          cartId: expect.any(String),
        }),
      ],
    });
    expect(storedCart()).toEqual([]);
  });

  it('says so when the cart cannot be saved', async () => {
    serveProductPage();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const user = userEvent.setup();
    renderProductPage();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to add product to cart. Please try again.')).toBeInTheDocument();
  });

  it('shows Product Not Found with a button to the customize listing when the product is missing', async () => {
    serveProductPage({ item: null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderProductPage();
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Product Page' })).toHaveAttribute(
      'href',
      '/customize-products',
    );
    expect(screen.queryByText('Failed to load product details')).not.toBeInTheDocument();
  });

  it('toasts Failed to load product details when the server fails', async () => {
    server.use(
      http.get(apiUrl('/products/single-product/:id'), () =>
        HttpResponse.json({ error: { message: 'boom' } }, { status: 500 }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderProductPage();
    expect(await screen.findByText('Failed to load product details')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('copies the link and says so when the browser cannot share', async () => {
    serveProductPage();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderProductPage();
    await user.click(await screen.findByRole('button', { name: 'Share this product' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Product link copied to Clipboard!')).toBeInTheDocument();
  });

  it('folds a long description with Read More and Show Less', async () => {
    const description = `${'a'.repeat(200)}TAIL`;
    serveProductPage({ item: productFixture({ description }) });
    const user = userEvent.setup();
    renderProductPage();
    const readMore = await screen.findByRole('button', { name: 'Read More' });
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
    await user.click(readMore);
    expect(screen.getByText(/TAIL/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists up to 8 related products linking to their pages, with View All to /products', async () => {
    serveProductPage({ related: Array.from({ length: 10 }, (_, i) => relatedFixture(i + 1)) });
    renderProductPage();
    const related = await screen.findByRole('region', { name: 'You May Also Like' });
    await waitFor(() => expect(within(related).getAllByRole('link', { name: /^Related/ })).toHaveLength(8));
    expect(within(related).getByRole('link', { name: 'Related 1' })).toHaveAttribute('href', '/product/r1');
    expect(within(related).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/products');
  });

  it('says No Related Products Found when there are none', async () => {
    serveProductPage();
    renderProductPage();
    expect(await screen.findByText('No Related Products Found')).toBeInTheDocument();
  });
});
