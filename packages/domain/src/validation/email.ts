import { ruleSchema } from './rule-schema.ts';
import { validateEmail, validateGenericEmail } from './email-rule.ts';

export { isValidEmail, validateEmail, validateGenericEmail } from './email-rule.ts';

/** Trimmed e-mail: empty → 'O campo é obrigatório', bad syntax → 'E-mail inválido'. */
export const emailSchema = ruleSchema(validateEmail);

/** As `emailSchema` with the generic wording 'O e-mail inserido não é válido'. */
export const genericEmailSchema = ruleSchema(validateGenericEmail);
