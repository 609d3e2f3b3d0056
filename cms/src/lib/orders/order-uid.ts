/** The order content type's UID, spelled once for the shop's code (Strapi's generated router keeps its own). */
export const ORDER_UID = 'api::order.order' as const;
