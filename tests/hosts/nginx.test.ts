import { nginx } from './engines/nginx.ts';
import { describeHost } from './host-checks.ts';

describeHost(nginx);
