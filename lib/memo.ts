/**
 * A pure function of a string, computed once per key and kept (issue 40): the links of the menus,
 * the footer and the provider's lists are resolved again on every page the server renders and in
 * every hydration, and their addresses repeat. At most `limit` keys are kept; past that the memo
 * starts over, so made-up addresses cost no memory. A value is shared by every caller, so it is
 * frozen: a caller that wants to change one copies it.
 */
export function memoizeByKey<T>(compute: (key: string) => T, limit = 2000): (key: string) => T {
  const memo = new Map<string, T>();
  return (key) => {
    if (memo.has(key)) return memo.get(key)!;
    if (memo.size >= limit) memo.clear();
    const value = deepFreeze(compute(key));
    memo.set(key, value);
    return value;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
