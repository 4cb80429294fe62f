/**
 * The operators' bearer check (ADR 0017, issue #14): without ADMIN_TOKEN configured an operators'
 * route answers 404 as if it did not exist; a wrong or missing token is 401 (constant-time).
 */
import type { Context } from 'hono';
import { AppError } from '@adega/domain/errors';
import { safeEqual } from '../modules/auth/tokens.ts';

export const ADMIN_TEXTS = {
  notFound: 'Recurso não encontrado.',
  token: 'Token de administração inválido.',
} as const;

export function requireAdmin(c: Context, adminToken: string | undefined): void {
  if (!adminToken) throw new AppError('NOT_FOUND', ADMIN_TEXTS.notFound);
  const header = c.req.header('authorization') ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!safeEqual(sent, adminToken)) throw new AppError('UNAUTHENTICATED', ADMIN_TEXTS.token);
}
