import { describe, expect, it } from 'vitest';
import { orderStatusEmail, type OrderStatusChange } from './mail.ts';

const customer = { email: 'marina@exemplo.com.br', name: 'Marina <b>' };
const URL = 'https://loja.example';

function mail(change: OrderStatusChange) {
  return orderStatusEmail(customer, change, URL);
}

/** The ENVIADO e-mail of order AD1 (carrier X, code C, no tracking link) but for `fields`. */
function shippedMail(fields: Partial<Extract<OrderStatusChange, { status: 'ENVIADO' }>> = {}) {
  return mail({
    status: 'ENVIADO',
    orderNumber: 'AD1',
    carrier: 'X',
    code: 'C',
    url: null,
    ...fields,
  });
}

describe('orderStatusEmail', () => {
  it('has a pt-BR e-mail per status, with the links from the public URL', () => {
    const invoiced = mail({ status: 'FATURADO', orderNumber: 'AD000000018', invoiceNumber: '7' });
    expect(invoiced).toMatchObject({ kind: 'order-faturado', to: customer.email });
    expect(invoiced.text).toContain('https://loja.example/minha-wine#/pedidos/AD000000018');
    expect(invoiced.subject).toBe('Pedido AD000000018 faturado: sua nota fiscal');
    expect(invoiced.text).toContain(
      'https://loja.example/download-nota-fiscal.ep?orderNumber=AD000000018',
    );
    expect(invoiced.html).toContain('Baixar nota fiscal');

    const shipped = shippedMail({
      orderNumber: 'AD000000018',
      carrier: 'Correios',
      code: 'SX000000185BR',
      url: 'https://rastreio.example/SX000000185BR',
    });
    expect(shipped.text).toContain('Código de rastreamento: SX000000185BR');
    expect(shipped.html).toContain('Rastrear entrega');
    const noUrl = shippedMail();
    expect(noUrl.text).not.toContain('Rastrear entrega');

    const delivered = mail({ status: 'ENTREGUE', orderNumber: 'AD000000018', cashback: 156 });
    expect(delivered.text).toContain('Creditamos R$ 1,56 de cashback na sua conta.');
    expect(mail({ status: 'ENTREGUE', orderNumber: 'AD1', cashback: 0 }).text).not.toContain(
      'cashback',
    );
  });

  it('escapes what it puts in the HTML', () => {
    const html = shippedMail({ carrier: '<script>x</script>' }).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('Marina &lt;b&gt;');
  });
});
