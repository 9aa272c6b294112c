/**
 * Reads a deadline out of free text in English or Thai. Rule-based on purpose: the built-in engine
 * must answer offline and give the same answer every time, and people state deadlines in a handful
 * of shapes ("by December 2027", "ภายในปี 2570", "within 6 months").
 */

export interface Deadline {
  /** The last day that still counts, as YYYY-MM-DD. */
  date: string;
  /** The words that said it, so the coach can tell a year from a count ("2027" is no measure). */
  phrase: string;
}

const EN_MONTHS = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];

// Stems match both the full name ("ธันวาคม") and the everyday short one ("ธันวา").
const TH_MONTHS = [
  ['มกรา', 'ม.ค.'],
  ['กุมภา', 'ก.พ.'],
  ['มีนา', 'มี.ค.'],
  ['เมษา', 'เม.ย.'],
  ['พฤษภา', 'พ.ค.'],
  ['มิถุนา', 'มิ.ย.'],
  ['กรกฎา', 'ก.ค.'],
  ['สิงหา', 'ส.ค.'],
  ['กันยา', 'ก.ย.'],
  ['ตุลา', 'ต.ค.'],
  ['พฤศจิกา', 'พ.ย.'],
  ['ธันวา', 'ธ.ค.'],
];

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  หนึ่ง: 1,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
  หก: 6,
  เจ็ด: 7,
  แปด: 8,
  เก้า: 9,
  สิบ: 10,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const enMonth = EN_MONTHS.flat().join('|');
const thMonth = TH_MONTHS.flat().map(escapeRegExp).join('|');
const year = String.raw`(?:พ\.ศ\.|ค\.ศ\.)?\s*((?:19|20|25|26)\d\d)`;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const endOfMonth = (y: number, m: number) => iso(y, m, lastDay(y, m));

/** Thai writers mostly count years in the Buddhist Era, 543 ahead of the Common Era. */
const toCommonEra = (y: number) => (y >= 2400 ? y - 543 : y);

function monthIndex(name: string): number {
  const lower = name.toLocaleLowerCase();
  const en = EN_MONTHS.findIndex((names) => names.includes(lower));
  if (en >= 0) return en + 1;
  return TH_MONTHS.findIndex((names) => names.some((n) => name.startsWith(n))) + 1;
}

function addPeriod(now: Date, amount: number, unit: string): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (/^(day|วัน)/.test(unit)) d.setUTCDate(d.getUTCDate() + amount);
  else if (/^(week|สัปดาห์|อาทิตย์)/.test(unit)) d.setUTCDate(d.getUTCDate() + 7 * amount);
  else if (/^(month|เดือน)/.test(unit)) {
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + amount);
    d.setUTCDate(Math.min(day, lastDay(d.getUTCFullYear(), d.getUTCMonth() + 1)));
  } else d.setUTCFullYear(d.getUTCFullYear() + amount);
  return d.toISOString().slice(0, 10);
}

type Rule = [RegExp, (match: RegExpExecArray, now: Date) => string | undefined];

// Most specific first: "December 2027" must win over the bare "2027" inside it.
const RULES: Rule[] = [
  [/\b(\d{4})-(\d{2})-(\d{2})\b/, (m) => validIso(Number(m[1]), Number(m[2]), Number(m[3]))],
  [
    new RegExp(String.raw`(?:^|[^a-z])(${enMonth})\.?,?\s+(?:of\s+)?${year}`, 'i'),
    (m) => endOfMonth(toCommonEra(Number(m[2])), monthIndex(m[1] ?? '')),
  ],
  [
    new RegExp(String.raw`(${thMonth})[ก-๙]*\s*${year}`),
    (m) => endOfMonth(toCommonEra(Number(m[2])), monthIndex(m[1] ?? '')),
  ],
  [
    /\b(?:in|within|by|after)\s+(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(days?|weeks?|months?|years?)\b/i,
    (m, now) => addPeriod(now, amountOf(m[1]), (m[2] ?? '').toLowerCase()),
  ],
  [
    /(?:ภายใน|อีก|ใน)\s*(\d+|หนึ่ง|สอง|สาม|สี่|ห้า|หก|เจ็ด|แปด|เก้า|สิบ)\s*(วัน|สัปดาห์|อาทิตย์|เดือน|ปี)/,
    (m, now) => addPeriod(now, amountOf(m[1]), m[2] ?? ''),
  ],
  [/\bnext\s+year\b|ปีหน้า/i, (_m, now) => iso(now.getUTCFullYear() + 1, 12, 31)],
  [/\bnext\s+month\b|เดือนหน้า/i, (_m, now) => endOfMonth(...nextMonth(now))],
  [/\b(?:this|the end of the)\s+year\b|ปีนี้|สิ้นปี/i, (_m, now) => iso(now.getUTCFullYear(), 12, 31)],
  [new RegExp(String.raw`(?:^|\W)${year}(?!\d)`), (m) => iso(toCommonEra(Number(m[1])), 12, 31)],
  // "May" alone is usually the verb, so an English month without a year needs a preposition.
  [
    new RegExp(String.raw`\b(?:in|by|before|until|till|end of)\s+(${enMonth})\b`, 'i'),
    (m, now) => nextEndOfMonth(now, monthIndex(m[1] ?? '')),
  ],
  [new RegExp(`(${thMonth})`), (m, now) => nextEndOfMonth(now, monthIndex(m[1] ?? ''))],
];

function amountOf(word: string | undefined): number {
  const n = Number(word);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100) : (NUMBER_WORDS[(word ?? '').toLowerCase()] ?? 1);
}

function validIso(y: number, m: number, d: number): string | undefined {
  return m >= 1 && m <= 12 && d >= 1 && d <= lastDay(y, m) ? iso(y, m, d) : undefined;
}

function nextMonth(now: Date): [number, number] {
  const m = now.getUTCMonth() + 2;
  return m > 12 ? [now.getUTCFullYear() + 1, 1] : [now.getUTCFullYear(), m];
}

/** A month without a year means its next end that is still ahead. */
function nextEndOfMonth(now: Date, month: number): string {
  const y = now.getUTCFullYear();
  const thisYear = endOfMonth(y, month);
  return thisYear >= now.toISOString().slice(0, 10) ? thisYear : endOfMonth(y + 1, month);
}

/** The first deadline the text states, or undefined. A date already past is no deadline. */
export function findDeadline(text: string, now: Date): Deadline | undefined {
  const today = now.toISOString().slice(0, 10);
  for (const [pattern, toDate] of RULES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const date = toDate(match, now);
    if (date && date >= today && date <= '9999-12-31') return { date, phrase: match[0] };
  }
  return undefined;
}
