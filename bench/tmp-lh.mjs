import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const lhr = r.lhr;
writeFileSync('/tmp/lhr.json', JSON.stringify(lhr));
console.log('score', lhr.categories.performance.score);
for (const id of ['first-contentful-paint','largest-contentful-paint','speed-index','total-blocking-time','cumulative-layout-shift','interactive'])
  console.log(id, lhr.audits[id].displayValue, lhr.audits[id].score);
const rb = lhr.audits['render-blocking-resources']?.details?.items ?? lhr.audits['render-blocking-insight']?.details?.items ?? [];
console.log('render-blocking', JSON.stringify(rb).slice(0, 2000));
const lcp = lhr.audits['largest-contentful-paint-element']?.details;
console.log('lcp el', JSON.stringify(lcp).slice(0, 1200));
const nr = lhr.audits['network-requests'].details.items;
for (const i of nr) console.log(i.resourceType, i.transferSize, i.resourceSize, Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.priority, i.url.slice(0,100));
await chrome.kill();
