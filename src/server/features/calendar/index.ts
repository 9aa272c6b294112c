export { calendarFeedRoutes, myCalendarRoutes } from './calendar.routes';
export { type CalendarService, calendarService } from './calendar.service';
