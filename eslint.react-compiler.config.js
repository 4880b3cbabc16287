import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The React compiler's rules (purity, refs, state set in effects, …) on the web app's components and
 * hooks. Compiling each file takes three times as long as every other rule together, so they run as a
 * step of `npm test` (`npm run lint:react`) and keep `npm run lint` quick. Tests render components but
 * hold none of the product's.
 */
export default tseslint.config({
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
  extends: [tseslint.configs.base],
  plugins: { 'react-hooks': reactHooks },
  rules: reactHooks.configs.recommended.rules,
});
