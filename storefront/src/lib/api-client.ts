import { env } from '@/config/env';
import { readToken } from './auth-storage';
import { shopText } from './i18n/use-text';

/**
 * Any failed API call: the server's message and the HTTP status (0 when the network failed), and the
 * answer's `error.details` when it gives any (what a 409 says changed).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Listeners told when the server refuses the staff token (401), so the staff area can log out. */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Checks the answer's shape; the answer is returned as parsed when absent. */
  schema?: AnswerSchema<T>;
  /**
   * Loads the schema that checks the answer, started beside the request (a dynamic import): the
   * first page's calls keep zod out of the entry without a round trip more (decision 0017).
   */
  loadSchema?: () => Promise<AnswerSchema<T>>;
  signal?: AbortSignal;
}

function detailsOf(payload: unknown): unknown {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    return (payload as { error?: { details?: unknown } }).error?.details;
  }
  return undefined;
}

function messageOf(payload: unknown, fallback: string): string {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const error = (payload as { error?: { message?: unknown } }).error;
    if (error && typeof error.message === 'string' && error.message) return error.message;
  }
  return fallback;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Sends a request with the base URL and the raw token header; a failed answer becomes an ApiError. */
async function send(path: string, options: ApiRequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readToken();
  if (token) headers.Authorization = token;
  // A file goes as multipart form data, whose Content-Type (with its boundary) the browser writes.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    // The browser's own words ('Failed to fetch') say nothing to a shopper, and only in English.
    throw new ApiError(shopText('network.unreachable'), 0);
  }
  if (!response.ok) {
    if (response.status === 401) for (const listener of unauthorizedListeners) listener();
    const payload = parseJson(await response.text());
    throw new ApiError(
      messageOf(payload, `${response.status} ${response.statusText}`.trim()),
      response.status,
      detailsOf(payload),
    );
  }
  return response;
}

/** The one way the app talks to the API: base URL, the raw token header, typed errors, checked answers. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const [response, schema] = await Promise.all([
    send(path, options),
    options.loadSchema?.() ?? options.schema,
  ]);
  const payload = parseJson(await response.text());
  return schema ? schema.parse(payload) : (payload as T);
}

/** A file the API answers (the courier CSV), fetched the same way as every other call. */
export async function apiFile(path: string, accept: string): Promise<Blob> {
  return (await send(path, { headers: { Accept: accept } })).blob();
}
