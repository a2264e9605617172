// JSON equality as PostgreSQL's jsonb compares values: objects by their fields whatever the order, lists
// item by item, numbers by value. record_list checks its `where` again with it over the redacted data.

export function jsonEquals(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => jsonEquals(item, right[index]));
  }
  if (typeof left !== "object" || typeof right !== "object" || left === null || right === null) return false;
  const leftFields = Object.entries(left);
  if (leftFields.length !== Object.keys(right).length) return false;
  return leftFields.every(([field, value]) => Object.prototype.hasOwnProperty.call(right, field) && jsonEquals(value, (right as Record<string, unknown>)[field]));
}
