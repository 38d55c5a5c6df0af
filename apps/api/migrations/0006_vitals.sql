CREATE TABLE `vitals_attribution` (
	`day` text NOT NULL,
	`page_type` text NOT NULL,
	`metric` text NOT NULL,
	`target` text NOT NULL,
	`kind` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `page_type`, `metric`, `target`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `vitals_histogram` (
	`day` text NOT NULL,
	`page_type` text NOT NULL,
	`locale` text NOT NULL,
	`device_class` text NOT NULL,
	`metric` text NOT NULL,
	`bucket` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`day`, `page_type`, `locale`, `device_class`, `metric`, `bucket`)
);
