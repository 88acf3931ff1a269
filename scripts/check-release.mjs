// Fails when a built directory is not fit to release (scripts/release-check.mjs says why, naming
// the variable to set). Usage: npm run check:release [-- dist]
import { resolve } from 'node:path';
import { checkBuiltRelease } from './release-check.mjs';

const dir = process.argv[2] ?? 'dist';
const problems = checkBuiltRelease(resolve(dir));
if (problems.length > 0) {
  console.error(`${dir} is not fit to release:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`${dir} is fit to release: site URL, API, mock settings and company facts checked`);
