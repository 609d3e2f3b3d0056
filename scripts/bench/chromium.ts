export { CHROMIUM, CHROMIUM_FLAGS } from '../lib/chromium.mjs';
