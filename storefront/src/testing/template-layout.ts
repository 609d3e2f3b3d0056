import { HttpResponse, http } from 'msw';
import { apiUrl } from './api-url';
import { server } from './msw-server';

/** A name placed in the lower part of its picture, centred, in script. */
export const NAME_LAYOUT = {
  x: 0.1,
  y: 0.7,
  w: 0.8,
  h: 0.1,
  font: 'script',
  size: 0.06,
  color: '#7a1f1f',
  align: 'center',
};

/** A template whose name and photo are placed on its picture, as the single-template call answers it. */
export function placedTemplateAnswer(id = 't1') {
  return {
    _id: id,
    name: 'Custom Name Poster',
    stock: 5,
    templateImages: ['/uploads/name.webp'],
    fields: [
      {
        fieldName: 'Name',
        fieldType: 'text',
        required: true,
        options: [],
        layout: { x: 0.1, y: 0.7, w: 0.8, h: 0.1, font: 'serif' },
      },
      {
        fieldName: 'Photo',
        fieldType: 'image',
        required: false,
        options: [],
        layout: { x: 0.3, y: 0.1, w: 0.4, h: 0.4 },
      },
    ],
  };
}

/** Serves templates by id (a 404 for any other); answers how many times each was asked. */
export function serveTemplates(templates: Record<string, object>): Map<string, number> {
  const asked = new Map<string, number>();
  server.use(
    http.get(apiUrl('/custom-products/single-product-template/:id'), ({ params }) => {
      const id = String(params.id);
      asked.set(id, (asked.get(id) ?? 0) + 1);
      return id in templates
        ? HttpResponse.json(templates[id])
        : HttpResponse.json({ error: { message: 'Not found' } }, { status: 404 });
    }),
  );
  return asked;
}
