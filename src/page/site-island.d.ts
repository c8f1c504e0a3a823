import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** An island around a block's prerendered HTML (src/islands/protocol.ts). */
      'site-island': Attributes & {
        'data-block': string;
        'data-when': string;
        'data-prefix': string;
        'data-render'?: 'client';
        'data-resume'?: string;
        'data-script'?: string;
        'data-component'?: string;
        'data-runtime'?: string;
        children?: ReactNode;
      };
    }
  }
}
