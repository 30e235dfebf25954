// Every import of a module as the TypeScript parser reads it: static imports and re-exports
// (`export … from`, `export * from`), side-effect imports, `import()` with a literal, and
// `import x = require(…)`; each says whether it ships (a type-only import or re-export does not).
import ts from 'typescript-api';

export interface ImportRef {
  specifier: string;
  /** false for `import type`, `export type … from` and imports whose every name is a type */
  runtime: boolean;
  /** `import('…')`: loaded when the code asks for it, a chunk of its own in the build */
  dynamic: boolean;
}

function staticRef(node: ts.ImportDeclaration | ts.ExportDeclaration): ImportRef | null {
  const spec = node.moduleSpecifier;
  if (!spec || !ts.isStringLiteral(spec)) return null;
  let runtime: boolean;
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    // `import { type A, type B } from` ships nothing either (with verbatimModuleSyntax it would
    // keep a bare import of the module: counted, since the module then runs).
    const namedAllTypes =
      clause?.namedBindings !== undefined &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((e) => e.isTypeOnly) &&
      clause.name === undefined;
    runtime = !(clause?.isTypeOnly ?? false) && !namedAllTypes;
  } else {
    runtime = !node.isTypeOnly;
  }
  return { specifier: spec.text, runtime, dynamic: false };
}

/** The imports of one source file (`fileName` only tells the parser TS from TSX). */
export function importsOf(fileName: string, code: string): ImportRef[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const found: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const ref = staticRef(node);
      if (ref) found.push(ref);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push({ specifier: arg.text, runtime: true, dynamic: true });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expr = node.moduleReference.expression;
      if (ts.isStringLiteral(expr)) found.push({ specifier: expr.text, runtime: !node.isTypeOnly, dynamic: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // `typeof import('…')` in a type: a type-only reference
      found.push({ specifier: node.argument.literal.text, runtime: false, dynamic: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
