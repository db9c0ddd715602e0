import { isDomainError } from '../../common/domain-error';
import { parseJobInfo } from '../posting-form';

/** Issue 46, finding 5: the posting form's one-line fields take no control characters. */
const form = (overrides: Record<string, unknown> = {}, company: Record<string, unknown> = {}) => ({
  jobTitle: 'Senior Rust Engineer',
  category: 'Developer',
  description: '<p>Build our engine.</p>',
  location: 'Worldwide',
  applyUrl: 'https://acme.example/jobs/1',
  companyName: 'Acme Rockets',
  tags: 'rust, tokio',
  company: { hq: 'Berlin', email: 'jobs@acme.example', websiteUrl: 'https://acme.example', statement: 'Up!', ...company },
  ...overrides,
});

function refusal(info: object): { code: string; message: string; details: unknown } {
  try {
    parseJobInfo(JSON.stringify(info));
  } catch (e) {
    if (isDomainError(e)) return { code: e.code, message: e.message, details: e.details };
    throw e;
  }
  throw new Error('the form was taken');
}

describe('parseJobInfo: control characters', () => {
  it.each([
    ['U+0001', 'jobTitle', form({ jobTitle: 'Senior\u0001 Rust Engineer' })],
    ['a vertical tab', 'jobTitle', form({ jobTitle: 'Senior Rust\u000b Engineer' })],
    ['an escape sequence', 'jobTitle', form({ jobTitle: '\u001b[31mSenior Rust Engineer' })],
    ['a line break inside', 'jobTitle', form({ jobTitle: 'Senior\nRust Engineer' })],
    ['a C1 control (U+0085)', 'companyName', form({ companyName: 'Acme\u0085 Rockets' })],
    ['DEL', 'companyName', form({ companyName: 'Acme\u007f Rockets' })],
    ['a bell in a tag as text', 'tags', form({ tags: 'rust, to\u0007kio' })],
    ['a tab in a tag of a list', 'tags', form({ tags: ['rust', 'to\tkio'] })],
    ['U+0001', 'applyUrl', form({ applyUrl: 'https://acme.example/jobs/\u0001' })],
    ['NUL', 'company.hq', form({}, { hq: 'Ber\u0000lin' })],
    ['a C1 control (U+009B)', 'company.websiteUrl', form({}, { websiteUrl: 'https://acme.example/\u009b' })],
    ['a backspace', 'company.statement', form({}, { statement: 'Up\u0008!' })],
  ])('refuses %s in %s with a 400 naming the field', (_what, field, info) => {
    expect(refusal(info)).toEqual({ code: 'VALIDATION', message: `${field} must be one line of text without control characters`, details: { field, fields: [field] } });
  });
});
