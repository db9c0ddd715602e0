import { parseTsquery } from '../tsquery-tree';

describe('parseTsquery reads what websearch_to_tsquery prints', () => {
  it.each([
    ["'react' & 'develop'", { kind: 'and', operands: [{ kind: 'lexeme', lexeme: 'react' }, { kind: 'lexeme', lexeme: 'develop' }] }],
    ["'react' | 'vue'", { kind: 'or', operands: [{ kind: 'lexeme', lexeme: 'react' }, { kind: 'lexeme', lexeme: 'vue' }] }],
    ["'react' & !'senior'", { kind: 'and', operands: [{ kind: 'lexeme', lexeme: 'react' }, { kind: 'not', operand: { kind: 'lexeme', lexeme: 'senior' } }] }],
    ["!'react'", { kind: 'not', operand: { kind: 'lexeme', lexeme: 'react' } }],
    ["'node.js'", { kind: 'lexeme', lexeme: 'node.js' }],
    // OR binds looser than AND: a & b | c is (a & b) | c.
    ["'a' & 'b' | 'c'", { kind: 'or', operands: [{ kind: 'and', operands: [{ kind: 'lexeme', lexeme: 'a' }, { kind: 'lexeme', lexeme: 'b' }] }, { kind: 'lexeme', lexeme: 'c' }] }],
    ["( 'a' | 'b' ) & 'c'", { kind: 'and', operands: [{ kind: 'or', operands: [{ kind: 'lexeme', lexeme: 'a' }, { kind: 'lexeme', lexeme: 'b' }] }, { kind: 'lexeme', lexeme: 'c' }] }],
    // A quote or backslash inside a lexeme is written twice.
    ["'o''reilly' & 'a\\\\b'", { kind: 'and', operands: [{ kind: 'lexeme', lexeme: "o'reilly" }, { kind: 'lexeme', lexeme: 'a\\b' }] }],
    // Stop words only: an empty query, which matches no job.
    ['', { kind: 'nothing' }],
  ])('%s', (text, tree) => {
    expect(parseTsquery(text)).toEqual(tree);
  });

  it.each([
    ["'product' <-> 'manag'", 'a phrase needs positions'],
    ["'c' & 'o' <-> 'reilli'", 'a phrase after an AND'],
    ["'a' <2> 'b'", 'a phrase with a distance'],
    ["'react':*", 'a prefix'],
    ["'react':A", 'a weight'],
    ["'unclosed", 'an unclosed lexeme'],
    ["( 'a' & 'b'", 'an unclosed parenthesis'],
    ["'a' 'b'", 'two lexemes with no operator'],
  ])('%s: undefined (%s), so PostgreSQL answers', (text) => {
    expect(parseTsquery(text)).toBeUndefined();
  });
});
