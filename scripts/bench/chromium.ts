export { CHROMIUM, CHROMIUM_FLAGS, ensureChromium } from '../lib/chromium.mjs';
