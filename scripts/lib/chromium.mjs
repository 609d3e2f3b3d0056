// Debian's chromium for browser tests and measurements: Playwright's own browser download cannot
// work here, so apt installs chromium when it is missing (as root).
import fs from 'node:fs';
import { ensureBinary } from './apt.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless on a closed network, as root: without the background-networking flags chromium keeps dialling out. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function ensureChromium() {
  if (!fs.existsSync(CHROMIUM)) ensureBinary('chromium', 'chromium');
}
