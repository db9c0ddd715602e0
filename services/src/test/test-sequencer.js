const Sequencer = require('@jest/test-sequencer').default;

/**
 * Seconds a file of each tier is taken to last until jest has timed it: on a fresh clone (CI's
 * case) jest knows no file's duration and would start the smallest files last, so the browser
 * journeys, the longest by far and small files themselves, would start last and run alone at the
 * end. Longest first keeps every worker busy to the end.
 */
const GUESSED_SECONDS = { e2e: 60, int: 8, unit: 2 };

const tierOf = (test) => String(test.context.config.displayName?.name ?? test.context.config.displayName ?? '').split(':')[0];

class LongestFirst extends Sequencer {
  sort(tests) {
    for (const test of tests) test.duration = this.time(test);
    const seconds = (test) => (test.duration != null ? test.duration / 1000 : (GUESSED_SECONDS[tierOf(test)] ?? GUESSED_SECONDS.unit));
    // Files that failed last time first (their news matters most), then the longest.
    return [...tests].sort((a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || seconds(b) - seconds(a));
  }
}

module.exports = LongestFirst;
