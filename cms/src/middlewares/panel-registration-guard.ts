import type { Context } from 'koa';
/**
 * The panel's "create the first administrator" form is closed: on a fresh server anyone who reached
 * /admin first would own it. The panel always has an owner (see ensurePanelAdmin); this guard is the
 * second lock, and it matches every spelling the router would still route to that form.
 */
const REGISTRATION_PATH = '/admin/register-admin';

/** The path as the router may read it: decoded, lower case, without `;params`, `.`/`..` or repeated slashes. */
export function normalisedPath(rawPath: string): string {
  let path = rawPath;
  for (let round = 0; round < 3 && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    const name = segment.split(';')[0].trim().toLowerCase();
    if (name === '' || name === '.') continue;
    if (name === '..') segments.pop();
    else segments.push(name);
  }
  return `/${segments.join('/')}`;
}

export default () => {
  return async (ctx: Context, next: () => Promise<void>) => {
    if (normalisedPath(ctx.path) === REGISTRATION_PATH) {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: 'ForbiddenError',
          message:
            'The panel is not open for registration: its owner account is created at the first start (PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD, or generated).',
        },
      };
      return;
    }
    await next();
  };
};
