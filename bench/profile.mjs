#!/usr/bin/env node
// Summarises a V8 CPU profile (`node --cpu-prof`): self time by function and by file or package,
// the top 30 of each, as % of the profile's busy samples (issue #19). Usage:
//   node bench/profile.mjs /tmp/prof/CPU.….cpuprofile [top] [--skip=<s>]
// `--skip` leaves out the first seconds of the profile (the start: migrations, the search index,
// module compilation), so only the load is summarised.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const skipArg = args.find((arg) => arg.startsWith('--skip='));
const skipUs = skipArg ? Number(skipArg.slice('--skip='.length)) * 1e6 : 0;
const [file, topArg] = args.filter((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('uso: node bench/profile.mjs <arquivo.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time per node: the time deltas of the samples that landed on it.
const selfUs = new Map();
let elapsedUs = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  elapsedUs += delta;
  if (elapsedUs < skipUs) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

/** node_modules package, our workspace file, node: internal, or V8's own entries. */
function placeOf(url) {
  if (!url) return '(v8/native)';
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (path.startsWith('node:')) return path;
  const m = /\/(apps\/[^/]+\/(?:dist|build\/server|src)\/.*|packages\/.*)$/.exec(path);
  return m ? m[1] : path;
}

// Bundles (apps/server/dist/main.js, the web's server build) are mapped back to their sources.
const maps = new Map();
function sourceOf(url, line, column) {
  if (!url.startsWith('file://')) return null;
  if (!maps.has(url)) {
    const map = `${fileURLToPath(url)}.map`;
    maps.set(url, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  const entry = maps.get(url)?.findEntry(line, column);
  return entry?.originalSource ? { url: entry.originalSource, line: entry.originalLine } : null;
}

// The event loop's waiting is not work: percentages are of the busy samples.
const IDLE = new Set(['(idle)', '(program)']);
const byFunction = new Map();
const byPlace = new Map();
let busy = 0;
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  const frame = node.callFrame;
  if (!us || IDLE.has(frame.functionName)) continue;
  busy += us;
  const packagePlace = placeOf(frame.url);
  const mapped = frame.url.includes('/node_modules/')
    ? null
    : sourceOf(frame.url, frame.lineNumber, frame.columnNumber);
  const place = mapped ? placeOf(mapped.url) : packagePlace;
  const line = (mapped?.line ?? frame.lineNumber) + 1;
  const fn = `${frame.functionName || '(anonymous)'} ${place}${frame.url ? `:${line}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}

function print(title, map) {
  console.log(`\n${title}`);
  const rows = [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, us] of rows)
    console.log(
      `${((us / busy) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
}

console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s de amostras, ${(busy / 1e6).toFixed(1)} s ocupado (as % são do tempo ocupado)`,
);
print(`Tempo próprio por função (top ${top})`, byFunction);
print(`Tempo próprio por arquivo / pacote (top ${top})`, byPlace);
