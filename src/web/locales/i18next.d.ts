import 'i18next';
import type { adminResources } from './admin-resources';
import type { billingResources } from './billing-resources';
import type { collaborationResources } from './collaboration-resources';
import type { lazyResources } from './lazy-resources';
import type { resources } from './resources';
import type { TEXT_VALUES } from './text-values';

// Typed keys: a misspelt key is a compile error, not an English fallback at run time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'] &
      (typeof lazyResources)['en'] &
      (typeof billingResources)['en'] &
      (typeof adminResources)['en'] &
      (typeof collaborationResources)['en'];
    defaultVariables: typeof TEXT_VALUES;
  }
}
