import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server.mjs';
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
try {
  for (const path of [process.argv[2] ?? '/vinhos/cVINHOS.html']) {
    await fetch(server.base + path);
    const r = await lighthouse(server.base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = r.lhr;
    console.log(path, lhr.categories.performance.score, 'FCP', lhr.audits['first-contentful-paint'].numericValue, 'LCP', lhr.audits['largest-contentful-paint'].numericValue, 'TBT', lhr.audits['total-blocking-time'].numericValue, 'CLS', lhr.audits['cumulative-layout-shift'].numericValue, 'SI', lhr.audits['speed-index'].numericValue);
    const items = lhr.audits['network-requests'].details.items;
    let total = 0;
    for (const it of items) { total += it.transferSize; console.log(String(Math.round(it.startTime)).padStart(6), String(Math.round(it.endTime)).padStart(6), String(it.transferSize).padStart(7), String(it.resourceSize).padStart(7), it.resourceType, it.priority, it.url.replace(server.base,'')); }
    console.log('total transfer', total);
    const rb = lhr.audits['render-blocking-resources'].details?.items ?? [];
    console.log('render-blocking', rb.map(i => i.url.replace(server.base,'') + ' ' + i.wastedMs));
    const lcp = lhr.audits['largest-contentful-paint-element'].details;
    console.log(JSON.stringify(lcp).slice(0, 1500));
  }
} finally { await chrome.kill(); await server.stop(); }
