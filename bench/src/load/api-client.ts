/** POSTs JSON to the stack (with a session cookie when given); anything but 2xx throws with the answer's text. */
export async function postJson(url: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs in at `baseUrl` and answers the session cookie ('name=value'). */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await postJson(`${baseUrl}/api/login`, { username, password });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
