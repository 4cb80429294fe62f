import { describe, expect, it } from 'vitest';
import type { WinepassDto } from '@adega/server/contract';
import { BOX_PREPARED_MESSAGE } from '@adega/domain/club/calendar';
import {
  actionsOf,
  ALREADY_SKIPPED,
  billingKindOf,
  confirmationOf,
  doneTextOf,
  formatDay,
  lastPaidDay,
  lineChoicesOf,
  nextBoxText,
  priceLine,
  sortSubscriptions,
} from './subscription-view';

const club: WinepassDto = {
  assinaturaUid: '7',
  clubeUid: 'essenciais',
  kind: 'CLUB',
  plan: 'essenciais',
  planName: 'Clube Wine Essenciais',
  storeId: 100153,
  state: 'ACTIVE',
  stateLabel: 'Ativa',
  price: 99.9,
  cashBack: 0,
  currentPeriodStart: '2026-11-22',
  currentPeriodEnd: '2026-12-22',
  nextBillingDate: '2026-12-22',
  nextBoxSkipped: false,
  nextBoxChangeable: true,
  cardOnFile: true,
  payments: [],
};

const premium: WinepassDto = {
  ...club,
  assinaturaUid: '8',
  clubeUid: null,
  kind: 'PREMIUM',
  plan: 'PASS-RELAX',
  planName: 'winepass relax',
  storeId: null,
  price: 19.9,
  cashBack: 20,
};

const names = (s: WinepassDto) => actionsOf(s).map((a) => a.action);

describe('dates', () => {
  it('formats store days as dd/mm/aaaa', () => {
    expect(formatDay('2028-02-29')).toBe('29/02/2028');
    expect(formatDay('2026-01-05')).toBe('05/01/2026');
    expect(formatDay('amanhã')).toBe('amanhã');
  });

  it('the paid period ends the day before currentPeriodEnd (exclusive)', () => {
    expect(lastPaidDay(club)).toBe('21/12/2026');
    expect(lastPaidDay({ currentPeriodEnd: '2028-03-01' })).toBe('29/02/2028');
  });

  it('names the next box: its date, skipped, none while paused', () => {
    expect(nextBoxText(club)).toBe('22/12/2026');
    expect(nextBoxText({ ...club, nextBoxSkipped: true })).toBe('22/12/2026 (pulada)');
    expect(nextBoxText({ ...club, state: 'ON_HOLD' })).toBe('Nenhuma enquanto pausada');
    expect(nextBoxText({ ...club, nextBillingDate: null })).toBe('—');
  });
});

describe('price per period', () => {
  it('club monthly and annual by store id, premium monthly', () => {
    expect(billingKindOf(club)).toBe('monthly');
    expect(billingKindOf({ ...club, storeId: 100701 })).toBe('annual');
    expect(billingKindOf(premium)).toBe('monthly');
    expect(priceLine(club)).toBe('R$ 99,90 por mês · Mensal');
    expect(priceLine({ ...club, storeId: 100701, price: 999 })).toBe(
      'R$ 999,00 por ano · Anual pré-pago',
    );
    expect(priceLine(premium)).toBe('R$ 19,90 por mês');
  });
});

describe('actions a card offers', () => {
  it('an active club subscription: every action', () => {
    expect(names(club)).toEqual(['changeLine', 'skip', 'pause', 'cancel']);
    expect(actionsOf(club).every((a) => a.blockedBy === null)).toBe(true);
  });

  it('a premium pass has no box actions', () => {
    expect(names(premium)).toEqual(['pause', 'cancel']);
    expect(names({ ...premium, state: 'ON_HOLD' })).toEqual(['resume', 'cancel']);
  });

  it('paused: resume instead of pause, no skip; past due: no pause, no skip', () => {
    expect(names({ ...club, state: 'ON_HOLD' })).toEqual(['changeLine', 'resume', 'cancel']);
    expect(names({ ...club, state: 'PAST_DUE' })).toEqual(['changeLine', 'cancel']);
  });

  it('a cancelled subscription has none', () => {
    expect(actionsOf({ ...club, state: 'CANCELED' })).toEqual([]);
  });

  it('once the box is being prepared, change and skip are blocked with the rule', () => {
    const prepared = actionsOf({ ...club, nextBoxChangeable: false });
    expect(prepared.find((a) => a.action === 'changeLine')?.blockedBy).toBe(BOX_PREPARED_MESSAGE);
    expect(prepared.find((a) => a.action === 'skip')?.blockedBy).toBe(BOX_PREPARED_MESSAGE);
    expect(prepared.find((a) => a.action === 'pause')?.blockedBy).toBeNull();
  });

  it('a box is skipped once', () => {
    const skipped = actionsOf({ ...club, nextBoxSkipped: true });
    expect(skipped.find((a) => a.action === 'skip')?.blockedBy).toBe(ALREADY_SKIPPED);
    expect(skipped.find((a) => a.action === 'changeLine')?.blockedBy).toBeNull();
  });
});

describe('sortSubscriptions', () => {
  it('lists cancelled subscriptions last, otherwise in the server order', () => {
    const canceled = { ...club, assinaturaUid: '1', state: 'CANCELED' as const };
    const sorted = sortSubscriptions([canceled, club, premium]);
    expect(sorted.map((s) => s.assinaturaUid)).toEqual(['7', '8', '1']);
  });
});

describe('line choices', () => {
  it('six lines at the subscription billing kind, the current one marked', () => {
    const monthly = lineChoicesOf(club);
    expect(monthly).toHaveLength(6);
    expect(monthly.filter((l) => l.current).map((l) => l.slug)).toEqual(['essenciais']);
    expect(monthly.find((l) => l.slug === 'notaveis')?.price).toBe(24990);
    const annual = lineChoicesOf({ ...club, storeId: 100701 });
    // Two months free a year (ADR 0021): 10 × the monthly price.
    expect(annual.find((l) => l.slug === 'notaveis')?.price).toBe(249900);
  });
});

describe('confirmations state the rule', () => {
  it('change of line: the new line and price from the next box, not once prepared', () => {
    const notaveis = lineChoicesOf(club).find((l) => l.slug === 'notaveis');
    const { title, message } = confirmationOf('changeLine', club, notaveis);
    expect(title).toBe('Trocar de linha');
    expect(message).toContain('a linha Notáveis (R$ 249,90 por mês)');
    expect(message).toContain('a partir da próxima caixa, em 22/12/2026');
    expect(message).toContain('3 dias antes da cobrança');
  });

  it('skip, pause, resume and cancel', () => {
    expect(confirmationOf('skip', club).message).toContain(
      'A caixa de 22/12/2026 não será enviada',
    );
    expect(confirmationOf('pause', club).message).toBe(
      'Enquanto a assinatura estiver pausada, nenhuma caixa é enviada e nada é cobrado. Seus benefícios continuam até o fim do período pago, 21/12/2026. Você pode retomar quando quiser.',
    );
    expect(confirmationOf('pause', premium).message).toContain('pausada, nada é cobrado.');
    expect(confirmationOf('resume', club).message).toContain('22/12/2026');
    expect(confirmationOf('cancel', club).message).toBe(
      'O cancelamento é definitivo: não haverá novas cobranças nem caixas. Seus benefícios continuam até o fim do período pago, 21/12/2026.',
    );
  });

  it('says what the server did', () => {
    expect(doneTextOf('changeLine', { ...club, clubeUid: 'espumantes' })).toBe(
      'Linha alterada para Espumantes.',
    );
    expect(doneTextOf('pause', club)).toBe('Assinatura pausada.');
  });
});
