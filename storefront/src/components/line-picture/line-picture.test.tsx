import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { placedTemplateAnswer, serveTemplates } from '@/testing/template-layout';
import { LinePicture } from './line-picture';

const crop = { x: 0.5, y: 0, width: 0.5, height: 1, rotation: 90 as const };
const personalised = {
  templateId: 't1',
  name: 'Custom Name Poster',
  image: '/uploads/name.webp',
  values: { Name: 'Ayesha', Photo: 'http://localhost:3000/uploads/us.jpg' },
  photoCrops: { Photo: crop },
  width: 96,
  className: 'thumb',
};

describe('a cart or order line’s picture', () => {
  it('draws a personalised line as its preview: the shopper’s text and their photo as cropped', async () => {
    serveTemplates({ t1: placedTemplateAnswer() });
    renderWithProviders(<LinePicture {...personalised} />);
    const preview = await screen.findByRole('img', { name: 'Custom Name Poster as it will be made' });
    expect(preview).toHaveClass('thumb');
    expect(screen.getByTestId('preview Name')).toHaveTextContent(/^Ayesha$/);
    const photo = preview.querySelector('img[alt="Photo in the preview"]') as HTMLImageElement;
    expect(photo).toHaveAttribute('src', 'http://localhost:3000/uploads/us.jpg');
    expect(photo.style.transform).toBe('translate(-50%, -50%) rotate(90deg)');
  });

  it('draws a field in the script the shopper chose: Urdu in Nastaliq, right to left', async () => {
    const template = placedTemplateAnswer();
    const [name, photo] = template.fields;
    serveTemplates({
      t1: { ...template, fields: [{ ...name, layout: { ...name.layout, scripts: 'both' } }, photo] },
    });
    renderWithProviders(<LinePicture {...personalised} fieldScripts={{ Name: 'urdu' }} />);
    await screen.findByRole('img', { name: 'Custom Name Poster as it will be made' });
    const drawn = screen.getByTestId('preview Name');
    expect(drawn).toHaveAttribute('dir', 'rtl');
    expect(drawn).toHaveAttribute('lang', 'ur');
    expect(drawn.style.fontFamily).toMatch(/^["']?Noto Nastaliq Urdu/);
  });

  it('shows the line’s own picture for a template whose fields are not placed, or that is gone', async () => {
    const asked = serveTemplates({
      t1: placedTemplateAnswer(),
      t2: { ...placedTemplateAnswer('t2'), fields: [] },
    });
    const { container } = renderWithProviders(
      <>
        <LinePicture {...personalised} />
        <LinePicture {...personalised} templateId="t2" name="Plain Poster" className="plain" />
        <LinePicture {...personalised} templateId="t3" name="Gone Poster" className="gone" />
      </>,
    );
    await screen.findByRole('img', { name: 'Custom Name Poster as it will be made' });
    await vi.waitFor(() => expect([asked.get('t2'), asked.get('t3')]).toEqual([1, 1]));
    expect(screen.getAllByRole('img', { name: /as it will be made/ })).toHaveLength(1);
    expect(container.querySelector('img.plain')?.getAttribute('src')).toContain('name.webp');
    expect(container.querySelector('img.gone')?.getAttribute('src')).toContain('name.webp');
  });

  it('shows any other line’s picture without asking for a template', () => {
    const asked = serveTemplates({ t1: placedTemplateAnswer() });
    const { container } = renderWithProviders(<LinePicture {...personalised} templateId={null} />);
    expect(container.querySelector('img.thumb')?.getAttribute('src')).toContain('name.webp');
    expect(asked.size).toBe(0);
  });
});
