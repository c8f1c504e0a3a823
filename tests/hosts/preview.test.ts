import { preview } from './engines/preview.ts';
import { describeHost } from './host-checks.ts';

describeHost(preview);
