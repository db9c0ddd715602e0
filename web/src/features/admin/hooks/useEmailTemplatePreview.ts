import { useQuery } from '@apollo/client/react';
import { EmailTemplatePreviewDocument, type EmailTemplatePreviewQuery } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export type MailPreview = EmailTemplatePreviewQuery['emailTemplatePreview'];

/** A template rendered with sample data; nothing until a template is chosen. */
export function useEmailTemplatePreview(templateId: string): { preview: MailPreview | null; loading: boolean } {
  const { data, loading, error } = useQuery(EmailTemplatePreviewDocument, {
    variables: { templateId },
    skip: !templateId,
  });
  useNotifyQueryFailure(error);
  return { preview: (error ? undefined : data?.emailTemplatePreview) ?? null, loading };
}
