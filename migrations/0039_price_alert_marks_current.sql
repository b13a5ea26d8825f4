-- The price-alerts projection's marks hold only what a replay of the log against the alerts makes: a mark of an
-- alert's older terms (another watch_from) or of a paused alert counts as none, and a change of the alert now deletes
-- it in the same transaction (src/server/priceAlerts/alerts.ts). The ones such changes left behind go here.
delete from price_alert_marks k
using price_alerts a
where k.alert_id = a.id and (k.watch_from <> a.watch_from or not a.is_active);
