// An import that climbs three folders or more (`../../../x`) names its target from the top
// instead: `@/x` for src/x, `@tests/x` and `@i18n/x` for the folders beside it (vite.config.ts
// and tsconfig.app.json define them). It then says where it goes, and survives a move.

const FAR = /^(\.\.\/){3,}/;

const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'No relative import climbs three folders: use @/, @tests/ or @i18n/.' },
    schema: [],
    messages: {
      farClimb:
        "'{{specifier}}' climbs {{levels}} folders: import it from @/ (src), @tests/ or @i18n/.",
    },
  },
  create(context) {
    const checkSource = (source) => {
      const specifier = source?.type === 'Literal' ? source.value : null;
      if (typeof specifier !== 'string' || !FAR.test(specifier)) return;
      const levels = specifier.match(/\.\.\//g).length;
      context.report({ node: source, messageId: 'farClimb', data: { specifier, levels } });
    };
    const check = (node) => checkSource(node.source);
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      // Vitest's module mocks name a module too: vi.mock, vi.doMock, vi.importActual.
      'CallExpression[callee.object.name="vi"]'(node) {
        if (['mock', 'doMock', 'importActual'].includes(node.callee.property?.name)) {
          checkSource(node.arguments[0]);
        }
      },
    };
  },
};

export default rule;
