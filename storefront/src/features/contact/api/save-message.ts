import { apiPath, type ContactMessageInput } from '@shop/contracts';
import { apiRequest } from '@/lib/api-client';

export const SAVE_MESSAGE_PATH = apiPath('saveMessage');

/** POST /contact/save-message {name, number, email, message}; the answer is not read (spec point 7). */
export async function saveMessage(input: ContactMessageInput): Promise<void> {
  await apiRequest(SAVE_MESSAGE_PATH, { method: 'POST', body: input });
}
