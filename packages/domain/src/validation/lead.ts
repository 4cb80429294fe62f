import { isValidEmail } from './email-rule.ts';
import { LEAD_CONFIRMED, LEAD_ERROR } from './messages.ts';
import { isEmpty } from './required.ts';

export interface LeadInput {
  readonly name: string;
  readonly email: string;
}

/**
 * SPEC §5 "Lead capture: name non-empty and valid email (max 254, local part 64), otherwise
 * 'Cadastrar' is disabled." The typed e-mail is trimmed before the check.
 */
export function canSubmitLead(lead: LeadInput): boolean {
  return !isEmpty(lead.name) && isValidEmail(lead.email.trim());
}

/** SPEC §4 lead capture states. */
export type LeadStatus = 'default' | 'error' | 'confirmed';

/** The text under the form: none, §8 'Ops! Algo saiu errado. Tente novamente.' or 'Cadastro confirmado :)'. */
export function leadStatusText(status: LeadStatus): string | null {
  if (status === 'error') return LEAD_ERROR;
  if (status === 'confirmed') return LEAD_CONFIRMED;
  return null;
}
