/**
 * Imported first by the build's entry (scripts/build.ts), so it runs before any module reads the
 * site config: a setting that config would refuse while loading is refused here as one line,
 * not as an uncaught exception with its source line and stack.
 */
import { basePathFrom } from '../../navigation/base-path';

try {
  basePathFrom(process.env.BASE_PATH);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
