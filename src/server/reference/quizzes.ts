import { hash32 } from '../../shared/seededRandom';
import type { TransactionSql } from '../db';
import type { DataSet } from '../dataSet';
import { type ReferenceQuiz, referenceFiles } from './content';

/** Insert one quiz with its questions and answers, in the quiz's order; `position` orders the quiz list. */
export async function insertQuiz(tx: TransactionSql, quiz: ReferenceQuiz, position: number): Promise<string> {
  quiz.questions.forEach((q, i) => {
    const right = q.answers.filter((a) => a.correct).length;
    if (right !== 1)
      throw new Error(
        `Quiz ${quiz.slug}, question ${i + 1}: ${right} answers are marked correct (exactly one must be)`,
      );
  });
  const [row] = await tx<{ id: string }[]>`
    insert into quizzes (slug, title, title_ar, description, description_ar, category, topic, topic_ar, difficulty, position)
    values (${quiz.slug}, ${quiz.title}, ${quiz.title_ar}, ${quiz.description}, ${quiz.description_ar}, ${quiz.category},
            ${quiz.topic}, ${quiz.topic_ar}, ${quiz.difficulty}, ${position})
    returning id::text as id`;
  const quizId = row!.id;
  if (quiz.questions.length === 0) return quizId;
  const questionRows = quiz.questions.map((q, i) => ({
    quiz_id: quizId,
    position: i + 1,
    text: q.text,
    text_ar: q.text_ar,
    explanation: q.explanation,
    explanation_ar: q.explanation_ar,
  }));
  const questions = await tx<{ id: string; position: number }[]>`
    insert into quiz_questions ${tx(questionRows, 'quiz_id', 'position', 'text', 'text_ar', 'explanation', 'explanation_ar')}
    returning id::text as id, position`;
  const idAt = new Map(questions.map((q) => [q.position, q.id]));
  const answerRows = quiz.questions.flatMap((q, i) =>
    q.answers.map((a, j) => ({
      question_id: idAt.get(i + 1)!,
      position: j + 1,
      text: a.text,
      text_ar: a.text_ar,
      is_correct: a.correct,
    })),
  );
  await tx`insert into quiz_answers ${tx(answerRows, 'question_id', 'position', 'text', 'text_ar', 'is_correct')}`;
  return quizId;
}

/**
 * The quiz with each question's answers in a fixed shuffled order (keyed by the answer text), so the right answer's
 * position follows no pattern a grower could learn instead of the content, and is the same on every install.
 */
export function shuffledAnswers(quiz: ReferenceQuiz): ReferenceQuiz {
  return {
    ...quiz,
    questions: quiz.questions.map((q, i) => ({
      ...q,
      answers: [...q.answers].sort(
        (a, b) => hash32(`${quiz.slug}#${i}#${a.text}`) - hash32(`${quiz.slug}#${i}#${b.text}`),
      ),
    })),
  };
}

/** The quizzes of content/reference/quizzes.json, in their order, answers shuffled; recorded as 'demo-quizzes' before. */
export const referenceQuizzes: DataSet = {
  name: 'reference-quizzes',
  replaces: ['demo-quizzes'],
  async load(tx) {
    for (const [i, quiz] of referenceFiles.quizzes.load().entries()) await insertQuiz(tx, shuffledAnswers(quiz), i + 1);
  },
};
