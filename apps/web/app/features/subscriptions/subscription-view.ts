/**
 * What /minha-wine/clubew shows of a subscription (issue #15, ADR 0025): its dates as dd/mm/aaaa,
 * its price per period, which actions its state allows (and why one is not possible now), the
 * rule each confirmation states and the text after the server said yes. Pure: the rules come from
 * the domain (state machine, box preparation, plans); the server decides, this only explains.
 */
import type { WinepassDto } from '@adega/server/contract';
import { addDays, BOX_PREPARATION_DAYS, BOX_PREPARED_MESSAGE } from '@adega/domain/club/calendar';
import {
  BILLING_PLANS,
  billingKindOfStore,
  CLUB_LINES,
  isClubLineSlug,
  periodPrice,
  type BillingKind,
  type ClubLineSlug,
} from '@adega/domain/club/plans';
import { canApplySubscriptionAction } from '@adega/domain/club/state';
import { formatBRL, fromReais, type Centavos } from '@adega/domain/money';

export const NO_SUBSCRIPTIONS = 'Você ainda não tem assinaturas.';
export const CARD_MISSING = 'Cadastre um cartão para a renovação';
export const ALREADY_SKIPPED = 'A próxima caixa já foi pulada.';
export const CHOOSE_WINES = 'Escolher os vinhos';

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'; anything else is shown as it came. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/**
 * The last day with the benefits of the paid period: `currentPeriodEnd` is the day the next
 * period would start (exclusive, as the member flags read it), so the day before it.
 */
export function lastPaidDay(subscription: Pick<WinepassDto, 'currentPeriodEnd'>): string {
  return formatDay(addDays(subscription.currentPeriodEnd, -1));
}

/** A club subscription's billing kind by its store id (100153 monthly, 100701 annual). */
export function billingKindOf(subscription: Pick<WinepassDto, 'kind' | 'storeId'>): BillingKind {
  if (subscription.kind !== 'CLUB' || subscription.storeId === null) return 'monthly';
  return billingKindOfStore(subscription.storeId) ?? 'monthly';
}

const PER_PERIOD: Readonly<Record<BillingKind, string>> = { monthly: 'por mês', annual: 'por ano' };

/** 'R$ 99,90 por mês', 'R$ 999,00 por ano'. */
export function periodPriceText(price: Centavos, kind: BillingKind): string {
  return `${formatBRL(price)} ${PER_PERIOD[kind]}`;
}

/** The card's price line: 'R$ 99,90 por mês · Mensal' (the club names its billing kind). */
export function priceLine(subscription: WinepassDto): string {
  const kind = billingKindOf(subscription);
  const price = periodPriceText(fromReais(subscription.price), kind);
  return subscription.kind === 'CLUB' ? `${price} · ${BILLING_PLANS[kind].label}` : price;
}

/** The club card's 'Próxima caixa': its date, '(pulada)' when skipped; none while paused. */
export function nextBoxText(
  subscription: Pick<WinepassDto, 'state' | 'nextBillingDate' | 'nextBoxSkipped'>,
): string {
  if (subscription.state === 'ON_HOLD') return 'Nenhuma enquanto pausada';
  if (!subscription.nextBillingDate) return '—';
  const day = formatDay(subscription.nextBillingDate);
  return subscription.nextBoxSkipped ? `${day} (pulada)` : day;
}

/** Live subscriptions first, cancelled ones last; otherwise the server's order. */
export function sortSubscriptions(list: readonly WinepassDto[]): WinepassDto[] {
  const rank = (s: WinepassDto) => (s.state === 'CANCELED' ? 1 : 0);
  return list
    .map((subscription, index) => ({ subscription, index }))
    .sort((a, b) => rank(a.subscription) - rank(b.subscription) || a.index - b.index)
    .map(({ subscription }) => subscription);
}

export type CardAction = 'changeLine' | 'skip' | 'pause' | 'resume' | 'cancel';

export interface ActionView {
  action: CardAction;
  label: string;
  /** Null when the action can be taken now; else why not (shown beside the disabled button). */
  blockedBy: string | null;
}

export const ACTION_LABELS: Readonly<Record<CardAction, string>> = {
  changeLine: 'Trocar de linha',
  skip: 'Pular a próxima caixa',
  pause: 'Pausar',
  resume: 'Retomar',
  cancel: 'Cancelar assinatura',
};

/**
 * The actions a card offers, in order. A cancelled subscription has none. Trocar de linha and
 * Pular are the club's (a premium pass has no box); both stop once the box is being prepared
 * (3 days before the billing); a box is skipped once, and only by an ACTIVE subscription.
 */
export function actionsOf(subscription: WinepassDto): ActionView[] {
  const { state, kind } = subscription;
  if (state === 'CANCELED') return [];
  const view = (action: CardAction, blockedBy: string | null = null): ActionView => ({
    action,
    label: ACTION_LABELS[action],
    blockedBy,
  });
  const prepared = subscription.nextBoxChangeable ? null : BOX_PREPARED_MESSAGE;
  const actions: ActionView[] = [];
  if (kind === 'CLUB') {
    actions.push(view('changeLine', prepared));
    if (state === 'ACTIVE') {
      actions.push(view('skip', subscription.nextBoxSkipped ? ALREADY_SKIPPED : prepared));
    }
  }
  if (canApplySubscriptionAction(state, 'pause')) actions.push(view('pause'));
  if (canApplySubscriptionAction(state, 'resume')) actions.push(view('resume'));
  if (canApplySubscriptionAction(state, 'cancel')) actions.push(view('cancel'));
  return actions;
}

export interface LineChoice {
  slug: ClubLineSlug;
  name: string;
  bottlesPerBox: number;
  wines: string;
  /** The price of one period of the subscription's billing kind, centavos. */
  price: Centavos;
  current: boolean;
}

/** The six box lines at the subscription's billing kind, its current line marked. */
export function lineChoicesOf(subscription: WinepassDto): LineChoice[] {
  const kind = billingKindOf(subscription);
  return CLUB_LINES.map((line) => ({
    slug: line.slug,
    name: line.name,
    bottlesPerBox: line.bottlesPerBox,
    wines: line.wines,
    price: periodPrice(line.slug, kind),
    current: line.slug === subscription.clubeUid,
  }));
}

export function lineName(slug: string): string {
  return isClubLineSlug(slug) ? (CLUB_LINES.find((l) => l.slug === slug)?.name ?? slug) : slug;
}

export interface Confirmation {
  title: string;
  message: string;
}

const PREPARATION_RULE = `Não é possível depois que a caixa começa a ser preparada, ${String(BOX_PREPARATION_DAYS)} dias antes da cobrança.`;

/** The rule the confirm dialog states before the customer confirms. */
export function confirmationOf(
  action: CardAction,
  subscription: WinepassDto,
  line?: LineChoice,
): Confirmation {
  const next = subscription.nextBillingDate ? formatDay(subscription.nextBillingDate) : null;
  const until = lastPaidDay(subscription);
  const club = subscription.kind === 'CLUB';
  switch (action) {
    case 'changeLine': {
      const chosen = line
        ? `a linha ${line.name} (${periodPriceText(line.price, billingKindOf(subscription))})`
        : 'a nova linha';
      return {
        title: 'Trocar de linha',
        message: `Você passa a receber ${chosen} a partir da próxima caixa${next ? `, em ${next}` : ''}: a nova linha e o novo preço valem a partir dela. ${PREPARATION_RULE}`,
      };
    }
    case 'skip':
      return {
        title: 'Pular a próxima caixa',
        message: `A caixa${next ? ` de ${next}` : ''} não será enviada nem cobrada, e a assinatura continua ativa: a caixa seguinte vem normalmente. Só é possível pular uma caixa por vez. ${PREPARATION_RULE}`,
      };
    case 'pause':
      return {
        title: 'Pausar assinatura',
        message: `Enquanto a assinatura estiver pausada, ${club ? 'nenhuma caixa é enviada e nada é cobrado' : 'nada é cobrado'}. Seus benefícios continuam até o fim do período pago, ${until}. Você pode retomar quando quiser.`,
      };
    case 'resume':
      return {
        title: 'Retomar assinatura',
        message: `A assinatura volta a ficar ativa: ${club ? 'as caixas e as cobranças voltam' : 'as cobranças voltam'} na próxima data de cobrança${next ? `, ${next}` : ''}, no cartão cadastrado.`,
      };
    case 'cancel':
      return {
        title: 'Cancelar assinatura',
        message: `O cancelamento é definitivo: não haverá novas cobranças${club ? ' nem caixas' : ''}. Seus benefícios continuam até o fim do período pago, ${until}.`,
      };
  }
}

/** What the card says after the server accepted the action. */
export function doneTextOf(action: CardAction, subscription: WinepassDto): string {
  switch (action) {
    case 'changeLine':
      return `Linha alterada para ${lineName(subscription.clubeUid ?? '')}.`;
    case 'skip':
      return 'A próxima caixa foi pulada.';
    case 'pause':
      return 'Assinatura pausada.';
    case 'resume':
      return 'Assinatura retomada.';
    case 'cancel':
      return 'Assinatura cancelada.';
  }
}
