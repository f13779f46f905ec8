import {chromium} from 'playwright-core';
const b = await chromium.launch({executablePath: '/usr/bin/chromium'});
const p = await b.newPage();
await p.goto('http://127.0.0.1:3111/uk/docs/intro/');
const ranking = JSON.parse(process.argv[2]);
for (const q of process.argv.slice(3)) {
  const r = await p.evaluate(async ([q, ranking]) => {
    const pf = await import('/uk/pagefind/pagefind.js');
    await pf.options({ranking});
    const s = await pf.search(q, {filters: {scope: 'docs-3'}});
    const out = [];
    for (const x of s.results.slice(0, 8)) { const d = await x.data(); out.push(d.url.replace('/uk/docs/','')); }
    return s.results.length + ' ' + out.join(' ');
  }, [q, ranking]);
  console.log(JSON.stringify(q), r);
}
await b.close();
