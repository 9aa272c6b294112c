// What other features use of deadline reminders.
export { useReminderSettings, useSaveReminderSettings } from './api/reminder-settings';
export { GoalRemindersDialog } from './components/lazy-dialog';
export { type ReminderChoice, ReminderChoices } from './components/reminder-choices';
