// Every import of a module as a TypeScript parser reads it: static imports and re-exports
// (`export … from`, `export * from`), side-effect imports, `import()` with a literal,
// `import x = require(…)` and `import('…')` types; each says whether it ships (a type-only import
// or re-export does not). The parser is Oxc's (what knip runs on): TypeScript 7 has no JS API, and
// TypeScript 6 installed beside it would take over the `tsc` command (both packages name it so).
import { parseSync } from 'oxc-parser';

export interface ImportRef {
  specifier: string;
  /** false for `import type`, `export type … from`, imports whose every name is a type, and types */
  runtime: boolean;
  /** `import('…')`: loaded when the code asks for it, a chunk of its own in the build */
  dynamic: boolean;
}

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const literal = (node: unknown): string | null => (isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null);

/** An ImportDeclaration ships unless it or each of its names is a type (a bare `import './x'` runs x). */
function importShips(node: Node): boolean {
  if (node.importKind === 'type') return false;
  const specifiers = (node.specifiers as Node[] | undefined) ?? [];
  return specifiers.length === 0 || specifiers.some((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type');
}

/** The one import a node makes, if it makes one. */
function refOf(node: Node): ImportRef | null {
  switch (node.type) {
    case 'ImportDeclaration': {
      const specifier = literal(node.source);
      return specifier === null ? null : { specifier, runtime: importShips(node), dynamic: false };
    }
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration': {
      const specifier = literal(node.source);
      return specifier === null ? null : { specifier, runtime: node.exportKind !== 'type', dynamic: false };
    }
    case 'ImportExpression': {
      const specifier = literal(node.source);
      return specifier === null ? null : { specifier, runtime: true, dynamic: true };
    }
    case 'TSImportEqualsDeclaration': {
      const reference = node.moduleReference;
      const specifier = isNode(reference) && reference.type === 'TSExternalModuleReference' ? literal(reference.expression) : null;
      return specifier === null ? null : { specifier, runtime: node.importKind !== 'type', dynamic: false };
    }
    case 'TSImportType': {
      const argument = node.argument;
      const specifier = literal(node.source) ?? (isNode(argument) && argument.type === 'TSLiteralType' ? literal(argument.literal) : null);
      return specifier === null ? null : { specifier, runtime: false, dynamic: false };
    }
    default:
      return null;
  }
}

/** The imports of one source file (`fileName` tells the parser TS from TSX). */
export function importsOf(fileName: string, code: string): ImportRef[] {
  const { program, errors } = parseSync(fileName, code);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors.map((e) => e.message).join('; ')}`);
  const found: ImportRef[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const ref = refOf(value);
    if (ref) found.push(ref);
    for (const [key, child] of Object.entries(value)) if (key !== 'parent' && typeof child === 'object') visit(child);
  };
  visit(program);
  return found;
}
