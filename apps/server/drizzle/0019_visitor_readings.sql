CREATE TABLE "visitor_readings" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
