// Shared by the benchmarks (issue #19 review): visitors with their own carts for autocannon, the
// server's process and its CPU time, and the exit guard (signals and a time limit) of a run.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** A new visitor whose cart holds `lines`; returns its Cookie header. */
export async function visitorWith(base, lines) {
  let cookie = '';
  for (const sku of lines) {
    const response = await fetch(`${base}/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`add ${sku} respondeu ${response.status}`);
    const issued = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('adega_cart='));
    if (issued) cookie = issued;
  }
  return cookie;
}

/**
 * autocannon requests where each pass through `requests` is one visitor's: autocannon resets a
 * connection's `context` at the end of every pass, so a pass takes a free visitor cookie on its
 * first request and gives it back when its last answer arrives. No two connections ever share a
 * cart at the same time (which would turn an add/remove pair into a 404 that measures nothing).
 */
export function asVisitors(cookies, requests) {
  const free = [...cookies];
  let spare = 0;
  const last = requests.length - 1;
  return requests.map((request, index) => ({
    ...request,
    setupRequest: (req, context) => {
      // A pass cut by a timeout never gives its visitor back: then share one (a rare 404).
      context.cookie ??= free.shift() ?? cookies[spare++ % cookies.length];
      return {
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json', cookie: context.cookie },
      };
    },
    ...(index === last
      ? {
          onResponse: (_status, _body, context) => {
            if (context.cookie) free.push(context.cookie);
          },
        }
      : {}),
  }));
}

/**
 * The server process listening on `base`'s port (Linux: /proc), or null. Its CPU time per request
 * is a second measure beside req/s: what a request costs the server, whatever else the machine
 * runs at the same time.
 */
export function serverPid(base) {
  try {
    const port = Number(new URL(base).port);
    const inodes = new Set();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        // local address "ADDR:PORT" (hex), state 0A = LISTEN, inode in column 10
        if (fields[3] === '0A' && parseInt(fields[1]?.split(':')[1] ?? '', 16) === port) {
          inodes.add(`socket:[${fields[9]}]`);
        }
      }
    }
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let fds = [];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
        } catch {
          // gone meanwhile
        }
      }
    }
  } catch {
    // not Linux, or /proc unreadable
  }
  return null;
}

/** User + system CPU milliseconds of a process so far (clock ticks of 10 ms), or NaN. */
export function cpuMs(pid) {
  if (pid === null) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Ends the run cleanly on SIGINT/SIGTERM or after `limitMs`: `cleanup()` first, then the exit
 * code. Returns `bail(code, message)` for the run's own failures.
 */
export function exitGuard(cleanup, limitMs) {
  const bail = (code, message) => {
    if (message) console.error(message);
    cleanup().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => bail(130));
  process.once('SIGTERM', () => bail(143));
  setTimeout(() => bail(1, `tempo limite de ${limitMs / 1000} s excedido`), limitMs).unref();
  return bail;
}
