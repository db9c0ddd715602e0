import { bootstrap, jobs } from 'virtual:early-operations';
import { startEarlyRequests } from './early-requests';

startEarlyRequests({ bootstrap, jobs }, window.location.hash);
