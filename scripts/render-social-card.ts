/**
 * Draws the social card (static/img/helm-social-card.png, 1200×630) from the SVG below with Debian's
 * Chromium. Run `npm run social-card` after changing the design; the PNG is committed.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {launchChromium} from './lib/chromium';

const SPOKES = [22.5, 67.5, 112.5, 157.5, 202.5, 247.5, 292.5, 337.5];

function wheel(cx: number, cy: number, scale: number): string {
  const point = (radius: number, degrees: number): string => {
    const radians = (degrees * Math.PI) / 180;
    return `${(cx + radius * scale * Math.cos(radians)).toFixed(1)} ${(cy + radius * scale * Math.sin(radians)).toFixed(1)}`;
  };
  const spokes = SPOKES.map((angle) => `<path d="M${point(14, angle)} L${point(44, angle)}"/>`).join('');
  const handles = SPOKES.map((angle) => {
    const [x, y] = point(47, angle).split(' ');
    return `<circle cx="${x}" cy="${y}" r="${4.2 * scale}" fill="#ffffff" stroke="none"/>`;
  }).join('');
  return `<g fill="none" stroke="#ffffff" stroke-width="${6 * scale}" stroke-linecap="round">${spokes}<circle cx="${cx}" cy="${cy}" r="${32 * scale}"/><circle cx="${cx}" cy="${cy}" r="${11 * scale}"/></g>${handles}`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><radialGradient id="bg" cx="30%" cy="40%" r="90%"><stop offset="0" stop-color="#1c2aa8"/><stop offset="1" stop-color="#0a0f5c"/></radialGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  ${wheel(250, 315, 3.8)}
  <text x="500" y="300" fill="#ffffff" font-family="DejaVu Sans, sans-serif" font-size="120" font-weight="700">Helm</text>
  <text x="504" y="365" fill="#dfe3ff" font-family="DejaVu Sans, sans-serif" font-size="34">The package manager for Kubernetes</text>
  <text x="504" y="430" fill="#b9c1ff" font-family="DejaVu Sans, sans-serif" font-size="28">helm.sh</text>
</svg>`;

async function main(): Promise<void> {
  const browser = await launchChromium();
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  const png = await page.screenshot({type: 'png'});
  writeFileSync(join(__dirname, '../static/img/helm-social-card.png'), png);
  await browser.close();
  console.log(`static/img/helm-social-card.png: ${png.length} bytes`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
