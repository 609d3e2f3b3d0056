export { CHROMIUM, CHROMIUM_FLAGS as CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.mjs';
