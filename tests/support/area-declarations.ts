/**
 * What an example area's declarations (examples/<area>/*.d.ts) declare, read with TypeScript's parser: the routes
 * of its API (the keys, `METHOD /path`, of an interface named `…Routes`) and every name a page may use because of
 * them: types, classes, members, properties and string literal values. tests/content/area-facts.test.ts takes an
 * area's identifiers from here, so a name is listed once, where the code that uses it is checked.
 */
import fs from 'node:fs';
import ts from 'typescript';
import {areaDeclarations} from './doc-typescript';

function parsed(area: string): ts.SourceFile[] {
  return areaDeclarations(area).map((file) =>
    ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
}

const ROUTE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\/\S*)$/;

/** The routes of an area's API, `METHOD /path`. */
export function areaRoutes(area: string): Set<string> {
  const routes = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) && node.name.text.endsWith('Routes')) {
      for (const member of node.members) {
        if (member.name && ts.isStringLiteral(member.name) && ROUTE.test(member.name.text))
          routes.add(member.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  parsed(area).forEach(visit);
  return routes;
}

/** The paths of an area's routes (`/v1/persona/avatars/{avatarId}`). */
export const areaPaths = (area: string) => new Set([...areaRoutes(area)].map((route) => ROUTE.exec(route)![2]!));

/**
 * Every name an area's declarations give a page: module names, type, class and member names, property names,
 * string literal values, and each route's path; a class's methods also as `<instance>.<method>`, the way the
 * pages call them on the instance they name after the class (`passport.getUser` for `PassportClient`).
 */
export function declaredNames(area: string, instances: Record<string, string> = {}): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) names.add(node.name.text);
    if (
      (ts.isInterfaceDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node)) &&
      node.name
    ) {
      names.add(node.name.text);
    }
    if ((ts.isPropertySignature(node) || ts.isMethodDeclaration(node) || ts.isPropertyDeclaration(node)) && node.name) {
      const name = ts.isStringLiteral(node.name) || ts.isIdentifier(node.name) ? node.name.text : undefined;
      const route = name ? ROUTE.exec(name) : null;
      if (route) names.add(route[2]!);
      else if (name) names.add(name);
      const owner = node.parent;
      if (name && ts.isMethodDeclaration(node) && ts.isClassDeclaration(owner) && owner.name) {
        const instance = instances[owner.name.text];
        if (instance) names.add(`${instance}.${name}`);
      }
    }
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) names.add(node.literal.text);
    ts.forEachChild(node, visit);
  };
  parsed(area).forEach(visit);
  return names;
}
