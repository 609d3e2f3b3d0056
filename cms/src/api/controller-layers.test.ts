import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Controllers parse and answer; the services (and the lib modules they call) read and write the
// database. This guard keeps the Document Service and the query engine out of controller code.
const apiDir = __dirname;
const controllerFiles = [
  ...fs
    .readdirSync(apiDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((api) => {
      const dir = path.join(apiDir, api.name, 'controllers');
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => path.join(dir, file)) : [];
    }),
  // The actions products and templates share are controller code too.
  path.join(apiDir, '../lib/catalogue/catalogue-actions.ts'),
];

const DATABASE_CALL = /\bstrapi\s*\.\s*(documents\s*\(|db\b)/;

describe('controllers', () => {
  it('are found', () => {
    expect(controllerFiles.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['order.ts', 'product.ts', 'message.ts', 'catalogue-actions.ts']),
    );
  });

  it.each(controllerFiles.map((file) => [path.relative(apiDir, file), file]))(
    '%s calls neither the Document Service nor the query engine',
    (_name, file) => {
      expect(fs.readFileSync(file, 'utf8')).not.toMatch(DATABASE_CALL);
    },
  );

  it('the guard sees a call split over lines', () => {
    expect('await strapi\n  .documents(UID).findMany()').toMatch(DATABASE_CALL);
    expect('strapi.db.query(UID)').toMatch(DATABASE_CALL);
    expect("strapi.service('api::order.order')").not.toMatch(DATABASE_CALL);
  });
});
