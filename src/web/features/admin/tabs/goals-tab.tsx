/** Placeholder until the goals tab lands. */
export default function GoalsTab() {
  return null;
}
