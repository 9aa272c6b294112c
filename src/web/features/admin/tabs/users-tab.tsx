/** Placeholder until the users tab lands. */
export default function UsersTab() {
  return null;
}
