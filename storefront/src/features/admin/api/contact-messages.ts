import { type ContactMessage, contactMessageSchema, apiPath } from '@shop/contracts';
import { toast } from '@/lib/toast';
import useSWR from 'swr';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const CONTACT_MESSAGES_PATH = apiPath('messages');

const contactMessageListSchema = z.array(contactMessageSchema);

export function fetchContactMessages(path: string): Promise<ContactMessage[]> {
  return apiRequest(path, { schema: contactMessageListSchema });
}

/** The messages sent through the contact form, newest first. */
export function useContactMessages() {
  return useSWR(CONTACT_MESSAGES_PATH, fetchContactMessages, {
    onError: (error) => {
      console.warn('Failed to fetch messages', error);
      toast.error('Failed to fetch messages', { toastId: 'fetch-messages' });
    },
  });
}
