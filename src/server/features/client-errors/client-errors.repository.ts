import { randomUUID } from 'node:crypto';
import type { ClientErrorReport } from '../../../common/schemas';
import type { Db } from '../../db/database';

export async function insertClientError(
  db: Db,
  userId: string | null,
  report: ClientErrorReport,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('clientError')
    .values({
      id,
      userId,
      section: report.section,
      errorId: report.errorId,
      message: report.error,
      stack: report.stack ?? null,
      errorInfo: report.errorInfo ?? null,
      url: report.url ?? null,
      userAgent: report.userAgent ?? null,
      occurredAt: report.timestamp ?? null,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}
