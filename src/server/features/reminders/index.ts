export { createReminderPass, type ReminderPass } from './reminder-pass';
export { type ReminderScheduler, startReminderScheduler } from './reminder-scheduler';
export {
  adminReminderJobRoutes,
  goalReminderRoutes,
  reminderSettingsRoutes,
  unsubscribeRoutes,
} from './reminders.routes';
export { type RemindersService, remindersService } from './reminders.service';
export { unsubscribeToken } from './unsubscribe-token';
