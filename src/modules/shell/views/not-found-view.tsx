import { Compass } from "@/components/ui/markup-icons";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";

export function NotFoundView({ homeHref }: { homeHref: string }) {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass className="size-7" aria-hidden />
      </span>
      <p className="text-sm font-medium text-muted-foreground">Error 404</p>
      <h1 id="not-found-title" className="text-2xl font-semibold tracking-tight">
        We couldn't find that page
      </h1>
      <p className="text-muted-foreground">The address may be mistyped, or the page may have moved. Check it, or start again from home.</p>
      <Button asChild>
        <AppLink href={homeHref}>Go to home</AppLink>
      </Button>
    </section>
  );
}
