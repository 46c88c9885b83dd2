-- A source's warehouse rows go with the source (and so with its workspace, whose deletion cascades
-- to its sources). The warehouse tables have no foreign keys (a per-row check on every fact written);
-- this trigger gives the same outcome, paid once per deleted source.
CREATE FUNCTION wh_forget_source() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM wh_ad_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_campaigns WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_groups WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_source_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_ad_campaign_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_search_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_search_source_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_web_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_web_source_day WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_social_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_email_campaigns WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  DELETE FROM wh_store_daily WHERE workspace_id = OLD.workspace_id AND source_id = OLD.id;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER wh_forget_source AFTER DELETE ON connectors_sources FOR EACH ROW EXECUTE FUNCTION wh_forget_source();
