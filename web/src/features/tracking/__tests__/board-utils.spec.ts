import { withApplicationAdded, withApplicationRemoved, withStatusMoved } from '../utils/application-stats';
import { weekStartOf } from '../utils/applied-dates';
import { dragAnnouncements } from '../utils/drag-announcements';
import { groupByStatus, SAVED_COLUMN, statusMoveFromDrop } from '../utils/status-board';
import { APPLIED, createAppliedJob, createSavedJob, INTERVIEWING, OFFER, STATUSES } from './tracking-test-utils';

describe('groupByStatus', () => {
  it('gives every status a column, in order, with its jobs in list order, and leaves out unknown statuses', () => {
    const first = createAppliedJob({ status: OFFER._id });
    const second = createAppliedJob({ status: APPLIED._id });
    const third = createAppliedJob({ status: OFFER._id });
    const stray = createAppliedJob({ status: 'a-status-no-longer-listed' });

    const columns = groupByStatus([first, second, stray, third], STATUSES);

    expect(columns.map((c) => [c.status.title, c.jobs.map((j) => j._id)])).toEqual([
      ['Saved', []],
      ['Applied', [second._id]],
      ['Interviewing', []],
      ['Offer', [first._id, third._id]],
    ]);
  });

  it('puts jobs saved for later in the Saved column first, whatever status they hold', () => {
    const application = createAppliedJob({ status: APPLIED._id });
    const saved = createSavedJob({ status: APPLIED._id });

    const columns = groupByStatus([saved, application], STATUSES);

    expect(columns.map((c) => [c.status.title, c.saved, c.jobs.map((j) => j._id)])).toEqual([
      ['Saved', true, [saved._id]],
      ['Applied', false, [application._id]],
      ['Interviewing', false, []],
      ['Offer', false, []],
    ]);
  });
});

describe('statusMoveFromDrop', () => {
  const source = { droppableId: APPLIED._id, index: 0 };

  it('asks for the destination column’s status', () => {
    expect(statusMoveFromDrop({ draggableId: 'job-1', source, destination: { droppableId: OFFER._id, index: 3 } })).toEqual({
      appliedJobId: 'job-1',
      fromStatus: APPLIED._id,
      toStatus: OFFER._id,
    });
  });

  it('asks for nothing when the card stays in its column or lands outside the board', () => {
    expect(statusMoveFromDrop({ draggableId: 'job-1', source, destination: { droppableId: APPLIED._id, index: 2 } })).toBeNull();
    expect(statusMoveFromDrop({ draggableId: 'job-1', source, destination: null })).toBeNull();
  });

  it('moves a saved job to a status, and never an application back to Saved', () => {
    const saved = { droppableId: SAVED_COLUMN._id, index: 0 };
    expect(statusMoveFromDrop({ draggableId: 'job-1', source: saved, destination: { droppableId: APPLIED._id, index: 0 } })).toEqual({
      appliedJobId: 'job-1',
      fromStatus: SAVED_COLUMN._id,
      toStatus: APPLIED._id,
    });
    expect(statusMoveFromDrop({ draggableId: 'job-1', source, destination: saved })).toBeNull();
  });
});

describe('dragAnnouncements', () => {
  it('names the job and the statuses instead of their ids', () => {
    const job = createAppliedJob({ jobInfo: { jobTitle: 'Backend Engineer' } });
    const say = dragAnnouncements(groupByStatus([job], STATUSES));
    const start = { draggableId: job._id, type: 'DEFAULT', source: { droppableId: APPLIED._id, index: 0 }, mode: 'SNAP' as const };

    expect(say.start(start)).toBe('You have picked up Backend Engineer in Applied.');
    expect(say.update({ ...start, destination: { droppableId: INTERVIEWING._id, index: 0 }, combine: null })).toBe(
      'Backend Engineer is over Interviewing.',
    );
    expect(say.end({ ...start, destination: { droppableId: OFFER._id, index: 0 }, combine: null, reason: 'DROP' })).toBe(
      'You have moved Backend Engineer from Applied to Offer.',
    );
    expect(say.end({ ...start, destination: null, combine: null, reason: 'CANCEL' })).toBe(
      'Movement cancelled. Backend Engineer stays in Applied.',
    );
    expect(say.end({ ...start, destination: null, combine: null, reason: 'DROP' })).toBe(
      'Backend Engineer was not dropped on a status and stays in Applied.',
    );
  });
});

describe('application stats', () => {
  const stats = {
    byStatus: [
      { status: APPLIED._id, title: 'Applied', count: 2 },
      { status: OFFER._id, title: 'Offer', count: 0 },
    ],
    byWeek: [
      { weekStart: '2025-02-24', count: 1 },
      { weekStart: '2025-03-03', count: 1 },
    ],
  };

  it('moves one application between status counts', () => {
    expect(withStatusMoved(stats, APPLIED._id, OFFER._id).byStatus.map((s) => s.count)).toEqual([1, 1]);
  });

  it("takes a removed application off its status and the week it was applied in (Monday-based, UTC)", () => {
    const after = withApplicationRemoved(stats, APPLIED._id, '2025-03-09T23:30:00.000Z');
    expect(after.byStatus.map((s) => s.count)).toEqual([1, 0]);
    expect(after.byWeek.map((w) => w.count)).toEqual([1, 0]);
  });

  it('counts a saved job, once applied to, on its status and the week it was applied in', () => {
    const after = withApplicationAdded(stats, OFFER._id, '2025-03-04T10:00:00.000Z');
    expect(after.byStatus.map((s) => s.count)).toEqual([2, 1]);
    expect(after.byWeek.map((w) => w.count)).toEqual([1, 2]);
  });

  it.each([
    ['2025-03-03T00:00:00.000Z', '2025-03-03'],
    ['2025-03-09T23:59:59.000Z', '2025-03-03'],
    ['2025-03-02T12:00:00.000Z', '2025-02-24'],
  ])('puts %s in the week of %s', (moment, monday) => {
    expect(weekStartOf(moment)).toBe(monday);
  });
});
