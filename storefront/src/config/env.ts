import { z } from 'zod';

const envSchema = z.object({
  VITE_API_URL: z.string().default('/api'),
  VITE_UPLOAD_URL: z.string().default('/api/custom-images'),
  VITE_UPLOAD_PRESET: z.string().default(''),
  VITE_CLOUD_NAME: z.string().default(''),
});

const parsed = envSchema.parse(import.meta.env);

/** The environment, validated once. */
export const env = {
  apiUrl: parsed.VITE_API_URL.replace(/\/$/, ''),
  uploadUrl: parsed.VITE_UPLOAD_URL,
  uploadPreset: parsed.VITE_UPLOAD_PRESET,
  cloudName: parsed.VITE_CLOUD_NAME,
} as const;
