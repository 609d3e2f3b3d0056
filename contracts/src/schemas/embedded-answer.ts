// The API answers the server writes into the page it fills (a product page's single-product answer, the
// plain listing's first page, home's banners, every shopper page's announcements), so the first paint
// does not wait for those calls (docs/decisions/0010, 0068). zod/mini: the storefront's entry reads it
// (docs/decisions/0005).
import * as z from 'zod/mini';

/** The id of the JSON script element holding the page's embedded answers. */
export const EMBEDDED_ANSWER_ID = 'page-answer';

/** `key`: the call's path under /api, as the storefront asks for it; `answer`: its answer, unchanged. */
export const embeddedAnswerSchema = z.object({ key: z.string(), answer: z.unknown() });
export type EmbeddedAnswer = z.infer<typeof embeddedAnswerSchema>;

/** The element's content: every answer the page carries, one per call. */
export const embeddedAnswersSchema = z.array(embeddedAnswerSchema);
