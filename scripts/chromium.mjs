// How this project starts Debian's Chromium: the browser tests, Lighthouse and the screenshot script
// share it. The background-networking flags keep Chromium from flooding a closed network with requests.
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run in Debian's `chromium-headless-shell` (the old headless mode, which
 * Playwright itself uses for headless Chromium) when it is installed: the same Blink and V8 without
 * the full browser around them. On 2 cores a page opened in a fresh context took 1.0 s there against
 * 2.0 s in the full browser, and the browser tier is CPU-bound (issue 14). Lighthouse and the
 * screenshots keep the full browser: they measure and show what a visitor's Chrome does.
 * `CHROME_PATH` chooses one browser for everything.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
