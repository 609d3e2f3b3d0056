/**
 * The shop uses users-permissions only for the staff account's password hash and JWT: staff log in
 * through the rate-limited `POST /api/admin/login`. The plugin's public routes (`/api/auth/*`,
 * `/api/connect/*`, `/api/users*`, `/api/roles*`, `/api/users-permissions/*`) are closed by removing
 * them, not merely left unused: a route that is not registered answers 404 in every spelling.
 */
// biome-ignore lint/suspicious/noExplicitAny: Strapi types a plugin's routes and content types loosely
export default (plugin: any) => {
  plugin.routes['content-api'].routes = [];
  // Staff sessions (lib/staff-sessions.ts): "log out everywhere" counts up, and the tokens logged out one by one.
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    tokenGeneration: { type: 'integer', default: 0, private: true, configurable: false },
    endedTokens: { type: 'json', private: true, configurable: false },
  });
  return plugin;
};
