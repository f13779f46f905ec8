/**
 * The `_headers` file that static hosts (Netlify, Cloudflare Pages) read: path patterns, each followed by
 * indented `Name: value` lines. `npm run build` writes it (build-headers.ts); `npm run serve` applies it, so the
 * tests see the headers a host would send.
 */
import {createHash} from 'node:crypto';

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: {}});
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator === -1) throw new Error(`_headers: "${line.trim()}" is not "Name: value" under a path`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules.map(({pattern, headers}) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n';
}

/** `*` matches any run of characters, as in Netlify's and Cloudflare's `_headers`. */
export function matches(pattern: string, pathname: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(pathname);
}

/** The headers for a path: every matching rule applies, later rules win. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern, pathname)).map((rule) => rule.headers));
}

/** The CSP source for an inline script: the base64 SHA-256 of its exact text. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The text of every inline script that a browser would run (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .filter(([, attributes]) => {
      const type = /\btype="?([^"\s>]+)/.exec(attributes!)?.[1];
      return type === undefined || type === 'module' || type === 'text/javascript';
    })
    .map(([, , code]) => code!);
}

/** The policy: only the site's own files and the inline scripts it ships, nothing from elsewhere. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    // Pagefind's search runs in WebAssembly, which needs 'wasm-unsafe-eval' (it allows no JavaScript eval).
    `script-src 'self' 'wasm-unsafe-eval' ${[...scriptHashes].sort().join(' ')}`,
    // The theme renders a few style attributes (announcement bar colours); stylesheets only from the site.
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
