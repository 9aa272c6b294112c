import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;
const PAGE_SIZE = 50;

export async function listOutbox(db: Db, to?: string): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('mailOutbox')
    .select(['to', 'subject', 'text', 'html', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE);
  if (to) query = query.where('to', '=', to.toLowerCase());
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    links: [...new Set(row.text.match(URL_PATTERN) ?? [])],
    createdAt: toIso(row.createdAt),
  }));
}
