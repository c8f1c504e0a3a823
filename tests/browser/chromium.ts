// Chromium for the tests: the same binary and flags as the tools that use it (scripts/chromium.ts).
export { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../../scripts/chromium.ts';
