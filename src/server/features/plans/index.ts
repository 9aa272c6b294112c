export { type Entitlements, entitlementsFor, entitlementsOf } from './plans.service';
