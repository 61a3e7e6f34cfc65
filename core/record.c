/*
 * Small queries on a record as read.
 */
#include <string.h>

#include "record.h"

int
record_seat(const struct record *rec, const char *name)
{
	int	 i;

	for (i = 0; i < rec->nplayers; i++)
		if (rec->players[i] != NULL && strcmp(rec->players[i], name) == 0)
			return i;
	return -1;
}
