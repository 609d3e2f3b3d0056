import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { apiUrl } from '@/testing/api-url';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render-app';
import { fillIn, imageFile, press, pickFiles, pressExpectingAlert } from '../testing/admin-fixtures';
import { CreateTemplatePage } from './create-template-page';

function setUp() {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const user = userEvent.setup();
  renderWithProviders(<CreateTemplatePage />, { route: '/create-template' });
  const submitExpecting = (message: string) => pressExpectingAlert(alert, 'Create Template', message);
  return { alert, user, submitExpecting };
}

function fillBasics() {
  fillIn(/Product Name/, 'Name Poster');
  fillIn(/Description/, 'Your name in gold');
  fillIn(/Product Type/, 'Posters');
}

describe('CreateTemplatePage', () => {
  it('alerts in the spec order: required, frame colour, 1 image, dropdown options, and refuses a third image', async () => {
    const { alert, submitExpecting } = setUp();
    fireEvent.click(screen.getByRole('button', { name: '+ Add Custom Field' }));
    fillIn('Field 1 name', 'Font');
    fillIn('Field 1 type', 'dropdown');

    await submitExpecting('Please fill all required fields');

    fillBasics(); // Posters come framed, so a colour is needed
    await submitExpecting('Please select at least one frame color');

    fireEvent.click(screen.getByRole('checkbox', { name: 'White' }));
    await submitExpecting('Please upload at least 1 image');

    pickFiles(/Template Images/, [imageFile('a.png'), imageFile('b.png')]);
    expect(await screen.findByText('Selected Images: 2/2')).toBeInTheDocument();
    await submitExpecting('Dropdown field "Font" must have options');

    pickFiles(/Template Images/, imageFile('c.png'));
    expect(alert).toHaveBeenLastCalledWith('You can upload maximum 2 images.');
    expect(screen.getByText('Selected Images: 2/2')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledTimes(5);
  });

  it('offers the seven field types, text and not required by default, and drops options when leaving dropdown', async () => {
    const { user } = setUp();
    fireEvent.click(screen.getByRole('button', { name: '+ Add Custom Field' }));
    const type = screen.getByLabelText('Field 1 type');
    expect(type).toHaveValue('text');
    expect(screen.getByLabelText('Field 1 required')).not.toBeChecked();
    expect([...(type as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'text',
      'textarea',
      'number',
      'date',
      'image',
      'color',
      'dropdown',
    ]);

    await user.selectOptions(type, 'dropdown');
    await user.type(screen.getByLabelText('New option for Field 1'), 'Serif{Enter}');
    fillIn('New option for Field 1', 'Script');
    fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
    expect(screen.getByRole('list', { name: 'Options of Field 1' })).toHaveTextContent(/Serif.*Script/);

    await user.selectOptions(type, 'text');
    await user.selectOptions(type, 'dropdown');
    expect(screen.queryByRole('list', { name: 'Options of Field 1' })).not.toBeInTheDocument();
  });

  it('sends the template with its fields, inline images and isNew, then resets the form', async () => {
    let sent: any;
    // The answer waits until the test has seen the saving state: a fixed delay raced a busy machine.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(apiUrl('/custom-products/create-custom-product-template'), async ({ request }) => {
        sent = await request.json();
        await answered;
        return HttpResponse.json({ _id: 't9' }, { status: 201 });
      }),
    );
    const { alert, user } = setUp();
    fillBasics();
    fireEvent.click(screen.getByLabelText('With Frame?'));
    fillIn('Product Category', 'CLASSIC');
    fillIn('Size 1', 'A3');
    fillIn('Actual price 1', '2000');
    fireEvent.click(screen.getByRole('button', { name: '+ Add Custom Field' }));
    fillIn('Field 1 name', 'Your Name');
    fireEvent.click(screen.getByLabelText('Field 1 required'));
    fireEvent.click(screen.getByRole('button', { name: '+ Add Custom Field' }));
    fillIn('Field 2 name', 'Font');
    fillIn('Field 2 type', 'dropdown');
    await user.type(screen.getByLabelText('New option for Field 2'), 'Serif{Enter}');
    pickFiles(/Template Images/, imageFile());
    await screen.findByText('Selected Images: 1/2');
    press('Create Template');

    expect(await screen.findByRole('button', { name: 'Creating Custom Product...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Custom product template created successfully!')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(sent).toMatchObject({
      name: 'Name Poster',
      category: 'Posters',
      subCategory: 'CLASSIC',
      hasFrame: false,
      frameColors: [],
      stock: 0,
      sizes: [{ size: 'A3', actualPrice: 2000, discountedPrice: null }],
      fields: [
        { fieldName: 'Your Name', fieldType: 'text', required: true, options: [] },
        { fieldName: 'Font', fieldType: 'dropdown', required: false, options: ['Serif'] },
      ],
      isNew: true,
      needsApproval: false,
    });
    expect(sent.templateImages[0]).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(screen.getByLabelText(/Product Name/)).toHaveValue(''));
    expect(screen.queryByLabelText('Field 1 name')).not.toBeInTheDocument();
    expect(screen.getByText('Selected Images: 0/2')).toBeInTheDocument();
  });

  it('ticks "Needs the customer\'s approval" for a Nikkah-Nama, and sends what staff choose', async () => {
    const sent: any[] = [];
    server.use(
      http.post(apiUrl('/custom-products/create-custom-product-template'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ _id: 't9' }, { status: 201 });
      }),
    );
    setUp();
    const approval = screen.getByLabelText("Needs the customer's approval");
    expect(approval).not.toBeChecked();
    fillIn(/Product Name/, 'Nikkah Nama Classic');
    fillIn(/Description/, 'Your names in gold');
    fillIn(/Product Type/, 'Nikkah-Nama');
    expect(approval).toBeChecked();
    fireEvent.click(screen.getByLabelText('Golden'));
    fillIn('Size 1', 'A3');
    fillIn('Actual price 1', '4500');
    pickFiles(/Template Images/, imageFile());
    await screen.findByText('Selected Images: 1/2');
    press('Create Template');
    await screen.findByText('Custom product template created successfully!');
    expect(sent[0]).toMatchObject({ category: 'Nikkah-Nama', needsApproval: true });

    fillBasics();
    fireEvent.click(screen.getByLabelText("Needs the customer's approval"));
    expect(screen.getByLabelText("Needs the customer's approval")).toBeChecked();
  });

  it('asks a print size for each size label the rule cannot read, refuses one half given, and sends it', async () => {
    const sent: any[] = [];
    server.use(
      http.post(apiUrl('/custom-products/create-custom-product-template'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ _id: 't9' }, { status: 201 });
      }),
    );
    const { user, submitExpecting } = setUp();
    fillBasics();
    fireEvent.click(screen.getByLabelText('With Frame?'));
    fillIn('Size 1', 'A4');
    fillIn('Actual price 1', '900');
    expect(screen.queryByRole('group', { name: 'Print sizes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add Size' }));
    fillIn('Size 2', 'Large');
    fillIn('Actual price 2', '2000');
    const printSizes = screen.getByRole('group', { name: 'Print sizes' });
    expect(within(printSizes).queryByLabelText('Print width of A4')).not.toBeInTheDocument();
    await user.type(within(printSizes).getByLabelText('Print width of Large'), '30');
    pickFiles(/Template Images/, imageFile());
    await screen.findByText('Selected Images: 1/2');
    await submitExpecting('The print size of "Large" needs its height as a number');

    await user.type(screen.getByLabelText('Print height of Large'), '45');
    await user.selectOptions(screen.getByLabelText('Print size unit of Large'), 'cm');
    press('Create Template');
    await screen.findByText('Custom product template created successfully!');
    expect(sent[0].printSizes).toEqual({ Large: { width: 30, height: 45, unit: 'cm' } });
  });

  it('names an unnamed dropdown "Unnamed", and after it the rules the server adds, such as a name for every field', async () => {
    const { user, submitExpecting } = setUp();
    fillBasics();
    fireEvent.click(screen.getByLabelText('With Frame?'));
    pickFiles(/Template Images/, imageFile());
    await screen.findByText('Selected Images: 1/2');
    fireEvent.click(screen.getByRole('button', { name: '+ Add Custom Field' }));
    fillIn('Field 1 type', 'dropdown');
    await submitExpecting('Dropdown field "Unnamed" must have options');
    await user.type(screen.getByLabelText('New option for Field 1'), 'Serif{Enter}');
    await submitExpecting('Every custom field needs a name');
  });

  it('adds an option once, trimmed, ignores a blank one, and removes a field or an option', async () => {
    const { user } = setUp();
    fireEvent.click(screen.getByRole('button', { name: '+ Add Custom Field' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Add Custom Field' }));
    fillIn('Field 2 name', 'Font');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Field 1' }));
    expect(screen.getByLabelText('Field 1 name')).toHaveValue('Font');
    expect(screen.queryByLabelText('Field 2 name')).not.toBeInTheDocument();

    fillIn('Field 1 type', 'dropdown');
    const option = screen.getByLabelText('New option for Field 1');
    await user.type(option, ' Serif {Enter}Serif{Enter}   {Enter}Script{Enter}');
    const options = screen.getByRole('list', { name: 'Options of Field 1' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Serif ×', 'Script ×']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option Serif' }));
    expect(within(options).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says the template was not created when the server refuses it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(apiUrl('/custom-products/create-custom-product-template'), () =>
        HttpResponse.json(
          { error: { status: 400, message: 'Every custom field needs a name' } },
          { status: 400 },
        ),
      ),
    );
    setUp();
    fillBasics();
    fireEvent.click(screen.getByLabelText('With Frame?'));
    pickFiles(/Template Images/, imageFile());
    await screen.findByText('Selected Images: 1/2');
    press('Create Template');
    expect(await screen.findByText('Error creating template')).toBeInTheDocument();
    expect(screen.getByText('Every custom field needs a name')).toBeInTheDocument();
  });
});
