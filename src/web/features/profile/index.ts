// What other screens use of the profile feature. The profile screen itself is imported by its
// route, so the auth client stays out of the dashboard's first load.
export { ProfileLink } from './components/profile-link';
