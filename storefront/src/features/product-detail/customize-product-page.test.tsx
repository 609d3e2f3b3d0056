import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { embedAnswer, embeddedAnswerElement } from '@/testing/embedded-answer';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { CustomizeProductPage } from './customize-product-page';
import { relatedFixture, serveTemplatePage, templateFixture } from './testing/detail-fixtures';
import { FakeUploadRequest } from '@/testing/fake-upload-request';

function renderTemplatePage() {
  return renderWithProviders(<CustomizeProductPage />, {
    route: '/customize-product/t1',
    path: '/customize-product/:id',
  });
}

const photoTemplate = templateFixture({
  fields: [
    { fieldName: 'Photo', fieldType: 'image', required: true, options: [] },
    { fieldName: 'Caption', fieldType: 'text', required: false, options: [] },
  ],
});

const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');
const photo = (type = 'image/jpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes)], 'family.jpg', { type });

beforeEach(() => {
  FakeUploadRequest.last = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CustomizeProductPage', () => {
  it('renders the template its page carries at once, without asking the API for it', async () => {
    const templateCalls: string[] = [];
    serveTemplatePage();
    server.use(
      http.get(apiUrl('/custom-products/single-product-template/:id'), ({ request }) => {
        templateCalls.push(request.url);
        return HttpResponse.json(templateFixture({ name: 'Asked For' }));
      }),
    );
    embedAnswer('/custom-products/single-product-template/t1', templateFixture({ name: 'Embedded Names' }));
    renderTemplatePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Embedded Names' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    await waitFor(() => expect(embeddedAnswerElement()).toBeNull());
    expect(await screen.findByText('No Reviews Yet')).toBeInTheDocument();
    expect(templateCalls).toEqual([]);
  });

  it('shows its breadcrumbs and the Customize Your Product form with required and optional fields', async () => {
    serveTemplatePage({ related: [relatedFixture(1, 'template')] });
    renderTemplatePage();
    expect(await screen.findByRole('heading', { name: 'Customize Your Product' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'All-Customize-Products' })).toHaveAttribute(
      'href',
      '/customize-products',
    );
    expect(screen.getByText('Name').parentElement).toHaveTextContent('Name *');
    expect(screen.getByText('Finish').parentElement).toHaveTextContent('Finish (Optional)');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Finish (Optional)' })).toHaveValue('Matte');
    expect(screen.getByRole('textbox', { name: 'Caption (Optional)' })).toHaveValue('With love');

    const related = screen.getByRole('region', { name: 'You May Also Like' });
    expect(await within(related).findByRole('link', { name: 'Related 1' })).toHaveAttribute(
      'href',
      '/customize-product/r1',
    );
    expect(within(related).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/customize-products',
    );
  });

  it('keeps the buttons off and names the missing required fields until they are filled', async () => {
    serveTemplatePage();
    const user = userEvent.setup();
    renderTemplatePage();
    const buttons = await screen.findAllByRole('button', { name: 'Complete Required Fields' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(
      screen.getByText('Required fields missing: Please fill in Name | Font to proceed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please fill in the following required fields: Name, Font')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sara');
    expect(screen.getByText('Required fields missing: Please fill in Font to proceed.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Script');
    expect(screen.queryByText(/Required fields missing/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: 't1',
        size: 'A4',
        price: 700,
        image: '/uploads/name.webp',
        customFields: { Name: 'Sara', Font: 'Script', Finish: 'Matte', Caption: 'With love' },
      }),
    ]);
  });

  it('uploads a photo with a visible percentage, blocking the buttons until it is done', async () => {
    serveTemplatePage({ item: photoTemplate });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const user = userEvent.setup();
    renderTemplatePage();
    await user.upload(await screen.findByLabelText(/^Photo/), photo());
    const request = FakeUploadRequest.last as FakeUploadRequest;
    expect(request.body?.get('file')).toBeInstanceOf(File);

    act(() => request.progress(40, 100));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading Photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByText('Please wait image is uploading')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Complete Required Fields' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();

    act(() => request.respond(201, 'Created', { secure_url: 'http://localhost:3000/uploads/family.jpg' }));
    expect(await screen.findByRole('img', { name: 'Photo preview' })).toHaveAttribute(
      'src',
      'http://localhost:3000/uploads/family.jpg',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()[0].customFields).toEqual({ Photo: 'http://localhost:3000/uploads/family.jpg' });
  });

  it('says how sharp the photo prints at the chosen size, and refuses a size it is too small for', async () => {
    serveTemplatePage({
      item: templateFixture({
        ...photoTemplate,
        sizes: [
          { size: 'A6', actualPrice: 500, discountedPrice: null },
          { size: 'A4', actualPrice: 900, discountedPrice: null },
          { size: 'A3', actualPrice: 1500, discountedPrice: null },
        ],
      }),
    });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const user = userEvent.setup();
    renderTemplatePage();
    await user.upload(await screen.findByLabelText(/^Photo/), photo());
    act(() =>
      (FakeUploadRequest.last as FakeUploadRequest).respond(200, 'OK', {
        secure_url: 'http://localhost:3000/uploads/family.jpg',
        width: 1200,
        height: 900,
      }),
    );
    expect(await screen.findByText('Sharp at this size (205 DPI)')).toBeInTheDocument();

    const size = screen.getByRole('combobox', { name: 'Size' });
    await user.selectOptions(size, '1');
    expect(
      screen.getByText(
        'This photo may look soft at A4 (102 DPI): choose a smaller size or a sharper photo. A6 would print sharp.',
      ),
    ).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()).toHaveLength(1);

    await user.selectOptions(size, '2');
    const tooSmall =
      'This photo is too small to print at A3 (72 DPI, at least 100 needed): choose a smaller size or a sharper photo. A6 would print sharp.';
    expect(screen.getByText(tooSmall)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findAllByText(tooSmall)).toHaveLength(2);
    expect(storedCart()).toHaveLength(1);
  });

  it('judges the photo at a size label by the print size staff gave it, and says nothing where none is given', async () => {
    serveTemplatePage({
      item: templateFixture({
        ...photoTemplate,
        sizes: [
          { size: 'Wallet', actualPrice: 300, discountedPrice: null },
          { size: 'Medium', actualPrice: 900, discountedPrice: null },
          { size: 'Large', actualPrice: 1500, discountedPrice: null },
          { size: 'Poster', actualPrice: 2000, discountedPrice: null },
        ],
        printSizes: {
          Wallet: { width: 6.4, height: 8.9, unit: 'cm' },
          Medium: { width: 10, height: 8, unit: 'in' },
          Large: { width: 16, height: 12, unit: 'in' },
        },
      }),
    });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const user = userEvent.setup();
    renderTemplatePage();
    await user.upload(await screen.findByLabelText(/^Photo/), photo());
    act(() =>
      (FakeUploadRequest.last as FakeUploadRequest).respond(200, 'OK', {
        secure_url: 'http://localhost:3000/uploads/family.jpg',
        width: 1200,
        height: 900,
      }),
    );
    expect(await screen.findByText('Sharp at this size (342 DPI)')).toBeInTheDocument();

    const size = screen.getByRole('combobox', { name: 'Size' });
    await user.selectOptions(size, '1');
    expect(
      screen.getByText(
        'This photo may look soft at Medium (112 DPI): choose a smaller size or a sharper photo. Wallet would print sharp.',
      ),
    ).toHaveAttribute('role', 'status');

    await user.selectOptions(size, '3');
    expect(screen.queryByText(/DPI/)).not.toBeInTheDocument();

    await user.selectOptions(size, '2');
    const tooSmall =
      'This photo is too small to print at Large (75 DPI, at least 100 needed): choose a smaller size or a sharper photo. Wallet would print sharp.';
    expect(screen.getByText(tooSmall)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findAllByText(tooSmall)).toHaveLength(2);
    expect(storedCart()).toHaveLength(0);
  });

  it('checks the size and type of a photo before sending it', async () => {
    serveTemplatePage({ item: photoTemplate });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const user = userEvent.setup({ applyAccept: false });
    renderTemplatePage();
    const input = await screen.findByLabelText(/^Photo/);
    expect(input).toHaveAttribute('accept', 'image/*,.heic,.heif');
    expect(input).not.toHaveAttribute('multiple');

    await user.upload(input, photo('image/png', MAX_UPLOAD_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File size too large. Max 10MB allowed.');
    await user.upload(input, photo('image/bmp'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid file type. Only these (jpg, jpeg, png, gif, webp) images format are allowed.',
    );
    expect(FakeUploadRequest.last).toBeNull();

    // An iPhone's HEIC photo goes out even where the browser gives it no type; the server makes it a JPEG.
    const iphonePhoto = new File([new Uint8Array(2048)], 'IMG_0001.HEIC', { type: '' });
    await user.upload(input, iphonePhoto);
    expect(FakeUploadRequest.last?.body?.get('file')).toBe(iphonePhoto);
  });

  it('names the field when the upload service refuses the photo or the network fails', async () => {
    serveTemplatePage({ item: photoTemplate });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderTemplatePage();
    const input = await screen.findByLabelText(/^Photo/);

    await user.upload(input, photo());
    act(() => (FakeUploadRequest.last as FakeUploadRequest).respond(500, 'Internal Server Error', ''));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload Photo: Upload failed: 500 Internal Server Error',
    );

    await user.upload(input, photo());
    act(() => (FakeUploadRequest.last as FakeUploadRequest).failNetwork());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to upload Photo: Network error during upload',
      ),
    );
    expect(screen.getAllByRole('button', { name: 'Complete Required Fields' })[0]).toBeDisabled();
  });

  it('offers number, date and colour inputs, a colour starting on its default', async () => {
    serveTemplatePage({
      item: templateFixture({
        fields: [
          { fieldName: 'Number', fieldType: 'number', required: true, options: [] },
          { fieldName: 'Nikkah Date', fieldType: 'date', required: false, options: [] },
          {
            fieldName: 'Team Colour',
            fieldType: 'color',
            required: false,
            options: [],
            defaultValue: '#7a1f2b',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderTemplatePage();
    const number = await screen.findByRole('spinbutton', { name: 'Number' });
    expect(screen.getByLabelText(/^Nikkah Date/)).toHaveAttribute('type', 'date');
    const colour = screen.getByLabelText(/^Team Colour/);
    expect(colour).toHaveAttribute('type', 'color');
    expect(colour).toHaveValue('#7a1f2b');
    await user.type(number, '10');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()[0].customFields).toEqual({ Number: '10', 'Team Colour': '#7a1f2b' });
  });

  it('shows Product Not Found with a way back to the customize listing', async () => {
    serveTemplatePage({ item: null });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTemplatePage();
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customize Products' })).toHaveAttribute(
      'href',
      '/customize-products',
    );
  });

  it('only logs a failed load: no toast on the template page', async () => {
    server.use(
      http.get(apiUrl('/custom-products/single-product-template/:id'), () =>
        HttpResponse.json({ error: { message: 'boom' } }, { status: 500 }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderTemplatePage();
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Failed to load product details', expect.anything());
    expect(screen.queryByText('Failed to load product details')).not.toBeInTheDocument();
  });
});
