/**
 * Lighthouse 12, mobile preset with its simulated throttling (the same as PageSpeed Insights), run from its
 * command line against Debian's Chromium; the median run by performance score of `runs` runs is reported.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../lib/chromium';

const run = promisify(execFile);

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

interface LighthouseReport {
  categories: {performance: {score: number}};
  audits: Record<string, {numericValue: number}>;
}

async function once(url: string, output: string): Promise<LighthouseFigures> {
  const cli = join(__dirname, '../../node_modules/lighthouse/cli/index.js');
  await run(process.execPath, [
    cli, url, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet',
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
  ], {env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, maxBuffer: 64 * 1024 * 1024});
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  const value = (audit: string): number => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
  };
}

export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    const results: LighthouseFigures[] = [];
    // A run that fails (Lighthouse sometimes loses its trace: NO_NAVSTART) or misses a metric is run again,
    // twice at most; the last error is reported if that is not enough.
    let lastError = 'metrics missing';
    for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt += 1) {
      try {
        const figures = await once(url, join(dir, `run-${attempt}.json`));
        if (Object.values(figures).every(Number.isFinite)) results.push(figures);
      } catch (error) {
        lastError = (error as Error).message.split('\n').find((line) => /error/i.test(line)) ?? (error as Error).message;
      }
    }
    if (results.length < runs) {
      throw new Error(`Lighthouse could not measure ${url} in ${runs + 2} attempts (${lastError})`);
    }
    results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
    return results[Math.floor(results.length / 2)]!;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
