CREATE TABLE "map_cells" (
	"zoom" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"n" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lon_sum" double precision NOT NULL,
	"id_sum" bigint NOT NULL,
	CONSTRAINT "map_cells_zoom_cx_cy_pk" PRIMARY KEY("zoom","cx","cy")
);
