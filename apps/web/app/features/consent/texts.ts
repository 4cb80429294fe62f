/** The pt-BR texts of the welcome gate, the cookie-policy modal and the consent dialog. */
export const GATE_TEXTS = {
  ageQuestion: 'Você tem mais de 18 anos?',
  required: 'Obrigatório',
  ageNote: 'A venda de bebidas alcoólicas é proibida para menores de 18 anos (Lei 8.069/1990).',
  no: 'Não',
  yes: 'Sim',
  cookieQuestion: 'Aceita compartilhar seus cookies?',
  cookieExplanation:
    'Usamos cookies essenciais para o site funcionar (confirmação de idade, login, WineBox e checkout). Com a sua permissão, usamos também cookies de desempenho e de marketing para melhorar a loja e medir nossas campanhas. Você pode mudar de ideia a qualquer momento em “Preferências de cookies”, no rodapé.',
  preferences: 'Preferências de cookies',
  accept: 'Aceito',
  enter: 'Entrar no site',
  privacy: 'Política de privacidade',
} as const;

export const COOKIE_MODAL_TEXTS = {
  title: 'Política de cookies',
  text: 'Usamos cookies essenciais para a loja funcionar e, só com a sua permissão, cookies de desempenho e de marketing. Aceita todos? Você também pode escolher por categoria.',
  accept: 'Aceito',
  preferences: 'Preferências de cookies',
  privacy: 'Política de privacidade',
  cookiePolicy: 'Política de cookies',
} as const;

export const DIALOG_TEXTS = {
  title: 'Preferências de cookies',
  intro:
    'Escolha quais cookies podemos usar. Os essenciais são necessários para o site funcionar; os demais ficam desligados até você ligá-los. Você pode mudar sua escolha quando quiser.',
  alwaysOn: 'Sempre ativo',
  rejectAll: 'Rejeitar todos',
  acceptAll: 'Aceitar todos',
  save: 'Salvar preferências',
  saved: 'Preferências de cookies salvas.',
  saveFailed: 'Não foi possível salvar suas preferências de cookies. Tente novamente.',
  details: 'Veja a política de cookies',
} as const;
