import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Modules import each other through their index.ts, and some import each other both ways (identity
 * mails invitations through messaging, which targets CRM contacts, which name identity's users). Such
 * a cycle is safe only while no module uses another's export when its file is first evaluated: a
 * top-level `alias(workspaces)` or `sql\`${users.name}\`` may meet a surface still loading and get
 * `undefined`. This finds every such use, so it's caught here and not by whichever entry loads first.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line name` for each top-level use of a value imported from another module's index.ts. */
function loadTimeUses(file: string): string[] {
  const own = file.split(path.sep)[2];
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const imported = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const target = (statement.moduleSpecifier as ts.StringLiteral).text.match(/^@\/modules\/([^/]+)$/)?.[1];
    const bindings = statement.importClause?.namedBindings;
    if (!target || target === own || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) if (!element.isTypeOnly) imported.add(element.name.text);
  }
  const uses: string[] = [];
  const visit = (node: ts.Node): void => {
    // Function bodies run later, when every surface has loaded; types are erased.
    if (ts.isFunctionLike(node) || ts.isTypeNode(node)) return;
    if (ts.isIdentifier(node) && imported.has(node.text)) {
      const parent = node.parent;
      const isKey = (ts.isPropertyAssignment(parent) || ts.isPropertyAccessExpression(parent)) && parent.name === node;
      if (!isKey) uses.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) visit(statement);
  return uses;
}

describe("modules' load order", () => {
  it("uses no other module's export while a module's files are first evaluated", { timeout: 120_000 }, () => {
    const files = sourceFiles(path.join("src", "modules"));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(loadTimeUses)).toEqual([]);
  });
});
