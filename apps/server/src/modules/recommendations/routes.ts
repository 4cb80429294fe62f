/**
 * Recommendations over HTTP (issue #34): `GET /api/v1/recommendations[?limit=n]` and RPC
 * `getRecommendations` [limit]: the caller's shelves (`auth: 'session'`: a visitor gets the
 * visitor's shelves; the answer is never stored by a shared cache). Money in reais (ADR 0051).
 */
import { z } from 'zod';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { RECOMMENDATIONS_MONEY } from '../../contract.ts';
import {
  RECOMMENDATION_SIZE_DEFAULT,
  RECOMMENDATION_SIZE_MAX,
  type RecommendationsService,
} from './service.ts';

export const LIMIT_ERROR = `limit deve ser um número inteiro de 1 a ${RECOMMENDATION_SIZE_MAX}.`;

/** The wines per shelf: a number (RPC) or its digits (the REST query). */
export const recommendationsInput = z.strictObject({
  limit: z
    .union([z.number(), z.string().max(2, { error: LIMIT_ERROR })], { error: LIMIT_ERROR })
    .transform(Number)
    .pipe(
      z
        .number({ error: LIMIT_ERROR })
        .int({ error: LIMIT_ERROR })
        .min(1, { error: LIMIT_ERROR })
        .max(RECOMMENDATION_SIZE_MAX, { error: LIMIT_ERROR }),
    )
    .default(RECOMMENDATION_SIZE_DEFAULT),
});

export function recommendationsModule(recommendations: RecommendationsService): HttpModule {
  const get = defineOperation({
    name: 'getRecommendations',
    money: RECOMMENDATIONS_MONEY,
    input: recommendationsInput,
    auth: 'session',
    handler: (input, { store, session }) =>
      // Only a signed-in (logged) customer's own history: a remembered one signs in first.
      recommendations.forViewer(
        store,
        session?.state === 'logged' ? session.customerId : null,
        input.limit,
      ),
  });
  return {
    operations: [get],
    rest: [rest('GET', '/api/v1/recommendations', get)],
  };
}
