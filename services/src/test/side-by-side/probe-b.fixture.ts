import { sideBySideProbe } from './probe';

sideBySideProbe('b', 'a');
