/**
 * `POST /sandbox/orders/{orderNumber}/advance` (issue #14): in the sandbox payment environment
 * only (404 otherwise), the signed-in owner's order moves one fulfilment step now — PAGO →
 * FATURADO → ENVIADO → ENTREGUE — for testers and the browser tests. Another customer's order:
 * 404; a delivered or cancelled one: 409.
 */
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { ORDER_NOT_FOUND, type FulfilmentService } from './service.ts';

const ORDER_NUMBER_TEXT = 'Informe o número do pedido (ex.: AD000000123).';

export const advanceInput = z.object({
  orderNumber: z.string({ error: ORDER_NUMBER_TEXT }).trim().min(1, ORDER_NUMBER_TEXT).max(40),
});

export function fulfilmentModule(fulfilment: FulfilmentService): HttpModule {
  const advance = defineOperation({
    name: 'sandboxAdvanceOrder',
    input: advanceInput,
    auth: 'session',
    handler: (input, { session }) => {
      // Outside the sandbox the control does not exist, signed in or not.
      if (!fulfilment.sandbox) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      if (!session || session.state !== 'logged') {
        throw new AppError('UNAUTHENTICATED', 'Faça login para continuar.');
      }
      return fulfilment.advanceNow(session.customerId, input.orderNumber);
    },
  });
  return {
    rest: [
      rest('POST', '/sandbox/orders/:orderNumber/advance', advance, {
        input: (request) => request.params,
      }),
    ],
  };
}
