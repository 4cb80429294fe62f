/** What the app logs, kept for a test to read (to prove what never reaches the log). */
import { Writable } from 'node:stream';
import pino from 'pino';
import type { TestApp } from './app.ts';

/** A stream that appends every chunk written to it to `lines`. */
export function linesStream(lines: string[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
}

/** Replaces the app's logger by a trace-level one writing into `lines`. */
export function captureLog(t: TestApp, lines: string[]): void {
  t.deps.logger = pino({ level: 'trace' }, linesStream(lines));
}
