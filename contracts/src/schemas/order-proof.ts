import { z } from 'zod';
import { PROOF_COMMENT_MAX } from '../rules/proof-approval';
import { RULE_TEXTS } from '../rules/rule-texts';

export const PROOF_DECISIONS = ['approve', 'change'] as const;
export type ProofDecision = (typeof PROOF_DECISIONS)[number];

/** Who wrote a history entry from the tracking page: the shopper, whose name staff already know. */
export const CUSTOMER_ACTOR = 'customer';

/** POST /api/orders/track/:token/proof: the shopper approves the proof, or asks for a change and says which. */
export const proofAnswerSchema = z
  .strictObject(
    {
      decision: z.enum(PROOF_DECISIONS, { error: "Decision must be 'approve' or 'change'" }),
      comment: z
        .string({ error: 'The comment must be text' })
        .trim()
        .max(PROOF_COMMENT_MAX, `The comment must be at most ${PROOF_COMMENT_MAX} characters`)
        .optional()
        .transform((value) => (value === '' ? undefined : value)),
    },
    { error: 'The answer must be a JSON object' },
  )
  .superRefine((answer, ctx) => {
    if (answer.decision === 'change' && !answer.comment) {
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: RULE_TEXTS['proof.whatToChange'],
      });
    }
  });
export type ProofAnswer = z.input<typeof proofAnswerSchema>;
export type ValidProofAnswer = z.output<typeof proofAnswerSchema>;
