/**
 * The import boundaries of the repository (ADR 0012), as an ESLint rule that resolves each
 * relative import against the importing file:
 *
 * - `packages/domain` imports nothing from the apps (no `@adega/server`, `@adega/web`, and no
 *   relative path out of the package).
 * - In `apps/web/app`: `components/ui/` (generic primitives) and `lib/` import no feature, no
 *   layout and no route; a feature imports another feature only through its public `index.ts`
 *   (`features/cart` → `../search`, never `../search/search-tracking`), and so does the layout
 *   (`components/layout`); nothing but a route imports a route.
 * - In `apps/server/src/modules`: a module reaches another only through its public `service.ts`
 *   (use cases) or `routes.ts` (its HTTP helpers: cart cookie, mutation request); never its
 *   `repo.ts`, documents or other internals. The platform modules (auth, mail, payments, secrets,
 *   flags, settings) are services every module may use as they are.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
const WEB = resolve(ROOT, 'apps/web/app');
const DOMAIN = resolve(ROOT, 'packages/domain');
const MODULES = resolve(ROOT, 'apps/server/src/modules');
const PLATFORM_MODULES = new Set(['auth', 'mail', 'payments', 'secrets', 'flags', 'settings']);
const MODULE_PUBLIC_FILES = new Set(['service.ts', 'routes.ts']);

/** A server module's cross-module import that bypasses the other module's public files. */
function checkServerModule(file, spec) {
  const from = relative(MODULES, file).split(sep);
  if (from[0] === '..' || from.length < 2 || !spec.startsWith('.')) return null;
  const to = relative(MODULES, resolve(dirname(file), spec)).split(sep);
  if (to[0] === '..' || to.length < 2 || to[0] === from[0] || PLATFORM_MODULES.has(to[0]))
    return null;
  if (to.length === 2 && MODULE_PUBLIC_FILES.has(to[1])) return null;
  return `o módulo ${to[0]} se usa pelo seu service.ts (ou routes.ts), não por ${to.slice(1).join('/')}.`;
}

/** `features/cart/x.tsx` → ['features', 'cart', 'x.tsx'] inside apps/web/app; null outside. */
function webParts(absolute) {
  const rel = relative(WEB, absolute);
  if (rel.startsWith('..') || rel === '') return null;
  return rel.split(sep);
}

/** The area of a web path: 'ui', 'layout', 'lib', 'routes', 'feature:<name>' or 'other'. */
function areaOf(parts) {
  if (!parts) return null;
  const [top, second] = parts;
  if (top === 'components' && second === 'ui') return 'ui';
  if (top === 'components' && second === 'layout') return 'layout';
  if (top === 'features' && second) return `feature:${second}`;
  if (top === 'lib') return 'lib';
  if (top === 'routes') return 'routes';
  return 'other';
}

/** Whether a resolved import is a feature's public entry: the folder itself or its index. */
function isPublicEntry(parts) {
  return parts.length === 2 || (parts.length === 3 && /^index(\.tsx?)?$/.test(parts[2]));
}

function check(file, spec) {
  const serverMessage = checkServerModule(file, spec);
  if (serverMessage) return serverMessage;
  const inDomain = !relative(DOMAIN, file).startsWith('..');
  if (inDomain) {
    if (/^@adega\/(server|web)(\/|$)/.test(spec)) return 'domain não importa nada dos apps.';
    if (spec.startsWith('.') && relative(DOMAIN, resolve(dirname(file), spec)).startsWith('..'))
      return 'domain não importa nada de fora do pacote.';
    return null;
  }
  const from = areaOf(webParts(file));
  if (!from) return null;
  const target = spec.startsWith('~/')
    ? resolve(WEB, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(file), spec)
      : null;
  if (!target) return null;
  const parts = webParts(target);
  const to = areaOf(parts);
  if (!to || to === from) return null;
  if (to === 'routes' && from !== 'routes') return 'só rotas importam rotas.';
  if (from === 'ui' && (to.startsWith('feature:') || to === 'layout'))
    return 'components/ui é genérico: não importa features nem o layout.';
  if (from === 'lib' && (to.startsWith('feature:') || to === 'layout' || to === 'ui'))
    return 'lib não importa features nem componentes.';
  if (to.startsWith('feature:') && (from.startsWith('feature:') || from === 'layout')) {
    if (!isPublicEntry(parts))
      return `importe ${parts.slice(0, 2).join('/')} pelo seu index.ts, não pelos arquivos internos.`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between domain, UI primitives, layout and features.' },
    schema: [],
    messages: { boundary: '{{message}}' },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const visit = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = check(file, source.value);
      if (message) context.report({ node: source, messageId: 'boundary', data: { message } });
    };
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

export const boundariesPlugin = { rules: { 'import-boundaries': rule } };

/** The flat-config entry that turns the rule on for the domain and the web app. */
export const boundariesConfig = {
  files: [
    'packages/domain/src/**/*.ts',
    'apps/web/app/**/*.{ts,tsx}',
    'apps/server/src/modules/**/*.ts',
  ],
  plugins: { adega: boundariesPlugin },
  rules: { 'adega/import-boundaries': 'error' },
};
