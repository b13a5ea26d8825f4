import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../src/server/config';
import { dispatchMail, queueMail, sendPendingMail } from '../../src/server/mail/outbox';
import { passwordResetMail } from '../../src/server/mail/templates';
import { silentLog } from '../helpers/app';
import { type TestDatabase, createTestDatabase } from '../helpers/services';

/*
 * The mail outbox: queued in a transaction, delivered through nodemailer when SMTP is configured (and then its body
 * cleared), else kept and logged without its text at info.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

const mail = (to: string) => ({
  ...passwordResetMail({ language: 'en', firstName: 'Omar', link: 'http://localhost/reset-password?token=t' }),
  kind: 'password_reset' as const,
  to,
  userId: null,
});
const statusOf = async (id: string) =>
  (
    await db.sql<{ status: string; attempts: number; last_error: string | null }[]>`
  select status, attempts, last_error from mail_outbox where id = ${id}`
  )[0]!;
const bodyOf = async (id: string) =>
  (
    await db.sql<
      {
        body_text: string | null;
        body_html: string | null;
        subject: string;
        to_address: string;
        sent_at: Date | null;
      }[]
    >`
  select body_text, body_html, subject, to_address, sent_at from mail_outbox where id = ${id}`
  )[0]!;

describe('the mail outbox', () => {
  it('keeps nothing from a transaction that rolled back', async () => {
    await expect(
      db.sql.begin(async (tx) => {
        await queueMail(tx, mail('rollback@example.com'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.sql`select 1 from mail_outbox where to_address = 'rollback@example.com'`).toHaveLength(0);
  });

  it('delivers pending mail through a nodemailer transport, marks it sent and clears its body', async () => {
    const queued = await queueMail(db.sql, mail('sent@example.com'));
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const spy = vi.spyOn(transport, 'sendMail');
    const result = await sendPendingMail(db.sql, transport, silentLog);
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'sent@example.com',
        subject: 'Reset your Fellah password',
        from: 'Fellah <no-reply@fellah.eg>',
        text: expect.stringContaining('/reset-password?token=t'),
      }),
    );
    expect(await statusOf(queued.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(await bodyOf(queued.id)).toMatchObject({
      body_text: null,
      body_html: null,
      subject: 'Reset your Fellah password',
      to_address: 'sent@example.com',
      sent_at: expect.any(Date),
    });
    expect((await sendPendingMail(db.sql, transport, silentLog)).sent).toBe(0); // nothing sent twice
  });

  it('puts a failed message back to pending, and gives up after five attempts', async () => {
    const queued = await queueMail(db.sql, mail('down@example.com'));
    const failing = nodemailer.createTransport({
      name: 'failing',
      version: '1',
      send: (_mail: unknown, callback: (err: Error | null) => void) => callback(new Error('SMTP is down')),
    } as never);
    await sendPendingMail(db.sql, failing, silentLog);
    expect(await statusOf(queued.id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP is down' });
    expect((await bodyOf(queued.id)).body_text).toContain('/reset-password?token=t'); // kept for the next attempt
    for (let i = 0; i < 4; i++) await sendPendingMail(db.sql, failing, silentLog);
    expect(await statusOf(queued.id)).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('without SMTP_URL, leaves the mail in the outbox and logs which mail waits, its text (with the link) at debug only', async () => {
    const queued = await queueMail(db.sql, mail('logged@example.com'));
    const info = vi.fn();
    const debug = vi.fn();
    dispatchMail(
      { sql: db.sql, config: { smtpUrl: undefined } as Config, log: { info, debug } as unknown as FastifyBaseLogger },
      [queued],
    );
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ mailId: queued.id, to: 'logged@example.com', subject: 'Reset your Fellah password' }),
      expect.any(String),
    );
    expect(JSON.stringify(info.mock.calls)).not.toContain('token=');
    expect(debug).toHaveBeenCalledWith(
      expect.objectContaining({ text: expect.stringContaining('/reset-password?token=t') }),
      expect.any(String),
    );
    expect((await statusOf(queued.id)).status).toBe('pending');
    expect((await bodyOf(queued.id)).body_text).toContain('/reset-password?token=t');
  });
});
