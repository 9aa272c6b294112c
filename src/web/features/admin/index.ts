import { addAdminResources } from '@web/locales/admin-resources';
import i18n from 'i18next';

// The admin texts come with the admin chunk (see admin-resources.ts), never with a user's first load.
addAdminResources(i18n);

export { AdminGate, type AdminIdentity } from './components/admin-gate';
export { AdminScreen } from './components/admin-screen';
export { SuperAdminScreen } from './super-admin/super-admin-screen';
