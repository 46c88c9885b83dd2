export { SignInView } from "./sign-in-view";
export { SignUpView } from "./sign-up-view";
export { AuthErrorView } from "./auth-error-view";
