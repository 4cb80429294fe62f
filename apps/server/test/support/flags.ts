/** Feature flags as an operator switches them (PUT /api/v1/admin/flags/enable/{flag}). */
import type { TestApp } from './app.ts';

export function switchFlag(app: TestApp, token: string, flag: string, enabled: boolean) {
  return app.request(`/api/v1/admin/flags/enable/${flag}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled }),
  });
}
