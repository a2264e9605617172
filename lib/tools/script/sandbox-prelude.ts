// The guest side of what crosses out of the sandbox, run inside QuickJS before the script (issue 8, item 5:
// `context.dump` of large sandbox values ran 26 s against a 2 s limit, outside every limit). All turning of
// sandbox values into text happens here, in the guest: under the script's deadline (JavaScript is where QuickJS
// checks its interrupt handler) and its memory limit, and bounded in size before anything is copied out.
// The host (sandbox-crossing.ts) still checks every string's length before copying it, so a script that
// tampers with the guest's built-ins can only spoil its own output, never make the host copy more.
//
// The prelude is one function expression called with the host's log function and the line limit. It sets
// `console` and returns { serialise, describe }, which the host keeps as handles; the script cannot reach them.
//  - console.log(...values): one line — strings as they are, other values as JSON — cut at the line limit
//    (marked "…"); once the host answers false (its budget spent) lines are no longer even formatted.
//  - serialise(value, limit): the value's JSON text, or a number when that text would pass `limit` characters
//    (the walk stops early: the counting replacer's estimate errs low, so it stops within a few times the
//    limit), or undefined when the value has no JSON form.
//  - describe(thrown, limit): what a thrown value says, in at most `limit` characters (marked "…").

export const SANDBOX_PRELUDE = String.raw`(function (hostLog, lineLimit) {
  "use strict";
  const stringify = JSON.stringify;
  const keysOf = Object.keys;
  const isArray = Array.isArray;
  const sliceText = Function.prototype.call.bind(String.prototype.slice);
  const indexIn = Function.prototype.call.bind(Array.prototype.indexOf);
  const joinParts = Function.prototype.call.bind(Array.prototype.join);

  function omitted(part) {
    return part === undefined || typeof part === "function" || typeof part === "symbol";
  }

  function preview(value, budget) {
    // Parts are joined once at the end: QuickJS copies a string on every +=, which made 200 lines cost seconds.
    const parts = [];
    let length = 0;
    const open = [];
    const put = (part) => {
      parts[parts.length] = part;
      length += part.length;
      return length <= budget;
    };
    const walk = (value, inArray) => {
      if (value !== null && typeof value === "object" && typeof value.toJSON === "function") value = value.toJSON();
      if (typeof value === "string") return put(stringify(value.length > budget ? sliceText(value, 0, budget) : value));
      if (typeof value === "number") return put(value === value && value !== Infinity && value !== -Infinity ? String(value) : "null");
      if (typeof value === "boolean") return put(value ? "true" : "false");
      if (typeof value === "bigint") return put(String(value) + "n");
      if (omitted(value)) return put(inArray ? "null" : "undefined");
      if (value === null) return put("null");
      if (indexIn(open, value) !== -1) return put('"[Circular]"');
      open[open.length] = value;
      let fits;
      if (isArray(value)) {
        fits = put("[");
        for (let index = 0; fits && index < value.length; index += 1) fits = (index === 0 || put(",")) && walk(value[index], true);
        fits = fits && put("]");
      } else {
        fits = put("{");
        const keys = keysOf(value);
        let first = true;
        for (let index = 0; fits && index < keys.length; index += 1) {
          const part = value[keys[index]];
          if (omitted(part)) continue;
          fits = put((first ? "" : ",") + stringify(sliceText(keys[index], 0, budget)) + ":") && walk(part, false);
          first = false;
        }
        fits = fits && put("}");
      }
      open.length -= 1;
      return fits;
    };
    const fits = walk(value, false);
    const text = joinParts(parts, "");
    return fits ? text : sliceText(text, 0, budget) + "…";
  }

  function cut(text, limit) {
    return text.length > limit ? sliceText(text, 0, limit) + "…" : text;
  }

  function line(values) {
    let text = "";
    for (let index = 0; index < values.length && text.length <= lineLimit; index += 1) {
      const value = values[index];
      text += (index === 0 ? "" : " ") + (typeof value === "string" ? sliceText(value, 0, lineLimit + 1) : preview(value, lineLimit));
    }
    return cut(text, lineLimit);
  }

  let full = false;
  const log = function (...values) {
    if (!full) full = !hostLog(line(values));
  };
  globalThis.console = { log, info: log, warn: log, error: log };

  const tooLarge = {};
  function serialise(value, limit) {
    let counted = 0;
    let text;
    try {
      text = stringify(value, function (key, part) {
        counted += key.length + 4 + (typeof part === "string" ? part.length : 1);
        if (counted > limit) throw tooLarge;
        return part;
      });
    } catch (error) {
      if (error === tooLarge) return counted;
      throw error;
    }
    if (text === undefined) return undefined;
    return text.length > limit ? text.length : text;
  }

  function describe(thrown, limit) {
    try {
      if (typeof thrown === "object" && thrown !== null && "message" in thrown) {
        const name = thrown.name;
        const message = thrown.message;
        const said = typeof message === "string" ? sliceText(message, 0, limit + 1) : preview(message, limit);
        return cut((typeof name === "string" && name !== "" ? sliceText(name, 0, limit) + ": " : "") + said, limit);
      }
      return cut("uncaught " + preview(thrown, limit), limit);
    } catch (error) {
      return "uncaught exception that could not be described";
    }
  }

  return { serialise, describe };
})`;
