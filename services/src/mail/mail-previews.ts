import { type Actor, assertRole } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { isMailTemplateId, MAIL_TEMPLATE_IDS, previewMail, type RenderedMail } from './templates/render-mail';

export interface MailPreview extends RenderedMail {
  id: string;
}

/** Every template rendered with sample data, for admins to check before sending (admins only). */
export function previewTemplate(actor: Actor | null | undefined, templateId: string, appUrl: string): MailPreview {
  assertRole(actor, 'admin');
  if (!isMailTemplateId(templateId)) throw DomainError.notFound('The email template');
  return { id: templateId, ...previewMail(templateId, appUrl) };
}

export function previewableTemplates(actor: Actor | null | undefined): string[] {
  assertRole(actor, 'admin');
  return [...MAIL_TEMPLATE_IDS];
}
