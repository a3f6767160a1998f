/** A cookie as playwright-core's BrowserContext.addCookies takes it. */
export type BrowserCookie = { name: string; value: string; url: string; httpOnly?: boolean };

/**
 * The cookies a browser holds once its player has signed in: the session (httpOnly, as the login set it) and the
 * sidebar's state, which the signed-in app writes when it first draws (and index.html reads to paint the app's frame
 * rather than the login card). They go into the browser's own cookie jar: a Cookie header added to every request
 * instead is replaced by the jar's own as soon as the page writes a cookie, and the page's later requests then go
 * out signed out (Lighthouse's extraHeaders did that: its /dashboard showed 'Failed to load bets').
 */
export function signedInBrowserCookies(baseUrl: string, sessionCookie: string): BrowserCookie[] {
  const [name = '', value = ''] = sessionCookie.split('=');
  return [
    { name, value, url: baseUrl, httpOnly: true },
    { name: 'sidebar_state', value: 'true', url: baseUrl },
  ];
}
