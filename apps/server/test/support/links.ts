/** Issue #33 F15: links browsers open off-site, and the check that an operator's PUT refuses them. */
import { expect } from 'vitest';

/** Paths that look local but leave the site, a control character inside, another scheme. */
export const OFF_SITE_LINKS = [
  '/\\evil.example',
  '/\\/evil.example',
  '/%5Cevil.example',
  '/\tevil',
  '/\nevil',
  'http://evil.example',
] as const;

/**
 * Each of `fields` set to each off-site link is refused with 422 and `message(field)`;
 * `attempt` sends the operator's PUT and answers its status and message.
 */
export async function expectLinksRefused(
  fields: readonly string[],
  attempt: (field: string, link: string) => Promise<{ status: number; message: string }>,
  message: (field: string) => string,
): Promise<void> {
  for (const link of OFF_SITE_LINKS) {
    for (const field of fields) {
      const answer = await attempt(field, link);
      expect(answer, `${field} ${JSON.stringify(link)}`).toEqual({
        status: 422,
        message: message(field),
      });
    }
  }
}
