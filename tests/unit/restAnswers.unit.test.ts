import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyed, listEnvelope, messageEnvelope, writtenAs } from '../../src/rest-adapter/envelope';
import { jsonForm } from '../../src/rest-adapter/jsonForm';
import type { AnswerDoc, RestReply } from '../../src/rest-adapter/types';
import * as S from '../../src/server/routers/outputs';

/*
 * The REST answers are derived from the procedures' output schemas: an envelope's reply and its doc must
 * agree, and the JSON form of a server value's schema must accept that value after JSON.stringify, and only that.
 */

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));
const bodyOf = (reply: RestReply) => ('json' in reply ? reply.json : undefined);
/** Whether the reply's body, as JSON, matches the doc's body at the reply's status. */
const agrees = (reply: RestReply, doc: AnswerDoc) =>
  jsonForm(doc.json[(reply.status ?? 200) as 200]!).safeParse(asJson(bodyOf(reply))).success;

const answerName = (schema: z.ZodType) => S.answerComponents.get(schema)?.id;

const moment = new Date('2026-03-01T08:30:00.000Z');

describe('jsonForm', () => {
  it('describes a Date as its ISO 8601 text, and refuses the Date itself and other text', () => {
    const form = jsonForm(z.strictObject({ at: S.at, seen: S.at.nullable() }));
    expect(form.safeParse(asJson({ at: moment, seen: null })).success).toBe(true);
    expect(form.safeParse({ at: moment, seen: null }).success).toBe(false);
    expect(form.safeParse({ at: 'yesterday', seen: null }).success).toBe(false);
  });

  it('keeps objects strict and named: an unknown field fails, the component keeps its name', () => {
    const form = jsonForm(S.User);
    expect(answerName(form)).toBe('User');
    const user = {
      id: '1',
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.eg',
      phone: null,
      address: null,
      city: null,
      country: 'Egypt',
      avatar_url: null,
      role: 'customer',
      email_verified: true,
      phone_verified: false,
      two_factor_enabled: false,
      created_at: moment,
    };
    expect(form.safeParse(asJson(user)).success).toBe(true);
    expect(form.safeParse(asJson({ ...user, password_hash: 'x' })).success).toBe(false);
  });

  it('leaves a schema with no date as it is', () => {
    expect(jsonForm(S.Pagination)).toBe(S.Pagination);
    expect(jsonForm(S.said)).toBe(S.said);
  });
});

describe('an envelope and its doc agree', () => {
  const cart = z.strictObject({ item_count: z.number().int(), updated_at: S.at, message: S.message });

  it('messageEnvelope: the message beside data', () => {
    const output = { message: 'Cart cleared', item_count: 0, updated_at: moment };
    const reply = messageEnvelope(output);
    expect(bodyOf(reply)).toEqual({
      success: true,
      data: { item_count: 0, updated_at: moment },
      message: 'Cart cleared',
    });
    expect(agrees(reply, messageEnvelope.doc(cart))).toBe(true);
    expect(
      agrees({ json: { success: true, data: { item_count: 0 }, message: 'Cart cleared' } }, messageEnvelope.doc(cart)),
    ).toBe(false);
  });

  it('listEnvelope: items as data and under their key, pagination beside them', () => {
    const list = listEnvelope('crops');
    const output = {
      items: [{ id: '7', created_at: moment }],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1, hasNext: false, hasPrev: false },
    };
    const reply = list(output);
    expect(bodyOf(reply)).toMatchObject({ data: output.items, crops: output.items, pagination: output.pagination });
    expect(
      agrees(
        reply,
        list.doc(
          z.strictObject({ items: z.array(z.strictObject({ id: S.id, created_at: S.at })), pagination: S.Pagination }),
        ),
      ),
    ).toBe(true);
  });

  it('writtenAs and keyed, at their status', () => {
    const written = writtenAs('comment', 201);
    const reply = written({ message: 'Held for review', comment: { id: '3' } });
    expect(reply).toEqual({ status: 201, json: { success: true, data: { id: '3' }, message: 'Held for review' } });
    expect(agrees(reply, written.doc(z.strictObject({ message: S.message, comment: S.idOnly })))).toBe(true);
    const quizzes = keyed('quizzes');
    expect(agrees(quizzes([{ id: '1' }]), quizzes.doc(z.array(S.idOnly)))).toBe(true);
  });
});
