import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeUploadRequest } from '@/testing/fake-upload-request';
import { renderWithProviders } from '@/testing/render-app';
import { NAME_LAYOUT as nameLayout } from '@/testing/template-layout';
import { CustomizeProductPage } from '../../customize-product-page';
import { serveTemplatePage, templateFixture } from '../../testing/detail-fixtures';

const placedTemplate = templateFixture({
  fields: [
    { fieldName: 'Name', fieldType: 'text', required: true, options: [], layout: nameLayout },
    {
      fieldName: 'Wedding Date',
      fieldType: 'date',
      required: false,
      options: [],
      layout: { ...nameLayout, y: 0.85, font: 'serif' },
    },
    {
      fieldName: 'Photo',
      fieldType: 'image',
      required: false,
      options: [],
      layout: { x: 0.3, y: 0.1, w: 0.4, h: 0.4 },
    },
    { fieldName: 'Note to us', fieldType: 'text', required: false, options: [] },
  ],
});

function renderTemplatePage() {
  return renderWithProviders(<CustomizeProductPage />, {
    route: '/customize-product/t1',
    path: '/customize-product/:id',
  });
}

const drawn = (fieldName: string) => screen.getByTestId(`preview ${fieldName}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live preview of a template page', () => {
  it('draws what the shopper types, keystroke by keystroke, in the field’s font and colour', async () => {
    serveTemplatePage({ item: placedTemplate });
    const user = userEvent.setup();
    renderTemplatePage();
    const preview = await screen.findByRole('figure', { name: 'Preview of your Custom Name Poster' });
    expect(drawn('Name')).toHaveTextContent('Name');
    expect(drawn('Name')).toHaveStyle({ color: '#7a1f1f', textAlign: 'center' });
    expect(drawn('Name').style.fontFamily).toContain('Great Vibes');

    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'Ay');
    expect(drawn('Name')).toHaveTextContent(/^Ay$/);
    await user.type(input, 'esha');
    expect(drawn('Name')).toHaveTextContent(/^Ayesha$/);
    expect(drawn('Name')).toHaveAttribute('dir', 'ltr');
    // A field that is not placed stays a plain form field only.
    expect(within(preview).queryByText('Note to us')).not.toBeInTheDocument();
  });

  it('draws an Urdu name right to left, and a date as the shop writes dates', async () => {
    serveTemplatePage({ item: placedTemplate });
    const user = userEvent.setup();
    renderTemplatePage();
    await screen.findByRole('figure', { name: 'Preview of your Custom Name Poster' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'عائشہ اور Ali');
    expect(drawn('Name')).toHaveTextContent('عائشہ اور Ali');
    expect(drawn('Name')).toHaveAttribute('dir', 'rtl');
    expect(drawn('Name').style.fontFamily).toContain('Noto Nastaliq Urdu');

    await user.type(screen.getByLabelText(/^Wedding Date/), '2026-12-31');
    expect(drawn('Wedding Date')).toHaveTextContent('Dec 31, 2026');
  });

  it('shows the picked photo in its area at once, and the uploaded one after', async () => {
    serveTemplatePage({ item: placedTemplate });
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const user = userEvent.setup();
    renderTemplatePage();
    const preview = await screen.findByRole('figure', { name: 'Preview of your Custom Name Poster' });
    expect(within(preview).getByText('Photo: your photo here')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(/^Photo/),
      new File([new Uint8Array(64)], 'us.jpg', { type: 'image/jpeg' }),
    );
    expect(within(preview).getByRole('img', { name: 'Photo in the preview' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    // The answer also shows the photo's cropper, which loads lazily: the act is awaited.
    await act(async () =>
      (FakeUploadRequest.last as FakeUploadRequest).respond(201, 'Created', {
        secure_url: 'http://localhost:3000/uploads/us.jpg',
      }),
    );
    expect(await within(preview).findByRole('img', { name: 'Photo in the preview' })).toHaveAttribute(
      'src',
      'http://localhost:3000/uploads/us.jpg',
    );
  });

  it('is not there for a template without a layout', async () => {
    serveTemplatePage();
    renderTemplatePage();
    expect(await screen.findByRole('heading', { name: 'Customize Your Product' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: /Preview of your/ })).not.toBeInTheDocument();
  });
});
