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
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
const WEB = resolve(ROOT, 'apps/web/app');
const DOMAIN = resolve(ROOT, 'packages/domain');

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
  files: ['packages/domain/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}'],
  plugins: { adega: boundariesPlugin },
  rules: { 'adega/import-boundaries': 'error' },
};
