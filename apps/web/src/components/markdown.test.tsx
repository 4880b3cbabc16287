// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../testing/render';
import { Markdown } from './markdown';

function renderMarkdown(source: string) {
  return renderWithProviders(<Markdown source={source} />).container;
}

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, code, quotes and rules', () => {
    const page = renderMarkdown(
      [
        '# Title',
        '',
        'First line',
        'second line with **bold**, *emphasis* and `code`.',
        '',
        '- one',
        '- two',
        '',
        '1. a',
        '2. b',
        '',
        '```',
        'x = 1',
        '```',
        '',
        '> Quoted',
        '',
        '---',
      ].join('\n'),
    );

    // The page's title is its only h1: the source's first level becomes the second.
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeTruthy();
    expect(page.querySelector('h1')).toBeNull();
    expect(page.querySelector('p')?.textContent).toBe('First line\nsecond line with bold, emphasis and code.');
    expect(page.querySelector('strong')?.textContent).toBe('bold');
    expect(page.querySelector('em')?.textContent).toBe('emphasis');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(numbers!.tagName).toBe('OL');
    expect(page.querySelector('pre')?.textContent).toBe('x = 1');
    expect(page.querySelector('blockquote')?.textContent?.trim()).toBe('Quoted');
    expect(screen.getByRole('separator')).toBeTruthy();
  });

  it('renders tables', () => {
    renderMarkdown(['| Plan | Price |', '| --- | ---: |', '| Basic | 10 |', '| Pro | 20 |'].join('\n'));

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Plan', 'Price']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Basic', '10', 'Pro', '20']);
  });

  it('links inside the app, and to other sites in a new tab', () => {
    renderMarkdown('[Terms](/additionalTerms) and [Help](https://help.example.org/start)');

    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/additionalTerms');
    const external = screen.getByRole('link', { name: 'Help' });
    expect(external.getAttribute('href')).toBe('https://help.example.org/start');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never renders HTML from the source: no script, no handler attribute survives', () => {
    const page = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '',
        '<img src="x" onerror="alert(1)">',
        '',
        'Text with <b onclick="alert(1)">inline</b> HTML and <iframe src="https://evil.example"></iframe>.',
      ].join('\n'),
    );

    expect(page.querySelector('script, iframe, b, img')).toBeNull();
    expect(page.querySelectorAll('[onerror], [onclick]')).toHaveLength(0);
    // The markup is shown as the text it is.
    expect(page.textContent).toContain('<script>alert(1)</script>');
    expect(page.textContent).toContain('<img src="x" onerror="alert(1)">');
  });

  it('drops link and image targets that would run script or load data', () => {
    const page = renderMarkdown(
      [
        '[click](javascript:alert(1))',
        '[encoded](JaVaScRiPt&colon;alert(1))',
        '[data](data:text/html,<script>alert(1)</script>)',
        '[vb](vbscript:msgbox(1))',
        '![pixel](javascript:alert(1))',
      ].join('\n\n'),
    );

    const targets = [...page.querySelectorAll('[href], [src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    );
    expect(targets.filter((target) => /^\s*(javascript|data|vbscript):/i.test(target ?? ''))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
    // The refused links keep their words.
    expect(page.textContent).toContain('click');
    expect(page.textContent).toContain('data');
    expect(page.textContent).toContain('pixel');
  });
});
