// A plugin for @custom-elements-manifest/analyzer: betr's elements are made by a factory,
// `export const BetrX = defineElement<Props>('betr-x', View, { attributes: { camelCase: 'type' }, … })`,
// not by `class … extends HTMLElement`, so the analyzer's own class pass does not see them.
// This pass turns each such declaration into the manifest's class entry: the tag from the
// first argument, typed attributes from the `attributes` option (plus `lang` and `inline`,
// which every element takes), and the JSDoc tags above it read as the analyzer reads a
// class's (`@summary`, `@attr`, `@fires`/`@event`, `@csspart`, `@cssprop`/`@cssproperty`, `@slot`).
// Then, for every element (`<betr-config>` too), the types come from the package's own
// TypeScript, written once there: each event's from the typed event map (`BetrEventMap`,
// src/elements/events.ts) as `CustomEvent<detail>`, and an attribute whose property is typed as
// a union of string literals (a tab's name, a jurisdiction …) gets that union as its type.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'comment-parser';
import ts from 'typescript';

/** What every betr element takes besides its own attributes (src/elements/define.tsx). */
const COMMON_ATTRIBUTES = {
  lang: { type: 'string', description: "Language of this element: en-US, nb, fi, pl-PL, th-TH or sv. The page's by default." },
  inline: { type: 'boolean', description: 'Render the in-page variant instead of the popup variant.' },
};

/** What each theme property of the shared pieces' sheets (src/react/ui/*.module.css) does. */
const THEME = {
  '--betr-color-primary': 'main actions, the chosen option, progress',
  '--betr-color-on-primary': 'text on the primary colour',
  '--betr-color-text': 'text',
  '--betr-color-muted': 'secondary text',
  '--betr-color-link': 'links',
  '--betr-color-border': 'borders of inputs and cards',
  '--betr-color-input': 'background of inputs',
  '--betr-color-disabled': 'disabled buttons and inputs',
  '--betr-color-focus': 'the focus ring',
  '--betr-color-error': 'error text and invalid inputs',
  '--betr-color-error-background': 'background of an error notice',
  '--betr-color-error-text': 'text of an error notice',
  '--betr-color-success': 'success marks',
  '--betr-color-success-background': 'background of a success notice',
  '--betr-color-success-text': 'text of a success notice',
  '--betr-color-info-background': 'background of an information notice',
  '--betr-color-hint-background': 'background of hints and always-open explanations',
  '--betr-color-hover': 'background of a row or option under the pointer',
  '--betr-color-selected': 'background of the chosen option or tab',
  '--betr-color-toggle-off': 'track of a switch that is off',
  '--betr-color-skeleton': 'placeholder bars while content loads (their shimmer is the hint background)',
  '--betr-font-family': 'the font',
  '--betr-font-size': 'the base font size',
  '--betr-radius': 'corner radius of inputs, buttons and cards',
  '--betr-spacing': 'space between fields',
  '--betr-form-max-width': 'the widest a form grows',
  '--betr-progress-color': "a wizard's steps reached, in its progress bar (defaults to --betr-color-primary)",
  '--betr-progress-track': "a wizard's steps still ahead, in its progress bar",
  '--betr-progress-height': "the thickness of a wizard's progress bar",
};

/**
 * The theme properties every element may read: exactly those the shared pieces' sheets read
 * (the element's base sheet, and the skeleton, tabs, switches … any element can show), so the
 * docs cannot drift from them; one without a description above stops the build.
 */
export function commonCssProperties() {
  const dir = new URL('../../src/react/ui/', import.meta.url);
  const css = readdirSync(dir)
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => readFileSync(new URL(file, dir), 'utf8'))
    .join('\n');
  const names = [...new Set([...css.matchAll(/var\(\s*(--betr-[\w-]+)/g)].map((m) => m[1]))].sort();
  const undocumented = names.filter((name) => !THEME[name]);
  if (undocumented.length)
    throw new Error(`src/react/ui reads ${undocumented.join(', ')}: describe them in tools/build/cem-betr-elements.mjs`);
  return names.map((name) => ({ name, description: THEME[name] }));
}

const ATTRIBUTE_TYPES = { string: 'string', boolean: 'boolean', number: 'number', json: 'string (JSON)' };
/** The first entry of a name wins: an element's own description over the common one. */
const unique = (items) => items.filter((item, i) => items.findIndex((other) => other.name === item.name) === i);
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const description = (tag) => [tag.name === '-' ? '' : '', tag.description].join('').replace(/^-\s*/, '').replace(/\s+/g, ' ').trim();

const root = fileURLToPath(new URL('../..', import.meta.url));
/** One line: a type written over several lines reads the same in a table cell. */
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * The package's types as the compiler sees them (tsconfig.json's options): the event map, each
 * lazily registered tag's attributes (`BetrElementAttributes`, camelCase, from the `P` of its
 * `defineElement<P>`) and each tag's JSX attributes (`BetrIntrinsicElements`, kebab-case: how
 * `<betr-config>`'s are typed). Made once per run, when the manifest is linked.
 */
function packageTypes() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    `${root}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const files = { events: 'src/elements/events.ts', autoload: 'src/elements/autoload.ts', jsx: 'src/jsx.ts' };
  const program = ts.createProgram(
    Object.values(files).map((file) => `${root}${file}`),
    { ...parsed.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const exported = (file, name) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(`${root}${file}`));
    const symbol = module && checker.getExportsOfModule(module).find((candidate) => candidate.name === name);
    if (!symbol) throw new Error(`${file} exports no ${name}: tools/build/cem-betr-elements.mjs reads it`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  const propertyOf = (type, name) => (type ? checker.getPropertyOfType(type, name) : undefined);
  const typeOf = (symbol) => (symbol ? checker.getTypeOfSymbol(symbol) : undefined);
  /**
   * The string literals a type node names, in the order written (the checker's own order is
   * whichever literal it met first): a union's members, an alias's, a const list's elements
   * (`(typeof LIST)[number]`).
   */
  const written = (node) => {
    if (!node) return [];
    if (ts.isParenthesizedTypeNode(node)) return written(node.type);
    if (ts.isUnionTypeNode(node)) return node.types.flatMap(written);
    if (ts.isLiteralTypeNode(node)) return ts.isStringLiteral(node.literal) ? [node.literal.text] : [];
    if (ts.isTypeReferenceNode(node)) {
      let symbol = checker.getSymbolAtLocation(node.typeName);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      return written(symbol?.declarations?.find(ts.isTypeAliasDeclaration)?.type);
    }
    if (ts.isIndexedAccessTypeNode(node)) {
      const list = checker.getTypeFromTypeNode(node.objectType);
      if (checker.isTupleType(list))
        return checker.getTypeArguments(list).flatMap((element) => (element.isStringLiteral() ? [element.value] : []));
    }
    return [];
  };
  const events = exported(files.events, 'BetrEventMap');
  const attributes = exported(files.autoload, 'BetrElementAttributes');
  const jsx = exported(files.jsx, 'BetrIntrinsicElements');
  return {
    /** An event's detail as the map writes it (a cashier event's, a mapped member, as its alias says), or undefined. */
    detail(name) {
      const symbol = checker.getPropertyOfType(events, name);
      if (!symbol) return undefined;
      const declared = symbol.declarations?.find((declaration) => ts.isPropertySignature(declaration) && declaration.type);
      if (declared) return oneLine(declared.type.getText());
      const type = checker.getTypeOfSymbol(symbol);
      const alias = type.aliasSymbol?.declarations?.find(ts.isTypeAliasDeclaration);
      return oneLine(alias ? alias.type.getText() : checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation));
    },
    /**
     * An attribute's type as its property is typed, undefined left out; string literals quoted
     * (`'a' | 'b'`; an open union, `'a' | (string & {})`, keeps its open member). `literals`:
     * whether it names values. Undefined for an attribute with no typed property.
     */
    attribute(tagName, attribute) {
      const symbol =
        propertyOf(typeOf(propertyOf(attributes, tagName)), attribute.fieldName ?? attribute.name) ??
        propertyOf(typeOf(propertyOf(jsx, tagName)), attribute.name);
      if (!symbol) return undefined;
      const type = checker.getTypeOfSymbol(symbol);
      // In the order the source lists them: from the property's declared type, else its type's alias.
      const declared = symbol.declarations?.find((declaration) => ts.isPropertySignature(declaration) && declaration.type)?.type;
      const order = written(declared ?? checker.getNonNullableType(type).aliasSymbol?.declarations?.find(ts.isTypeAliasDeclaration)?.type);
      const rank = (member) => {
        const at = member.isStringLiteral() ? order.indexOf(member.value) : -1;
        return at < 0 ? order.length : at;
      };
      const members = (type.isUnion() ? type.types : [type])
        .filter((member) => !(member.flags & ts.TypeFlags.Undefined))
        .sort((a, b) => rank(a) - rank(b));
      const print = (member) => {
        const text = checker.typeToString(member, undefined, ts.TypeFormatFlags.NoTruncation);
        return member.isIntersection() ? `(${text})` : text;
      };
      const literals = members.some((member) => member.isStringLiteral());
      // `boolean` is the union `true | false`: printed whole, not member by member.
      const text = literals
        ? members.map((member) => (member.isStringLiteral() ? `'${member.value}'` : print(member))).join(' | ')
        : checker.typeToString(checker.getNonNullableType(type));
      return { text, literals };
    },
  };
}

/** The `defineElement(...)` call of an exported `const`, or undefined. */
function defineCall(ts, node) {
  if (!ts.isVariableStatement(node)) return undefined;
  if (!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return undefined;
  const [declaration] = node.declarationList.declarations;
  const call = declaration?.initializer;
  if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'defineElement') return undefined;
  return { name: declaration.name.getText(), call };
}

/** `{ attributes: { messageId: 'string' } }` → [['messageId', 'string']]. */
function attributeTypes(ts, options) {
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  const attributes = options.properties.find((p) => p.name?.getText() === 'attributes');
  if (!attributes || !ts.isPropertyAssignment(attributes) || !ts.isObjectLiteralExpression(attributes.initializer)) return [];
  return attributes.initializer.properties
    .filter(ts.isPropertyAssignment)
    .map((p) => [p.name.getText(), p.initializer.getText().replace(/['"]/g, '')]);
}

export function betrElements() {
  return {
    name: 'betr-elements',
    analyzePhase({ ts, node, moduleDoc }) {
      const found = defineCall(ts, node);
      if (!found) return;
      const { name, call } = found;
      const tagName = call.arguments[0]?.text;
      const docs = (node.jsDoc ?? []).flatMap((jsDoc) => parse(jsDoc.getFullText()));
      const tags = docs.flatMap((doc) => doc.tags);
      const tagged = (...names) => tags.filter((tag) => names.includes(tag.tag));
      const documented = new Map(tagged('attr', 'attribute').map((tag) => [tag.name, description(tag)]));

      const attributes = [
        ...attributeTypes(ts, call.arguments[2]).map(([prop, type]) => [prop, ATTRIBUTE_TYPES[type] ?? type]),
        ...Object.entries(COMMON_ATTRIBUTES).map(([prop, a]) => [prop, a.type]),
      ].map(([prop, type]) => {
        const attribute = kebab(prop);
        return {
          name: attribute,
          fieldName: prop,
          type: { text: type },
          description: documented.get(attribute) ?? COMMON_ATTRIBUTES[prop]?.description ?? '',
        };
      });
      const summaryTag = tagged('summary')[0];
      moduleDoc.declarations = moduleDoc.declarations.filter((d) => d.name !== name);
      moduleDoc.declarations.push({
        kind: 'class',
        name,
        tagName,
        customElement: true,
        summary: summaryTag ? [summaryTag.name, summaryTag.description].join(' ').replace(/\s+/g, ' ').trim() : '',
        attributes,
        events: tagged('fires', 'event').map((tag) => ({ name: tag.name, description: description(tag) })),
        slots: tagged('slot').map((tag) => ({ name: tag.name, description: description(tag) })),
        cssParts: tagged('csspart', 'part').map((tag) => ({ name: tag.name, description: description(tag) })),
        cssProperties: unique([
          ...tagged('cssprop', 'cssproperty').map((tag) => ({ name: tag.name, description: description(tag) })),
          ...commonCssProperties(),
        ]),
        superclass: { name: 'HTMLElement' },
      });
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []).filter((e) => e.kind !== 'custom-element-definition' || e.name !== tagName),
        { kind: 'custom-element-definition', name: tagName, declaration: { name, module: moduleDoc.path } },
      ];
    },
    /**
     * A class element registered elsewhere (`<betr-config>`, by src/index.ts) gets its definition
     * here; every element's events and string-literal attributes get their types.
     */
    packageLinkPhase({ customElementsManifest }) {
      const types = packageTypes();
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement || !declaration.tagName) continue;
          for (const event of declaration.events ?? []) {
            // An event the map lacks keeps no type: tools/test/check-docs.mjs names it.
            const detail = types.detail(event.name);
            if (detail) event.type = { text: `CustomEvent<${detail}>` };
          }
          for (const attribute of declaration.attributes ?? []) {
            // Its values when they are named; a type where the JSDoc gave none (`<betr-config>`'s).
            const typed = types.attribute(declaration.tagName, attribute);
            if (typed && (typed.literals || !attribute.type)) attribute.type = { text: typed.text };
          }
        }
        for (const declaration of module.declarations ?? []) {
          if (!declaration.tagName || module.exports?.some((e) => e.kind === 'custom-element-definition' && e.name === declaration.tagName))
            continue;
          (module.exports ??= []).push({
            kind: 'custom-element-definition',
            name: declaration.tagName,
            declaration: { name: declaration.name, module: module.path },
          });
        }
      }
    },
  };
}
