import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of eslint.config.js, shown failing on imports against the layers and on a cycle
// (and passing on the imports the layers allow), so a change to the config cannot quietly turn
// them off.

const eslint = new ESLint({ ignore: false });

/** The import rules' messages for `code` as if it were the file at `filePath`. */
async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId?.startsWith('import-x/')).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the layers the linter keeps', () => {
  it.each([
    ['a component importing a feature', 'src/components/ui/Fixture.tsx', "import { LoginForm } from '../../features/auth/LoginForm';\nexport const x = LoginForm;\n"],
    ['a component importing content', 'src/components/sections/Fixture.tsx', "import { aboutUs } from '../../content/pages/aboutUs';\nexport const x = aboutUs;\n"],
    ['content importing lib', 'src/content/pages/fixture.ts', "import { isValidPhone } from '../../lib/rules';\nexport const x = isValidPhone;\n"],
    ['content importing a feature', 'src/content/fixture.ts', "import { figuresFor } from '../features/calculator/figures';\nexport const x = figuresFor;\n"],
    ['lib importing the app', 'src/lib/fixture.ts', "import { pageRoutes } from '../app/routes';\nexport const x = pageRoutes;\n"],
    ['a feature importing a page', 'src/features/news/fixture.ts', "import ContentPage from '../../pages/ContentPage';\nexport const x = ContentPage;\n"],
    ['a feature importing a view', 'src/features/contact/fixture.ts', "import { HomeView } from '../../views/HomeView';\nexport const x = HomeView;\n"],
    ['a page importing the app', 'src/pages/Fixture.tsx', "import { App } from '../app/App';\nexport const x = App;\n"],
    ['a feature reaching into another feature', 'src/features/calculator/fixture.ts', "import { loadDraft } from '../registration/draft';\nexport const x = loadDraft;\n"],
    ['a vendor feature reaching into the shared vendor module', 'src/features/payments/fixture.ts', "import { getCart } from '../dashboard/api';\nexport const x = getCart;\n"],
    ['one vendor feature reaching into another', 'src/features/payments/fixture.ts', "import { toCsv } from '../records/recordsCsv';\nexport const x = toCsv;\n"],
    ['the product importing the mock API', 'src/app/fixture.ts', "import { db } from '../mocks/db';\nexport const x = db;\n"],
  ])('refuses %s', async (_, filePath, code) => {
    const problems = await importProblems(filePath, code);
    expect(problems.some((problem) => problem.startsWith('import-x/no-restricted-paths'))).toBe(true);
  });

  it.each([
    ['a feature using another through its index.ts', 'src/features/calculator/fixture.ts', "import { loadDraft } from '../registration';\nexport const x = loadDraft;\n"],
    ['a vendor feature using the shared vendor module and another vendor feature through their index.ts', 'src/features/payments/fixture.ts', "import { getCart } from '../dashboard';\nimport { toCsv } from '../records';\nexport const x = [getCart, toCsv];\n"],
    ['a page composing a view, a feature, content and lib', 'src/pages/Fixture.tsx', "import { HomeView } from '../views/HomeView';\nimport { LoginForm } from '../features/auth/LoginForm';\nimport home from '../content/home';\nimport { isValidPhone } from '../lib/rules';\nexport const x = [HomeView, LoginForm, home, isValidPhone];\n"],
    ['a component using lib, i18n, config and types', 'src/components/ui/Fixture.tsx', "import { useHydrated } from '../../lib/useHydrated';\nimport { useT } from '../../i18n/useT';\nimport { site } from '../../config/site';\nimport type { ContentPage } from '../../types/content';\nexport const x = [useHydrated, useT, site];\nexport type Y = ContentPage;\n"],
    ['content using config and types', 'src/content/fixture.ts', "import { site } from '../config/site';\nimport type { ContentPage } from '../types/content';\nexport const x = site;\nexport type Y = ContentPage;\n"],
  ])('allows %s', async (_, filePath, code) => {
    expect(await importProblems(filePath, code)).toEqual([]);
  });
});

describe('no import cycle', () => {
  it('refuses two modules that import each other', async () => {
    const results = await eslint.lintFiles(['tests/lint/fixtures/cycle/a.ts']);
    const cycles = results[0].messages.filter((message) => message.ruleId === 'import-x/no-cycle');
    expect(cycles).toHaveLength(1);
  });
  // That src has none is `npm run lint`'s to say (the rule is an error there, and CI runs it): linting
  // all of src again here cost npm test ten seconds.
});
