// Freezes a value and everything it holds. The registry is shared by every part of the runtime; a part
// that reshaped a definition in place would change it for all the others.

export function deepFreeze<Value>(value: Value): Value {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}
