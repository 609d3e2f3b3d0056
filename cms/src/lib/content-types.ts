/** The content types' UIDs, spelled once for the shop's code (each API's generated router and controller factory takes its own). */
export const PRODUCT_UID = 'api::product.product' as const;
export const TEMPLATE_UID = 'api::template.template' as const;
export const REVIEW_UID = 'api::review.review' as const;
export const ORDER_UID = 'api::order.order' as const;
export const STOPPED_ORDER_UID = 'api::stopped-order.stopped-order' as const;
export const MESSAGE_UID = 'api::message.message' as const;
export const ANNOUNCEMENT_UID = 'api::announcement.announcement' as const;
export const BANNER_UID = 'api::banner.banner' as const;
export const SHOP_SETTING_UID = 'api::shop-setting.shop-setting' as const;
export const DISCOUNT_CODE_UID = 'api::discount-code.discount-code' as const;
export const DISCOUNT_USE_UID = 'api::discount-use.discount-use' as const;
export const OUTBOX_UID = 'api::outbox-mail.outbox-mail' as const;
export const PROOF_JOB_UID = 'api::proof-job.proof-job' as const;
export const STAFF_USER_UID = 'plugin::users-permissions.user' as const;
export const STAFF_ROLE_UID = 'plugin::users-permissions.role' as const;
export const UPLOAD_FILE_UID = 'plugin::upload.file' as const;
export const UPLOAD_FOLDER_UID = 'plugin::upload.folder' as const;
