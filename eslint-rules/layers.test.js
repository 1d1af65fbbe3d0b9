// The import rules, run by ESLint's RuleTester on files placed in the project's own folders.
import { RuleTester } from 'eslint';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { layers } from './index.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const inSrc = (path) => join(process.cwd(), 'src', path);
const importing = (specifier) => `import { x } from '${specifier}';`;

tester.run('import-direction', layers.rules['import-direction'], {
  valid: [
    { filename: inSrc('components/list/A.tsx'), code: importing('../../api/types') },
    { filename: inSrc('components/list/A.tsx'), code: importing('@/providers/data') },
    {
      filename: inSrc('resources/artists/list/A.tsx'),
      code: importing('@/features/smart-links/paths'),
    },
    { filename: inSrc('resources/artists/list/A.tsx'), code: importing('../../lazyScreen') },
    { filename: inSrc('providers/data/custom/a.ts'), code: importing('../resources/artists') },
    { filename: inSrc('api/client.ts'), code: importing('../lib/browserStorage') },
    { filename: inSrc('main.tsx'), code: "const demo = import('./mocks/browser');" },
    { filename: inSrc('mocks/handlers/a.ts'), code: importing('@/api/mediaCatalog') },
    { filename: inSrc('lib/a.ts'), code: importing('react') },
  ],
  invalid: [
    {
      filename: inSrc('components/list/A.tsx'),
      code: importing('@/layout/Layout'),
      errors: [
        { message: /'components\/list\/A.tsx' may not import 'layout\/Layout': imports go down/ },
      ],
    },
    {
      filename: inSrc('lib/a.ts'),
      code: importing('../api/tokenStore'),
      errors: [{ message: /lib\/ imports nothing of the app/ }],
    },
    {
      filename: inSrc('config/a.ts'),
      code: importing('../api/transport'),
      errors: [{ message: /imports go down/ }],
    },
    {
      filename: inSrc('features/dashboard/Card.tsx'),
      code: importing('../catalogue-health/screen/healthKinds'),
      errors: [{ message: /a screen reaches another screen only through its paths.ts/ }],
    },
    {
      filename: inSrc('resources/songs/list/A.tsx'),
      code: "const dialog = import('@/resources/albums/create/CreateAlbumDialog');",
      errors: [{ message: /only through its paths.ts/ }],
    },
    {
      filename: inSrc('components/list/A.tsx'),
      code: importing('../../mocks/db/database'),
      errors: [{ message: /only main.tsx and the demo reset item import src\/mocks/ }],
    },
    {
      filename: inSrc('mocks/handlers/a.ts'),
      code: importing('../../providers/data'),
      errors: [{ message: /the demo API \(src\/mocks\) imports only api\/, config\/ and lib\// }],
    },
    {
      filename: join(process.cwd(), 'i18n', 'en.ts'),
      code: importing('../src/lib/dates'),
      errors: [{ message: /i18n\/ imports nothing of the app/ }],
    },
  ],
});

tester.run('no-far-climb', layers.rules['no-far-climb'], {
  valid: [
    { filename: inSrc('a/b/c/d.ts'), code: importing('../../x') },
    { filename: inSrc('a/b/c/d.ts'), code: importing('@/x') },
  ],
  invalid: [
    {
      filename: inSrc('a/b/c/d.ts'),
      code: importing('../../../x'),
      errors: [
        { message: "'../../../x' climbs 3 folders: import it from @/ (src), @tests/ or @i18n/." },
      ],
    },
    {
      filename: inSrc('a/b/c/d.ts'),
      code: "vi.mock('../../../../x'); const m = import('../../../../x');",
      errors: [{ message: /climbs 4 folders/ }, { message: /climbs 4 folders/ }],
    },
  ],
});
