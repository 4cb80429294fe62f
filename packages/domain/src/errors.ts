/**
 * The error catalogue of SPEC §8 and the one error class / one status table of STYLE §4.
 * Pure: no HTTP import; the server maps `AppError` to a response with `httpStatusOf`.
 */

// ---- STYLE §4: closed union of server error codes → HTTP status ----

export const ERROR_HTTP_STATUS = {
  VALIDATION: 422,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  MEMBERS_ONLY: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The store does not offer this function at all (a payment method without a sandbox, ADR 0053). */
  UNAVAILABLE: 501,
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];

/**
 * VALIDATION is 422 (well-formed request whose fields break a rule); BAD_REQUEST is 400 (the
 * request itself cannot be read, e.g. malformed JSON). Both carry the same JSON body shape.
 */
export function httpStatusOf(code: ErrorCode): number {
  return ERROR_HTTP_STATUS[code];
}

/**
 * Whether a status is a fault of the server (logged and reported): every 5xx but 501, which is the
 * store's plain answer that it does not offer a function (ADR 0053), not a failure.
 */
export function isServerFault(status: number): boolean {
  return status >= 500 && status !== 501;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_HTTP_STATUS, value);
}

/** Field errors: field name → pt-BR message (SPEC §5 texts). */
export type FieldErrors = Readonly<Record<string, string>>;

/** The JSON body of every error response (DESIGN: clients read `response.data.message`). */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  fields?: FieldErrors;
}

/** Generic text for anything unknown: never a stack trace to the client (STYLE §4). */
export const GENERIC_ERROR_MESSAGE = 'Ops! Algo saiu errado. Tente novamente.';

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return httpStatusOf(this.code);
  }

  toBody(): ErrorBody {
    return this.fields
      ? { message: this.message, code: this.code, fields: this.fields }
      : { message: this.message, code: this.code };
  }
}

/** Any thrown value → the body the client sees; unknown errors become INTERNAL with a generic text. */
export function errorBodyOf(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) return { status: error.status, body: error.toBody() };
  return { status: 500, body: { message: GENERIC_ERROR_MESSAGE, code: 'INTERNAL' } };
}

// ---- SPEC §8 catalogue ----

/** SPEC §4 toasts of add to cart. */
export const ADD_TO_CART_SUCCESS_TOAST = 'Produto adicionado';
export const ADD_TO_CART_ERROR_TOAST = 'O produto não foi adicionado';

export const ADD_TO_CART_ERROR_TITLE = 'O produto não foi adicionado';
export const ADD_TO_CART_GENERIC_ERROR =
  'Não foi possível adicionar o produto à WineBox. Tente novamente.';

export interface UserError {
  title: string;
  message: string;
}

/**
 * SPEC §8: an add-to-cart error whose text contains 'Prime' is shown as is under the title
 * 'O produto não foi adicionado'; any other error shows the generic text.
 */
export function addToCartFailure(errorText: string | null | undefined): UserError {
  const text = errorText ?? '';
  return {
    title: ADD_TO_CART_ERROR_TITLE,
    message: text.includes('Prime') ? text : ADD_TO_CART_GENERIC_ERROR,
  };
}

export const GIFT_FAILURE: UserError = {
  title: 'Opções de brinde não alteradas',
  message: 'Não foi possível adicionar o brinde ao carrinho',
};

export const DROP_STOP_FAILURE: UserError = {
  title: 'Opções de envio do corta-gotas não alteradas',
  message:
    'Não foi possível alterar as opções de envio do corta-gotas. Por favor, tente novamente.',
};

export const MISSING_GIFT_ID_MESSAGE = 'missing giftUidpk param';

export const WINELIST_LISTING_FAILURE = {
  title: 'Erro ao verificar Listas',
  message:
    'Desculpe, no momento não foi possível encontrar suas winelists, tente novamente mais tarde.',
  confirm: 'Ok, entendi.',
} as const;

export const LEAD_CAPTURE_ERROR = 'Ops! Algo saiu errado. Tente novamente.';

export const FATAL_ALERT_DEFAULT_BUTTONS = { cancel: 'Cancelar', confirm: 'Confirmar' } as const;

/** SPEC §8: login, coupon and card REST errors use the server's message field. */
export function restErrorMessage(responseData: unknown, fallback: string): string {
  if (typeof responseData === 'object' && responseData !== null && 'message' in responseData) {
    const { message } = responseData;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

export const TIMEOUT_STATUS = '504';

/** SPEC §8: an error class name containing TIMEOUT is reported and yields status '504'. */
export function statusForErrorClass(className: string | null | undefined): string | null {
  return className?.toUpperCase().includes('TIMEOUT') ? TIMEOUT_STATUS : null;
}

export const CUSTOMER_REQUIRED_TEXT = 'O customer é obrigatório.';

export type RemoteCallDecision =
  | { action: 'timeout'; status: typeof TIMEOUT_STATUS }
  | { action: 'reload' }
  | { action: 'pass-to-caller'; message: string };

/**
 * SPEC §8 remote-call wrapper: a timeout is treated specially; an error text containing 'login' or
 * 'O customer é obrigatório.' reloads the page (the session is gone); anything else goes to the
 * caller. Timeout wins because a timed-out call says nothing about the session.
 */
export function remoteCallDecision(error: {
  message?: string | null;
  className?: string | null;
  timedOut?: boolean;
}): RemoteCallDecision {
  if (error.timedOut === true || statusForErrorClass(error.className) !== null) {
    return { action: 'timeout', status: TIMEOUT_STATUS };
  }
  const message = error.message ?? '';
  if (message.includes('login') || message.includes(CUSTOMER_REQUIRED_TEXT)) {
    return { action: 'reload' };
  }
  return { action: 'pass-to-caller', message };
}

/** SPEC §8: failed flag or gift calls return an error with null data. */
export interface FailedCall {
  error: string;
  data: null;
}

export function failedCall(error: unknown): FailedCall {
  return { error: error instanceof Error ? error.message : String(error), data: null };
}
