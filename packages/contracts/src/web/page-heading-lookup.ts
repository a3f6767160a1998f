/**
 * The heading of `headings` that the page at `pathname` opened with `search` shows: the path without a trailing
 * slash, and none when the page's `notWithParam` is in the query (the casino's ?game=). pageHeadingOf asks it of
 * PAGE_HEADINGS; the shell's build writes this function's own source into index.html, where the boot skeleton
 * runs it before any bundle has loaded. So it names nothing outside itself but the browser's globals.
 */
export function lookUpPageHeading<Heading extends { notWithParam?: string }>(
  headings: Readonly<Record<string, Heading>>,
  pathname: string,
  search: string,
): Heading | undefined {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!Object.prototype.hasOwnProperty.call(headings, page)) return undefined;
  const heading = headings[page];
  if (heading?.notWithParam && new URLSearchParams(search).has(heading.notWithParam)) return undefined;
  return heading;
}
