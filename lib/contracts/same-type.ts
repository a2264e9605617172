// A compile-time check that a schema's inferred type and a type owned elsewhere (the core's) are the same,
// both ways: `const agrees: Same<z.infer<typeof S>, CoreType> = true;` fails to compile once they part.
export type Same<Left, Right> = [Left] extends [Right] ? ([Right] extends [Left] ? true : false) : false;
