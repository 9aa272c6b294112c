// What the routes use of the translation tool.
export { TranslateScreen } from './components/translate-screen';
