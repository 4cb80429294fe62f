/**
 * E-mail (DESIGN e-mail): messages are written to `outbox_emails` with what caused them and then
 * delivered by nodemailer: over SMTP when SMTP_URL is set, otherwise as `.eml` files under
 * `DATA_DIR/outbox/`. Undelivered rows are retried by `deliverPending` (called after each enqueue
 * and by the `mail.deliver` job every minute), so a crash between commit and delivery loses
 * nothing. A failed attempt waits 1, 2, 4, 8 minutes before the next (a failing SMTP server is
 * not hammered); after the 5th the message is 'failed' (`@adega/domain/mail/retry`). A delivery
 * loop claims its messages first, so two processes (or instances) never send one message twice.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { afterFailedMailAttempt, MAX_MAIL_ATTEMPTS } from '@adega/domain/mail/retry';
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { outboxEmails } from '../../db/schema.ts';

export const MAIL_FROM = 'Adega <nao-responda@adega.dev>';
/** How long a delivery loop owns the messages it claimed (far above one SMTP send). */
const DELIVERY_LEASE_MS = 2 * 60_000;

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
}

/** Where a rendered message goes. */
export interface MailTransport {
  send(message: OutgoingEmail & { id: number }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({
        from: MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/** Each message as an RFC 822 file `outbox/{id}-{kind}.eml` (readable by any mail client). */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from: MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${message.id}-${message.kind}.eml`), info.message as Buffer);
    },
  };
}

/** Keeps messages in memory (API tests read them here). */
export function memoryTransport(): MailTransport & { sent: (OutgoingEmail & { id: number })[] } {
  const sent: (OutgoingEmail & { id: number })[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

/**
 * What a module that e-mails customers from a job needs (the Winelists' alerts, 'Avise-me'): the
 * database, the clock, the job runner, the mailer, the store's public URL and a nudge to deliver.
 */
export interface MailingDeps {
  db: Db;
  now: () => Date;
  jobs: JobRunner;
  mailer: Mailer;
  publicUrl: (store: Store) => string;
  onMailQueued: () => void;
}

export interface Mailer {
  /** Records the message (inside the caller's transaction when `db` is a transaction). */
  enqueue(db: Db, message: OutgoingEmail): Promise<void>;
  deliverPending(): Promise<number>;
}

export function createMailer(
  db: Db,
  transport: MailTransport,
  now: () => Date,
  logger: Logger,
): Mailer {
  let running: Promise<number> | null = null;
  async function deliver(): Promise<number> {
    // Claim the due messages (a lease: another process skips them, and a process killed while
    // sending leaves them to be retried when the lease ends), then send them one by one.
    const at = now();
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, 'pending'),
          lt(outboxEmails.attempts, MAX_MAIL_ATTEMPTS),
          or(isNull(outboxEmails.nextAttemptAt), lte(outboxEmails.nextAttemptAt, at)),
        ),
      )
      .orderBy(asc(outboxEmails.id))
      .limit(50)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(at.getTime() + DELIVERY_LEASE_MS) })
      .where(inArray(outboxEmails.id, due))
      .returning();
    const pending = claimed.sort((a, b) => a.id - b.id);
    let delivered = 0;
    for (const row of pending) {
      try {
        await transport.send({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          kind: row.kind,
        });
        await db
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: now(), attempts: row.attempts + 1 })
          .where(eq(outboxEmails.id, row.id));
        delivered += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        logger.warn(
          { emailId: row.id, kind: row.kind, attempts, err: error },
          'e-mail delivery failed',
        );
        await db
          .update(outboxEmails)
          .set({
            attempts,
            lastError: String(error).slice(0, 500),
            ...afterFailedMailAttempt(attempts, now()),
          })
          .where(eq(outboxEmails.id, row.id));
      }
    }
    return delivered;
  }
  return {
    async enqueue(tx, message) {
      await tx.insert(outboxEmails).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        kind: message.kind,
        createdAt: now(),
      });
    },
    deliverPending() {
      // One delivery loop at a time per process; a caller waits for the loops before its own,
      // so a message it just enqueued is always in the loop it awaits.
      const next: Promise<number> = (running ?? Promise.resolve(0)).then(deliver, deliver);
      running = next;
      return next;
    },
  };
}
