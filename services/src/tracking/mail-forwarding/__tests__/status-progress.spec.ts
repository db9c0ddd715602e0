import { movesForward } from '../status-progress';

describe('which status mail may move an application to', () => {
  it('moves forward through the board and to Rejected from any open status', () => {
    expect(movesForward({ title: 'Applied', saved: false }, 'Interviewing')).toBe(true);
    expect(movesForward({ title: 'Phone Screen', saved: false }, 'Offer')).toBe(true);
    expect(movesForward({ title: 'Assessment', saved: false }, 'Rejected')).toBe(true);
  });

  it('never drags a status back: a late receipt or a second-round invitation leaves it', () => {
    expect(movesForward({ title: 'Interviewing', saved: false }, 'Applied')).toBe(false);
    expect(movesForward({ title: 'Assessment', saved: false }, 'Interviewing')).toBe(false);
    expect(movesForward({ title: 'Interviewing', saved: false }, 'Interviewing')).toBe(false);
  });

  it('leaves an ended application ended', () => {
    expect(movesForward({ title: 'Rejected', saved: false }, 'Offer')).toBe(false);
    expect(movesForward({ title: 'Withdrawn', saved: false }, 'Rejected')).toBe(false);
    expect(movesForward({ title: 'Hired', saved: false }, 'Rejected')).toBe(false);
  });

  it('applies a saved job on any news of it', () => {
    expect(movesForward({ title: 'Applied', saved: true }, 'Applied')).toBe(true);
    expect(movesForward({ title: 'Applied', saved: true }, 'Rejected')).toBe(true);
  });
});
