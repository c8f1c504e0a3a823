import { netlify } from './engines/netlify.ts';
import { describeHost } from './host-checks.ts';

describeHost(netlify);
