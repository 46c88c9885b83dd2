export { SignInView } from "./sign-in-view";
export { SignUpView } from "./sign-up-view";
export { AuthErrorView } from "./auth-error-view";
export { TeamAccessView } from "./team-access-view";
export { InviteView } from "./invite-view";
