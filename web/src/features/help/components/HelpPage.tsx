import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../lib/router';
import { paths, staticPages } from '../../../config/paths';

interface HelpTopic {
  title: string;
  body: ReactNode;
}

const TOPICS: HelpTopic[] = [
  {
    title: 'Find remote jobs',
    body: (
      <>
        <Link component={RouterLink} to={paths.remoteJobs.getHref()}>Remote Jobs</Link> gathers postings from many job
        boards in one list. Filter by job board, category and tags, hide jobs you have already opened, and click a job
        to read the full description. Browse employers under{' '}
        <Link component={RouterLink} to={paths.remoteCompanies.getHref()}>Remote Companies</Link> and the boards
        themselves under <Link component={RouterLink} to={paths.remoteJobBoards.getHref()}>Remote Job Boards</Link>.
      </>
    ),
  },
  {
    title: 'Keep track of your applications',
    body: (
      <>
        Shortlist the jobs you want to come back to, and mark a job as applied once you have sent your application. In{' '}
        <Link component={RouterLink} to={paths.appliedJobs.getHref()}>Applied Jobs</Link> each application has a status
        you can move along, plus tasks, contacts, notes and the documents you sent.
      </>
    ),
  },
  {
    title: 'Resumes and cover letters',
    body: (
      <>
        Upload your resumes and cover letters once under{' '}
        <Link component={RouterLink} to={paths.uploadDocument.getHref()}>Upload Documents</Link>, link them to the
        applications you used them for, and share them through a link when an employer asks.
      </>
    ),
  },
  {
    title: 'Remote jobs newsletter',
    body: (
      <>
        Get new job leads by email, daily or weekly, filtered by category, country and keywords. Set it up on the{' '}
        <Link component={RouterLink} to={paths.newsletter.getHref()}>Remote Jobs Newsletter</Link> page.
      </>
    ),
  },
  {
    title: 'Hiring? Post a job',
    body: (
      <>
        Employers can <Link component={RouterLink} to={paths.postJob.getHref()}>post a job</Link> in three steps: fill
        in the form, preview the ad, and pay by card. A posting can renew itself every 30 days until you mark it filled.
      </>
    ),
  },
  {
    title: 'Your account and subscription',
    body: (
      <>
        Change your name, avatar and password in{' '}
        <Link component={RouterLink} to={paths.accountSettings.getHref()}>Account Settings</Link>. New accounts start
        with a trial; plans and prices are listed on the <Link component={RouterLink} to={paths.pricing.getHref()}>Pricing</Link> page.
        Forgot your password? Use <Link component={RouterLink} to={paths.forgotPassword.getHref()}>Forgot Password</Link> to get a reset link by email.
      </>
    ),
  },
];

export function HelpPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 840 }}>
      <Typography variant="h4" component="h1">
        {paths.help.title}
      </Typography>
      <Typography color="text.secondary">
        RemoteHunt helps you find remote work and run your whole job search in one place. Here is how it works.
      </Typography>
      {TOPICS.map((topic) => (
        <section key={topic.title}>
          <Typography variant="h6" component="h2" gutterBottom>
            {topic.title}
          </Typography>
          <Typography component="p">{topic.body}</Typography>
        </section>
      ))}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Still need help?
          </Typography>
          <Typography>
            Signed-in users can write to us through{' '}
            <Link component={RouterLink} to={paths.support.getHref()}>Support</Link>; we answer in the same thread and
            the menu shows a dot when a reply is waiting. The{' '}
            <Link href={staticPages.terms} target="_blank" rel="noopener">Terms of Service</Link> and{' '}
            <Link href={staticPages.privacy} target="_blank" rel="noopener">Privacy Policy</Link> explain the rules and
            how we handle your data.
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
