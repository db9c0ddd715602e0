import { findInlineForward } from '../forwarded-header-block';
import { parseAddress } from '../read-forwarded-mail';

describe('findInlineForward', () => {
  it('reads an Outlook block whose From has only a name, and a To wrapped onto the next line', () => {
    const text = [
      'See below',
      '',
      '________________________________',
      'From: Acme Robotics Recruiting',
      'Sent: Tuesday, November 18, 2025 9:14 AM',
      'To: Sam Rivera <s.rivera@outlook.com>; Other Person',
      '<other@example.com>',
      'Subject: Your application',
      '',
      'Hi Sam,',
      'Thanks for applying.',
    ].join('\n');
    expect(findInlineForward(text)).toEqual({ from: 'Acme Robotics Recruiting', subject: 'Your application', body: 'Hi Sam,\nThanks for applying.' });
    expect(parseAddress('Acme Robotics Recruiting')).toEqual({ name: 'Acme Robotics Recruiting', address: '' });
  });

  it('reads a block quoted with "> " and stops at the forwarded message\'s own quoted history', () => {
    const text = [
      '> -----Original Message-----',
      '> From: Jordan Lee <jordan.lee@acmerobotics.com>',
      '> Subject: Next steps',
      '>',
      '> Hi Sam, we would like to invite you to an interview.',
      '>',
      '> On Mon, Nov 17, 2025 at 9:00 AM Sam Rivera <sam@rivera.dev> wrote:',
      '>> Any news?',
    ].join('\n');
    expect(findInlineForward(text)).toEqual({
      from: 'Jordan Lee <jordan.lee@acmerobotics.com>',
      subject: 'Next steps',
      body: 'Hi Sam, we would like to invite you to an interview.',
    });
  });

  it('takes the address out of the forms Outlook and Gmail write', () => {
    expect(parseAddress('Acme <jobs@acme.com<mailto:jobs@acme.com>>')).toEqual({ name: 'Acme', address: 'jobs@acme.com' });
    expect(parseAddress('*Acme Robotics* <Jobs@Acme.com>')).toEqual({ name: 'Acme Robotics', address: 'jobs@acme.com' });
  });

  it('finds nothing in text that forwards nothing, or an underline not followed by a From', () => {
    expect(findInlineForward('Hello\n____________________\nJust a divider')).toBeNull();
  });
});

describe('findInlineForward on hostile text', () => {
  it('reads 5,000 header blocks without a From, each with a long wrapped To, to the end', () => {
    const block = '---------- Forwarded message ---------\nTo: a@example.com\n' + 'b@example.com\n'.repeat(20);
    const text = `${block.repeat(5000)}\n---------- Forwarded message ---------\nFrom: Acme <jobs@acme.com>\n\nHello`;
    expect(findInlineForward(text)).toEqual({ from: 'Acme <jobs@acme.com>', subject: null, body: 'Hello' });
  });
});
