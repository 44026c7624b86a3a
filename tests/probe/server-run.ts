import { sendRaw } from './raw-http';
import { type ServerCase, serverCases, stillUpCase } from './server-cases';
import { type RunningServer } from './servers';
import { type ProbeRow } from './table';
import { printable } from '../../lib/hosting/request-guard';
import { headerValue, responseProblems } from './verdicts';

/** Long targets are shown by their start and length. */
const SHOWN_TARGET_CHARS = 40;

function shownInput({ method, target }: ServerCase): string {
  const shown = target.length > SHOWN_TARGET_CHARS ? `${target.slice(0, 12)}… (${target.length.toLocaleString('en')} characters)` : target;
  return `${method} ${shown}`;
}

/** "safe headers": a Location that stays on the site, no control byte, nosniff, CSP and Referrer-Policy. */
function expectedText({ statuses }: ServerCase): string {
  return `${statuses.join('/')}${statuses.includes(405) ? ' + Allow' : ''}, safe headers`;
}

async function probeRequest(server: RunningServer, probeCase: ServerCase, input = shownInput(probeCase)): Promise<ProbeRow> {
  const row = { target: server.name, input, expected: expectedText(probeCase) };
  const answer = await sendRaw(server.port, probeCase.method, probeCase.target);
  if ('failure' in answer) return { ...row, observed: answer.failure, ms: answer.ms, passed: false };
  const problems = responseProblems(probeCase, answer.response);
  const location = headerValue(answer.response, 'location');
  const observed = [`${answer.response.status}${location === undefined ? '' : ` → ${printable(location)}`}`, ...problems].join('; ');
  return { ...row, observed, ms: answer.ms, passed: problems.length === 0 };
}

/** Every hostile request to one server, one after the other, then whether it still serves a page. */
export async function probeServer(server: RunningServer, report: (row: ProbeRow) => void): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  for (const probeCase of serverCases) {
    const row = await probeRequest(server, probeCase);
    rows.push(row);
    report(row);
  }
  const stillUp = await probeRequest(server, stillUpCase, `still serving ${stillUpCase.target} after all of the above`);
  rows.push(stillUp);
  report(stillUp);
  return rows;
}
