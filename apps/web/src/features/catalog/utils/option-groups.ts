export type OptionGroup<T> = { letter: string; options: T[] };

/** The letter an option is filed under: its first letter without accents, or "#" for digits and signs. */
export function groupLetter(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Options sorted by name and grouped under their first letter, "#" first, as the filter dialogs list them. */
export function groupAlphabetically<T extends { name: string }>(options: readonly T[]): OptionGroup<T>[] {
  const sorted = [...options].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
  );
  const groups = new Map<string, T[]>();
  for (const option of sorted) {
    const letter = groupLetter(option.name);
    const group = groups.get(letter);
    if (group) group.push(option);
    else groups.set(letter, [option]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)))
    .map(([letter, items]) => ({ letter, options: items }));
}

/** Keeps the options whose name starts with `prefix`, case- and accent-insensitively (country and state lists, spec §5). */
export function filterByPrefix<T extends { name: string }>(options: readonly T[], prefix: string): T[] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const needle = fold(prefix.trim());
  if (!needle) return [...options];
  return options.filter((option) => fold(option.name).startsWith(needle));
}
