import type { DataSet } from '../dataSet';
import { referenceKnowledge } from './knowledge';
import { referenceQuizzes } from './quizzes';

/** The reference content seeded into every database, DEMO_DATA or not (src/server/seed.ts). */
export const referenceDataSets: DataSet[] = [referenceKnowledge, referenceQuizzes];
