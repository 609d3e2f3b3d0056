import * as z from 'zod/mini';

const envSchema = z.object({
  VITE_API_URL: z._default(z.string(), '/api'),
  VITE_UPLOAD_URL: z._default(z.string(), '/api/custom-images'),
  VITE_UPLOAD_PRESET: z._default(z.string(), ''),
  VITE_CLOUD_NAME: z._default(z.string(), ''),
});

const parsed = envSchema.parse(import.meta.env);

/** The environment, validated once. */
export const env = {
  apiUrl: parsed.VITE_API_URL.replace(/\/$/, ''),
  uploadUrl: parsed.VITE_UPLOAD_URL,
  uploadPreset: parsed.VITE_UPLOAD_PRESET,
  cloudName: parsed.VITE_CLOUD_NAME,
} as const;
