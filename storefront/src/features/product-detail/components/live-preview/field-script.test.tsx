import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '@/lib/i18n/shop-i18n';
import { renderWithProviders } from '@/testing/render-app';
import { CustomizeProductPage } from '../../customize-product-page';
import { serveTemplatePage, templateFixture } from '../../testing/detail-fixtures';

const box = { x: 0.1, y: 0.7, w: 0.8, h: 0.1, font: 'script', size: 0.06, color: '#7a1f1f', align: 'start' };
const twoScriptTemplate = templateFixture({
  fields: [
    {
      fieldName: 'Name',
      fieldType: 'text',
      required: true,
      options: [],
      layout: { ...box, scripts: 'both' },
    },
    { fieldName: 'City', fieldType: 'text', required: false, options: [], layout: { ...box, y: 0.85 } },
  ],
});

function renderTemplatePage() {
  serveTemplatePage({ item: twoScriptTemplate });
  return renderWithProviders(<CustomizeProductPage />, {
    route: '/customize-product/t1',
    path: '/customize-product/:id',
  });
}

const drawn = (fieldName: string) => screen.getByTestId(`preview ${fieldName}`);
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');

describe('the choice of script on a template page', () => {
  it('is offered beside a field whose template allows both, starting in English on an English page', async () => {
    renderTemplatePage();
    const choice = await screen.findByRole('radiogroup', { name: 'Write Name in' });
    expect(within(choice).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'اردو' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('lang', 'en');
    // A field of one script has no choice, and its input is as before.
    expect(screen.queryByRole('radiogroup', { name: 'Write City in' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).not.toHaveAttribute('dir');
  });

  it('sets the input’s direction and language and the preview’s font and direction', async () => {
    const user = userEvent.setup();
    renderTemplatePage();
    await screen.findByRole('figure', { name: 'Preview of your Custom Name Poster' });
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'Ayesha');
    expect(drawn('Name')).toHaveAttribute('dir', 'ltr');
    expect(drawn('Name').style.fontFamily).toMatch(/^["']?Great Vibes/);

    await user.click(screen.getByRole('radio', { name: 'اردو' }));
    expect(input).toHaveAttribute('dir', 'rtl');
    expect(input).toHaveAttribute('lang', 'ur');
    expect(drawn('Name')).toHaveTextContent(/^Ayesha$/);
    expect(drawn('Name')).toHaveAttribute('dir', 'rtl');
    expect(drawn('Name')).toHaveAttribute('lang', 'ur');
    expect(drawn('Name').style.fontFamily).toMatch(/^["']?Noto Nastaliq Urdu/);

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(drawn('Name')).toHaveAttribute('dir', 'ltr');
    expect(drawn('Name').style.fontFamily).toMatch(/^["']?Great Vibes/);
  });

  it('follows the text the shopper types until they pick', async () => {
    const user = userEvent.setup();
    renderTemplatePage();
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(input, 'عائشہ');
    expect(screen.getByRole('radio', { name: 'اردو' })).toBeChecked();
    expect(input).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.clear(input);
    await user.type(input, 'بلال');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(drawn('Name')).toHaveAttribute('dir', 'ltr');
  });

  it('is kept with the cart line, for the fields that offer it', async () => {
    const user = userEvent.setup();
    renderTemplatePage();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ayesha');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Lahore');
    await user.click(screen.getByRole('radio', { name: 'اردو' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()).toEqual([
      expect.objectContaining({
        customFields: { Name: 'Ayesha', City: 'Lahore' },
        fieldScripts: { Name: 'urdu' },
      }),
    ]);
  });
});

describe('the choice of script on an Urdu template page', () => {
  beforeEach(() => activateLocale('ur'));
  // The page goes before the language changes back: a change of language renders every text again.
  afterEach(async () => {
    cleanup();
    await activateLocale('en');
  });

  it('starts in Urdu, until the shopper types English', async () => {
    const user = userEvent.setup();
    renderTemplatePage();
    const choice = await screen.findByRole('radiogroup', { name: 'Name کس زبان میں لکھیں' });
    expect(within(choice).getByRole('radio', { name: 'اردو' })).toBeChecked();
    expect(drawn('Name')).toHaveAttribute('dir', 'rtl');
    expect(drawn('Name').style.fontFamily).toMatch(/^["']?Noto Nastaliq Urdu/);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ayesha');
    expect(within(choice).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(drawn('Name')).toHaveAttribute('dir', 'ltr');
  });
});
