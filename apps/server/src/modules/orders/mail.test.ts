import { describe, expect, it } from 'vitest';
import { orderStatusEmail, type OrderStatusChange } from './mail.ts';

const customer = { email: 'marina@exemplo.com.br', name: 'Marina <b>' };
const URL = 'https://loja.example';

function mail(change: OrderStatusChange) {
  return orderStatusEmail(customer, change, URL);
}

describe('orderStatusEmail', () => {
  it('has a pt-BR e-mail per status, with the links from the public URL', () => {
    const paid = mail({
      status: 'PAGO',
      orderNumber: 'AD000000018',
      total: 12_990,
      paymentLabel: 'Pix',
    });
    expect(paid).toMatchObject({ kind: 'order-pago', to: customer.email });
    expect(paid.subject).toBe('Pagamento do pedido AD000000018 confirmado');
    expect(paid.text).toContain('R$ 129,90 (Pix)');
    expect(paid.text).toContain('https://loja.example/minha-wine#/pedidos/AD000000018');

    const invoiced = mail({ status: 'FATURADO', orderNumber: 'AD000000018', invoiceNumber: '7' });
    expect(invoiced.subject).toBe('Pedido AD000000018 faturado: sua nota fiscal');
    expect(invoiced.text).toContain(
      'https://loja.example/download-nota-fiscal.ep?orderNumber=AD000000018',
    );
    expect(invoiced.html).toContain('Baixar nota fiscal');

    const shipped = mail({
      status: 'ENVIADO',
      orderNumber: 'AD000000018',
      carrier: 'Correios',
      code: 'SX000000185BR',
      url: 'https://rastreio.example/SX000000185BR',
    });
    expect(shipped.text).toContain('Código de rastreamento: SX000000185BR');
    expect(shipped.html).toContain('Rastrear entrega');
    const noUrl = mail({
      status: 'ENVIADO',
      orderNumber: 'AD1',
      carrier: 'X',
      code: 'C',
      url: null,
    });
    expect(noUrl.text).not.toContain('Rastrear entrega');

    const delivered = mail({ status: 'ENTREGUE', orderNumber: 'AD000000018', cashback: 156 });
    expect(delivered.text).toContain('Creditamos R$ 1,56 de cashback na sua conta.');
    expect(mail({ status: 'ENTREGUE', orderNumber: 'AD1', cashback: 0 }).text).not.toContain(
      'cashback',
    );

    const cancelled = mail({
      status: 'CANCELADO',
      orderNumber: 'AD000000018',
      reason: 'O Pix expirou sem pagamento.',
    });
    expect(cancelled.subject).toBe('Pedido AD000000018 cancelado');
    expect(cancelled.text).toContain('Motivo: O Pix expirou sem pagamento.');
  });

  it('escapes what it puts in the HTML', () => {
    const html = mail({
      status: 'CANCELADO',
      orderNumber: 'AD1',
      reason: '<script>x</script>',
    }).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('Marina &lt;b&gt;');
  });
});
