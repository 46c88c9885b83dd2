export { SignInView } from "./sign-in-view";
export { SignUpView } from "./sign-up-view";
export { AuthErrorView } from "./auth-error-view";
export { TeamAccessView } from "./team-access-view";
export { InviteView } from "./invite-view";
export { CompanyProfileView } from "./company-profile-view";
export { ForgotPasswordView } from "./forgot-password-view";
export { ResetPasswordView } from "./reset-password-view";
