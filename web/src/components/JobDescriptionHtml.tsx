import Box from '@mui/material/Box';

/**
 * The one place job HTML reaches the page. The gateway sanitizes every
 * description before it leaves the server, so it is not cleaned again here;
 * never pass anything else to this component.
 */
export function JobDescriptionHtml({ html }: { html: string }) {
  return (
    <Box
      className="job-description"
      sx={{
        overflowWrap: 'anywhere',
        '& img': { maxWidth: '100%', height: 'auto' },
        '& pre': { whiteSpace: 'pre-wrap' },
        '& p:first-of-type': { mt: 0 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
