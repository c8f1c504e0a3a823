import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface PasskeyBrowser {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, and uncaught errors, as lines. */
  problems: string[];
  /** Adds another authenticator: the first is the device's own (fingerprint, face), the next a security key on USB. */
  addAuthenticator(): Promise<void>;
}

/** A browser context with a virtual authenticator (the DevTools protocol's WebAuthn domain): passkeys without a person's finger. */
export async function withAuthenticator(browser: Browser, width: number): Promise<PasskeyBrowser> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  let count = 0;
  const addAuthenticator = async () =>
    void (await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: count++ ? 'usb' : 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    }));
  await addAuthenticator();
  return { context, page, problems, addAuthenticator };
}
