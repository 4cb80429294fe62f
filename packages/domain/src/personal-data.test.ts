import { describe, expect, it } from 'vitest';
import { MASK_LABELS, maskPersonalData } from './personal-data.ts';
import { itReturns } from './test-support/examples.ts';

describe('maskPersonalData (issue #33 F12)', () => {
  it('masks e-mail addresses', () => {
    expect(maskPersonalData('falhou para ana.souza+vinho@exemplo.com.br ontem')).toBe(
      'falhou para [e-mail] ontem',
    );
    expect(maskPersonalData('joão@adega.test')).toBe(MASK_LABELS.email);
  });

  itReturns('masks CPFs and CNPJs, formatted or not: %j → %j', maskPersonalData, [
    ['CPF 123.456.789-09.', 'CPF [cpf].'],
    ['cpf=12345678909', 'cpf=[cpf]'],
    ['CNPJ 12.345.678/0001-95', 'CNPJ [cnpj]'],
    ['12345678000195', '[cnpj]'],
  ]);

  it('masks card-like digit runs', () => {
    expect(maskPersonalData('cartão 4111 1111 1111 1111 recusado')).toBe(
      'cartão [cartão] recusado',
    );
    expect(maskPersonalData('4111-1111-1111-1111')).toBe('[cartão]');
    expect(maskPersonalData('5555555555554444')).toBe('[cartão]');
  });

  itReturns('masks phone numbers with area code: %j → %j', maskPersonalData, [
    ['ligue (11) 91234-5678', 'ligue [número]'],
    ['+55 11 91234-5678', '[número]'],
    ['tel 1134567890', 'tel [número]'],
  ]);

  it('keeps short numbers, stack positions, hashes and identifiers', () => {
    const kept = [
      'Cannot read properties of undefined (reading "0")',
      'at f (https://loja.test/assets/entry-1234567890ab.js:12345:67)',
      'pedido 10234 em 2026-11-29, 3 garrafas',
      'id 3f2a9c1e-1234-4abc-9def-123456789012',
      'V00018 sem estoque',
      'order_1234567890123',
    ];
    for (const text of kept) expect(maskPersonalData(text)).toBe(text);
  });
});
