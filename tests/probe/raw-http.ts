/**
 * One HTTP/1.1 request over a bare socket: the target goes out byte for byte (fetch and curl would
 * normalise `..`, backslashes or percent-encoding first) and the answer's head is read as bytes,
 * so a bare CR inside a header stays visible.
 */
import { connect } from 'node:net';
import { type RawResponse } from './verdicts';

/** A server that has not answered by then is counted as not answering. */
const ANSWER_TIMEOUT_MS = 5_000;

type RawAnswer = { response: RawResponse; ms: number } | { failure: string; ms: number };

/** The status line and headers of a response head (up to the blank line), split on CRLF only. */
export function parseResponseHead(head: string): RawResponse | null {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!status) return null;
  const headers = lines.filter(Boolean).map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
  });
  return { status: Number(status[1]), headers };
}

export function sendRaw(port: number, method: string, target: string): Promise<RawAnswer> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      const received = Buffer.concat(chunks).toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      const response = parseResponseHead(end === -1 ? received : received.slice(0, end));
      resolve(response ? { response, ms: elapsed() } : { failure: received === '' ? 'closed with no answer' : `not HTTP: ${received.slice(0, 60)}`, ms: elapsed() });
    };
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => {
      socket.destroy();
      resolve({ failure: `no answer in ${ANSWER_TIMEOUT_MS / 1000} s`, ms: elapsed() });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the head arrived still leaves an answer to judge.
      if (chunks.length > 0) finish();
      else resolve({ failure: `connection ${error.code ?? error.message}`, ms: elapsed() });
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', finish);
    const body = method === 'GET' || method === 'HEAD' ? '' : 'Content-Length: 0\r\n';
    socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${body}Connection: close\r\n\r\n`, 'latin1'));
  });
}
