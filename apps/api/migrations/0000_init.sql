CREATE TABLE `consent_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`consent_id` text NOT NULL,
	`revision` integer NOT NULL,
	`services` text NOT NULL,
	`gpc` integer NOT NULL,
	`locale` text NOT NULL,
	`source` text NOT NULL,
	`path` text NOT NULL,
	`recorded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `consent_records_consent_id` ON `consent_records` (`consent_id`);--> statement-breakpoint
CREATE INDEX `consent_records_recorded_at` ON `consent_records` (`recorded_at`);--> statement-breakpoint
CREATE TABLE `links` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`kind` text NOT NULL,
	`holder_first_name` text NOT NULL,
	`holder_last_name` text NOT NULL,
	`birthday` text,
	`locale` text NOT NULL,
	`created_at` integer NOT NULL,
	`used_at` integer,
	`wrong_birthdays` integer DEFAULT 0 NOT NULL,
	`referral_code` text,
	`psd2_status` text,
	`psd2_pending_polls` integer,
	`app_url` text,
	`registration_id` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `links_token_hash` ON `links` (`token_hash`);--> statement-breakpoint
CREATE TABLE `mail_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`signup_id` text,
	`registration_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_tokens_signup_id` ON `mail_tokens` (`signup_id`);--> statement-breakpoint
CREATE TABLE `partner_accounts` (
	`link_id` text PRIMARY KEY NOT NULL,
	`password_hash` text NOT NULL,
	`accepted_marketing` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `password_resets` (
	`link_id` text PRIMARY KEY NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`locale` text NOT NULL,
	`password_hash` text NOT NULL,
	`code` text,
	`web_session_id` text,
	`accepted_newsletter` integer NOT NULL,
	`accepted_terms` integer NOT NULL,
	`accepted_privacy` integer NOT NULL,
	`accepted_marketing` integer NOT NULL,
	`created_at` integer NOT NULL,
	`email_verified_at` integer,
	`unsubscribed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_email` ON `registrations` (`email`);--> statement-breakpoint
CREATE TABLE `reimbursements` (
	`link_id` text PRIMARY KEY NOT NULL,
	`iban` text NOT NULL,
	`recipient_name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `signups` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`locale` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signups_type_email` ON `signups` (`type`,`email`);