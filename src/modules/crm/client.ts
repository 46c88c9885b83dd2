/** The CRM's client-safe surface: what the composition (a route file) hands in to its pages. */
export { ListMessagingProvider, type ListMessaging } from "./ui/lists/list-messaging";
