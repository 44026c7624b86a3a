/**
 * The content check's live channel to the browser in `npm run dev`: a Server-Sent Events stream
 * that sends the current problems on connect and after every check, and asks open pages to
 * refresh once contentlayer2 has written the saved file's new document, or on connect when it
 * wrote after the page was loaded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveProblem } from '../lib/content/live-check';
import { RESERVED_ROUTES } from '../lib/navigation/reserved-routes';
import { sitePath } from '../lib/navigation/routes';

export function contentEvents(current: () => LiveProblem[]) {
  const clients = new Set<ServerResponse>();
  const send = (response: ServerResponse, event: string, data: unknown) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  // When contentlayer2 last wrote the documents (epoch ms): a page that opens its channel later than
  // that but was loaded before it would otherwise never hear of that write.
  let writtenAt = 0;
  return {
    /** Answers the channel's own path and returns true; false for any other request. */
    handle(request: IncomingMessage, response: ServerResponse): boolean {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== sitePath(RESERVED_ROUTES.contentEvents)) return false;
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      clients.add(response);
      request.on('close', () => clients.delete(response));
      send(response, 'problems', current());
      if (writtenAt > Number(url.searchParams.get('since') ?? Infinity)) send(response, 'refresh', null);
      return true;
    },
    problems: (problems: LiveProblem[]) => clients.forEach((client) => send(client, 'problems', problems)),
    refresh: () => {
      writtenAt = Date.now();
      clients.forEach((client) => send(client, 'refresh', null));
    },
  };
}
