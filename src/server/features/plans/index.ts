export { grantPro, revokePro, setProUntil } from './plans.repository';
export {
  type Entitlements,
  entitlementsFor,
  entitlementsOf,
  type PlanState,
  planOf,
  requirePro,
} from './plans.service';
