import {describe, expect, it} from 'vitest';

import {contentSecurityPolicy, formatHeaders, headersFor, inlineScripts, matches, parseHeaders, scriptHash} from '../../scripts/headers/headers';

describe('_headers', () => {
  const text = `# a comment
/*
  X-Content-Type-Options: nosniff
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

  it('parses path blocks and their headers, and formats them back', () => {
    const rules = parseHeaders(text);
    expect(rules).toEqual([
      {pattern: '/*', headers: {'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache'}},
      {pattern: '/assets/*', headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
    ]);
    expect(parseHeaders(formatHeaders(rules))).toEqual(rules);
  });

  it('applies every matching rule, the later one winning', () => {
    const rules = parseHeaders(text);
    expect(headersFor(rules, '/assets/js/main.1234.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/uk/docs/intro/install')['Cache-Control']).toBe('no-cache');
    expect(matches('/*/assets/*', '/uk/assets/js/a.js')).toBe(true);
    expect(matches('/assets/*', '/uk/assets/js/a.js')).toBe(false);
  });

  it('refuses a header line outside a path block', () => {
    expect(() => parseHeaders('  X-Test: 1')).toThrow(/not "Name: value" under a path/);
  });
});

describe('the Content-Security-Policy', () => {
  it('hashes exactly the inline scripts a browser runs', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type=module>b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('allows only the site and the listed hashes to run scripts', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'"]);
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
