/** A name cut to `max` characters with an ellipsis (whole words where it can); the whole name when it fits. */
export function shortLabel(name: string, max: number): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
