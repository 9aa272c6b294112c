// What the routes use of the calendar.
export { CalendarScreen } from './components/calendar-screen';
