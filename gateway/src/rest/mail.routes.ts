import { Router } from 'express';
import type { Services } from '@remotehunt/services/app/services';
import { previewableTemplates, previewTemplate } from '@remotehunt/services/mail/mail-previews';
import type { UserParams } from './params';

/** Under /users/{userId}: admins' previews of every email template, with sample data. */
export function mailAdminRoutes(services: Services): Router {
  const router = Router({ mergeParams: true });

  router.get<UserParams>('/admin/email-templates', (req, res) => {
    res.json({ data: previewableTemplates(req.actor) });
  });

  router.get<UserParams & { templateId: string }>('/admin/email-templates/:templateId/preview', (req, res) => {
    const preview = previewTemplate(req.actor, req.params.templateId, services.config.publicUrl);
    // ?format=html shows the mail itself in the browser.
    if (req.query.format === 'html') res.type('html').send(preview.html);
    else res.json(preview);
  });

  return router;
}
