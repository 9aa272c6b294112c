// What the routes use of the insights.
export { InsightsScreen } from './components/insights-screen';
