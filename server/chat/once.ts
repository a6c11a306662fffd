// Results that depend only on content/ are worked out once: content does not change while the server
// runs, and recomputing them for every question is most of an answer's cost.

/** `f` of each content object (a project, an entry, the owner), computed on first use and kept with it. */
export function once<K extends object, V>(f: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>();
  return (key) => {
    if (results.has(key)) return results.get(key)!;
    const value = f(key);
    results.set(key, value);
    return value;
  };
}

/** `f` of a content object and a name content gives it (a technology's title): a bounded set of pairs. */
export function oncePerName<K extends object, V>(
  f: (key: K, name: string) => V,
): (key: K, name: string) => V {
  const results = new WeakMap<K, Map<string, V>>();
  return (key, name) => {
    let byName = results.get(key);
    if (!byName) results.set(key, (byName = new Map()));
    if (byName.has(name)) return byName.get(name)!;
    const value = f(key, name);
    byName.set(name, value);
    return value;
  };
}
