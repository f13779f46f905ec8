/**
 * Serves the production build the way a static host would, with one addition Docusaurus' own `serve`
 * lacks: an unknown path under /uk/ (or any locale) answers 404 with that locale's 404 page. The headers
 * come from the build's `_headers` file, as a host would send them (scripts/headers/).
 *
 *   npm run serve -- [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import {createReadStream, existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {extname, join, normalize, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';

import {DEFAULT_LOCALE, LOCALES} from '../src/data/locales';
import {headersFor, parseHeaders} from './headers/headers';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: process.env.HOST ?? '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});

const root = resolve(values.dir);
// A build of one locale (`docusaurus build --locale fr`) has its pages under build/fr/ only.
const hasPages = (dir: string): boolean =>
  existsSync(join(dir, 'index.html')) || (existsSync(dir) && readdirSync(dir).some((entry) => existsSync(join(dir, entry, 'index.html'))));
if (!hasPages(root)) {
  console.error(`No build found in ${root}: run "npm run build" first.`);
  process.exit(1);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'text/xsl; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

const headerRules = existsSync(join(root, '_headers')) ? parseHeaders(readFileSync(join(root, '_headers'), 'utf8')) : [];

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The file for a URL path: the file itself, `<path>.html`, or `<path>/index.html`. */
function resolveFile(pathname: string): string | undefined {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) {
    return undefined;
  }
  const candidates = [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile);
}

function notFoundPage(pathname: string): string {
  const locale = LOCALES.find((candidate) => candidate !== DEFAULT_LOCALE && (pathname === `/${candidate}` || pathname.startsWith(`/${candidate}/`)));
  const localized = locale ? join(root, locale, '404.html') : undefined;
  return localized && isFile(localized) ? localized : join(root, '404.html');
}

/** Types a host compresses: everything but images that are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.xsl', '.svg', '.txt', '.md']);

function send(req: IncomingMessage, res: ServerResponse, status: number, file: string, pathname: string): void {
  // Static hosts compress text on the fly; without it the budgets and Lighthouse would measure raw bytes.
  const gzip = COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    ...(gzip ? {'Content-Encoding': 'gzip', Vary: 'Accept-Encoding'} : {}),
    ...headersFor(headerRules, pathname),
  });
  if (gzip) {
    res.end(gzipped(file));
  } else {
    createReadStream(file).pipe(res);
  }
}

/** Compressed once per file version and kept, as a host's cache does: measured pages then do not share the CPU with gzip. */
const gzipCache = new Map<string, {mtimeMs: number; body: Buffer}>();
function gzipped(file: string): Buffer {
  const {mtimeMs} = statSync(file);
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, {mtimeMs, body});
  return body;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveFile(url.pathname);
  if (file) {
    send(req, res, 200, file, url.pathname);
    return;
  }
  send(req, res, 404, notFoundPage(url.pathname), url.pathname);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}/ (Ukrainian: http://${values.host}:${values.port}/uk/)`);
});
