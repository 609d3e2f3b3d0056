import {
  API_ROUTES,
  apiPath,
  type OrderTracking,
  orderTrackingSchema,
  type ProofAnswer,
} from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /orders/track/{token}/proof: the shopper approves the proof or asks for a change; answers the new view. */
export function answerProof(token: string, answer: ProofAnswer): Promise<OrderTracking> {
  return apiRequest(apiPath('answerOrderProof', { token }), {
    method: API_ROUTES.answerOrderProof.method,
    body: answer,
    schema: orderTrackingSchema,
  });
}
