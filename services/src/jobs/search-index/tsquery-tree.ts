/**
 * PostgreSQL's text form of a tsquery (what `websearch_to_tsquery('english', $1)::text` prints) as
 * a tree the term bitmaps can evaluate: lexemes joined by AND, OR and NOT. A phrase (`<->`,
 * `<N>`) needs word positions, which the bitmaps do not keep, and a prefix or weight (`:*`,
 * `:A`) never comes out of websearch_to_tsquery: for those `parseTsquery` answers undefined and
 * the caller asks PostgreSQL instead. One pass over the text, so its cost is linear in it.
 */
export type TsqueryTree =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: 'not'; operand: TsqueryTree }
  | { kind: 'and' | 'or'; operands: TsqueryTree[] }
  /** An empty tsquery (stop words only): it matches no job, as `@@` with it does. */
  | { kind: 'nothing' };

class Unsupported extends Error {}

export function parseTsquery(text: string): TsqueryTree | undefined {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === ' ') at += 1;
  };
  const peek = () => {
    skipSpaces();
    return text[at];
  };
  // The grammar by precedence, loosest first: a | b, a & b, a <-> b (refused), !a, (a), 'lexeme'.
  const or = (): TsqueryTree => {
    const operands = [and()];
    while (peek() === '|') {
      at += 1;
      operands.push(and());
    }
    return operands.length === 1 ? operands[0] : { kind: 'or', operands };
  };
  const and = (): TsqueryTree => {
    const operands = [unary()];
    while (peek() === '&') {
      at += 1;
      operands.push(unary());
    }
    if (peek() === '<') throw new Unsupported();
    return operands.length === 1 ? operands[0] : { kind: 'and', operands };
  };
  const unary = (): TsqueryTree => {
    const next = peek();
    if (next === '!') {
      at += 1;
      return { kind: 'not', operand: unary() };
    }
    if (next === '(') {
      at += 1;
      const inner = or();
      if (peek() !== ')') throw new Unsupported();
      at += 1;
      return inner;
    }
    if (next === "'") return lexeme();
    throw new Unsupported();
  };
  // A quoted lexeme: a quote or a backslash inside is written twice.
  const lexeme = (): TsqueryTree => {
    at += 1;
    let value = '';
    for (;;) {
      const c = text[at];
      if (c === undefined) throw new Unsupported();
      if ((c === "'" || c === '\\') && text[at + 1] === c) {
        value += c;
        at += 2;
      } else if (c === "'") {
        at += 1;
        break;
      } else {
        value += c;
        at += 1;
      }
    }
    // A weight or prefix marker (':*', ':AB'): not one websearch_to_tsquery writes.
    if (text[at] === ':') throw new Unsupported();
    return { kind: 'lexeme', lexeme: value };
  };
  try {
    if (peek() === undefined) return { kind: 'nothing' };
    const tree = or();
    return peek() === undefined ? tree : undefined;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
