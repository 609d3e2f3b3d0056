// The ceiling: a bare node:http server in its own process answering precomputed gzip bodies, the most
// this machine serves for an answer of that size. Forked by ceiling.ts, which sends the answers (one per
// path) and receives the port.
import http from 'node:http';
import type { CannedAnswer } from './ceiling.js';

process.once('message', (answers: Record<string, CannedAnswer>) => {
  const server = http.createServer((request, response) => {
    const answer = answers[(request.url ?? '/').split('?')[0]];
    request.resume(); // a POST body is read and dropped, as a real server would read it
    request.on('end', () => {
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as import('node:net').AddressInfo).port });
  });
});
process.on('disconnect', () => process.exit(0));
