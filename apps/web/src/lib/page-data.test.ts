// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';

import { pageJson } from './page-data';

afterEach(() => {
  document.head.innerHTML = '';
});

function serve(id: string, text: string) {
  const script = document.createElement('script');
  script.id = id;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

it('reads the JSON the server wrote into the page', () => {
  serve('app-settings', '{"guid":"itsa","appTitle":"Data \\u003c/script> market"}');
  expect(pageJson('app-settings')).toEqual({ guid: 'itsa', appTitle: 'Data </script> market' });
});

it('answers undefined for a missing, empty, null or unreadable script', () => {
  expect(pageJson('session-profile')).toBeUndefined();
  serve('empty', '');
  serve('null', 'null');
  serve('broken', '{"guid":');
  expect(pageJson('empty')).toBeUndefined();
  expect(pageJson('null')).toBeUndefined();
  expect(pageJson('broken')).toBeUndefined();
});
