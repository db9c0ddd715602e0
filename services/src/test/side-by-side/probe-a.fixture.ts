import { sideBySideProbe } from './probe';

sideBySideProbe('a', 'b');
