/** A route parameter as a positive integer id, or NaN. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}
