// One HTTP request with node:http, answering the body as it came over the wire: fetch would decompress
// it (the compressed size is what the all-products target is about) and hides how it was framed.
import http from 'node:http';

/** @type {import('./raw-request.d.mts').rawRequest} */
export function rawRequest(url, options = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
