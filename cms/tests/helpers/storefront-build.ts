import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A minimal built storefront (index.html as Vite writes it) in a temporary folder, for STOREFRONT_DIR. */
export function minimalStorefront(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storefront-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="The build's own description." />
    <title>Build title</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A page's head as a crawler reads it: no JavaScript, only the HTML. */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    const tag = head.match(
      new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`),
    );
    return tag ? decode(tag[1]) : undefined;
  };
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]),
  );
  return {
    title: decode(head.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ''),
    titles: head.match(/<title>/g)?.length ?? 0,
    canonical: decode(head.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? ''),
    meta,
    jsonLd,
    ofType: (type: string) => jsonLd.find((data) => data['@type'] === type),
  };
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
