/**
 * The panel's "create the first administrator" form is closed: on a fresh server anyone who reached
 * /admin first would own it. The first account comes from the environment (see ensurePanelAdmin).
 */
export default () => {
  return async (ctx: any, next: () => Promise<void>) => {
    if (ctx.method === 'POST' && ctx.path === '/admin/register-admin') {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: {
          status: 403,
          name: 'ForbiddenError',
          message:
            'The first panel account is created from PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD at start.',
        },
      };
      return;
    }
    await next();
  };
};
