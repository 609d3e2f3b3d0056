import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { TEST_SHOP_SETTINGS } from '@/testing/shop-settings';
import { renderWithProviders } from '@/testing/render-app';
import { answerSchemas } from '@/api/load-answer-schemas';
import { embedAnswer, embeddedAnswerElement } from '@/testing/embedded-answer';
import { HomePage } from './home-page';
import { sampleBanners, serveHome } from './testing/home-server';

const latest = () => screen.getByRole('region', { name: 'Latest Products' });
const customize = () => screen.getByRole('region', { name: 'Customize Products' });

describe('HomePage', () => {
  it('shows 8 skeleton cards in each list while loading', () => {
    serveHome();
    renderWithProviders(<HomePage />);
    expect(within(latest()).getAllByTestId('skeleton-card')).toHaveLength(8);
    expect(within(customize()).getAllByTestId('skeleton-card')).toHaveLength(8);
  });

  it('lists the 8 newest products with the NEW badge, each linking to its page', async () => {
    const limits = serveHome({ productCount: 10 });
    renderWithProviders(<HomePage />);
    expect(await within(latest()).findByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/product/p1',
    );
    expect(limits.products).toBe('8');
    const cards = within(latest())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/product/'));
    expect(cards).toHaveLength(8);
    expect(within(latest()).getAllByText('NEW')).toHaveLength(8);
    expect(within(latest()).getByRole('link', { name: 'View Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('sizes the latest products’ pictures from their copies, loaded lazily below the hero', async () => {
    serveHome();
    renderWithProviders(<HomePage />);
    const image = await within(latest()).findByRole('img', { name: 'Product 1' });
    expect(image).toHaveAttribute('src', '/uploads/small_p1.webp');
    expect(image).toHaveAttribute('srcset', '/uploads/small_p1.webp 512w, /uploads/p1.webp 1000w');
    expect(image.getAttribute('sizes')).toMatch(/50vw/);
    for (const card of within(latest()).getAllByRole('img')) {
      expect(card).toHaveAttribute('loading', 'lazy');
      expect(card.getAttribute('fetchpriority')).toBeNull();
    }
  });

  it('only logs failed loads and shows the empty state in both lists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveHome();
    server.use(
      http.get(apiUrl('/products/newly-added-products'), () => HttpResponse.json({}, { status: 500 })),
      http.get(apiUrl('/custom-products/custom-admin-product-templates'), () => HttpResponse.error()),
    );
    renderWithProviders(<HomePage />);
    expect(await within(latest()).findByText('No Products Available')).toBeInTheDocument();
    expect(within(latest()).getByText('Check back later for new arrivals!')).toBeInTheDocument();
    expect(await within(customize()).findByText('No Products Available')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(within(latest()).queryByTestId('skeleton-card')).not.toBeInTheDocument();
  });

  it('shows the templates in a slider by default, four at a time, and wraps both ways', async () => {
    const limits = serveHome();
    renderWithProviders(<HomePage />);
    expect(await within(customize()).findByText('Showing 1-4 of 8 products')).toBeInTheDocument();
    const region = customize();
    expect(limits.templates).toBe('8');
    expect(within(region).getByRole('button', { name: 'Slider View' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Click events, and queries inside the one section: user-event clicks and role queries over the
    // whole home page took this test close to vitest's 5 s on a busy machine.
    const visibleNames = () =>
      within(region)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/customize-product/'))
        .map((link) => link.textContent);
    const press = (name: string) => fireEvent.click(within(region).getByRole('button', { name }));
    expect(visibleNames()).toEqual(['Template 1', 'Template 2', 'Template 3', 'Template 4']);
    expect(within(region).getByRole('link', { name: 'Template 1' })).toHaveAttribute(
      'href',
      '/customize-product/t1',
    );

    press('Next products');
    expect(within(region).getByText('Showing 2-5 of 8 products')).toBeInTheDocument();
    expect(visibleNames()).toEqual(['Template 2', 'Template 3', 'Template 4', 'Template 5']);

    press('Previous products');
    press('Previous products');
    expect(within(region).getByText('Showing 8-8 of 8 products')).toBeInTheDocument();
    expect(visibleNames()).toEqual(['Template 8', 'Template 1', 'Template 2', 'Template 3']);

    press('Start at product 8');
    press('Next products');
    await waitFor(() => expect(within(region).getByText('Showing 1-4 of 8 products')).toBeInTheDocument());
  });

  it('loads the pictures of the slides one step either side of those shown at once, the rest when shown', async () => {
    serveHome();
    renderWithProviders(<HomePage />);
    expect(await within(customize()).findByText('Showing 1-4 of 8 products')).toBeInTheDocument();
    const loadedAtOnce = () =>
      [...customize().querySelectorAll('img[loading="eager"]')].map((picture) => picture.getAttribute('alt'));
    expect(loadedAtOnce()).toEqual(['Template 8', 'Template 5']);
    expect(customize().querySelectorAll('img[loading="lazy"]')).toHaveLength(3 * 8 - 2);

    fireEvent.click(within(customize()).getByRole('button', { name: 'Next products' }));
    expect(loadedAtOnce()).toEqual(['Template 1', 'Template 6']);
  });

  it('switches the templates to a grid showing all 8, NEW only on those created within 30 days', async () => {
    serveHome();
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    await within(customize()).findByText('Showing 1-4 of 8 products');
    await user.click(within(customize()).getByRole('button', { name: 'Grid View' }));
    expect(within(customize()).queryByText(/^Showing/)).not.toBeInTheDocument();
    const cards = within(customize())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/customize-product/'));
    expect(cards).toHaveLength(8);
    expect(within(customize()).getAllByText('NEW')).toHaveLength(2);
    expect(within(customize()).getByRole('link', { name: 'View Customize Products' })).toHaveAttribute(
      'href',
      '/customize-products',
    );
  });

  it('shows the quality-assurance promises and the marketing claims', () => {
    serveHome();
    renderWithProviders(<HomePage />);
    const quality = screen.getByRole('region', { name: 'Our Product Quality Assurance' });
    expect(
      within(quality).getByText(
        'Experience the difference with our premium, personalized products designed just for you.',
      ),
    ).toBeInTheDocument();
    for (const title of ['Made Just For U', 'Top Tier Quality', 'Custom Designs']) {
      expect(within(quality).getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('shows the sample claims marked as samples until the owner sets them', () => {
    serveHome();
    renderWithProviders(<HomePage />);
    const band = screen.getByRole('region', { name: 'Our shop in numbers' });
    for (const claim of ['100+ (sample)', '1k+ (sample)', '99% (sample)', '4.9/5 (sample)']) {
      expect(within(band).getByText(claim)).toBeInTheDocument();
    }
  });

  it('shows the claims the owner set in Shop settings and hides the ones left blank', async () => {
    serveHome();
    server.use(
      http.get(apiUrl('/shop-settings'), () =>
        HttpResponse.json({
          ...TEST_SHOP_SETTINGS,
          happyCustomers: '250+',
          productsDelivered: '',
          satisfaction: '',
          customerRating: '4.7/5',
        }),
      ),
    );
    renderWithProviders(<HomePage />);
    const band = screen.getByRole('region', { name: 'Our shop in numbers' });
    await waitFor(() => expect(within(band).getByText('250+')).toBeInTheDocument());
    expect(within(band).getByText('4.7/5')).toBeInTheDocument();
    expect(within(band).queryByText('Products Delivered')).not.toBeInTheDocument();
    expect(within(band).queryByText(/sample/)).not.toBeInTheDocument();
  });

  it('holds the carousel’s place while the banners load, then shows the visible ones in order', async () => {
    serveHome({ banners: sampleBanners(3) });
    renderWithProviders(<HomePage />);
    expect(screen.getByTestId('hero-placeholder')).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Featured collections' });
    expect(screen.queryByTestId('hero-placeholder')).not.toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^Show slide/ })).toHaveLength(3);
    const slides = within(carousel).getAllByRole('img', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('alt'))).toEqual(['Banner 1', 'Banner 2', 'Banner 3']);
  });

  it('draws the banners the page carries at its first render, without asking for them', async () => {
    let bannerCalls = 0;
    serveHome();
    server.use(
      http.get(apiUrl('/banners'), () => {
        bannerCalls += 1;
        return HttpResponse.json(sampleBanners(1));
      }),
    );
    await answerSchemas();
    embedAnswer('/banners', sampleBanners(2));
    renderWithProviders(<HomePage />);
    const carousel = screen.getByRole('region', { name: 'Featured collections' });
    expect(screen.queryByTestId('hero-placeholder')).not.toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^Show slide/ })).toHaveLength(2);
    await waitFor(() => expect(embeddedAnswerElement()).toBeNull());
    expect(bannerCalls).toBe(0);
  });

  it('asks for the banners when the ones the page carries do not parse', async () => {
    serveHome({ banners: sampleBanners(3) });
    await answerSchemas();
    embedAnswer('/banners', [{ alt: 'No picture' }]);
    renderWithProviders(<HomePage />);
    expect(screen.getByTestId('hero-placeholder')).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Featured collections' });
    expect(within(carousel).getAllByRole('button', { name: /^Show slide/ })).toHaveLength(3);
  });

  it('shows no carousel, and only logs, when the banners cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveHome();
    server.use(http.get(apiUrl('/banners'), () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<HomePage />);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Failed to load the home banners', expect.anything()),
    );
    expect(screen.queryByTestId('hero-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured collections' })).not.toBeInTheDocument();
  });

  it('shows no carousel when no banner is visible', async () => {
    serveHome({ banners: [] });
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(screen.queryByTestId('hero-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Featured collections' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Latest Products' })).toBeInTheDocument();
  });
});
