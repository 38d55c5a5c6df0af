CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`topic` text NOT NULL,
	`payload` text,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `outbox_status` ON `outbox` (`status`,`updated_at`);--> statement-breakpoint
ALTER TABLE `links` ADD `psd2_opened_at` integer;--> statement-breakpoint
ALTER TABLE `links` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `links` ADD `notify_email` text;--> statement-breakpoint
ALTER TABLE `links` DROP COLUMN `psd2_pending_polls`;