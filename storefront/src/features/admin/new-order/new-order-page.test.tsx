import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import {
  fillIn,
  imageFile,
  orderFixture,
  press,
  productFixture,
  templateFixture,
} from '../testing/admin-fixtures';
import { NewOrderPage } from './new-order-page';

const PHOTO_URL = `${window.location.origin}/uploads/customer-photo.png`;

const photoTemplate = templateFixture({
  stock: 5,
  fields: [
    { fieldName: 'Your Name', fieldType: 'text', required: true, options: [] },
    { fieldName: 'Photo', fieldType: 'image', required: false, options: [] },
  ],
});

/** The catalogue, and every order the screen sends (body and Idempotency-Key). */
function serveShop(
  answer: (body: any) => Response = (body) => HttpResponse.json(takenOrder(body), { status: 201 }),
  templates = [photoTemplate],
) {
  const sent: Array<{ body: any; key: string | null }> = [];
  server.use(
    http.get(apiUrl('/products/all-admin-products'), () => HttpResponse.json([productFixture()])),
    http.get(apiUrl('/custom-products/custom-admin-product-templates'), () => HttpResponse.json(templates)),
    http.post(apiUrl('/custom-images'), () =>
      HttpResponse.json({ secure_url: PHOTO_URL, public_id: 'customer-photo', width: 1200, height: 1600 }),
    ),
    http.post(apiUrl('/orders'), async ({ request }) => {
      const body = await request.json();
      sent.push({ body, key: request.headers.get('Idempotency-Key') });
      return answer(body);
    }),
  );
  return sent;
}

function takenOrder(body: any) {
  return orderFixture({
    _id: 'o9',
    orderNumber: '261127-ABCDE',
    customer: body.customer,
    source: body.source,
    status: 'confirmed',
    subtotal: 1500,
    deliveryCharge: 250,
    total: 1750,
    trackingToken: 'a'.repeat(32),
  });
}

function fillCustomer() {
  fillIn(/^Name \*/, 'Sana Iqbal');
  fillIn(/^Phone/, '0300 7654321');
  fillIn(/^Address/, '4 Canal View');
  fillIn(/^City/, 'Lahore');
}

async function addPhotoTemplate() {
  fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'name pos' } });
  press('Add Name Poster');
  return screen.getByRole('listitem', { name: 'Name Poster' });
}

describe('NewOrderPage', () => {
  it('takes a WhatsApp order of a template with a photo the customer sent, and shows the saved total', async () => {
    const sent = serveShop();
    renderWithProviders(<NewOrderPage />, { route: '/new-order' });
    const line = await addPhotoTemplate();
    fireEvent.change(within(line).getByLabelText(/^Your Name/), { target: { value: 'Ayesha' } });
    fireEvent.change(within(line).getByLabelText(/^Photo/), { target: { files: [imageFile()] } });
    expect(await within(line).findByRole('link', { name: 'Uploaded photo' })).toHaveAttribute(
      'href',
      PHOTO_URL,
    );
    fireEvent.change(screen.getByLabelText(/^Ordered by/), { target: { value: 'whatsapp' } });
    fillCustomer();
    press('Save order');

    expect(await screen.findByRole('heading', { name: 'Order #261127-ABCDE saved' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,750')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/track-order/${'a'.repeat(32)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print slip' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(/.{8,}/);
    expect(sent[0].body).toEqual({
      source: 'whatsapp',
      customer: {
        name: 'Sana Iqbal',
        phone: '0300 7654321',
        address: '4 Canal View',
        city: 'Lahore',
        country: 'Pakistan',
      },
      items: [
        {
          id: 't1',
          name: 'Name Poster',
          size: 'A3',
          sizeIndex: 0,
          frame: 'Golden',
          quantity: 1,
          customFields: { 'Your Name': 'Ayesha', Photo: PHOTO_URL },
        },
      ],
    });
  });

  it('lets staff write a field the template offers in English or Urdu in either, and sends the script', async () => {
    const both = { x: 0.1, y: 0.6, w: 0.8, h: 0.3, scripts: 'both' as const };
    const sent = serveShop(undefined, [
      templateFixture({
        stock: 5,
        fields: [{ fieldName: 'Your Name', fieldType: 'text', required: true, options: [], layout: both }],
      }),
    ]);
    renderWithProviders(<NewOrderPage />, { route: '/new-order' });
    const line = await addPhotoTemplate();
    const name = within(line).getByLabelText(/^Your Name/);
    fireEvent.change(name, { target: { value: 'Ayesha' } });
    const script = within(line).getByRole('combobox', { name: 'Script of Your Name' });
    expect(script).toHaveValue('latin');
    fireEvent.change(script, { target: { value: 'urdu' } });
    expect(name).toHaveAttribute('dir', 'rtl');
    expect(name).toHaveAttribute('lang', 'ur');
    fillCustomer();
    press('Save order');
    await screen.findByRole('heading', { name: 'Order #261127-ABCDE saved' });
    expect(sent[0].body.items[0]).toMatchObject({
      customFields: { 'Your Name': 'Ayesha' },
      fieldScripts: { 'Your Name': 'urdu' },
    });
  });

  it('offers no script choice on a field whose template does not offer both', async () => {
    serveShop();
    renderWithProviders(<NewOrderPage />, { route: '/new-order' });
    const line = await addPhotoTemplate();
    expect(within(line).queryByRole('combobox', { name: /^Script of/ })).toBeNull();
  });

  it('names a missing customer detail and a bad e-mail, and sends nothing', async () => {
    const sent = serveShop();
    renderWithProviders(<NewOrderPage />, { route: '/new-order' });
    await addPhotoTemplate();
    fillIn(/^Email/, 'not-an-address');
    press('Save order');
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(screen.getAllByText('Please Fill all required fields').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Name \*/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('asks for an item before sending an order without one', async () => {
    const sent = serveShop();
    renderWithProviders(<NewOrderPage />, { route: '/new-order' });
    await screen.findByRole('searchbox');
    fillCustomer();
    press('Save order');
    expect(await screen.findByRole('alert')).toHaveTextContent('The order needs at least one item');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal, and keeps what staff entered", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent = serveShop(() =>
      HttpResponse.json({ error: { message: 'Only 1 left of Starry Night' } }, { status: 409 }),
    );
    renderWithProviders(<NewOrderPage />, { route: '/new-order' });
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'starry' } });
    press('Add Starry Night');
    fillCustomer();
    press('Save order');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left of Starry Night');
    expect(screen.getByRole('listitem', { name: 'Starry Night' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name \*/)).toHaveValue('Sana Iqbal');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body.items).toEqual([
      { id: 'p1', name: 'Starry Night', size: 'A4', sizeIndex: 0, frame: 'Black', quantity: 1 },
    ]);
  });
});
