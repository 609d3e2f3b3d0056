import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { fillIn, imageFile, pickFiles, press } from '../../testing/admin-fixtures';
import { CreateTemplatePage } from '../create-template-page';

function captureSentTemplate() {
  const sent: { body?: any } = {};
  server.use(
    http.post(apiUrl('/custom-products/create-custom-product-template'), async ({ request }) => {
      sent.body = await request.json();
      return HttpResponse.json({ _id: 't9' }, { status: 201 });
    }),
  );
  return sent;
}

/** The template's basics, for a form that is sent. */
function fillBasics() {
  fillIn(/Product Name/, 'Name Poster');
  fillIn(/Description/, 'Your name in gold');
  fillIn(/Product Type/, 'Posters');
  fireEvent.click(screen.getByLabelText('With Frame?'));
  fillIn('Size 1', 'A3');
  fillIn('Actual price 1', '2000');
}

/** The form with a text field "Name" and an image field "Photo", and the template's picture picked. */
async function setUpTemplateWithPicture() {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderWithProviders(<CreateTemplatePage />, { route: '/create-template' });
  fireEvent.click(screen.getByRole('button', { name: '+ Add Custom Field' }));
  fillIn('Field 1 name', 'Name');
  fireEvent.click(screen.getByRole('button', { name: '+ Add Custom Field' }));
  fillIn('Field 2 name', 'Photo');
  fillIn('Field 2 type', 'image');
  pickFiles(/Template Images/, imageFile());
  await screen.findByText('Selected Images: 1/2');
  return await screen.findByRole('img', { name: 'The template to place the fields on' });
}

const boxOf = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}: at`) });

describe('Place on the picture', () => {
  it('asks for a picture and a placeable field before it shows the picture', async () => {
    renderWithProviders(<CreateTemplatePage />, { route: '/create-template' });
    expect(
      await screen.findByText(
        'Add a template image and a text, number, date or image field to place it on the picture.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('img', { name: 'The template to place the fields on' }),
    ).not.toBeInTheDocument();
  });

  it('places a field with a box that the arrow keys move and shift and the arrow keys resize', async () => {
    await setUpTemplateWithPicture();
    expect(screen.queryByRole('button', { name: /^Name: at/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Place Name' }));
    expect(boxOf('Name')).toHaveAccessibleName('Name: at 10% across, 10% down, 80% wide, 10% high');

    fireEvent.keyDown(boxOf('Name'), { key: 'ArrowRight' });
    fireEvent.keyDown(boxOf('Name'), { key: 'ArrowDown' });
    fireEvent.keyDown(boxOf('Name'), { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(boxOf('Name'), { key: 'ArrowDown', shiftKey: true });
    expect(boxOf('Name')).toHaveAccessibleName('Name: at 11% across, 11% down, 79% wide, 11% high');
    expect(boxOf('Name')).toHaveStyle({ left: '11%', top: '11%', width: '79%', height: '11%' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Place Name' }));
    expect(screen.queryByRole('button', { name: /^Name: at/ })).not.toBeInTheDocument();
  });

  it('moves a box by dragging it and resizes it by its corner, in fractions of the picture', async () => {
    const picture = await setUpTemplateWithPicture();
    vi.spyOn(picture.parentElement as HTMLElement, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 400 }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Place Photo' }));
    const box = boxOf('Photo');
    fireEvent.pointerDown(box, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(box, { pointerId: 1, clientX: 120, clientY: 140 });
    fireEvent.pointerUp(box, { pointerId: 1, clientX: 120, clientY: 140 });
    expect(boxOf('Photo')).toHaveAccessibleName('Photo: at 40% across, 32% down, 40% wide, 30% high');

    const corner = boxOf('Photo').querySelector('[data-handle="resize"]') as HTMLElement;
    fireEvent.pointerDown(corner, { pointerId: 2, clientX: 160, clientY: 200 });
    fireEvent.pointerMove(boxOf('Photo'), { pointerId: 2, clientX: 140, clientY: 240 });
    fireEvent.pointerUp(boxOf('Photo'), { pointerId: 2 });
    expect(boxOf('Photo')).toHaveAccessibleName('Photo: at 40% across, 32% down, 30% wide, 40% high');

    // A pointer that moves without pressing first moves nothing.
    fireEvent.pointerMove(boxOf('Photo'), { pointerId: 3, clientX: 0, clientY: 0 });
    expect(boxOf('Photo')).toHaveAccessibleName('Photo: at 40% across, 32% down, 30% wide, 40% high');
  });

  it('sends each placed field’s layout with the chosen font, size, colour and alignment', async () => {
    const sent = captureSentTemplate();
    await setUpTemplateWithPicture();
    fillBasics();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Place Name' }));
    fillIn('Name font', 'nastaliq');
    fillIn('Name size', '8');
    fillIn('Name colour', '#aa0033');
    fillIn('Name alignment', 'end');
    expect(screen.getByText('Name', { selector: 'span' })).toHaveStyle({
      color: '#aa0033',
      textAlign: 'end',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Place Photo' }));
    expect(screen.queryByLabelText('Photo font')).not.toBeInTheDocument();
    expect(screen.getByText(/Photo: the photo fills its box/)).toBeInTheDocument();
    press('Create Template');

    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body.fields).toEqual([
      {
        fieldName: 'Name',
        fieldType: 'text',
        required: false,
        options: [],
        layout: {
          x: 0.1,
          y: 0.1,
          w: 0.8,
          h: 0.1,
          font: 'nastaliq',
          size: 0.08,
          color: '#aa0033',
          align: 'end',
        },
      },
      {
        fieldName: 'Photo',
        fieldType: 'image',
        required: false,
        options: [],
        layout: { x: 0.3, y: 0.22, w: 0.4, h: 0.3 },
      },
    ]);
  });

  it('lets a text field offer the shopper English or Urdu, sent as scripts: both, and offers it on no photo', async () => {
    const sent = captureSentTemplate();
    await setUpTemplateWithPicture();
    fillBasics();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Place Name' }));
    const choice = screen.getByRole('checkbox', { name: 'Name: shopper picks English or Urdu' });
    expect(choice).not.toBeChecked();
    fireEvent.click(choice);
    expect(choice).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Place Photo' }));
    expect(screen.queryByRole('checkbox', { name: /^Photo: shopper picks/ })).not.toBeInTheDocument();
    press('Create Template');

    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body.fields[0].layout).toEqual({
      x: 0.1,
      y: 0.1,
      w: 0.8,
      h: 0.1,
      font: 'sans',
      size: 0.06,
      color: '#000000',
      align: 'center',
      scripts: 'both',
    });
  });

  it('takes the choice of script back when it is unticked: the layout has no scripts key', async () => {
    const sent = captureSentTemplate();
    await setUpTemplateWithPicture();
    fillBasics();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Place Name' }));
    const choice = screen.getByRole('checkbox', { name: 'Name: shopper picks English or Urdu' });
    fireEvent.click(choice);
    fireEvent.click(choice);
    press('Create Template');
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body.fields[0].layout).not.toHaveProperty('scripts');
  });
});
