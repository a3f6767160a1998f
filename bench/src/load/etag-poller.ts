/**
 * A poller as browsers poll: autocannon in this process (its own, apart from the server's), every connection
 * sending If-None-Match with the last ETag any answer carried, so when the data changes the next poll gets the
 * new body (200) once and 304s again after. Usage: etag-poller.js <url> <connections> <seconds> <headers JSON>.
 * Prints autocannon's JSON result on stdout.
 */
import autocannon from 'autocannon';

const [url = '', connections = '1', seconds = '1', headersJson = '{}'] = process.argv.slice(2);
let etag = '';

const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'GET',
      headers: JSON.parse(headersJson) as Record<string, string>,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, ...(etag ? { 'if-none-match': etag } : {}) },
      }),
      onResponse: (_status, _body, _context, headers) => {
        // Header names come as the server wrote them ('ETag').
        const entry = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'etag');
        const tag = entry?.[1] as string | undefined;
        if (tag) etag = tag;
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
