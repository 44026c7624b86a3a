/** Vitest's global setup of the unit tests: the build's programs, compiled once before any test file runs them. */
import { compileBuildPrograms } from '@/lib/build/build-programs';
import { UNIT_PROGRAMS_DIR } from './content-check-process';

export default function setup() {
  compileBuildPrograms(UNIT_PROGRAMS_DIR);
}
