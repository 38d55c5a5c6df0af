CREATE TABLE `signup_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`email` text NOT NULL,
	`event` text NOT NULL,
	`locale` text NOT NULL,
	`page` text,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `signup_events_address` ON `signup_events` (`type`,`email`);--> statement-breakpoint
CREATE INDEX `signup_events_at` ON `signup_events` (`at`);--> statement-breakpoint
ALTER TABLE `links` ADD `use_id` text;--> statement-breakpoint
ALTER TABLE `signups` ADD `request_id` text;--> statement-breakpoint
-- Sign-up events are proof, like consent records: nothing may change one. Only the retention cron deletes them.
CREATE TRIGGER `signup_events_append_only` BEFORE UPDATE ON `signup_events`
BEGIN
  SELECT RAISE(ABORT, 'signup_events is append-only');
END;
