import {chromium, type Browser} from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (`CHROMIUM_PATH` overrides it); the tests and every script use it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run as root that keep the browser off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}
