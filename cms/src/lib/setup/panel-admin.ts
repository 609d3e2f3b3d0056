import type { Core } from '@strapi/strapi';

/**
 * The Strapi panel (/admin) never waits for a first visitor to claim it: its super admin is created
 * from PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD (by default the staff account's) when none exists.
 */
export async function ensurePanelAdmin(strapi: Core.Strapi) {
  const email = (process.env.PANEL_ADMIN_EMAIL ?? process.env.STAFF_EMAIL)?.trim().toLowerCase();
  const password = process.env.PANEL_ADMIN_PASSWORD ?? process.env.STAFF_PASSWORD;
  if (await strapi.service('admin::user').exists()) return;
  if (!email || !password) {
    strapi.log.warn(
      'The Strapi panel has no account yet: set PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD to create one.',
    );
    return;
  }
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await strapi.service('admin::user').create({
    email,
    firstname: 'Shop',
    lastname: 'Owner',
    password,
    isActive: true,
    registrationToken: null,
    roles: superAdmin ? [superAdmin.id] : [],
  });
}
