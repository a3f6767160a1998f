import { describe, expect, it } from 'vitest';
import { lookUpPageHeading } from './page-heading-lookup.js';
import { PAGE_HEADINGS, pageHeadingOf, type PageHeading } from './page-headings.js';

/** The function as shell/public/index.html runs it: its source alone, outside this module's scope. */
const asWrittenIntoTheHtml = new Function(`return ${lookUpPageHeading.toString()};`)() as typeof lookUpPageHeading;

describe("the page heading lookup, the boot skeleton's and pageHeadingOf's", () => {
  it('runs from its own source alone and answers as pageHeadingOf for every page, slash and query', () => {
    const pages = [...Object.keys(PAGE_HEADINGS), '/', '/sportsbook/NBA', '/nowhere', '/constructor', '/__proto__'];
    for (const page of pages)
      for (const pathname of [page, `${page}/`])
        for (const search of ['', '?game=blackjack', '?tab=odds'])
          expect(asWrittenIntoTheHtml<PageHeading>(PAGE_HEADINGS, pathname, search)).toEqual(
            pageHeadingOf(pathname, search),
          );
  });

  it('answers only a heading the table holds itself, never one of Object.prototype', () => {
    expect(lookUpPageHeading<{ title: string; notWithParam?: string }>({ '/a': { title: 'A' } }, '/a/', '')).toEqual({
      title: 'A',
    });
    expect(lookUpPageHeading({}, 'constructor', '')).toBeUndefined();
    expect(lookUpPageHeading({}, 'toString', '')).toBeUndefined();
  });
});
