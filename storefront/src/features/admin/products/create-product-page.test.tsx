import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { fillIn, imageFile, press, pickFiles, pressExpectingAlert } from '../testing/admin-fixtures';
import { CreateProductPage } from './create-product-page';

function setUp() {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const user = userEvent.setup();
  renderWithProviders(<CreateProductPage />, { route: '/create-product' });
  const submitExpecting = (message: string) => pressExpectingAlert(alert, 'Create Product', message);
  return { alert, user, submitExpecting };
}

function captureCreate() {
  const sent: any[] = [];
  server.use(
    http.post(apiUrl('/products/add-product'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ _id: 'p9' }, { status: 201 });
    }),
  );
  return sent;
}

async function fillValidPoster() {
  fillIn(/Product Name/, 'Night Sky');
  fillIn(/Description/, 'A poster');
  fillIn(/Product Type/, 'Posters'); // framed by default
  pickFiles(/Product Images/, imageFile());
  await screen.findByRole('img', { name: 'Preview 1' });
}

describe('CreateProductPage', () => {
  it('alerts in the spec order when everything is wrong: required fields, frame colour, at least 1 image, at most 2', async () => {
    const { alert, submitExpecting } = setUp();
    await submitExpecting('Please fill all required fields');

    fillIn(/Product Name/, 'Gold Frame');
    fillIn(/Description/, 'A golden frame');
    await submitExpecting('Please fill all required fields');

    fillIn(/Product Type/, 'Frames');
    await submitExpecting('Please select at least one frame color');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Golden' }));
    await submitExpecting('Please upload at least 1 image');

    pickFiles(/Product Images/, [imageFile('a.png'), imageFile('b.png'), imageFile('c.png')]);
    expect(alert).toHaveBeenLastCalledWith('You can upload maximum 2 images.');
    expect(screen.queryAllByRole('img', { name: /Preview/ })).toHaveLength(0);
    expect(alert).toHaveBeenCalledTimes(5);
  });

  it('counts a blank description or a started size row without its actual price as a missing required field', async () => {
    const sent = captureCreate();
    const { submitExpecting } = setUp();
    await fillValidPoster();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    fillIn(/Description/, '   ');
    await submitExpecting('Please fill all required fields');
    fillIn(/Description/, 'A poster');
    fillIn('Size 1', 'A4');
    await submitExpecting('Please fill all required fields');
    fillIn('Actual price 1', '900');
    fillIn('Discounted price 1', '1000');
    await submitExpecting('Discounted price must not exceed the actual price');
    expect(sent).toHaveLength(0);
  });

  it('asks for a frame colour for a framed Nikkah-Nama, and not once the frame is off', async () => {
    const sent = captureCreate();
    const { submitExpecting } = setUp();
    await fillValidPoster();
    fillIn(/Product Type/, 'Nikkah-Nama');
    expect(screen.getByLabelText('With Frame?')).toBeChecked();
    await submitExpecting('Please select at least one frame color');
    fireEvent.click(screen.getByLabelText('With Frame?'));
    press('Create Product');
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ category: 'Nikkah-Nama', hasFrame: false, frameColors: [] });
  });

  it('refuses the third image when it is picked, keeping the two already picked', async () => {
    const { alert } = setUp();
    pickFiles(/Product Images/, [imageFile('a.png'), imageFile('b.png')]);
    expect(await screen.findAllByRole('img', { name: /Preview/ })).toHaveLength(2);
    pickFiles(/Product Images/, imageFile('c.png'));
    expect(alert).toHaveBeenLastCalledWith('You can upload maximum 2 images.');
    expect(screen.getAllByRole('img', { name: /Preview/ })).toHaveLength(2);
  });

  it('choosing a type resets the form parts that depend on it', async () => {
    const { user } = setUp();
    const type = screen.getByLabelText(/Product Type/);
    expect(screen.queryByLabelText('With Frame?')).not.toBeInTheDocument();

    await user.selectOptions(type, 'Posters');
    expect(screen.getByLabelText('With Frame?')).toBeChecked();
    expect(screen.getByRole('group', { name: /Frame Colors/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ANIME' })).toBeInTheDocument();
    fillIn('Product Category', 'ANIME');
    fillIn('Size 1', 'A4');

    await user.selectOptions(type, 'Stickers');
    expect(screen.queryByLabelText('With Frame?')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Frame Colors/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Product Category')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Size 1')).toBeDisabled();
    expect(screen.getByLabelText('Size 1')).toHaveValue('');

    await user.selectOptions(type, 'Posters With Frames');
    expect(screen.getByLabelText('With Frame?')).not.toBeChecked();
    expect(screen.getByLabelText('Product Category')).toHaveValue('');
  });

  it('drops the chosen colours when the frame is turned off, except for Frames', async () => {
    setUp();
    fillIn(/Product Type/, 'Posters');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    fireEvent.click(screen.getByLabelText('With Frame?'));
    expect(screen.queryByRole('group', { name: /Frame Colors/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('With Frame?'));
    expect(screen.getByRole('checkbox', { name: 'Black' })).not.toBeChecked();

    fillIn(/Product Type/, 'Frames');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Golden' }));
    fireEvent.click(screen.getByLabelText('With Frame?'));
    fireEvent.click(screen.getByLabelText('With Frame?'));
    expect(screen.getByRole('checkbox', { name: 'Golden' })).toBeChecked();
  });

  it('sends the Urdu name and description when given, and leaves them out when left blank', async () => {
    const sent = captureCreate();
    setUp();
    await fillValidPoster();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    const urduName = screen.getByLabelText('Urdu name (optional)');
    expect(urduName).toHaveAttribute('dir', 'rtl');
    fillIn('Urdu name (optional)', ' رات کا آسمان ');
    fillIn('Urdu description (optional)', 'ایک پوسٹر');
    press('Create Product');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Night Sky', nameUr: 'رات کا آسمان', descriptionUr: 'ایک پوسٹر' });
  });

  it('sends the product with numbers as numbers and images as data URLs, then clears the form', async () => {
    let sent: any;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(apiUrl('/products/add-product'), async ({ request }) => {
        sent = await request.json();
        await answered;
        return HttpResponse.json({ _id: 'p9' }, { status: 201 });
      }),
    );
    const { alert } = setUp();
    fillIn(/Product Name/, ' Sticker Pack ');
    fillIn('Stock', '25');
    fillIn(/Description/, 'Ten stickers');
    fillIn(/Product Type/, 'Stickers');
    fillIn('Actual price 1', '400');
    fillIn('Discounted price 1', '350');
    fireEvent.click(screen.getByRole('button', { name: '+ Add Size' }));
    pickFiles(/Product Images/, imageFile());
    await screen.findByRole('img', { name: 'Preview 1' });
    press('Create Product');

    expect(await screen.findByRole('button', { name: 'Creating Product...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(sent).toEqual({
      name: 'Sticker Pack',
      stock: 25,
      description: 'Ten stickers',
      category: 'Stickers',
      subCategory: '',
      hasFrame: false,
      frameColors: [],
      sizes: [{ size: '', actualPrice: 400, discountedPrice: 350 }],
      productImages: [expect.stringMatching(/^data:image\/png;base64,/)],
      isNew: true,
    });
    await waitFor(() => expect(screen.getByLabelText(/Product Name/)).toHaveValue(''));
    expect(screen.queryByRole('img', { name: 'Preview 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  });

  it('sends the chosen frame colours and product category of a framed poster', async () => {
    const sent = captureCreate();
    setUp();
    await fillValidPoster();
    fillIn('Product Category', 'SPACE');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Golden' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    press('Create Product');
    await screen.findByText('Product created successfully!');
    expect(sent[0]).toMatchObject({
      subCategory: 'SPACE',
      hasFrame: true,
      frameColors: ['Golden'],
      sizes: [],
    });
  });

  it("says the product was not created, with the server's reason, and keeps the form", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/products/add-product'), () =>
        HttpResponse.json(
          { error: { status: 400, message: 'Actual price must be at least 1' } },
          { status: 400 },
        ),
      ),
    );
    setUp();
    fillIn(/Product Name/, 'Polaroid Set');
    fillIn(/Description/, 'Nine polaroids');
    fillIn(/Product Type/, 'Polaroids');
    pickFiles(/Product Images/, imageFile());
    await screen.findByRole('img', { name: 'Preview 1' });
    press('Create Product');
    expect(await screen.findByText('Error creating product. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Actual price must be at least 1')).toBeInTheDocument();
    expect(screen.getByLabelText(/Product Name/)).toHaveValue('Polaroid Set');
  });
});
