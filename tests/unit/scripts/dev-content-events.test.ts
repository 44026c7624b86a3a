import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startContentEvents } from '../../../scripts/dev-content-events';

const PORT = 45_391;

/** The events a page's channel receives within `ms` of opening, loaded at `since`. */
function eventsOnConnect(since: number, ms = 300): Promise<string[]> {
  return new Promise((resolve) => {
    let text = '';
    const request = get(`http://127.0.0.1:${PORT}/events?since=${since}`, (response) => response.on('data', (chunk: Buffer) => (text += chunk)));
    setTimeout(() => {
      request.destroy();
      resolve([...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]!));
    }, ms);
  });
}

describe("npm run dev's live channel", () => {
  it('asks a page to refresh on connect when the documents were written after it was loaded, and only then', async () => {
    const events = startContentEvents(PORT, () => []);
    const loadedBefore = Date.now() - 1_000;
    expect(await eventsOnConnect(loadedBefore)).toEqual(['problems']);
    events.refresh();
    expect(await eventsOnConnect(loadedBefore)).toEqual(['problems', 'refresh']);
    expect(await eventsOnConnect(Date.now() + 1)).toEqual(['problems']);
  });
});
