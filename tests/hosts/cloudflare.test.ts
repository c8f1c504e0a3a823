import { cloudflare } from './engines/cloudflare.ts';
import { describeHost } from './host-checks.ts';

describeHost(cloudflare);
