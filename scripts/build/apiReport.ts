// The engine package's API report: for each entry point, every export with its type as an app sees it
// through the shipped declarations, derived types expanded member by member (so a change to the route
// table or a method's arguments shows, not just a renamed export). `npm run api-report` writes
// engine/api-report/; tests/unit/engine-package/tarball.test.ts fails while the package differs from it.
import ts from 'typescript';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE, installInto, packEngine } from './enginePack';
import { ROOT } from './enginePackage';

export const REPORT_DIR = 'engine/api-report';
export const SUBPATHS = {
  index: '',
  api: '/api',
  webcall: '/webcall',
  daily: '/daily',
  speech: '/speech',
} as const;
const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;
const MAX_DEPTH = 4;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipLibCheck: true,
  noEmit: true,
};

interface Probe {
  checker: ts.TypeChecker;
  exports: Record<string, ts.Symbol[]>;
  /** `__<entry>__<name>` to the type an alias gives, generic types with their defaults. */
  aliasTypes: Map<string, ts.Type>;
}

/** Compiles a probe file that imports every entry point of the installed package. */
function probeExports(project: string, name: string): Probe {
  const probe = join(project, '__api_report_probe.ts');
  const imports = Object.entries(SUBPATHS)
    .map(([entry, subpath]) => `import type * as ${entry} from '${name}${subpath}';`)
    .join('\n');
  // First pass: the exports. Second: an alias per exported type, which gives generic types their defaults.
  const first = programWith(probe, `${imports}\nexport {};\n`, COMPILER_OPTIONS);
  const exports = Object.fromEntries(
    Object.keys(SUBPATHS).map((entry) => [entry, exportsOf(first, probe, entry)]),
  ) as Record<string, ts.Symbol[]>;
  const aliases = Object.entries(exports).flatMap(([entry, symbols]) =>
    symbols
      .filter((s) => isPlainType(resolved(first.getTypeChecker(), s)))
      .map((s) => `export type __${entry}__${s.name} = ${entry}.${s.name};`),
  );
  const program = programWith(probe, `${imports}\n${aliases.join('\n')}\n`, COMPILER_OPTIONS, first);
  const checker = program.getTypeChecker();
  const probeFile = program.getSourceFile(probe);
  const aliasTypes = new Map(
    probeFile!.statements
      .filter(ts.isTypeAliasDeclaration)
      .map((d) => [d.name.text, checker.getTypeFromTypeNode(d.type)]),
  );
  return { checker, exports, aliasTypes };
}

/** Lines for a type as an app sees it, the package's own types expanded member by member. */
function describer(checker: ts.TypeChecker, name: string) {
  const ours = (node: ts.Node) => node.getSourceFile().fileName.includes(`/node_modules/${name}/`);
  const isOurs = (type: ts.Type): boolean =>
    type.isUnionOrIntersection()
      ? type.types.some(isOurs)
      : Boolean((type.aliasSymbol ?? type.symbol)?.declarations?.some(ours));

  const isPublic = (symbol: ts.Symbol) =>
    !symbol.name.startsWith('#') &&
    !symbol.name.startsWith('__') &&
    (symbol.declarations ?? []).every(
      (d) =>
        !(
          ts.getCombinedModifierFlags(d as ts.Declaration) &
          (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)
        ),
    ) &&
    (!symbol.declarations?.length || symbol.declarations.some(ours));

  const describe = (type: ts.Type, depth: number): string[] => {
    const text = checker.typeToString(
      type,
      undefined,
      FLAGS | (depth === 0 ? ts.TypeFormatFlags.InTypeAlias : 0),
    );
    const calls = type.getCallSignatures();
    // A generic function reads best as declared; its types are expanded under their own names.
    if (calls.some((sig) => sig.typeParameters?.length))
      return calls.map(
        (sig) => declared(sig.declaration) ?? checker.signatureToString(sig, undefined, FLAGS),
      );
    const props =
      depth < MAX_DEPTH && isOurs(type) && !type.isUnion()
        ? checker.getPropertiesOfType(type).filter(isPublic)
        : [];
    if (props.length === 0)
      return calls.length ? calls.map((sig) => checker.signatureToString(sig, undefined, FLAGS)) : [text];
    return [
      ...calls.map((sig) => checker.signatureToString(sig, undefined, FLAGS)),
      ...props.flatMap((prop) =>
        member(
          prop.name + (prop.flags & ts.SymbolFlags.Optional ? '?' : ''),
          checker.getTypeOfSymbol(prop),
          depth + 1,
        ),
      ),
    ];
  };
  const member = (label: string, type: ts.Type, depth: number): string[] => {
    const lines = describe(type, depth);
    return lines.length === 1 ? [`${label}: ${lines[0]}`] : [label, ...lines.map((line) => `  ${line}`)];
  };
  return { member, isPublic };
}

/** One export's lines: a class with its members, a value with its type, a type expanded. */
function symbolReport(
  checker: ts.TypeChecker,
  { member, isPublic }: ReturnType<typeof describer>,
  aliasTypes: Map<string, ts.Type>,
  entry: string,
  symbol: ts.Symbol,
): string[] {
  const target = resolved(checker, symbol);
  const lines: string[] = [];
  if (target.flags & ts.SymbolFlags.Class) {
    lines.push(
      `class ${symbol.name}`,
      ...checker
        .getTypeOfSymbol(target)
        .getConstructSignatures()
        .map((sig) => `  new ${checker.signatureToString(sig, undefined, FLAGS)}`),
    );
    for (const prop of checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(target))
      .filter(isPublic)) {
      lines.push(...member(prop.name, checker.getTypeOfSymbol(prop), 1).map((line) => `  ${line}`));
    }
  } else if (target.flags & ts.SymbolFlags.Value) {
    lines.push(
      ...member(
        `${target.flags & ts.SymbolFlags.Function ? 'function' : 'const'} ${symbol.name}`,
        checker.getTypeOfSymbol(target),
        0,
      ),
    );
  }
  if (target.flags & ts.SymbolFlags.Type && !(target.flags & ts.SymbolFlags.Class)) {
    const label = `type ${symbol.name}${typeParameters(target)}`;
    const declaration = genericDeclaration(target);
    // A type alias that needs type arguments has no one expansion: its declaration is its surface.
    if (!isPlainType(target) && declaration && ts.isTypeAliasDeclaration(declaration))
      lines.push(`${label}: ${declared(declaration.type)}`);
    else
      lines.push(
        ...member(
          label,
          aliasTypes.get(`__${entry}__${symbol.name}`) ?? checker.getDeclaredTypeOfSymbol(target),
          0,
        ),
      );
  }
  return lines;
}

/** Reports for a project that has the package (named `name`) installed; one text per entry point. */
export function apiReports(project: string, name: string): Record<keyof typeof SUBPATHS, string> {
  const { checker, exports, aliasTypes } = probeExports(project, name);
  const lines = describer(checker, name);
  const report = (entry: string, symbol: ts.Symbol) =>
    symbolReport(checker, lines, aliasTypes, entry, symbol);
  return Object.fromEntries(
    Object.entries(exports).map(([entry, symbols]) => [
      entry,
      [
        `# ${name}${SUBPATHS[entry as keyof typeof SUBPATHS]}: public API`,
        '# Generated from the packed declarations by `npm run api-report`; `npm test` fails while the package differs from it.',
        '',
        ...symbols.flatMap((symbol) => report(entry, symbol)),
        '',
      ].join('\n'),
    ]),
  ) as Record<keyof typeof SUBPATHS, string>;
}

function programWith(file: string, text: string, options: ts.CompilerOptions, old?: ts.Program): ts.Program {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, text, version) : read(name, version, ...rest);
  return ts.createProgram({ rootNames: [file], options, host, ...(old ? { oldProgram: old } : {}) });
}

function exportsOf(program: ts.Program, probe: string, entry: string): ts.Symbol[] {
  const checker = program.getTypeChecker();
  const declaration = program
    .getSourceFile(probe)!
    .statements.filter(ts.isImportDeclaration)
    .find(
      (d) =>
        d.importClause?.namedBindings &&
        ts.isNamespaceImport(d.importClause.namedBindings) &&
        d.importClause.namedBindings.name.text === entry,
    );
  const module = declaration && checker.getSymbolAtLocation(declaration.moduleSpecifier);
  if (!module) throw new Error(`the package's ${entry} entry does not resolve; is it built and installed?`);
  return checker.getExportsOfModule(module).sort((a, b) => a.name.localeCompare(b.name));
}

/** A signature as the declaration file writes it, on one line. */
const declared = (node: ts.Node | undefined) =>
  node && !ts.isJSDocSignature(node)
    ? node
        .getText()
        .replace(/^(export )?(declare )?(function \w+)?/, '')
        .replace(/\s+/g, ' ')
        .replace(/;$/, '')
    : undefined;

const resolved = (checker: ts.TypeChecker, symbol: ts.Symbol) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

type Generic = ts.InterfaceDeclaration | ts.TypeAliasDeclaration;
const genericDeclaration = (symbol: ts.Symbol) =>
  symbol.declarations?.find(
    (d): d is Generic => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
  );
/** A type (not a class) whose type parameters all have defaults, so `Name` alone is a complete type. */
const isPlainType = (symbol: ts.Symbol) =>
  Boolean(symbol.flags & ts.SymbolFlags.Type) &&
  !(symbol.flags & ts.SymbolFlags.Class) &&
  !genericDeclaration(symbol)?.typeParameters?.some((p) => !p.default);
const typeParameters = (symbol: ts.Symbol) => {
  const params = genericDeclaration(symbol)?.typeParameters;
  return params ? `<${params.map((p) => p.getText().replace(/\s+/g, ' ')).join(', ')}>` : '';
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const packed = await packEngine();
  try {
    const project = await installInto(packed, 'report', ['xstate', '@daily-co/daily-js']);
    await mkdir(join(ROOT, REPORT_DIR), { recursive: true });
    for (const [entry, text] of Object.entries(apiReports(project, PACKAGE)))
      await writeFile(join(ROOT, REPORT_DIR, `${entry}.api.txt`), text);
    console.info(
      `Wrote the API report of ${PACKAGE} to ${REPORT_DIR}/; review the diff and commit it with the change.`,
    );
  } finally {
    await packed.cleanup();
  }
}
