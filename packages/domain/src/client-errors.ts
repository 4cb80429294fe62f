/**
 * Reports of unhandled errors (SPEC §8 "Global handler logs the error and reports it";
 * issue #18 part C, ADR 0034): what a report may carry, and how it is scrubbed of personal data
 * (no query strings or fragments, e-mails and long digit runs masked, capped message and stack).
 */
import { maskPersonalData } from './personal-data.ts';

export const CLIENT_ERROR_LIMITS = {
  /** Whole request body. */
  bodyBytes: 16 * 1024,
  message: 1000,
  stack: 4000,
  url: 500,
  name: 100,
  /** Reports one visitor (IP) may send per window. */
  perWindow: 20,
  windowMs: 60_000,
} as const;

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Drops the query string and fragment of every URL inside a text (they may carry e-mails, tokens). */
export function stripQueries(text: string): string {
  return text.replace(/(https?:\/\/[^\s?#)]*|\/[^\s?#)]*)[?#][^\s)]*/g, '$1');
}

export function capText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface ErrorReport {
  source: 'client' | 'server';
  kind: string;
  name: string;
  message: string;
  stack: string | null;
  /** Path without the query. */
  url: string | null;
  at: string;
}

const scrub = (text: string, max: number) => capText(maskPersonalData(stripQueries(text)), max);

/** Scrubs a report: URLs without queries, personal data masked (issue #33 F12), texts capped. */
export function scrubReport(report: ErrorReport): ErrorReport {
  return {
    source: report.source,
    kind: scrub(report.kind, CLIENT_ERROR_LIMITS.name),
    name: scrub(report.name, CLIENT_ERROR_LIMITS.name),
    message: scrub(report.message, CLIENT_ERROR_LIMITS.message),
    stack: report.stack ? scrub(report.stack, CLIENT_ERROR_LIMITS.stack) : null,
    url: report.url ? scrub(report.url, CLIENT_ERROR_LIMITS.url) : null,
    at: report.at,
  };
}

export const CLIENT_ERROR_TEXTS = {
  invalid: 'Relatório de erro inválido.',
  tooMany: 'Muitos relatórios de erro. Tente novamente em instantes.',
} as const;
