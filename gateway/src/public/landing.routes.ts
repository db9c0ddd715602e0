import { readFileSync } from 'node:fs';
import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { renderLanding, renderLandingHead, withLanding } from './landing-page';
import { sendPage } from './send-page';

/** The landing page's figures and newest jobs are shared by every visitor for this long. */
const LANDING_REUSE_MS = 60_000;
const LANDING_JOBS = 10;

/**
 * `/` (and `/index.html`): the web app's page with the landing page inside (landing-page.ts).
 * Built at most once a minute per gateway whatever the traffic: the live figures count the whole
 * catalogue. While one build runs, other requests wait for the same one.
 */
export function landingRoutes(services: Services, indexFile: string): Router {
  const router = Router();
  let indexHtml: string | undefined;
  let built: { at: number; html: Promise<string> } | undefined;

  const build = async (): Promise<string> => {
    indexHtml ??= readFileSync(indexFile, 'utf8');
    const [stats, latest, categories] = await Promise.all([
      services.jobs.clientStats(),
      services.publicJobs.latest(LANDING_JOBS),
      services.publicJobs.categories(),
    ]);
    return withLanding(indexHtml, { head: renderLandingHead({ publicUrl: services.config.publicUrl }), body: renderLanding({ stats, latest, categories }) });
  };

  router.get(['/', '/index.html'], async (req, res) => {
    if (!built || Date.now() - built.at > LANDING_REUSE_MS) {
      const html = build();
      built = { at: Date.now(), html };
      // A failed build is not kept: the next request tries again.
      html.catch(() => {
        if (built?.html === html) built = undefined;
      });
    }
    const html = await built.html;
    // Like index.html: always revalidated, since it names the current build's scripts.
    res.set('Cache-Control', 'no-cache');
    sendPage(req, res, 200, html);
  });
  return router;
}
