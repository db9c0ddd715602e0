import { z } from 'zod';
import { DomainError } from '../domain-error';
import { isUuid, parseInput } from '../validate';

const noteSchema = z.object({ title: z.string(), tags: z.array(z.string()).optional() });

function refusal(input: unknown): { code: string; message: string } {
  try {
    parseInput(noteSchema, input);
  } catch (e) {
    if (e instanceof DomainError) return { code: e.code, message: e.message };
  }
  throw new Error('expected the input to be refused');
}

describe('parseInput, for services called by a job or a CLI rather than a transport', () => {
  it('refuses a NUL character or a lone surrogate, naming the field', () => {
    expect(refusal({ title: 'a\u0000b' })).toEqual({ code: 'VALIDATION', message: 'title must not contain NUL characters or unpaired UTF-16 surrogates' });
    expect(refusal({ title: 'ok', tags: ['fine', '\ud800'] })).toEqual({
      code: 'VALIDATION',
      message: 'tags[1] must not contain NUL characters or unpaired UTF-16 surrogates',
    });
  });

  it('keeps every other text, emoji included', () => {
    expect(parseInput(noteSchema, { title: 'Résumé 🚀 \u202e', tags: ['👍'] })).toEqual({ title: 'Résumé 🚀 \u202e', tags: ['👍'] });
  });
});

describe('isUuid', () => {
  it('takes a database id, and nothing else, however often it is asked', () => {
    for (let i = 0; i < 3; i++) {
      expect(isUuid('66f5622f-6c51-48b4-bc42-46dee598bd0c')).toBe(true);
      expect(isUuid('66f5622f-6c51-48b4-bc42-46dee598bd0')).toBe(false);
      expect(isUuid('not-an-id')).toBe(false);
      expect(isUuid(42)).toBe(false);
      expect(isUuid({ id: '66f5622f-6c51-48b4-bc42-46dee598bd0c' })).toBe(false);
    }
  });
});
