// No zod here: the entry reads the environment, and zod stays out of the entry (decision 0017).

/** A build variable: a string when set, the default when absent; anything else is a broken build. */
function variable(name: string, fallback: string): string {
  const value: unknown = (import.meta.env as Record<string, unknown>)[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new Error(`The build variable ${name} must be a string`);
  return value;
}

/** The environment, validated once. */
export const env = {
  apiUrl: variable('VITE_API_URL', '/api').replace(/\/$/, ''),
  uploadUrl: variable('VITE_UPLOAD_URL', '/api/custom-images'),
  uploadPreset: variable('VITE_UPLOAD_PRESET', ''),
  cloudName: variable('VITE_CLOUD_NAME', ''),
} as const;
