import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { Actor, Owner } from '../auth/authorization';
import type { CatalogueService } from '../billing/catalogue.service';
import type { PaymentProvider } from '../billing/payment-provider';
import { ownReturnUrl } from '../billing/return-url';
import { DomainError } from '../common/domain-error';
import { type Page, parsePaging } from '../common/paging';
import { parseInput } from '../common/validate';
import { reencodeImage } from '../files/avatar-image';
import { type FileStorage, StoredObjectMissing } from '../files/file-storage';
import { selectJobsByIds } from '../jobs/job-queries';
import { type JobView, toJobViews } from '../jobs/job-view';
import { postingDescriptionHtml } from './posting-description';
import { JOB_TYPES, POSTING_CATEGORIES, REGIONAL_RESTRICTIONS, SALARY_CURRENCIES, SALARY_PERIODS, parseJobInfo } from './posting-form';

/** The multipart order of POST /remotejobs, as the transport read it. */
export interface PostingOrder {
  fields: Record<string, unknown>;
  logo?: { bytes: Buffer };
}

export const LOGO_SIZE = 256;
const NOT_A_LOGO = 'The company logo must be a JPEG, PNG, WebP or GIF image';

export const orderSchema = z.object({
  priceId: z.string({ message: 'Please choose one of the offered plans' }),
  email: z.string({ message: 'Please provide a valid email' }).trim().max(320).check(z.email({ message: 'Please provide a valid email' })),
  autoBump: z.enum(['yes', 'no'], { message: 'autoBump must be yes or no' }).optional().default('no'),
  successCallback: z.string({ message: 'successCallback is required' }),
  cancelCallback: z.string({ message: 'cancelCallback is required' }),
});

/**
 * Employers' job postings: the order (form, logo, price) that becomes a checkout, the poster's
 * list, Mark filled and Cancel auto-bump. Publishing happens when the payment's webhook event
 * arrives (posting-publisher.ts); the poster's browser is never trusted to say it paid.
 */
export class JobPostingsService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly catalogue: CatalogueService,
    private readonly provider: PaymentProvider,
    private readonly publicUrl: string,
  ) {}

  /** What the posting form offers (so the client does not keep its own copy of the lists). */
  formOptions() {
    return {
      categories: [...POSTING_CATEGORIES],
      regionalRestrictions: [...REGIONAL_RESTRICTIONS],
      jobTypes: [...JOB_TYPES],
      salaryCurrencies: [...SALARY_CURRENCIES],
      salaryPeriods: [...SALARY_PERIODS],
    };
  }

  /**
   * Places an order: checks the form, stores the logo, and opens a checkout for the posting's
   * price (the renewing one when autoBump is yes). A signed-in poster owns the posting; a
   * visitor's goes, once paid, to the account of the address they gave (found, or made without a
   * password), whose receipt carries the sign-in link to manage it (posting-publisher.ts).
   */
  async order(actor: Actor | null | undefined, order: PostingOrder): Promise<{ sessionId: string; url: string }> {
    const info = parseJobInfo(order.fields.jobInfo);
    const fields = parseInput(orderSchema, order.fields);
    const successUrl = ownReturnUrl(fields.successCallback, 'successCallback', this.publicUrl);
    const cancelUrl = ownReturnUrl(fields.cancelCallback, 'cancelCallback', this.publicUrl);
    const chosen = await this.catalogue.activePrice('job-posting', fields.priceId);
    const price = await this.catalogue.activeVariant(chosen, fields.autoBump === 'yes');
    const providerPriceId = this.catalogue.providerPriceOf(price);

    const postingId = randomUUID();
    const logoKey = order.logo?.bytes.length ? `logos/${postingId}.webp` : null;
    if (order.logo && logoKey) {
      const logo = await reencodeImage(order.logo.bytes, { size: LOGO_SIZE, fit: 'inside', notAnImage: NOT_A_LOGO });
      await this.storage.putStream(logoKey, logo, { contentType: 'image/webp' });
    }
    const jobInfo = {
      ...info,
      // Shown as HTML on every job card: the paragraphs the preview showed, and only formatting and links.
      description: postingDescriptionHtml(info.description, info.company.websiteUrl),
      companyImage: logoKey ? `${this.publicUrl}/api/v1/job_postings/${postingId}/logo` : null,
    };
    await this.db.query(
      `INSERT INTO job_postings (id, posted_by, email, job_info, logo_key, price_id, auto_bump) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [postingId, actor?.userId ?? null, fields.email, JSON.stringify(jobInfo), logoKey, price.id, price.subscription],
    );
    const session = await this.provider.createCheckoutSession({
      mode: price.subscription ? 'subscription' : 'payment',
      providerPriceId,
      customerEmail: fields.email,
      successUrl,
      cancelUrl,
      metadata: { kind: 'job-posting', postingId, priceId: price.id },
    });
    await this.db.query(`UPDATE job_postings SET checkout_session_id = $2 WHERE id = $1`, [postingId, session.id]);
    return { sessionId: session.id, url: session.url };
  }

  /** A posting's logo, public like the job card that shows it. */
  async logo(postingId: string): Promise<{ stream: Readable; size: number; contentType: string }> {
    const [row] = z.guid().safeParse(postingId).success
      ? await this.db.query(`SELECT logo_key FROM job_postings WHERE id = $1`, [postingId])
      : [];
    if (!row?.logo_key) throw DomainError.notFound('The logo');
    const { stream, size } = await this.storage.getStream(row.logo_key).catch((e: unknown) => {
      throw e instanceof StoredObjectMissing ? DomainError.notFound('The logo') : e;
    });
    return { stream, size, contentType: 'image/webp' };
  }

  /** GET /users/{userId}/job_postings: the user's published postings, newest first. */
  async listMine({ userId }: Owner, pagingInput: { page?: unknown; limit?: unknown }): Promise<Page<JobView>> {
    const paging = parsePaging(pagingInput);
    const [ids, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT job_id FROM job_postings WHERE posted_by = $1 AND job_id IS NOT NULL ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [userId, paging.limit, paging.offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM job_postings WHERE posted_by = $1 AND job_id IS NOT NULL`, [userId]),
    ]);
    const rows = await selectJobsByIds(this.db, userId, ids.map((r: { job_id: string }) => r.job_id), { withDescription: true });
    return { data: toJobViews(rows), total };
  }

  /** Mark Job As Filled: the job leaves the lists, and its auto-bump stops renewing. */
  async markFilled({ userId }: Owner, jobId: string): Promise<JobView> {
    const posting = await this.ownPosting(userId, jobId);
    await this.stopRenewing(posting);
    await this.db.query(`UPDATE jobs SET filled = true, is_subscription = false, updated_at = now() WHERE id = $1`, [jobId]);
    return this.view(userId, jobId);
  }

  /** Cancel Job Auto Bump: the posting stays until its validity ends and is not renewed. */
  async cancelAutoBump({ userId }: Owner, jobId: string): Promise<JobView> {
    const posting = await this.ownPosting(userId, jobId);
    await this.stopRenewing(posting);
    await this.db.query(`UPDATE jobs SET is_subscription = false, updated_at = now() WHERE id = $1`, [jobId]);
    return this.view(userId, jobId);
  }

  /** The caller's posting of this job; another poster's job reads as not found (its existence is not theirs to learn). */
  private async ownPosting(userId: string, jobId: string): Promise<{ subscription_id: string | null; is_subscription: boolean }> {
    const [row] = z.guid().safeParse(jobId).success
      ? await this.db.query(
          `SELECT p.subscription_id, j.is_subscription FROM job_postings p JOIN jobs j ON j.id = p.job_id WHERE p.job_id = $1 AND p.posted_by = $2`,
          [jobId, userId],
        )
      : [];
    if (!row) throw DomainError.notFound('The job posting');
    return row;
  }

  /** The provider stops charging first: if that fails, the posting still says it renews, which is true. */
  private async stopRenewing(posting: { subscription_id: string | null; is_subscription: boolean }): Promise<void> {
    if (posting.subscription_id && posting.is_subscription) await this.provider.cancelSubscription(posting.subscription_id);
  }

  private async view(userId: string, jobId: string): Promise<JobView> {
    const [row] = await selectJobsByIds(this.db, userId, [jobId], { withDescription: true });
    return toJobViews([row])[0];
  }
}
