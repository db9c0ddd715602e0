import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { selfOwner } from '@remotehunt/services/auth/authorization';
import type { AppliedJobView } from '@remotehunt/services/tracking/applied-jobs.service';
import type { GraphQLContext } from './context';
import { givenFields } from './given-fields';
import { requestMeta } from '../http/request-meta';
import {
  AppliedJob,
  AppliedJobPage,
  AppliedJobStats,
  DocumentPage,
  FollowUpSettings,
  FollowUpSettingsInput,
  JobContact,
  JobContactInput,
  JobContactPage,
  JobNote,
  JobNoteInput,
  JobNotePage,
  JobTask,
  JobTaskInput,
  JobTaskPage,
  ShareableLink,
  StatusChange,
  JobLinkMatch,
  JobLinkPreview,
  TrackedJobInput,
} from './types/tracking.type';

/** A task input's given fields: a null dueAt clears the due time, where any other null means "not given". */
const taskFields = ({ dueAt, ...rest }: JobTaskInput) => ({ ...givenFields(rest), ...(dueAt !== undefined ? { dueAt } : {}) });

/** Applied jobs, their tasks, contacts and notes: thin shells over services/tracking. */
@Resolver(() => AppliedJob)
export class TrackingResolver {
  @Authorized()
  @Query(() => AppliedJobPage, { description: 'Newest first; limit up to 10000 fetches everything' })
  appliedJobs(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Arg('stage', () => String, { defaultValue: 'applied', description: 'applied (the applications), saved (saved for later) or all' }) stage: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.appliedJobs.list(selfOwner(ctx.actor), { page, limit, stage });
  }

  @Authorized()
  @Query(() => AppliedJob)
  appliedJob(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.appliedJobs.get(selfOwner(ctx.actor), id);
  }

  @Authorized()
  @Query(() => JobLinkPreview, { description: 'Reads a job from a link (a page or an applicant tracking system), to prefill the Add job form' })
  previewJobLink(@Arg('url', () => String) url: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.jobLinkPreviews.preview(selfOwner(ctx.actor), { url }, requestMeta(ctx.req));
  }

  @Authorized()
  @Query(() => JobLinkMatch, { description: 'Whether a page the browser extension read is a RemoteHunt job, and what the user has of it (fetches nothing)' })
  matchJobLink(
    @Arg('url', () => String) url: string,
    @Arg('canonicalUrl', () => String, { nullable: true }) canonicalUrl: string | null,
    @Arg('applyUrl', () => String, { nullable: true }) applyUrl: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobLinkPreviews.match(selfOwner(ctx.actor), { url, canonicalUrl, applyUrl });
  }

  @Authorized()
  @Query(() => AppliedJobStats, { description: 'Applications per status and per week' })
  appliedJobStats(@Ctx() ctx: GraphQLContext) {
    return ctx.services.appliedJobs.stats(selfOwner(ctx.actor));
  }

  @FieldResolver(() => [StatusChange], { description: 'Every move, oldest first' })
  statusHistory(@Root() job: AppliedJobView, @Ctx() ctx: GraphQLContext) {
    return ctx.services.appliedJobs.statusHistory(selfOwner(ctx.actor), job._id);
  }

  @Authorized()
  @Mutation(() => AppliedJob)
  updateAppliedJobStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ID) status: string,
    @Arg('applied', () => Boolean, { nullable: true, description: 'true applies to a job saved for later' }) applied: boolean | null,
    @Arg('appliedAt', () => String, { nullable: true, description: 'With applied: the day (2026-11-20) or time applied' }) appliedAt: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.appliedJobs.updateStatus(selfOwner(ctx.actor), id, givenFields({ status, applied, appliedAt }));
  }

  @Authorized()
  @Mutation(() => AppliedJob, { description: 'Tracks a job found anywhere, applied (now or on appliedAt) or saved for later; the same address again is the same entry' })
  trackJob(
    @Arg('job', () => TrackedJobInput) job: TrackedJobInput,
    @Arg('status', () => ID, { nullable: true }) status: string | null,
    @Arg('appliedAt', () => String, { nullable: true, description: 'The day (2026-11-20) or time applied' }) appliedAt: string | null,
    @Arg('saved', () => Boolean, { nullable: true, description: 'true: saved for later, not applied yet' }) saved: boolean | null,
    @Arg('origin', () => String, { nullable: true, description: 'manual (the default), link or extension' }) origin: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.appliedJobs.trackJob(selfOwner(ctx.actor), givenFields({ job: givenFields({ ...job }), status, appliedAt, saved, origin }));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the application with its tasks, contacts and notes' })
  async deleteAppliedJob(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.appliedJobs.delete(selfOwner(ctx.actor), id);
    return true;
  }

  @Authorized()
  @Query(() => JobTaskPage)
  jobTasks(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobTasks.list(selfOwner(ctx.actor), appliedJobId, { page, limit });
  }

  @Authorized()
  @Mutation(() => JobTask)
  addJobTask(@Arg('appliedJobId', () => ID) appliedJobId: string, @Arg('input', () => JobTaskInput) input: JobTaskInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.jobTasks.create(selfOwner(ctx.actor), appliedJobId, taskFields(input));
  }

  @Authorized()
  @Mutation(() => JobTask, { description: 'Changes the fields given (toggling sends only done)' })
  updateJobTask(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => JobTaskInput) input: JobTaskInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobTasks.update(selfOwner(ctx.actor), appliedJobId, id, taskFields(input));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteJobTask(@Arg('appliedJobId', () => ID) appliedJobId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.jobTasks.delete(selfOwner(ctx.actor), appliedJobId, id);
    return true;
  }

  @Authorized()
  @Query(() => FollowUpSettings, { description: 'Whether entering a status makes follow-up tasks, and after how many days' })
  followUpSettings(@Ctx() ctx: GraphQLContext) {
    return ctx.services.followUpSettings.get(selfOwner(ctx.actor));
  }

  @Authorized()
  @Mutation(() => FollowUpSettings, { description: 'Changes the settings given' })
  updateFollowUpSettings(@Arg('input', () => FollowUpSettingsInput) input: FollowUpSettingsInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.followUpSettings.update(selfOwner(ctx.actor), givenFields(input));
  }

  @Authorized()
  @Query(() => JobContactPage)
  jobContacts(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobContacts.list(selfOwner(ctx.actor), appliedJobId, { page, limit });
  }

  @Authorized()
  @Mutation(() => JobContact)
  addJobContact(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('input', () => JobContactInput) input: JobContactInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobContacts.create(selfOwner(ctx.actor), appliedJobId, givenFields(input));
  }

  @Authorized()
  @Mutation(() => JobContact)
  updateJobContact(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => JobContactInput) input: JobContactInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobContacts.update(selfOwner(ctx.actor), appliedJobId, id, givenFields(input));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteJobContact(@Arg('appliedJobId', () => ID) appliedJobId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.jobContacts.delete(selfOwner(ctx.actor), appliedJobId, id);
    return true;
  }

  @Authorized()
  @Query(() => JobNotePage)
  jobNotes(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobNotes.list(selfOwner(ctx.actor), appliedJobId, { page, limit });
  }

  @Authorized()
  @Mutation(() => JobNote)
  addJobNote(@Arg('appliedJobId', () => ID) appliedJobId: string, @Arg('input', () => JobNoteInput) input: JobNoteInput, @Ctx() ctx: GraphQLContext) {
    return ctx.services.jobNotes.create(selfOwner(ctx.actor), appliedJobId, givenFields(input));
  }

  @Authorized()
  @Mutation(() => JobNote)
  updateJobNote(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => JobNoteInput) input: JobNoteInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.jobNotes.update(selfOwner(ctx.actor), appliedJobId, id, givenFields(input));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteJobNote(@Arg('appliedJobId', () => ID) appliedJobId: string, @Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.jobNotes.delete(selfOwner(ctx.actor), appliedJobId, id);
    return true;
  }

  @Authorized()
  @Query(() => DocumentPage, { description: 'Newest first; uploads go through REST multipart (POST /users/{userId}/file)' })
  documents(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.documents.list(selfOwner(ctx.actor), { page, limit });
  }

  @Authorized()
  @Query(() => DocumentPage)
  appliedJobDocuments(
    @Arg('appliedJobId', () => ID) appliedJobId: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.documents.listForAppliedJob(selfOwner(ctx.actor), appliedJobId, { page, limit });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the document, its bytes and its shareable link' })
  async deleteDocument(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.documents.delete(selfOwner(ctx.actor), id);
    return true;
  }

  @Authorized()
  @Mutation(() => ShareableLink, { description: "The document's active link (made on first request)" })
  createShareableLink(@Arg('documentId', () => ID) documentId: string, @Ctx() ctx: GraphQLContext) {
    return ctx.services.documents.createShareableLink(selfOwner(ctx.actor), documentId);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Stops the active link from working' })
  async revokeShareableLink(@Arg('documentId', () => ID) documentId: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.documents.revokeShareableLink(selfOwner(ctx.actor), documentId);
    return true;
  }
}
