// The API answer the server writes into the page it fills (a product page's single-product answer,
// home's newest products), so the first paint does not wait for that call (docs/decisions/0010).
// zod/mini: the storefront's entry reads it (docs/decisions/0005).
import * as z from 'zod/mini';

/** The id of the JSON script element holding the page's embedded answer. */
export const EMBEDDED_ANSWER_ID = 'page-answer';

/** `key`: the call's path under /api, as the storefront asks for it; `answer`: its answer, unchanged. */
export const embeddedAnswerSchema = z.object({ key: z.string(), answer: z.unknown() });
export type EmbeddedAnswer = z.infer<typeof embeddedAnswerSchema>;
