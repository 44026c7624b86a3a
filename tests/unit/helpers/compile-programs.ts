/** Vitest's global setup of the unit tests: the build's programs, compiled once before any test file runs them. */
import { compileCheckProgram } from '../../helpers/check-program';
import { UNIT_PROGRAMS_DIR } from './content-check-process';

export default function setup() {
  compileCheckProgram(UNIT_PROGRAMS_DIR);
}
