/**
 * A value worked out from a string key, kept for the next time the same key comes: for what a
 * server is handed again and again (a browser's Cookie header, a query string, a peer's address,
 * an unchanged list's version). Bounded in count and in key length, so a client sending ever new
 * keys costs at most `max` keys of `maxKeyLength` characters; when full, the oldest key goes
 * first. A longer key is worked out every time and never kept. `undefined` marks a key not yet
 * kept, so a value of `undefined` is worked out again on every call (none of the callers makes one).
 */
export function keptByKey<Value>(max: number, maxKeyLength: number) {
  const kept = new Map<string, Value>();
  return (key: string, make: () => Value): Value => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const value = make();
    if (key.length <= maxKeyLength) {
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      kept.set(key, value);
    }
    return value;
  };
}
