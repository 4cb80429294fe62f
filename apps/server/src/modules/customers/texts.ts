/** The accounts' pt-BR answers, shared by the sign-in, sign-up and profile use cases. */
export const BAD_CREDENTIALS = 'CPF/e-mail ou senha incorretos.';
export const WRONG_PASSWORD = 'Senha incorreta.';
export const EMAIL_TAKEN = 'Este e-mail já está cadastrado.';
export const CPF_TAKEN = 'Este CPF já está cadastrado.';
export const CNPJ_TAKEN = 'Este CNPJ já está cadastrado.';
