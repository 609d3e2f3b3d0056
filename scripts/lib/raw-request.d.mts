import type { IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent: still gzip- or brotli-encoded when Content-Encoding says so. */
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export declare function rawRequest(url: string, options?: RawRequestOptions): Promise<RawAnswer>;
