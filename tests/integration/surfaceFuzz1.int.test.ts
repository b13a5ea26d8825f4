import { fuzzSuite } from '../helpers/surfaceFuzzRun';

// Fuzzing of issue #11, part 1 of 2: every other route of the table (rows 1, 3, 5, ...), 5,000 of the 10,000
// generated requests. What is sent and checked: tests/helpers/surfaceFuzzRun.ts.
fuzzSuite({ part: 1, of: 2 });
