// What other features use of support requests: the profile's section and the admin area's tab.
export { ContactSupport } from './components/contact-support';
export { SupportQueuePanel } from './components/support-queue';
