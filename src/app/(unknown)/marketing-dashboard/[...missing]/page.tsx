import { notFound } from "next/navigation";

/** Any product address without a page: the 404 inside the product frame. */
export default function Page() {
  notFound();
}
