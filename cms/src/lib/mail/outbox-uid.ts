/** The outbox's content type UID, spelled once for the shop's code. */
export const OUTBOX_UID = 'api::outbox-mail.outbox-mail' as const;
