/**
 * The shop uses users-permissions only for the staff account's password hash and JWT: staff log in
 * through the rate-limited `POST /api/admin/login`. The plugin's public routes (`/api/auth/*`,
 * `/api/connect/*`, `/api/users*`, `/api/roles*`, `/api/users-permissions/*`) are closed by removing
 * them, not merely left unused: a route that is not registered answers 404 in every spelling.
 */
/** The parts of the plugin's definition changed here (Strapi passes it untyped). */
interface UsersPermissionsPlugin {
  routes: Record<'content-api', { routes: unknown[] }>;
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
}

export default (plugin: UsersPermissionsPlugin) => {
  plugin.routes['content-api'].routes = [];
  // Staff sessions (lib/staff-sessions.ts): "log out everywhere" counts up, and the tokens logged out one by one.
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    tokenGeneration: { type: 'integer', default: 0, private: true, configurable: false },
    endedTokens: { type: 'json', private: true, configurable: false },
    // Staff roles (lib/staff-roles.ts): what the account may do, the name the staff area shows, its last login.
    shopRole: { type: 'enumeration', enum: ['owner', 'staff'], private: true, configurable: false },
    displayName: { type: 'string', maxLength: 100, private: true, configurable: false },
    lastLoginAt: { type: 'datetime', private: true, configurable: false },
    // Set-password links (lib/password-links.ts): the newest link's token hash, when it expires, when it was used.
    passwordLinkHash: { type: 'string', maxLength: 64, private: true, configurable: false },
    passwordLinkExpiresAt: { type: 'datetime', private: true, configurable: false },
    passwordLinkUsedAt: { type: 'datetime', private: true, configurable: false },
  });
  return plugin;
};
