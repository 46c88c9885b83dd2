import { NotFoundView } from "@/modules/shell";

export default function NotFound() {
  return <NotFoundView homeHref="/marketing-dashboard/home" />;
}
