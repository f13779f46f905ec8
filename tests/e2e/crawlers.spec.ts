import {LOCALES} from '../../src/data/locales';
import {SITE_LINKS} from '../../src/data/links';
import {expect, test} from './support';

/** The `Field: value` lines of a security.txt or robots.txt, comments left out. */
const fields = (text: string): Array<[string, string]> =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]);

test('robots.txt lets crawlers in and lists the sitemap of every locale, each of which is served', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = fields(await response.text());
  expect(lines.slice(0, 2)).toEqual([
    ['User-agent', '*'],
    ['Allow', '/'],
  ]);
  const sitemaps = lines.filter(([field]) => field === 'Sitemap').map(([, value]) => value);
  expect(sitemaps).toEqual(LOCALES.map((locale) => `https://helm.sh/${locale === 'en' ? '' : `${locale}/`}sitemap.xml`));
  for (const sitemap of sitemaps) {
    const served = await request.get(new URL(sitemap).pathname);
    expect(served.status(), sitemap).toBe(200);
    expect(await served.text(), sitemap).toContain('<urlset');
  }
});

test('/.well-known/security.txt says where to report a vulnerability, and is valid for less than a year', async ({request}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = new Map(fields(await response.text()));
  expect(lines.get('Contact')).toBe(SITE_LINKS.securityContact);
  expect(lines.get('Policy')).toBe(SITE_LINKS.securityPolicy);
  expect(lines.get('Canonical')).toBe('https://helm.sh/.well-known/security.txt');
  expect(lines.get('Preferred-Languages')).toBe('en');
  // RFC 9116: Expires is required, an ISO 8601 date in the future, and should be less than a year away.
  const expires = Date.parse(lines.get('Expires') ?? '');
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(365 * 24 * 3600 * 1000);
});
