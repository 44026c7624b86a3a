/**
 * The prototypes every object of the check inherits from. The check reads writers' files into
 * objects keyed by what the file says (frontmatter, settings files, tables), so a reader that let a
 * key such as `__proto__.allowDangerousHtml` reach one of these would change every later page's
 * render in the same thread: HTML a rule refused, attributes on every element. Each file's check is
 * followed by a look at them; whatever a file added or replaced is put back and the file refused,
 * so one such bug cannot reach another page or the export.
 */
const SHARED = { Object: Object.prototype, Array: Array.prototype, Function: Function.prototype } as const;

type Snapshot = Map<PropertyKey, PropertyDescriptor>;

const ownProperties = (prototype: object): Snapshot => new Map(Reflect.ownKeys(prototype).map((key) => [key, Object.getOwnPropertyDescriptor(prototype, key)!]));

const original = Object.entries(SHARED).map(([name, prototype]) => ({ name, prototype, snapshot: ownProperties(prototype) }));

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable && a.enumerable === b.enumerable && a.configurable === b.configurable;

/** Puts the shared prototypes back as they were when the check started; names what was changed (`Object.prototype.hName`). */
export function restoreSharedPrototypes(): string[] {
  const changed: string[] = [];
  for (const { name, prototype, snapshot } of original) {
    for (const key of Reflect.ownKeys(prototype)) {
      const before = snapshot.get(key);
      if (before && sameDescriptor(before, Object.getOwnPropertyDescriptor(prototype, key)!)) continue;
      changed.push(`${name}.prototype.${String(key)}`);
      if (before) Object.defineProperty(prototype, key, before);
      else delete (prototype as Record<PropertyKey, unknown>)[key];
    }
  }
  return changed;
}
