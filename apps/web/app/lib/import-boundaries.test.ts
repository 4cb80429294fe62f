/**
 * ADR 0012: the lint fails on a wrong-direction import. Runs ESLint's Node API with the
 * repository's own eslint.config.js on fixture sources placed (virtually) in the tree.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
// The fixtures exist only as text: type-aware parsing (which needs files on disk) is turned off.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'adega/import-boundaries')
    .map((m) => m.message);
}

describe('import boundaries (eslint adega/import-boundaries)', () => {
  it.each<[name: string, file: string, code: string, errors: string[]]>([
    [
      'components/ui may not import a feature',
      'apps/web/app/components/ui/fixture-bad.tsx',
      "import { useCart } from '../../features/cart';\nexport const x = useCart;\n",
      ['components/ui é genérico: não importa features nem o layout.'],
    ],
    [
      "a feature may not reach into another feature's internals",
      'apps/web/app/features/search/fixture-bad.ts',
      "import { useCart } from '../cart/cart-store';\nexport const x = useCart;\n",
      ['importe features/cart pelo seu index.ts, não pelos arquivos internos.'],
    ],
    [
      "through the other feature's index.ts it may",
      'apps/web/app/features/search/fixture-good.ts',
      "import { useCart } from '../cart';\nimport { Modal } from '../../components/ui/modal';\nexport const x = [useCart, Modal];\n",
      [],
    ],
    [
      'the domain imports nothing from the apps',
      'packages/domain/src/fixture-bad.ts',
      "import type { CartDto } from '@adega/server/contract';\nexport type X = CartDto;\n",
      ['domain não importa nada dos apps.'],
    ],
    [
      "a server module may not reach into another module's repo or internals",
      'apps/server/src/modules/promotions/fixture-bad.ts',
      "import { selectProducts } from '../catalog/repo.ts';\nimport { cartOwnerOf } from '../cart/identity.ts';\nexport const x = [selectProducts, cartOwnerOf];\n",
      [
        'o módulo catalog se usa pelo seu service.ts (ou routes.ts), não por repo.ts.',
        'o módulo cart se usa pelo seu service.ts (ou routes.ts), não por identity.ts.',
      ],
    ],
    [
      "a server module uses another through its service.ts or routes.ts, and the platform's",
      'apps/server/src/modules/promotions/fixture-good.ts',
      "import { selectProducts } from '../catalog/service.ts';\nimport { cartOwnerOf } from '../cart/routes.ts';\nimport { newToken } from '../auth/tokens.ts';\nimport { own } from './repo.ts';\nexport const x = [selectProducts, cartOwnerOf, newToken, own];\n",
      [],
    ],
  ])('%s', async (_name, file, code, errors) => {
    expect(await boundaryErrors(file, code)).toEqual(errors);
  });
});
