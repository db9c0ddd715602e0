/** Stand-in while the panel is built: the documents linked to one applied job. */
export function AppliedJobDocuments({ appliedJobId }: { appliedJobId: string }) {
  return <div data-applied-job-id={appliedJobId} />;
}
