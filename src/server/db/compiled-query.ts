import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';

/** Stands for a parameter while a query is compiled; its value is given at each execution. */
class Slot {
  constructor(readonly name: string) {}
}

type Compiled<Name, Row> = { query: CompiledQuery<Row>; slots: ({ name: Name } | { fixed: unknown })[] };

/**
 * A query of a fixed shape, built and compiled once per database and then run with new parameter
 * values: building and compiling a Kysely query on every request was a measurable share of a short
 * request. `build` marks each per-call value with `slot(name)`; other values are kept as compiled.
 */
export function compiledQuery<Name extends string, Row>(
  build: (db: Db, slot: <T = string>(name: Name) => T) => Compilable<Row>,
) {
  const byDb = new WeakMap<Db, Compiled<Name, Row>>();
  const slot = <T>(name: Name) => new Slot(name) as T;
  /** The SQL and parameters one call runs: what `execute` sends, and what EXPLAIN is asked about. */
  const compile = (db: Db, values: Readonly<Record<Name, unknown>>): CompiledQuery<Row> => {
    let compiled = byDb.get(db);
    if (!compiled) {
      const query = build(db, slot).compile();
      const slots = query.parameters.map((p) =>
        p instanceof Slot ? { name: p.name as Name } : { fixed: p },
      );
      compiled = { query, slots };
      byDb.set(db, compiled);
    }
    const parameters = compiled.slots.map((s) => ('name' in s ? values[s.name] : s.fixed));
    return { ...compiled.query, parameters };
  };
  const execute = async (db: Db, values: Readonly<Record<Name, unknown>>): Promise<Row[]> =>
    (await db.executeQuery(compile(db, values))).rows;
  return Object.assign(execute, { compile });
}
