/** The text of `robots.txt` and `/.well-known/security.txt`, from the site's data. */

/** How long a published security.txt stays valid: RFC 9116 asks for less than a year; each build renews it. */
export const SECURITY_TXT_VALID_DAYS = 180;

/** Every page may be crawled; the sitemaps of all locales are listed, the default locale's first. */
export function robotsTxt(siteUrl: string, localeBaseUrls: readonly string[]): string {
  return [
    '# The Helm website: every page may be crawled. Each language has its own sitemap.',
    'User-agent: *',
    'Allow: /',
    '',
    ...localeBaseUrls.map((baseUrl) => `Sitemap: ${new URL(`${baseUrl}sitemap.xml`, siteUrl).href}`),
    '',
  ].join('\n');
}

/** RFC 9116: where to report a vulnerability in Helm or in this website, valid for SECURITY_TXT_VALID_DAYS. */
export function securityTxt(siteUrl: string, contact: string, policy: string, builtAt: Date): string {
  const expires = new Date(Date.UTC(builtAt.getUTCFullYear(), builtAt.getUTCMonth(), builtAt.getUTCDate() + SECURITY_TXT_VALID_DAYS));
  return [
    '# Report security problems in Helm or in this website privately, as the policy describes.',
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    `Policy: ${policy}`,
    'Preferred-Languages: en',
    `Canonical: ${new URL('/.well-known/security.txt', siteUrl).href}`,
    '',
  ].join('\n');
}
