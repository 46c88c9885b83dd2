import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { getDb } from "@/server/db/client";
import { linkPaths } from "../server/link-tokens";
import { unsubscribePage, type UnsubscribePage } from "../server/unsubscribe.service";
import { BrokenLinkCard, PublicFrame } from "./public-frame";

const channelWords = { email: "emails", sms: "text messages" } as const;

/**
 * /u/<token>: who is unsubscribing from whom, and one button. Showing the page changes nothing
 * (mail scanners open links); the button posts the form.
 */
export async function UnsubscribeRoute({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <UnsubscribeView token={token} page={await unsubscribePage(getDb(), token)} />;
}

export function UnsubscribeView({ token, page }: { token: string; page: UnsubscribePage | null }) {
  if (!page) {
    return (
      <PublicFrame token={token} workspaceName={null} hasLogo={false}>
        <BrokenLinkCard />
      </PublicFrame>
    );
  }
  const words = channelWords[page.channel];
  return (
    <PublicFrame token={token} workspaceName={page.workspaceName} hasLogo={page.hasLogo}>
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">{page.unsubscribed ? "You're unsubscribed" : `Unsubscribe from ${page.workspaceName}?`}</h1>
          <CardDescription>
            {page.unsubscribed ? (
              <>
                <span className="font-medium break-all text-foreground">{page.address}</span> gets no marketing {words} from {page.workspaceName}.
              </>
            ) : (
              <>
                <span className="font-medium break-all text-foreground">{page.address}</span> will stop getting marketing {words} from {page.workspaceName},
                such as “{page.sendName}”.
              </>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {page.unsubscribed ? null : (
            <form method="post" action={`/u/${encodeURIComponent(token)}/unsubscribe`}>
              <Button type="submit" className="w-full sm:w-auto">
                Unsubscribe
              </Button>
            </form>
          )}
          <Button asChild variant={page.unsubscribed ? "default" : "outline"} className="w-full sm:w-auto">
            <Link href={linkPaths.preferences(token)} prefetch={false}>
              {page.unsubscribed ? "Manage your preferences" : "Choose what you get instead"}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </PublicFrame>
  );
}
