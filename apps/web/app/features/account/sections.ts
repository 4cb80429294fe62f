/**
 * The sections and pages of my account: the navigation's rules live in the domain
 * (`@adega/domain/account-sections`), where the header's account menu reads them too without
 * loading this feature (issue #19: the layout had pulled the account forms, and zod, into every
 * page).
 */
export * from '@adega/domain/account-sections';
