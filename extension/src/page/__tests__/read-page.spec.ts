import { readPage } from '../read-page.content';

describe('the content script', () => {
  it('reads the job from the page’s JSON-LD with the server’s readers', () => {
    window.history.replaceState(null, '', '/careers/staff-engineer');
    document.head.innerHTML = `
      <title>Careers at Globex</title>
      <script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Staff Engineer',
        hiringOrganization: { '@type': 'Organization', name: 'Globex' },
        employmentType: 'FULL_TIME',
        description: '<p>Build the platform.</p>',
        datePosted: '2026-11-01',
      })}</script>`;

    const { url, draft } = readPage();

    expect(url).toBe('http://localhost/careers/staff-engineer');
    expect(draft).toMatchObject({
      jobTitle: 'Staff Engineer',
      companyName: 'Globex',
      employmentType: 'full-time',
      canonicalUrl: 'http://localhost/careers/staff-engineer',
      isJobPage: true,
    });
  });
});
