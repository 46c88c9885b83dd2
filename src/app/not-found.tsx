import { NotFoundView } from "@/modules/shell";

export default function NotFound() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <NotFoundView homeHref="/marketing-dashboard/home" />
    </div>
  );
}
