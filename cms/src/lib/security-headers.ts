import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';
import helmet, { type HelmetOptions } from 'helmet';
import type { Context, Next } from 'koa';

/** A CSP's directives: each a list of sources. */
export type Directives = Record<string, string[]>;

export interface SecurityHeadersConfig {
  /** Helmet's options for every answer (config/middlewares.ts spells them out whole). */
  helmet: HelmetOptions;
  /**
   * Sources added to the CSP of the Strapi panel's pages (GET under its path) in development and
   * tests, where its Vite server reloads modules over a WebSocket and runs inline scripts, as
   * `strapi::security` allows there.
   */
  panelInDevelopment: Directives;
}

type SetHeaders = (request: IncomingMessage, response: ServerResponse) => void;

function headerSetter(options: HelmetOptions): SetHeaders {
  const setAll = helmet(options);
  // Helmet's middlewares all set their headers at once and call on; none waits for anything.
  return (request, response) =>
    setAll(request, response, (error?: unknown) => {
      if (error) throw error;
    });
}

/** The headers helmet sets with these options, the same on every answer: for answers sent before Koa. */
export function securityHeadersOf(config: SecurityHeadersConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  headerSetter(config.helmet)({} as IncomingMessage, collect as unknown as ServerResponse);
  return headers;
}

/** The options with `added`'s sources appended to the CSP's directives of the same name. */
export function withDirectives(options: HelmetOptions, added: Directives): HelmetOptions {
  const csp = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy : {};
  const directives = { ...(csp.directives ?? {}) } as Record<string, unknown>;
  for (const [name, sources] of Object.entries(added)) {
    const existing = directives[name];
    directives[name] = Array.isArray(existing) ? [...existing, ...sources] : sources;
  }
  return { ...options, contentSecurityPolicy: { ...csp, directives } } as HelmetOptions;
}

/**
 * The security headers (CSP, HSTS, frame and content-type options...) on every answer through Koa.
 * Strapi's `strapi::security` merges its options with lodash and builds a new helmet for each
 * request, a few per cent of a submit's CPU (docs/decisions/0029); these are built once, at start.
 */
export function securityHeaders(config: SecurityHeadersConfig, { strapi }: { strapi: Core.Strapi }) {
  const everyAnswer = headerSetter(config.helmet);
  const inDevelopment = ['development', 'test'].includes(String(strapi.config.get('environment')));
  const panelPage = inDevelopment
    ? headerSetter(withDirectives(config.helmet, config.panelInDevelopment))
    : everyAnswer;
  const panelPath = String(strapi.config.get('admin.path'));
  return (ctx: Context, next: Next) => {
    const isPanelPage = ctx.method === 'GET' && ctx.path.startsWith(panelPath);
    (isPanelPage ? panelPage : everyAnswer)(ctx.req, ctx.res);
    return next();
  };
}

/**
 * Puts `securityHeaders` in the place of Strapi's `strapi::security`, which Strapi requires in the
 * middlewares' list: config/middlewares.ts gives it the whole of helmet's options.
 */
export function setSecurityHeadersOnce(strapi: Core.Strapi): void {
  strapi.get('middlewares').extend('strapi::security', () => securityHeaders);
}
