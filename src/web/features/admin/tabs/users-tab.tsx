import { UsersPanel } from '../people/components/users-panel';

/** The admin area's Users tab (loaded with its chunk when first opened). */
export default function UsersTab() {
  return <UsersPanel />;
}
