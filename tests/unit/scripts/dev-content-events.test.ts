import { once } from 'node:events';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { contentEvents } from '../../../scripts/dev-content-events';

/** The events a page's channel receives within `ms` of opening, loaded at `since`. */
function eventsOnConnect(port: number, since: number, ms = 300): Promise<string[]> {
  return new Promise((resolve) => {
    let text = '';
    const request = get(`http://127.0.0.1:${port}/_content-events?since=${since}`, (response) => response.on('data', (chunk: Buffer) => (text += chunk)));
    setTimeout(() => {
      request.destroy();
      resolve([...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]!));
    }, ms);
  });
}

describe("npm run dev's live channel", () => {
  it('asks a page to refresh on connect when the documents were written after it was loaded, and only then', async () => {
    const events = contentEvents(() => []);
    const passedOn: string[] = [];
    const server = createServer((request, response) => {
      if (events.handle(request, response)) return;
      passedOn.push(request.url!);
      response.writeHead(404).end();
    });
    // Port 0: any free port, so test runs side by side never collide.
    server.listen(0, '127.0.0.1');
    onTestFinished(() => void server.close());
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const loadedBefore = Date.now() - 1_000;
    expect(await eventsOnConnect(port, loadedBefore)).toEqual(['problems']);
    events.refresh();
    expect(await eventsOnConnect(port, loadedBefore)).toEqual(['problems', 'refresh']);
    expect(await eventsOnConnect(port, Date.now() + 1)).toEqual(['problems']);
    // Every other request goes on to Next.
    await new Promise((resolve) => get(`http://127.0.0.1:${port}/glossa`, resolve));
    expect(passedOn).toEqual(['/glossa']);
  });
});
