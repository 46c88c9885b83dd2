/** The CRM's client-safe surface: what the composition (a route file) hands in to its pages. */
export { ListMessagingProvider, type ListMessaging } from "./ui/lists/list-messaging";
// Site forms (website) map answers to custom fields and add people to a static list.
export { useCustomFields } from "./hooks/use-custom-fields";
export { useLists } from "./hooks/use-lists";
