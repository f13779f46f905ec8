import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

// Docusaurus resolves @site, @theme and @docusaurus aliases at build time; in unit tests they point at the
// sources or at small stubs that each test file can vi.mock further.
export default defineConfig({
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: [
      {find: /^@site\/(.*)$/, replacement: here('./$1')},
      {find: '@docusaurus/Translate', replacement: here('./tests/unit/stubs/Translate.tsx')},
      {find: '@docusaurus/Link', replacement: here('./tests/unit/stubs/Link.tsx')},
      {find: '@docusaurus/useDocusaurusContext', replacement: here('./tests/unit/stubs/useDocusaurusContext.ts')},
      {find: '@docusaurus/theme-common/internal', replacement: here('./tests/unit/stubs/themeCommonInternal.ts')},
      // The production browser's route tables, which start empty (src/performance/routeTables).
      {find: '@generated/registry', replacement: here('./src/performance/routeTables/client/emptyRegistry.ts')},
      {find: '@generated/routesChunkNames', replacement: here('./src/performance/routeTables/client/emptyRoutesChunkNames.ts')},
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
