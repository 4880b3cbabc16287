import { statSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '../../fixtures/test';
import { SearchPage } from '../../pages/search-page';

/**
 * The search page's first load stays small: the scripts a first-time visitor's browser fetches
 * before the first result shows weigh at most 200 KiB as the server sends them (the brotli copies
 * made at build time). The map, the wizards, dialogs and signed-in pages load when first needed.
 */
const budgetKiB = 200;

// The build the test server serves (apps/web/dist), beside its precompressed copies.
const distDir = path.resolve(import.meta.dirname, '../../../apps/web/dist');

/** The brotli copy's size of the built asset at `pathname` (`/assets/index-abc.js`). */
function brotliBytes(pathname: string): number {
  return statSync(path.join(distDir, `${pathname}.br`)).size;
}

// A first visit: no cookie decision yet, so the cookie notice shows as it does for a new visitor.
test.use({ cookieConsent: 'undecided' });

test(`the search page's scripts before its first result weigh at most ${budgetKiB} KiB compressed`, async ({
  page,
}, testInfo) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  const searchPage = new SearchPage(page);

  await searchPage.goto();
  await expect(searchPage.resultNames().first()).toBeVisible();
  const loaded = [...scripts];

  const sizes = loaded.map((pathname) => ({ pathname, bytes: brotliBytes(pathname) }));
  const totalKiB = sizes.reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
  const listing = sizes
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ pathname, bytes }) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${pathname}`)
    .join('\n');
  const report = `${totalKiB.toFixed(1)} KiB of scripts (brotli) before the first result, in ${loaded.length} files:\n${listing}`;
  console.log(report);
  testInfo.annotations.push({ type: 'first-load scripts', description: `${totalKiB.toFixed(1)} KiB` });

  expect(totalKiB, report).toBeLessThanOrEqual(budgetKiB);
});
