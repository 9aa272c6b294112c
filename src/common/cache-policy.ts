/** Query cache times per data path kind, in milliseconds. */
export type CachePolicy = { staleTime: number; gcTime: number; maxAge: number };

const seconds = (stale: number, gc: number, maxAge: number): CachePolicy => ({
  staleTime: stale * 1000,
  gcTime: gc * 1000,
  maxAge: maxAge * 1000,
});

const RULES: Array<[(path: string) => boolean, CachePolicy]> = [
  [(p) => p.includes('/auth/') || p.includes('/session'), seconds(120, 300, 600)],
  [(p) => p.includes('/bucket-list'), seconds(30, 300, 900)],
  [(p) => p.includes('/admin/'), seconds(60, 600, 1800)],
  [(p) => p.includes('/stats') || p.includes('/background-images'), seconds(300, 900, 3600)],
  [(p) => p.includes('/ai/'), seconds(30, 120, 300)],
  [(p) => p.includes('/budget-'), seconds(45, 300, 600)],
];

const DEFAULT_POLICY = seconds(60, 300, 900);

export function cachePolicyFor(path: string): CachePolicy {
  return RULES.find(([matches]) => matches(path))?.[1] ?? DEFAULT_POLICY;
}

/** Query keys are path segments; the request path is the segments joined by '/'. */
export function pathFromQueryKey(key: readonly unknown[]): string {
  return key.map(String).join('/');
}
