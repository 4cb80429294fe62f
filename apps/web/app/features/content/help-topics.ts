/**
 * The help centre's topics (issue #34, `/ajuda`), as data: each topic is a section of the page
 * and each question an item of its accordion. The figures come from the rules that apply them
 * (installments, Pix and boleto deadlines, shipping levels), so the help never says one thing
 * while the checkout does another.
 */
import { INSTALLMENT_RULES } from '@adega/domain/checkout/installments';
import { SHIPPING_LEVELS } from '@adega/domain/checkout/shipping';
import { formatBRL } from '@adega/domain/money';
import { BOLETO_DUE_BUSINESS_DAYS } from '@adega/domain/payments/expiry';
import { PIX_EXPIRY_MINUTES } from '@adega/domain/payments/pix';
import { sectionHref } from '@adega/domain/account-sections';
import { ROUTES } from '@adega/domain/urls';
import { PARTNER_BANNERS, partnerTermsAnchor } from '@adega/domain/club/partner-banners';

export interface HelpLink {
  label: string;
  href: string;
}

export interface HelpQuestion {
  id: string;
  question: string;
  answer: readonly string[];
  links?: readonly HelpLink[];
  /** An anchor other pages link to (the partner programmes' terms: `parceiro-smiles`). */
  anchor?: string;
}

export interface HelpTopic {
  id: string;
  title: string;
  questions: readonly HelpQuestion[];
}

const ORDERS_LINK = { label: 'Ver meus pedidos', href: sectionHref('pedidos') };
const CLUB_LINK = { label: 'Minhas assinaturas', href: ROUTES.clubList };

/** 'Normal: até 3 dias úteis' … for the fastest zone and the farthest one of each level. */
function deliveryDays(): string {
  return SHIPPING_LEVELS.map((level) => {
    const days = Object.values(level.zones).map((zone) => zone.days);
    return `${level.name}: de ${String(Math.min(...days))} a ${String(Math.max(...days))} dias úteis`;
  }).join('; ');
}

/** The club's questions: a topic of the help centre and the FAQ of the club page (`/clubewine`). */
export const CLUB_QUESTIONS: readonly HelpQuestion[] = [
  {
    id: 'como-funciona',
    question: 'Como funciona o Clube Wine?',
    answer: [
      'Você escolhe uma das seis linhas e recebe todo mês uma caixa com vinhos selecionados pelos nossos especialistas, com fichas e sugestões de harmonização. Enquanto for sócio, paga o preço “Sócio Wine” em toda a loja.',
    ],
  },
  {
    id: 'cobranca',
    question: 'Quando a assinatura é cobrada?',
    answer: [
      'Todo mês, no mesmo dia em que você assinou (nos meses mais curtos, no último dia do mês), no cartão escolhido na assinatura.',
    ],
  },
  {
    id: 'gerenciar',
    question: 'Como pulo uma caixa, pauso ou cancelo a assinatura?',
    answer: [
      'Em Minha conta, na seção do clube, cada assinatura tem as opções Trocar de linha, Pular a próxima caixa, Pausar e Cancelar assinatura. As mudanças valem a partir da próxima cobrança, e não há multa para cancelar.',
    ],
    links: [CLUB_LINK],
  },
  {
    id: 'wineyou',
    question: 'Qual é a diferença entre o clube e o WineYou?',
    answer: [
      'O clube entrega uma caixa de vinhos por mês. O WineYou é um passe sem caixa: desconto em todas as compras, mais cashback e frete grátis na entrega Normal para as localidades elegíveis.',
    ],
    links: [{ label: 'Conheça o WineYou', href: ROUTES.wineYou }],
  },
];

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'pedidos',
    title: 'Pedidos',
    questions: [
      {
        id: 'acompanhar',
        question: 'Como acompanho o meu pedido?',
        answer: [
          'Em Minha conta, na seção Pedidos, você vê cada pedido com o status atualizado: aguardando pagamento, pago, faturado, enviado e entregue. Quando o pedido é enviado, mandamos também um e-mail com o código de rastreio.',
        ],
        links: [ORDERS_LINK],
      },
      {
        id: 'nota-fiscal',
        question: 'Onde encontro a nota fiscal?',
        answer: [
          'Assim que o pedido é faturado, a nota fiscal fica disponível para download no detalhe do pedido, em Minha conta.',
        ],
        links: [ORDERS_LINK],
      },
      {
        id: 'alterar',
        question: 'Posso alterar ou cancelar um pedido?',
        answer: [
          'Enquanto o pagamento não foi confirmado, um pedido por Pix ou boleto que não for pago é cancelado sozinho no fim do prazo. Depois do pagamento, fale com o nosso atendimento antes do envio: cancelamos e devolvemos o valor pelo mesmo meio de pagamento.',
        ],
      },
    ],
  },
  {
    id: 'pagamentos',
    title: 'Pagamentos',
    questions: [
      {
        id: 'meios',
        question: 'Quais são as formas de pagamento?',
        answer: [
          `Cartão de crédito em até ${String(INSTALLMENT_RULES.maxInstallments)}x sem juros (parcela mínima de ${formatBRL(INSTALLMENT_RULES.minimumInstallment)}), Pix e boleto bancário.`,
        ],
      },
      {
        id: 'pix',
        question: 'Quanto tempo tenho para pagar o Pix?',
        answer: [
          `O código Pix vale por ${String(PIX_EXPIRY_MINUTES)} minutos. O pagamento é confirmado na hora e o pedido segue para separação.`,
        ],
      },
      {
        id: 'boleto',
        question: 'E o boleto?',
        answer: [
          `O boleto vence em ${String(BOLETO_DUE_BUSINESS_DAYS)} dias úteis. A confirmação do banco pode levar até dois dias úteis depois do pagamento; só então o pedido é separado.`,
        ],
      },
      {
        id: 'cashback',
        question: 'Como uso o meu cashback?',
        answer: [
          'O cashback das suas compras fica disponível na sua conta depois que o pedido é entregue. No checkout, marque “Usar meu cashback” para abater o saldo do total do pedido.',
        ],
      },
    ],
  },
  {
    id: 'entrega',
    title: 'Entrega',
    questions: [
      {
        id: 'prazo',
        question: 'Qual é o prazo e o valor do frete?',
        answer: [
          `O frete é calculado pelo CEP, na página do produto (Calcular frete) e no checkout. Prazos a partir da confirmação do pagamento: ${deliveryDays()}.`,
        ],
      },
      {
        id: 'frete-gratis',
        question: 'Tenho frete grátis?',
        answer: [
          'Assinantes do passe premium têm frete grátis na entrega Normal para as localidades elegíveis. Cupons de frete grátis também valem quando aparecem como aplicados na WineBox.',
        ],
      },
      {
        id: 'recebimento',
        question: 'Quem pode receber a entrega?',
        answer: [
          'Por lei, bebidas alcoólicas só são entregues a maiores de 18 anos. O entregador pode pedir um documento com foto.',
        ],
      },
    ],
  },
  { id: 'clube', title: 'Clube Wine e WineYou', questions: CLUB_QUESTIONS },
  // SPEC §9: the partner programmes' terms (each banner's default terms link).
  {
    id: 'parceiros',
    title: 'Programas parceiros',
    questions: PARTNER_BANNERS.map((banner) => ({
      id: partnerTermsAnchor(banner),
      anchor: partnerTermsAnchor(banner),
      question: `Regulamento: ${banner.headline}`,
      answer: [banner.copy, ...banner.terms],
    })),
  },
  {
    id: 'trocas',
    title: 'Trocas e devoluções',
    questions: [
      {
        id: 'arrependimento',
        question: 'Posso desistir da compra?',
        answer: [
          'Sim. Pelo Código de Defesa do Consumidor, você pode desistir em até 7 dias corridos a partir do recebimento. O produto deve voltar lacrado; a coleta é por nossa conta e o valor é devolvido pelo mesmo meio de pagamento.',
        ],
      },
      {
        id: 'avaria',
        question: 'O produto chegou com defeito ou avariado. E agora?',
        answer: [
          'Recuse a entrega se a caixa estiver violada ou molhada. Se perceber o problema depois, fale com o nosso atendimento em até 30 dias, com uma foto do produto e do rótulo: trocamos o produto ou devolvemos o valor.',
        ],
      },
    ],
  },
  {
    id: 'lgpd',
    title: 'Privacidade e LGPD',
    questions: [
      {
        id: 'dados',
        question: 'Como a Adega usa os meus dados?',
        answer: [
          'Usamos os seus dados para entregar os pedidos, cobrar as assinaturas e, com o seu consentimento, para enviar ofertas. Tudo está descrito na nossa política de privacidade.',
        ],
        links: [{ label: 'Política de privacidade', href: ROUTES.privacyPolicy }],
      },
      {
        id: 'consentimentos',
        question: 'Como mudo os meus consentimentos e cookies?',
        answer: [
          'Em Minha conta, na seção Privacidade, você liga e desliga cada consentimento. As preferências de cookies também podem ser mudadas no rodapé de qualquer página.',
        ],
        links: [
          { label: 'Privacidade da conta', href: ROUTES.accountPrivacy },
          { label: 'Política de cookies', href: ROUTES.cookiePolicy },
        ],
      },
    ],
  },
];
