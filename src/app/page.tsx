import { redirect } from "next/navigation";

export default function Page() {
  redirect("/marketing-dashboard/home");
}
