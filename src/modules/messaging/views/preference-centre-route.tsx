import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { getDb } from "@/server/db/client";
import type { PreferenceCentre } from "../server/preference-centre.service";
import { preferenceCentre } from "../server/preference-centre.service";
import { BrokenLinkCard, Notice, PublicFrame } from "./public-frame";

type SearchParams = Record<string, string | string[] | undefined>;

const checkbox = "mt-0.5 size-5 shrink-0 accent-primary";

/**
 * /u/<token>/preferences: the preference centre. One plain form (it works without script): a
 * switch per channel, a switch per topic and channel, Save, and "Unsubscribe from everything".
 */
export async function PreferenceCentreRoute({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<SearchParams> }) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  return <PreferenceCentreView token={token} centre={await preferenceCentre(getDb(), token)} query={query} />;
}

export function PreferenceCentreView({ token, centre, query }: { token: string; centre: PreferenceCentre | null; query: SearchParams }) {
  if (!centre) {
    return (
      <PublicFrame token={token} workspaceName={null} hasLogo={false}>
        <BrokenLinkCard />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame token={token} workspaceName={centre.workspaceName} hasLogo={centre.hasLogo}>
      <NoticeOf query={query} centre={centre} />
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold">Your subscription preferences</h1>
          <CardDescription>Choose what {centre.workspaceName} sends you. Changes apply as soon as you save.</CardDescription>
        </CardHeader>
        <CardContent>
          {centre.channels.length === 0 ? (
            <p className="text-sm text-muted-foreground">There is no address left to send to: {centre.workspaceName} sends you nothing.</p>
          ) : (
            <PreferenceForm token={token} centre={centre} />
          )}
        </CardContent>
      </Card>
    </PublicFrame>
  );
}

function NoticeOf({ query, centre }: { query: SearchParams; centre: PreferenceCentre }) {
  if (query.unsubscribed) {
    return (
      <Notice>
        <strong className="font-semibold">You're unsubscribed.</strong> You won't get marketing messages from {centre.workspaceName} on this channel any more.
        Changed your mind? Switch it back on below and save.
      </Notice>
    );
  }
  if (query.everything) return <Notice>You're unsubscribed from everything {centre.workspaceName} sends.</Notice>;
  if (query.saved) return <Notice>Your preferences are saved.</Notice>;
  return null;
}

function PreferenceForm({ token, centre }: { token: string; centre: PreferenceCentre }) {
  const single = centre.channels.length === 1;
  return (
    <form method="post" action={`/u/${encodeURIComponent(token)}/preferences/save`} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">Channels</legend>
        {centre.channels.map((c) => (
          <div key={c.channel} className="flex items-start gap-3">
            <input
              type="checkbox"
              id={`channel-${c.channel}`}
              name="channel"
              value={c.channel}
              defaultChecked={c.subscribed}
              className={checkbox}
              aria-describedby={`channel-${c.channel}-address`}
            />
            <div className="min-w-0">
              <label htmlFor={`channel-${c.channel}`} className="text-sm font-medium">
                {c.label}
              </label>
              <p id={`channel-${c.channel}-address`} className="text-sm break-all text-muted-foreground">
                {c.address}
                {c.note ? ` · ${c.note}` : ""}
              </p>
            </div>
          </div>
        ))}
        <p className="text-xs text-muted-foreground">Switching a channel off stops every marketing message on it, whatever the topics below.</p>
      </fieldset>

      {centre.topics.length > 0 ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold">Topics</legend>
          {centre.topics.map((t) => (
            <div key={t.id} className="flex flex-col gap-2">
              <input type="hidden" name="shown" value={t.id} />
              {single ? (
                <div className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    id={`topic-${t.id}`}
                    name="topic"
                    value={`${t.id}:${centre.channels[0]!.channel}`}
                    defaultChecked={t.subscribed[centre.channels[0]!.channel]}
                    className={checkbox}
                    aria-describedby={t.description ? `topic-${t.id}-about` : undefined}
                  />
                  <TopicText id={t.id} name={t.name} description={t.description} htmlFor={`topic-${t.id}`} />
                </div>
              ) : (
                <div
                  role="group"
                  aria-labelledby={`topic-${t.id}-name`}
                  aria-describedby={t.description ? `topic-${t.id}-about` : undefined}
                  className="flex flex-col gap-2"
                >
                  <TopicText id={t.id} name={t.name} description={t.description} />
                  <div className="flex flex-wrap gap-x-6 gap-y-2">
                    {centre.channels.map((c) => (
                      <div key={c.channel} className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          id={`topic-${t.id}-${c.channel}`}
                          name="topic"
                          value={`${t.id}:${c.channel}`}
                          defaultChecked={t.subscribed[c.channel]}
                          className={checkbox}
                        />
                        <label htmlFor={`topic-${t.id}-${c.channel}`} className="text-sm">
                          {c.label}
                        </label>
                      </div>
                    ))}
                  </div>
                </div>
              )}
            </div>
          ))}
        </fieldset>
      ) : null}

      <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:justify-between">
        <Button type="submit" name="intent" value="save" className="w-full sm:w-auto">
          Save preferences
        </Button>
        <Button type="submit" name="intent" value="unsubscribe_all" variant="outline" className="w-full sm:w-auto">
          Unsubscribe from everything
        </Button>
      </div>
    </form>
  );
}

function TopicText({ id, name, description, htmlFor }: { id: string; name: string; description: string; htmlFor?: string }) {
  return (
    <div className="min-w-0">
      {htmlFor ? (
        <label htmlFor={htmlFor} id={`topic-${id}-name`} className="text-sm font-medium">
          {name}
        </label>
      ) : (
        <p id={`topic-${id}-name`} className="text-sm font-medium">
          {name}
        </p>
      )}
      {description ? (
        <p id={`topic-${id}-about`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
    </div>
  );
}
