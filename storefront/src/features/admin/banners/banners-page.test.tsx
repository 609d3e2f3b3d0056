import { BANNER_MESSAGES, type Banner } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { BannersPage } from './banners-page';

function banner(n: number, overrides: Partial<Banner> = {}): Banner {
  return {
    _id: `b${n}`,
    picture: { url: `${window.location.origin}/uploads/banner_${n}.webp` },
    alt: `Picture ${n}`,
    title: '',
    subtitle: '',
    link: '',
    hidden: false,
    position: n - 1,
    ...overrides,
  };
}

const BANNERS = [banner(1, { title: 'Eid sale', link: '/products' }), banner(2), banner(3, { hidden: true })];

function renderBanners(list: Banner[] = BANNERS) {
  server.use(
    http.get(apiUrl('/banners/all'), () => HttpResponse.json(list)),
    http.get(apiUrl('/banners'), () => HttpResponse.json(list.filter((b) => !b.hidden))),
  );
  renderWithProviders(<BannersPage />, { route: '/banners' });
  return userEvent.setup();
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const rowNames = () => rows().map((row) => within(row).getByRole('img').getAttribute('alt'));

describe('BannersPage', () => {
  it('lists every banner in order with its thumbnail, texts and state', async () => {
    renderBanners();
    expect(screen.getByText('Loading banners...')).toBeInTheDocument();
    await screen.findByText('Eid sale');
    expect(rowNames()).toEqual(['Picture 1', 'Picture 2', 'Picture 3']);
    expect(within(rows()[0]).getByText('Links to /products')).toBeInTheDocument();
    expect(within(rows()[2]).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText(/2 of 3 shown/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move banner 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move banner 3 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show banner 3' })).toBeEnabled();
  });

  it('moves a banner up by sending the whole new order, and shows the order the server answers', async () => {
    let sent: unknown;
    server.use(
      http.put(apiUrl('/banners/order'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json([banner(2), banner(1, { title: 'Eid sale' }), banner(3, { hidden: true })]);
      }),
    );
    const user = renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Move banner 2 up' }));
    expect(await screen.findByText('Banner moved')).toBeInTheDocument();
    expect(sent).toEqual({ ids: ['b2', 'b1', 'b3'] });
    expect(rowNames()).toEqual(['Picture 2', 'Picture 1', 'Picture 3']);
  });

  it('hides a banner', async () => {
    let sent: unknown;
    server.use(
      http.put(apiUrl('/banners/b2'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(banner(2, { hidden: true }));
      }),
    );
    const user = renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Hide banner 2' }));
    expect(await screen.findByRole('button', { name: 'Show banner 2' })).toBeInTheDocument();
    expect(sent).toEqual({ hidden: true });
    expect(within(rows()[1]).getByText('Hidden')).toBeInTheDocument();
  });

  it('adds a banner with its picture as a data string, and refuses one without a picture', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(apiUrl('/banners'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(banner(4, { alt: 'Winter frames' }), { status: 201 });
      }),
    );
    const user = renderBanners();
    await screen.findByText('Eid sale');
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.type(within(form).getByLabelText('Picture description'), 'Winter frames');
    await user.click(within(form).getByRole('button', { name: 'Add Banner' }));
    expect(alert).toHaveBeenCalledWith(BANNER_MESSAGES.pictureMissing);
    expect(sent).toBeUndefined();

    const picture = new File([new Uint8Array([1, 2, 3])], 'winter.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Picture'), picture);
    await user.type(within(form).getByLabelText('Link (optional)'), '/customize-products');
    await user.click(within(form).getByRole('button', { name: 'Add Banner' }));
    expect(await screen.findByText('Banner added successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      picture: 'data:image/png;base64,AQID',
      alt: 'Winter frames',
      title: '',
      subtitle: '',
      link: '/customize-products',
      hidden: false,
    });
    expect(rowNames()).toEqual(['Picture 1', 'Picture 2', 'Picture 3', 'Winter frames']);
    expect(within(form).getByLabelText('Picture description')).toHaveValue('');
  });

  it('refuses a link that is neither a shop path nor an https address', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Edit banner 2' }));
    const form = screen.getByRole('form', { name: 'Edit banner' });
    await user.type(within(form).getByLabelText('Link (optional)'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save Banner' }));
    expect(alert).toHaveBeenCalledWith(BANNER_MESSAGES.link);
  });

  it('edits a banner’s texts in place', async () => {
    let sent: unknown;
    server.use(
      http.put(apiUrl('/banners/b2'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(banner(2, { title: 'Frames week', subtitle: 'All sizes' }));
      }),
    );
    const user = renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Edit banner 2' }));
    const form = screen.getByRole('form', { name: 'Edit banner' });
    await user.type(within(form).getByLabelText('Title (optional)'), 'Frames week');
    await user.type(within(form).getByLabelText('Subtitle (optional)'), 'All sizes');
    await user.click(within(form).getByRole('button', { name: 'Save Banner' }));
    expect(await screen.findByText('Banner updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({ alt: 'Picture 2', title: 'Frames week', subtitle: 'All sizes', link: '' });
    expect(screen.queryByRole('form', { name: 'Edit banner' })).not.toBeInTheDocument();
    expect(within(rows()[1]).getByText('Frames week')).toBeInTheDocument();
  });

  it('deletes a banner after confirmation', async () => {
    server.use(http.delete(apiUrl('/banners/b1'), () => HttpResponse.json({ message: 'Banner deleted' })));
    const user = renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Delete banner 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete Banner' }));
    expect(await screen.findByText('Banner deleted successfully')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Picture 2', 'Picture 3']);
  });

  it('says the home page shows no carousel when there is no banner', async () => {
    renderBanners([]);
    expect(await screen.findByText('No banners')).toBeInTheDocument();
  });
});
